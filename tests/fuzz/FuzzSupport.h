#pragma once

// Shared by the libFuzzer targets: quiet Qt messages (a parser's warnings are expected on
// random input and would only slow the run) and a byte reader for choosing a mode from the
// input's first byte.

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QtGlobal>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <unistd.h>

namespace llmcap::fuzz {

inline void quietQt()
{
    static const bool once = [] {
        qInstallMessageHandler([](QtMsgType, const QMessageLogContext &, const QString &) {});
        return true;
    }();
    (void)once;
}

// The first byte picks a mode; the rest is the payload.
struct Input
{
    std::uint8_t mode = 0;
    const char *data = nullptr;
    std::size_t size = 0;

    Input(const std::uint8_t *bytes, std::size_t length)
    {
        if (length > 0) {
            mode = bytes[0];
            data = reinterpret_cast<const char *>(bytes + 1);
            size = length - 1;
        }
    }
    QByteArray bytes() const { return QByteArray(data, qsizetype(size)); }
};

// For the readers that take a path: writes the input to this process's scratch file in
// TMPDIR (scripts/fuzz.sh points it at memory) and returns its path, empty when it cannot.
inline QString writeScratch(const char *name, const char *data, std::size_t size)
{
    static const QString path = [name]() -> QString {
        const QByteArray dir = qgetenv("TMPDIR").isEmpty() ? QByteArray("/tmp") : qgetenv("TMPDIR");
        return QString::fromLocal8Bit(dir) +
               QStringLiteral("/llmcap-fuzz-%1-%2.dat").arg(QLatin1String(name)).arg(::getpid());
    }();
    static const QByteArray local = QFile::encodeName(path);
    std::FILE *file = std::fopen(local.constData(), "wb");
    if (!file)
        return {};
    std::fwrite(data, 1, size, file);
    std::fclose(file);
    return path;
}

} // namespace llmcap::fuzz
