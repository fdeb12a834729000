#include "settings/Settings.h"

#include <QMetaEnum>
#include <QSettings>
#include <QStandardPaths>

#include <algorithm>

namespace llmcap {

namespace {

struct KeyInfo
{
    Settings::Key key;
    const char *name;
    QVariant defaultValue;
};

const KeyInfo &info(Settings::Key key)
{
    using K = Settings::Key;
    static const KeyInfo table[] = {
        {K::Language, "general/language", QString()},
        {K::DatabasePath, "general/databasePath", QString()},
        {K::LastProjectId, "general/lastProjectId", qint64(0)},
        {K::LastDatabasePath, "general/lastDatabasePath", QString()},
        {K::RecentProjects, "general/recentProjects", QString()},
        {K::MainWindowGeometry, "window/geometry", QByteArray()},
        {K::MainWindowState, "window/state", QByteArray()},
        {K::CurrentPage, "window/page", 0},
        {K::ChartRefreshHz, "charts/refreshHz", 15},
        {K::ScheduleLagBoundMs, "benchmark/scheduleLagBoundMs", 5.0},
        {K::StorePromptText, "benchmark/storePromptText", false},
        {K::DefaultSimPreset, "simulator/defaultPreset", QStringLiteral("tiny-cpu")},
        {K::ShowFirstSteps, "window/showFirstSteps", true},
    };
    auto it = std::find_if(std::begin(table), std::end(table),
                           [key](const KeyInfo &k) { return k.key == key; });
    Q_ASSERT(it != std::end(table));
    return *it;
}

constexpr int kSaveDelayMs = 300;

} // namespace

Settings::Settings(const QString &path, QObject *parent)
    : QObject(parent)
    , m_store(std::make_unique<QSettings>(path, QSettings::IniFormat))
{
    m_saveTimer.setSingleShot(true);
    m_saveTimer.setInterval(kSaveDelayMs);
    connect(&m_saveTimer, &QTimer::timeout, this, &Settings::sync);
}

Settings::~Settings()
{
    sync();
}

QString Settings::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) +
           QLatin1String("/llmcap.ini");
}

QString Settings::keyName(Key key)
{
    return QLatin1String(info(key).name);
}

QVariant Settings::defaultValue(Key key)
{
    return info(key).defaultValue;
}

QVariant Settings::value(Key key) const
{
    const KeyInfo &k = info(key);
    QVariant v = m_store->value(QLatin1String(k.name), k.defaultValue);
    // INI files store everything as text; hand back the key's own type.
    if (!v.convert(k.defaultValue.metaType()))
        return k.defaultValue;
    return v;
}

bool Settings::setValue(Key key, const QVariant &value)
{
    const KeyInfo &k = info(key);
    QVariant v = value;
    if (!v.convert(k.defaultValue.metaType()))
        return false;
    if (m_store->contains(QLatin1String(k.name)) && this->value(key) == v)
        return true;
    m_store->setValue(QLatin1String(k.name), v);
    m_saveTimer.start();
    Q_EMIT changed(key);
    return true;
}

void Settings::reset(Key key)
{
    const KeyInfo &k = info(key);
    if (!m_store->contains(QLatin1String(k.name)))
        return;
    m_store->remove(QLatin1String(k.name));
    m_saveTimer.start();
    Q_EMIT changed(key);
}

QString Settings::filePath() const
{
    return m_store->fileName();
}

void Settings::sync()
{
    m_saveTimer.stop();
    m_store->sync();
}

} // namespace llmcap
