#pragma once

#include "cli/CliCommand.h"
#include "util/Result.h"

#include <QCoreApplication>

namespace llmcap {

struct SweepConfig;
struct SizingSweep;

// `llmcap-cli demo [--out DIR] [--quick]`: the whole loop on the embedded demo project. Starts
// the built-in simulated server in-process with the preset of the demo deployment, sweeps the
// demo workload to the demo SLO's boundary (stored in the database with the demo project),
// builds the plan from the demo sizing request with the sweep's boundary, and writes plan.pdf,
// plan.csv, plan.json, sweep-steps.csv and requests.csv into DIR.
class DemoCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(DemoCommand)

public:
    // Step lengths and search of a full demo (a few minutes) and of --quick (under a minute).
    struct Profile
    {
        // Simulated seconds per wall-clock second. Real time by default, so the boundary is the
        // simulated H100's own (about 4 minutes here); above 1 it is a faster replica's.
        double speed = 1;
        // p99 schedule lag above which a step is client-limited: generous for a client and
        // server sharing a small machine, small beside the demo SLO's 800 ms TTFT (which
        // includes the lag anyway).
        double lagBoundMs = 50;
        double startRps = 4; // wall-clock rates
        double maxRps = 400;
        double growth = 2;
        double tolerance = 0.1;
        int repeats = 3; // runs of each edge rate: the interval rests on their spread
        double warmupS = 3;
        double minStepS = 10;
        double maxStepS = 20;
        qint64 minStepRequests = 100;
        double cooldownS = 1;
        double confirmS = 40; // the long run confirming the lower bound: twice a step
        double drainTimeoutS = 30;
    };
    static Profile fullProfile();
    static Profile quickProfile();
    // The sweep the demo runs against baseUrl.
    static SweepConfig sweepConfig(const SizingSweep &sweep, const Profile &profile,
                                   const QString &presetId);

    QString name() const override { return QStringLiteral("demo"); }
    QString summary() const override;
    QString description() const override;
    QString synopsis() const override;
    void addOptions(CliOptions &options) override;
    // The demo always ends with plan.pdf.
    bool writesPdf(const QStringList &) const override { return true; }
    int run(CliContext &context) override;
};

} // namespace llmcap
