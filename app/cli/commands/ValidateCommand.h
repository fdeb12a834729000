#pragma once

#include "cli/CliCommand.h"
#include "util/Result.h"

#include <QCoreApplication>

namespace llmcap {

class Database;
struct PlanUnderTest;
struct ValidationJobOutcome;
struct ValidationJobRequest;

// `llmcap-cli validate`: runs a fleet at its projected load through failure and maintenance
// drills and judges it against the SLO (issue 19): parses the options into a ValidationJob
// request, calls the verb (which runs and stores the validation) and prints its outcome.
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
    struct Parsed;
    // The option groups, in order; each returns kParsed or the exit code of its one-line error.
    static int parseTarget(CliContext &context, Parsed &parsed);
    static int parseFleet(CliContext &context, Parsed &parsed);
    static int parsePlan(CliContext &context, Parsed &parsed);
    static int parseLoad(CliContext &context, Parsed &parsed);
    static int parseFleetDetails(CliContext &context, Parsed &parsed);
    static Result<PlanUnderTest> readPlan(CliContext &context, Database &db, const Parsed &parsed);
    static void printStart(CliContext &context, const ValidationJobRequest &job);
    static int printOutcome(CliContext &context, const ValidationJobRequest &job,
                            const ValidationJobOutcome &outcome);
    static int listStored(CliContext &context);
};

} // namespace llmcap
