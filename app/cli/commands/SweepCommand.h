#pragma once

#include "cli/CliCommand.h"
#include "util/Result.h"

#include <QCoreApplication>

class QTextStream;

namespace llmcap {

struct SweepConfig;
struct SweepSetup;
class SweepSession;

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
    // The setup from the options: 0, or the exit code of a failure already reported.
    // A resume takes only what is never stored (a moved URL, secret headers, the API key).
    int readResumeSetup(CliContext &context, SweepSetup &setup, qint64 &resumeId) const;
    int readNewSetup(CliContext &context, SweepSetup &setup) const;
    // Prints each step as it starts and ends, and the sweep's plan when it starts.
    static void followSweep(SweepSession &session, QTextStream &out, bool resuming);
    static void printStart(const SweepSession &session, QTextStream &out, qint64 sweepId,
                           bool resuming);
    static void printBuiltinServer(const SweepSession &session, QTextStream &out);
};

} // namespace llmcap
