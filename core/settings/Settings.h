#pragma once

#include <QObject>
#include <QString>
#include <QTimer>
#include <QVariant>

#include <memory>

class QSettings;

namespace llmcap {

// Typed application settings: every key has a name, a type and a default. Writes are kept in
// memory at once and saved to disk debounced (QSettings writes the INI file atomically).
class Settings : public QObject
{
    Q_OBJECT

public:
    enum class Key {
        Language,           // QString: "" follows the system locale, else "en" or "de"
        DatabasePath,       // QString: "" is Database::defaultPath()
        LastProjectId,      // qint64: the project opened last, 0 for none
        LastDatabasePath,   // QString: the database of LastProjectId, "" for none
        RecentProjects,     // QString: JSON, see RecentProjects
        MainWindowGeometry, // QByteArray
        MainWindowState,    // QByteArray
        CurrentPage,        // int: the workflow page shown last
        ChartRefreshHz,     // int: live chart updates per second, 10-25
        ScheduleLagBoundMs, // double: p99 schedule lag above which a run is client-limited
        StorePromptText,    // bool: keep prompt and output text of benchmark requests
        DefaultSimPreset,   // QString: the built-in simulated server's preset
        ShowFirstSteps,     // bool: the main window's strip of the loop's steps
    };
    Q_ENUM(Key)

    // Settings stored in the INI file at path (created when first saved).
    explicit Settings(const QString &path, QObject *parent = nullptr);
    ~Settings() override;

    // <AppConfigLocation>/llmcap.ini
    static QString defaultPath();

    static QString keyName(Key key);
    static QVariant defaultValue(Key key);

    QVariant value(Key key) const;
    // Converts to the key's type; a value of the wrong type is refused (returns false).
    bool setValue(Key key, const QVariant &value);
    void reset(Key key);

    QString string(Key key) const { return value(key).toString(); }
    int integer(Key key) const { return value(key).toInt(); }
    qint64 integer64(Key key) const { return value(key).toLongLong(); }
    double real(Key key) const { return value(key).toDouble(); }
    bool boolean(Key key) const { return value(key).toBool(); }
    QByteArray bytes(Key key) const { return value(key).toByteArray(); }

    QString filePath() const;
    // Writes pending changes now.
    void sync();

Q_SIGNALS:
    void changed(llmcap::Settings::Key key);

private:
    std::unique_ptr<QSettings> m_store;
    QTimer m_saveTimer;
};

} // namespace llmcap
