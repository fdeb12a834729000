#pragma once

#include "cli/CliCommand.h"
#include "util/Result.h"

#include <QCoreApplication>

namespace llmcap {

struct FleetValidationRequest;
class ValidationReport;

// `llmcap-cli validate`: runs a fleet at its projected load through failure and maintenance
// drills and judges it against the SLO (issue 19). Today on the built-in simulated fleet in
// virtual time (--sim-fleet PRESET --virtual).
class ValidateCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ValidateCommand)

public:
    QString name() const override { return QStringLiteral("validate"); }
    QString summary() const override;
    QString description() const override;
    QString synopsis() const override;
    void addOptions(CliOptions &options) override;
    int run(CliContext &context) override;

private:
    // The record (issue 19): the validation stored in the database, attached when asked.
    static Result<qint64> store(CliContext &context, const FleetValidationRequest &request,
                                const ValidationReport &report);
    static int listStored(CliContext &context);
};

} // namespace llmcap
