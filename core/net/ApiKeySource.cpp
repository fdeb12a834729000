#include "net/ApiKeySource.h"

#ifdef LLMCAP_HAVE_KEYCHAIN
#include <qt6keychain/keychain.h>

#include <QEventLoop>
#include <QTimer>
#endif

namespace llmcap {

Result<QString> ApiKeySource::fromEnvironment(const QString &variable)
{
    if (variable.isEmpty())
        return Result<QString>::failure(tr("no environment variable named for the API key"));
    const QByteArray name = variable.toLocal8Bit();
    if (!qEnvironmentVariableIsSet(name.constData()))
        return Result<QString>::failure(
            tr("the environment variable %1 (for the API key) is not set").arg(variable));
    const QString key = qEnvironmentVariable(name.constData()).trimmed();
    if (key.isEmpty())
        return Result<QString>::failure(
            tr("the environment variable %1 (for the API key) is empty").arg(variable));
    return key;
}

bool ApiKeySource::keyringSupported()
{
#ifdef LLMCAP_HAVE_KEYCHAIN
    return true;
#else
    return false;
#endif
}

Result<QString> ApiKeySource::fromKeyring(const QString &entry)
{
#ifdef LLMCAP_HAVE_KEYCHAIN
    QKeychain::ReadPasswordJob job{QString::fromLatin1(kKeyringService)};
    job.setAutoDelete(false);
    job.setKey(entry);
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    job.start();
    loop.exec();
    if (job.error() == QKeychain::NoError && !job.textData().isEmpty())
        return job.textData();
    if (job.error() == QKeychain::EntryNotFound)
        return Result<QString>::failure(tr("the keyring has no entry '%1' for service '%2'")
                                            .arg(entry, QLatin1String(kKeyringService)));
    return Result<QString>::failure(
        tr("cannot read the API key from the keyring (%1); is a keyring service (e.g. "
           "gnome-keyring or KWallet) running? Use --api-key-env NAME instead")
            .arg(job.errorString().isEmpty() ? tr("no answer") : job.errorString()));
#else
    Q_UNUSED(entry);
    return Result<QString>::failure(
        tr("this build has no keyring support; use --api-key-env NAME instead"));
#endif
}

} // namespace llmcap
