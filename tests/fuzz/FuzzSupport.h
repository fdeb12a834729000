#pragma once

// Shared by the libFuzzer targets: quiet Qt messages (a parser's warnings are expected on
// random input and would only slow the run) and a byte reader for choosing a mode from the
// input's first byte.

#include <QByteArray>
#include <QtGlobal>

#include <cstddef>
#include <cstdint>

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

} // namespace llmcap::fuzz
