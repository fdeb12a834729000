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
// Exit code -1 when the command did not end within timeoutMs: a hang guard, not a time limit
// (CI runs the ASan build two tests at a time beside a compiler; ctest's own timeout is 1800 s).
inline CliRun runCli(const QStringList &args, int timeoutMs = 600000)
{
    QProcess p;
    p.start(QStringLiteral(LLMCAP_CLI_PATH), args);
    if (!p.waitForFinished(timeoutMs))
        return {-1, {}, {}};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}
#endif
