#include "settings/RecentProjects.h"

#include "settings/Settings.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace llmcap {

QString RecentProjects::toJson(const QList<RecentProject> &entries)
{
    QJsonArray array;
    for (const RecentProject &e : entries)
        array.append(QJsonObject{{QStringLiteral("db"), e.databasePath},
                                 {QStringLiteral("id"), e.projectId},
                                 {QStringLiteral("name"), e.name}});
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

QList<RecentProject> RecentProjects::fromJson(const QString &json)
{
    QList<RecentProject> entries;
    const QJsonArray array = QJsonDocument::fromJson(json.toUtf8()).array();
    for (const QJsonValue &v : array) {
        const QJsonObject o = v.toObject();
        RecentProject e{o.value(QLatin1String("db")).toString(),
                        o.value(QLatin1String("id")).toInteger(),
                        o.value(QLatin1String("name")).toString()};
        if (e.projectId > 0 && !e.databasePath.isEmpty())
            entries.append(e);
    }
    return entries;
}

QList<RecentProject> RecentProjects::load(const Settings &settings)
{
    return fromJson(settings.string(Settings::Key::RecentProjects));
}

void RecentProjects::touch(Settings &settings, const RecentProject &entry)
{
    QList<RecentProject> entries = load(settings);
    entries.removeIf([&](const RecentProject &e) { return e.sameAs(entry); });
    entries.prepend(entry);
    while (entries.size() > kMaxEntries)
        entries.removeLast();
    settings.setValue(Settings::Key::RecentProjects, toJson(entries));
}

void RecentProjects::remove(Settings &settings, const RecentProject &entry)
{
    QList<RecentProject> entries = load(settings);
    entries.removeIf([&](const RecentProject &e) { return e.sameAs(entry); });
    settings.setValue(Settings::Key::RecentProjects, toJson(entries));
}

void RecentProjects::clear(Settings &settings)
{
    settings.reset(Settings::Key::RecentProjects);
}

} // namespace llmcap
