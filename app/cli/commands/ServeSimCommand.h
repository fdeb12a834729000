#pragma once

#include "cli/CliCommand.h"

#include <QCoreApplication>

namespace llmcap {

// `llmcap-cli serve-sim`: runs the built-in simulated inference server until SIGINT/SIGTERM.
// Prints one line "listening on http://HOST:PORT" on standard output once it accepts
// connections (scripts wait for it).
class ServeSimCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ServeSimCommand)

public:
    QString name() const override { return QStringLiteral("serve-sim"); }
    QString summary() const override;
    QString description() const override;
    QString synopsis() const override;
    void addOptions(CliOptions &options) override;
    int run(CliContext &context) override;
};

} // namespace llmcap
