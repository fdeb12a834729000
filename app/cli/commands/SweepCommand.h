#pragma once

#include "cli/CliCommand.h"
#include "util/Result.h"

#include <QCoreApplication>

namespace llmcap {

struct SweepConfig;

// `llmcap-cli sweep`: the sustainable load of one replica. Raises the offered rate step by step
// until the SLO breaks, bisects to the tolerance, repeats the edge rates, prints each step as it
// finishes and then the boundary with its interval; exit 1 when no step passes. A stopped or
// killed sweep continues with --resume ID.
class SweepCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(SweepCommand)

public:
    QString name() const override { return QStringLiteral("sweep"); }
    QString summary() const override;
    QString description() const override;
    QString synopsis() const override;
    void addOptions(CliOptions &options) override;
    int run(CliContext &context) override;

private:
    Result<SweepConfig> readSearch(CliContext &context, SweepConfig config) const;
};

} // namespace llmcap
