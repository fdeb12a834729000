#include "telemetry/Pseudonymizer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>

#ifdef LLMCAP_HAVE_KEYCHAIN
#include <qt6keychain/keychain.h>

#include <QEventLoop>
#include <QTimer>
#endif

namespace llmcap {

namespace {

constexpr int kKeyBytes = 32;           // HMAC-SHA256's block-size-safe key: 256 random bits
constexpr int kPseudonymHexDigits = 20; // 80 bits: no collisions in any realistic dataset
constexpr const char *kKeyringService = "llmcap";
// The keyring answers within milliseconds or not at all (no service running: fails at once).
constexpr int kKeyringTimeoutMs = 5000;

QByteArray newKey()
{
    QByteArray key(kKeyBytes, Qt::Uninitialized);
    QRandomGenerator::system()->generate(reinterpret_cast<quint32 *>(key.data()),
                                         reinterpret_cast<quint32 *>(key.data() + kKeyBytes));
    return key;
}

bool keyringDisabledByEnvironment()
{
    return qEnvironmentVariableIntValue("LLMCAP_NO_KEYRING") != 0;
}

#ifdef LLMCAP_HAVE_KEYCHAIN
// Runs a keychain job to its end on a local event loop; false when it failed for any reason
// (no keyring service, locked, refused).
bool runKeyringJob(QKeychain::Job &job)
{
    job.setAutoDelete(false);
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(kKeyringTimeoutMs, &loop, &QEventLoop::quit);
    job.start();
    loop.exec();
    return job.error() == QKeychain::NoError;
}

// The key from the keyring, made and stored there on first use; empty when the keyring cannot
// be used (the caller falls back on the key file).
QByteArray keyFromKeyring(const QString &entry)
{
    if (!QCoreApplication::instance())
        return {};
    QKeychain::ReadPasswordJob read{QString::fromLatin1(kKeyringService)};
    read.setKey(entry);
    if (runKeyringJob(read)) {
        const QByteArray key = QByteArray::fromHex(read.textData().toLatin1());
        return key.size() == kKeyBytes ? key : QByteArray();
    }
    if (read.error() != QKeychain::EntryNotFound)
        return {};
    const QByteArray key = newKey();
    QKeychain::WritePasswordJob write{QString::fromLatin1(kKeyringService)};
    write.setKey(entry);
    write.setTextData(QString::fromLatin1(key.toHex()));
    return runKeyringJob(write) ? key : QByteArray();
}
#endif

constexpr QFileDevice::Permissions kOthersCanAccess =
    QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ExeGroup |
    QFileDevice::ReadOther | QFileDevice::WriteOther | QFileDevice::ExeOther;

} // namespace

Pseudonymizer::Pseudonymizer(QByteArray key)
    : m_key(std::move(key))
    , m_keySource(QStringLiteral("memory"))
{}

Result<Pseudonymizer> Pseudonymizer::forProject(const QString &databasePath, qint64 projectId,
                                                bool keyringAllowed)
{
    if (databasePath.isEmpty() || databasePath == QLatin1String(":memory:"))
        return Pseudonymizer(newKey());

    const QString dbPath = QFileInfo(databasePath).absoluteFilePath();
    const QString folder = dbPath + QLatin1String(".keys");
    const QString keyPath =
        folder + QLatin1Char('/') + QString::number(projectId) + QLatin1String(".key");

    // A key file, once made, always wins: the keyring may answer one day and not the next, and
    // a second key would give the same user two pseudonyms.
    if (!QFileInfo::exists(keyPath)) {
#ifdef LLMCAP_HAVE_KEYCHAIN
        if (keyringAllowed && !keyringDisabledByEnvironment()) {
            const QString entry = QLatin1String("telemetry-key/") + dbPath + QLatin1Char('/') +
                                  QString::number(projectId);
            const QByteArray key = keyFromKeyring(entry);
            if (!key.isEmpty()) {
                Pseudonymizer p(key);
                p.m_keySource = QStringLiteral("keyring");
                return p;
            }
        }
#else
        Q_UNUSED(keyringAllowed);
#endif
        if (!QDir().mkpath(folder))
            return Result<Pseudonymizer>::failure(
                tr("cannot make the folder %1 for the telemetry key").arg(folder));
        QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                          QFileDevice::ExeOwner);
        QFile file(keyPath);
        // Made with 0600 from the start: never readable by others, not even for a moment.
        if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly,
                       QFileDevice::ReadOwner | QFileDevice::WriteOwner)) {
            if (!QFileInfo::exists(keyPath)) // else another process just made it: read that
                return Result<Pseudonymizer>::failure(
                    tr("cannot create the telemetry key file %1: %2")
                        .arg(keyPath, file.errorString()));
        } else {
            const QByteArray key = newKey();
            if (file.write(key.toHex() + '\n') < 0 || !file.flush())
                return Result<Pseudonymizer>::failure(
                    tr("cannot write the telemetry key file %1: %2")
                        .arg(keyPath, file.errorString()));
            file.close();
            Pseudonymizer p(key);
            p.m_keySource = QLatin1String("file ") + keyPath;
            return p;
        }
    }

    if (QFile::permissions(keyPath) & kOthersCanAccess)
        return Result<Pseudonymizer>::failure(
            tr("the telemetry key file %1 can be read by other users; make it private "
               "(chmod 600) and try again")
                .arg(keyPath));
    QFile file(keyPath);
    if (!file.open(QIODevice::ReadOnly))
        return Result<Pseudonymizer>::failure(
            tr("cannot read the telemetry key file %1: %2").arg(keyPath, file.errorString()));
    const QByteArray key = QByteArray::fromHex(file.read(4 * kKeyBytes).trimmed());
    if (key.size() != kKeyBytes)
        return Result<Pseudonymizer>::failure(
            tr("the telemetry key file %1 is damaged (not %2 bytes in hex)")
                .arg(keyPath)
                .arg(kKeyBytes));
    Pseudonymizer p(key);
    p.m_keySource = QLatin1String("file ") + keyPath;
    return p;
}

QString Pseudonymizer::pseudonym(const QString &kind, const QString &value) const
{
    if (value.isEmpty())
        return {};
    // The kind is part of the message: a user and a session with the same source value get
    // unrelated pseudonyms.
    QByteArray message = kind.toUtf8();
    message += '\0';
    message += value.toUtf8();
    const QByteArray mac =
        QMessageAuthenticationCode::hash(message, m_key, QCryptographicHash::Sha256);
    QString prefix;
    if (kind == QLatin1String("user"))
        prefix = QStringLiteral("u-");
    else if (kind == QLatin1String("session"))
        prefix = QStringLiteral("s-");
    else if (kind == QLatin1String("run"))
        prefix = QStringLiteral("r-");
    else if (kind == QLatin1String("span"))
        prefix = QStringLiteral("sp-");
    else if (kind == QLatin1String("tenant"))
        prefix = QStringLiteral("t-");
    else if (kind == QLatin1String("prefix"))
        prefix = QStringLiteral("p-");
    else
        prefix = kind + QLatin1Char('-');
    return prefix + QString::fromLatin1(mac.toHex().left(kPseudonymHexDigits));
}

} // namespace llmcap
