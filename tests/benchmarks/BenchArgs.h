#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstdio>

namespace llmcap::bench {

// Every benchmark program answers --help, and refuses an option it does not know, before it
// starts anything (issue 20: bench_sweep --help ran a full sweep for nine minutes). `about` is
// one line on what the program measures; `options` the options it reads, with their argument
// ("--seeds N") or alone for a flag. Returns -1 to go on, else the exit code (0 after --help,
// 2 for an unknown option).
inline int checkArgs(int argc, char **argv, const char *about, const QStringList &options)
{
    const QString program =
        QString::fromLocal8Bit(argc > 0 ? argv[0] : "bench").section(QLatin1Char('/'), -1);
    QStringList names;
    for (const QString &o : options)
        names << o.section(QLatin1Char(' '), 0, 0);
    auto usage = [&]() -> QString { // not a QStringBuilder of a local
        QString text = QStringLiteral("usage: %1").arg(program);
        for (const QString &o : options)
            text += QStringLiteral(" [%1]").arg(o);
        return text + QLatin1Char('\n') + QString::fromUtf8(about) + QLatin1Char('\n');
    };
    for (int i = 1; i < argc; ++i) {
        const QString arg = QString::fromLocal8Bit(argv[i]);
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            std::fputs(usage().toLocal8Bit().constData(), stdout);
            return 0;
        }
        if (arg.startsWith(QLatin1String("--")) &&
            !names.contains(arg.section(QLatin1Char('='), 0, 0))) {
            std::fprintf(stderr, "%s: unknown option %s\n%s", qPrintable(program), qPrintable(arg),
                         usage().toLocal8Bit().constData());
            return 2;
        }
    }
    return -1;
}

} // namespace llmcap::bench
