#pragma once

#include "cli/CliCommand.h"
#include "util/Result.h"

#include <QCoreApplication>

namespace llmcap {

struct BenchConfig;

// `llmcap-cli bench`: one open-loop (or, for comparison, closed-loop) benchmark run against an
// OpenAI-compatible endpoint, stored in the project database, with a live progress line and a
// summary table; exit 1 when the run is invalid.
class BenchCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(BenchCommand)

public:
    QString name() const override { return QStringLiteral("bench"); }
    QString summary() const override;
    QString description() const override;
    QString synopsis() const override;
    void addOptions(CliOptions &options) override;
    int run(CliContext &context) override;
};

} // namespace llmcap
