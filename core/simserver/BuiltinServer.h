#pragma once

#include "simserver/SimServer.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace llmcap {

// The built-in simulated server as the workflows start it: in this process, on a free loopback
// port, from a preset of the catalog. One path for the GUI's sweeps and their resumes,
// `llmcap-cli sweep --builtin` and its resumes, and the demo.
class BuiltinServer
{
    Q_DECLARE_TR_FUNCTIONS(BuiltinServer)

public:
    // Fails naming the problem: an unknown preset (with the known ones), a speed not above 0,
    // a span file that cannot be opened, or a server that cannot listen. With otlpFile the
    // server appends an OTLP JSON span per finished request to it, as serve-sim --otlp-file.
    static Result<std::unique_ptr<SimServer>> start(const QString &preset, double speed,
                                                    quint64 seed, const QString &otlpFile = {});
    // Empty when preset names a preset of the catalog; else the one-line reason.
    static QString checkPreset(const QString &preset);
};

} // namespace llmcap
