#pragma once

#include "cli/CliCommand.h"
#include "storage/RunRepository.h"

#include <QCoreApplication>

namespace llmcap {

// `llmcap-cli results`: the Results page's twin. Lists stored runs and sweeps with the same
// filters, prints one run's summary as `bench` printed it (recomputed from its stored
// requests), one sweep's steps, two sweeps compared with their serving-config diff, the steps
// of sweeps on a Pareto plot's axes (ParetoView), two runs side by side (RunComparison), or
// imports a peer tool's result (PeerResultImporter).
class ResultsCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ResultsCommand)

public:
    QString name() const override { return QStringLiteral("results"); }
    QString summary() const override;
    QString description() const override;
    QString synopsis() const override;
    void addOptions(CliOptions &options) override;
    int run(CliContext &context) override;

private:
    int list(CliContext &context);
    int showRun(CliContext &context, qint64 runId);
    int showSweep(CliContext &context, qint64 sweepId);
    int compare(CliContext &context, qint64 firstId, qint64 secondId);
    int compareRuns(CliContext &context, qint64 firstId, qint64 secondId);
    int showExternalRun(CliContext &context, const RunInfo &info);
    int importFile(CliContext &context, const QString &path);
    int pareto(CliContext &context, const QList<qint64> &sweepIds);
};

} // namespace llmcap
