#pragma once

#include "cli/CliCommand.h"

#include <QCoreApplication>

namespace llmcap {

class Database;

// `llmcap-cli telemetry import|list|analyze|derive|remove`: application telemetry in, its shape
// out, and the workload, replay trace and sizing answers derived from it (TelemetryWorkflow).
class TelemetryCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(TelemetryCommand)

public:
    QString name() const override { return QStringLiteral("telemetry"); }
    QString summary() const override;
    QString description() const override;
    QString synopsis() const override;
    void addOptions(CliOptions &options) override;
    int run(CliContext &context) override;

private:
    int runImport(CliContext &context, Database &db, qint64 projectId);
    // Why a request log without --map cannot be read, with the columns its fields suggest.
    static QString mappingHint(const QString &path);
    int runList(CliContext &context, Database &db, qint64 projectId);
    int runAnalyze(CliContext &context, Database &db, qint64 projectId);
    int runDerive(CliContext &context, Database &db, qint64 projectId);
    int runRemove(CliContext &context, Database &db, qint64 projectId);
};

} // namespace llmcap
