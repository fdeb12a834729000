#pragma once

#include <QList>
#include <QString>

namespace llmcap {

class Settings;

struct RecentProject
{
    QString databasePath;
    qint64 projectId = 0;
    QString name;

    bool sameAs(const RecentProject &other) const
    {
        return databasePath == other.databasePath && projectId == other.projectId;
    }
};

// The most recently opened projects, newest first, kept in Settings::Key::RecentProjects.
class RecentProjects
{
public:
    static constexpr int kMaxEntries = 8;

    static QList<RecentProject> load(const Settings &settings);
    // Moves (or adds) entry to the front and trims the list.
    static void touch(Settings &settings, const RecentProject &entry);
    static void remove(Settings &settings, const RecentProject &entry);
    static void clear(Settings &settings);

    static QString toJson(const QList<RecentProject> &entries);
    static QList<RecentProject> fromJson(const QString &json);
};

} // namespace llmcap
