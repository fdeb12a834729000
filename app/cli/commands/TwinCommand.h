#pragma once

#include "cli/CliCommand.h"

#include <QCoreApplication>

namespace llmcap {

// `llmcap-cli twin --sweep ID`: a twin fitted to a stored sweep's requests, its long-run
// boundary beside the sweep's own (issue 34; TwinEstimate).
class TwinCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(TwinCommand)

public:
    QString name() const override { return QStringLiteral("twin"); }
    QString summary() const override;
    QString description() const override;
    QString synopsis() const override;
    void addOptions(CliOptions &options) override;
    int run(CliContext &context) override;
};

} // namespace llmcap
