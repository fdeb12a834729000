#pragma once

#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <cstdio>

namespace llmcap::test {

// The benchmarks' server: `llmcap-cli serve-sim --preset PRESET --speed SPEED` in sim, unless
// externalUrl names a running one. Returns the server's base URL, or empty (with the server's
// standard error printed) when it did not say where it listens within 20 s.
inline QString startServeSim(QProcess &sim, const QString &cliPath, const QString &preset,
                             const QString &speed, const QString &externalUrl)
{
    sim.setProcessChannelMode(QProcess::SeparateChannels);
    if (externalUrl.isEmpty())
        sim.start(cliPath, {QStringLiteral("serve-sim"), QStringLiteral("--preset"), preset,
                            QStringLiteral("--speed"), speed});
    QString url = externalUrl;
    QElapsedTimer wait;
    wait.start();
    while (url.isEmpty() && wait.elapsed() < 20000 && sim.waitForReadyRead(20000)) {
        const QString line = QString::fromUtf8(sim.readAllStandardOutput());
        const auto m = QRegularExpression(QStringLiteral("listening on (\\S+)")).match(line);
        if (m.hasMatch())
            url = m.captured(1);
    }
    if (url.isEmpty())
        std::fprintf(stderr, "the simulated server did not start: %s\n",
                     sim.readAllStandardError().constData());
    return url;
}

} // namespace llmcap::test
