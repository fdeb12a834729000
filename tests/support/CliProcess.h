#pragma once

// Runs the real llmcap-cli executable (LLMCAP_CLI_PATH, defined per test target) as a user
// would, and returns its exit code and output.
#include <QByteArray>
#include <QProcess>
#include <QStringList>

struct CliRun
{
    int code;
    QByteArray out;
    QByteArray err;
};

#ifdef LLMCAP_CLI_PATH
// Exit code -1 when the command did not end within timeoutMs.
inline CliRun runCli(const QStringList &args, int timeoutMs = 120000)
{
    QProcess p;
    p.start(QStringLiteral(LLMCAP_CLI_PATH), args);
    if (!p.waitForFinished(timeoutMs))
        return {-1, {}, {}};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}
#endif
