#include "util/ProtectedFiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>

namespace llmcap {

namespace {

QMutex &mutex()
{
    static QMutex m;
    return m;
}

QHash<QString, int> &databases()
{
    static QHash<QString, int> d;
    return d;
}

} // namespace

QString ProtectedFiles::resolvedPath(const QString &path)
{
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    if (!canonical.isEmpty())
        return canonical;
    const QString dir = info.absoluteDir().canonicalPath();
    return dir.isEmpty() ? info.absoluteFilePath() : dir + QLatin1Char('/') + info.fileName();
}

void ProtectedFiles::protect(const QString &databasePath)
{
    QMutexLocker lock(&mutex());
    ++databases()[resolvedPath(databasePath)];
}

void ProtectedFiles::release(const QString &databasePath)
{
    QMutexLocker lock(&mutex());
    const QString key = resolvedPath(databasePath);
    auto it = databases().find(key);
    if (it != databases().end() && --*it <= 0)
        databases().erase(it);
}

std::optional<QByteArray> ProtectedFiles::headIfUnprotected(const QString &path, qint64 bytes)
{
    QMutexLocker lock(&mutex());
    for (auto it = databases().cbegin(); it != databases().cend(); ++it)
        if (isOneOfItsFiles(path, it.key()))
            return std::nullopt;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    return f.read(bytes);
}

QString ProtectedFiles::refusal(const QString &path)
{
    if (path.isEmpty())
        return {};
    QMutexLocker lock(&mutex());
    for (auto it = databases().cbegin(); it != databases().cend(); ++it)
        if (isOneOfItsFiles(path, it.key()))
            return tr("%1 belongs to the open project database; choose another file")
                .arg(QDir::toNativeSeparators(path));
    return {};
}

bool ProtectedFiles::isOneOfItsFiles(const QString &candidate, const QString &databasePath)
{
    if (candidate.isEmpty() || databasePath.isEmpty() || databasePath.startsWith(QLatin1Char(':')))
        return false;
    const QString db = resolvedPath(databasePath);
    const QString c = resolvedPath(candidate);
    for (const char *suffix : {"", "-wal", "-shm", "-journal", ".holders"})
        if (c == db + QLatin1String(suffix))
            return true;
    // The folder of the telemetry pseudonym keys (Pseudonymizer) and every file in it.
    const QString keys = db + QLatin1String(".keys");
    return c == keys || c.startsWith(keys + QLatin1Char('/'));
}

} // namespace llmcap
