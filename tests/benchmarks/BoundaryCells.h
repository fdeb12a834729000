#pragma once

// The validation matrix of bench_boundary (issue 16): presets x workload shapes x arrival
// processes, each with an SLO that binds, run through the real sweep path (SweepController on
// VirtualStepExecutor, steps stored in a database) and against a long-run boundary found by
// bisection on long runs judged as steps are (StepAnalysis::finalSignals, StepJudge).

#include "bench/ArrivalProcess.h"
#include "slo/Slo.h"
#include "sweep/SweepConfig.h"
#include "workload/Workload.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <map>
#include <vector>

namespace boundarymatrix {

struct Cell
{
    QString preset;   // a built-in sim preset id
    QString workload; // chat, summarise, generate
    QString arrival;  // poisson, gamma:0.5
    llmcap::Workload shape;
    llmcap::ArrivalProcess process;
    llmcap::Slo slo;

    QString name() const
    {
        return preset + QLatin1Char('/') + workload + QLatin1Char('/') + arrival;
    }
    // "TTFT <= 1000 ms @ p95, TPOT <= 50 ms @ p95"
    QString sloText() const;
    QString workloadText() const;
};

QStringList presets();
QStringList workloads();
QStringList arrivals();
// Every combination of the given names (empty: all of that kind); an unknown name fails.
std::vector<Cell> cells(const QStringList &presets, const QStringList &workloads,
                        const QStringList &arrivals, QString *error);

// The sweep as `llmcap-cli sweep --builtin PRESET --virtual` runs it with default options
// (SweepConfig's and BoundarySearch::Config's defaults, --confirm auto = twice the longest step),
// at speed 1, so its times are the endpoint's.
llmcap::SweepConfig sweepConfig(const Cell &cell, quint64 seed);

// What one sweep reported: only BoundaryEstimate's public fields and the endpoint time.
struct SweepFigures
{
    bool ok = false; // finished (not failed)
    QString failure;
    bool found = false, bracketed = false, unsafe = false;
    double meanRps = 0, lowerRps = 0, upperRps = 0, plannedRps = 0, confidence = 0;
    double wallSeconds = 0; // virtual endpoint seconds
    int steps = 0;
    QString method;
    // The calibrated twin (issue 34): tried, used as the boundary, its own boundary (0: none)
    // and why it was not used.
    bool twinTried = false, twinUsed = false;
    double twinRps = 0;
    QString twinProblem;
};

// One whole sweep in virtual time; the database lives in dir and is removed afterwards.
// With twin, the sweep's default boundary model (TwinEstimate::modelStoredSweep), as SweepSession.
SweepFigures runSweep(const Cell &cell, quint64 seed, const QString &dir, int worker,
                      bool twin = true);

// One long run at rateRps: whether it passes the step judgement, and how many requests it judged.
struct LongRun
{
    bool pass = false;
    qint64 requests = 0;
    double windowS = 0;
};
// The long window: at least minWindowS seconds and minRequests requests.
struct LongRunShape
{
    double minWindowS = 1000;
    double minRequests = 10000;
    int runs = 3; // the rate holds when most of them pass
    double precision = 0.01;
};
LongRun longRun(const Cell &cell, double rateRps, quint64 seed, double windowS);

// The long-run boundary: the highest rate whose long runs mostly pass, bisected to the shape's
// relative precision from a bracket around `guess` (widened until it brackets).
struct Truth
{
    double rps = 0;      // geometric middle of [holdsRps, failsRps]
    double holdsRps = 0; // long runs mostly pass here
    double failsRps = 0; // and mostly fail here
    int longRuns = 0;
    qint64 requestsPerRun = 0; // at the boundary
    double windowS = 0;        // at the boundary
    double wallS = 0;          // the bisection took
};
Truth findTruth(const Cell &cell, double guess, const LongRunShape &shape,
                const std::function<void(const QString &)> &log);

// The long-run boundary as the twin defines it (issue 34, item 2): the rate at which the
// preset's own engine, run long in virtual time on the cell's workload and arrivals, attains
// each objective's target (TwinBoundary::boundaryOf). Median over `runs` seeds of `requests`
// requests, bisected to `precision`; holdsRps and failsRps are the seeds' extremes. Finer than
// findTruth's three runs of 10,000 requests, whose own spread under gamma:0.5 arrivals is
// about 2.5 % (4 % per run of 8,000 requests; 0.9 % per run of 128,000).
struct AttainmentShape
{
    qint64 requests = 128000;
    int runs = 6;
    double precision = 0.005;
};
Truth attainmentTruth(const Cell &cell, const AttainmentShape &shape);

// Truths by cell and shape, in a JSON file; a missing or unreadable file is an empty cache.
class TruthCache
{
public:
    explicit TruthCache(QString path);
    bool find(const QString &key, Truth *truth) const;
    void store(const QString &key, const Truth &truth); // writes the file at once
    static QString key(const Cell &cell, const LongRunShape &shape);
    static QString key(const Cell &cell, const AttainmentShape &shape);

private:
    void read();

    QString m_path;
    std::map<QString, Truth> m_truths;
};

// Light-load latencies of a preset and workload (p50 / p95 TTFT, TPOT, ITL in ms), for
// choosing SLO thresholds: one long run at a rate far below saturation.
QString lightLoad(const Cell &cell, double rateRps);

} // namespace boundarymatrix
