#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QString>

namespace llmcap {

// Where an endpoint's API key comes from: an environment variable or the OS keyring (through
// QtKeychain, service "llmcap"). The key only ever lives in memory; nothing here logs it.
class ApiKeySource
{
    Q_DECLARE_TR_FUNCTIONS(ApiKeySource)

public:
    static constexpr const char *kKeyringService = "llmcap";

    static Result<QString> fromEnvironment(const QString &variable);
    // Blocks (with a local event loop) until the keyring answers; fails with a message that
    // names the environment-variable alternative when no keyring service runs.
    static Result<QString> fromKeyring(const QString &entry);
    // Whether this build can use a keyring at all.
    static bool keyringSupported();
};

} // namespace llmcap
