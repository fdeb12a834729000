#pragma once

#include "sweep/BoundarySearch.h"

#include <QJsonObject>
#include <QStringList>

#include <limits>
#include <optional>

namespace llmcap {

struct LatencySummary;

// p50 / p95 / p99 of one latency metric in one step, milliseconds (0 when not measured).
struct LatencyPoint
{
    double p50 = 0;
    double p95 = 0;
    double p99 = 0;
    qint64 samples = 0;

    static LatencyPoint of(const LatencySummary &summary);
    QJsonObject toJson() const;
    static LatencyPoint fromJson(const QJsonObject &json);
    bool operator==(const LatencyPoint &) const = default;
};

// The runs of a step of a workload with run classes (issue 18), over its whole window
// (RunSummary's overall figures): the step's rate counts them.
struct StepRunFigures
{
    qint64 due = 0; // runs scheduled in the window (warm-up runs left out)
    qint64 completed = 0;
    double offeredPerS = 0; // runs per second of the window
    double completedPerS = 0;
    double goodputPerS = 0; // completed within every run objective of their class
    // Run duration (scheduled start to last call's end) of the completed runs, ms.
    double durationP50Ms = 0;
    double durationP90Ms = 0;
    double durationP99Ms = 0;
    qint64 durationSamples = 0;
    double callsPerRunMean = 0; // calls sent per run (retries included), completed runs
    // Run-duration attainment pooled over the classes when they share one objective, else
    // NaN (each class's tally is in the step's tallies and reasons).
    double attainmentPct = std::numeric_limits<double>::quiet_NaN();

    QJsonObject toJson() const;
    static StepRunFigures fromJson(const QJsonObject &json);
};

// One finished sweep step: where it ran, what it found and why.
struct SweepStep
{
    int index = 0;
    double rateRps = 0;
    int repeat = 0;
    bool confirm = false; // the long confirmation run after the search (repeat: its index)
    StepVerdict verdict = StepVerdict::Fail;
    double sloMarginPct = std::numeric_limits<double>::quiet_NaN();
    double sloMissRatio = std::numeric_limits<double>::quiet_NaN(); // see StepOutcome
    QStringList reasons;
    qint64 runId = 0;
    bool endedEarly = false;
    double windowS = 0;
    qint64 measured = 0; // requests due in the window
    double offeredRps = 0;
    double completedRps = 0; // settled: from one median E2E into the window (StepSignals)
    double goodputRps = 0;
    double attainmentPct = 0; // requests that met every objective, of those due
    double errorRatePct = 0;
    double outputTokensPerS = 0;
    LatencyPoint ttft;
    LatencyPoint itl;
    LatencyPoint tpot;
    LatencyPoint queue;
    LatencyPoint e2e;
    double kvUsageMax = -1; // server metrics, -1 when not scraped
    double waitingMax = -1;
    QList<MissTally> tallies; // see StepOutcome
    // The search phase that asked for the step ("widening", "bisecting", ...; empty when stored
    // before it was kept) and the endpoint time it took: warm-up, window and drain.
    QString phase;
    double wallS = 0;
    // The steady part of the window the SLO tallies, attainment, latencies and errors were
    // taken over (StepAnalysis): from steadyStartS into the window, steadyWindowS long. A step
    // that never reached a steady state (still rising after the crop, or saturated) is not
    // steady and never passes. Steps stored before read as steady over the whole window.
    bool steady = true;
    double steadyStartS = 0;
    double steadyWindowS = 0;
    // Requests in flight over the steady window (time-weighted mean and p95) and Little's law
    // beside them (completed rate x mean E2E); NaN when not measured.
    double inFlightMean = std::numeric_limits<double>::quiet_NaN();
    double inFlightP95 = std::numeric_limits<double>::quiet_NaN();
    double littleInFlight = std::numeric_limits<double>::quiet_NaN();
    // Run classes (issue 18): rateRps is then runs/s, and the request figures above (measured,
    // offeredRps, completedRps, goodputRps, latencies) count the calls the runs sent.
    std::optional<StepRunFigures> runs;
    // Calls (requests) sent per second of the window: with run classes the calls the runs
    // scheduled in the window sent (retries included) per second of it, the calls/s a rate in
    // runs/s produces; offeredRps for a step without run classes. JSON "calls_per_s".
    double callsPerS = 0;

    StepOutcome outcome() const
    {
        return {rateRps, verdict,      repeat,
                confirm, sloMarginPct, sloMissRatio,
                tallies, windowS,      phase == QLatin1String("probing")};
    }
    static QString verdictKey(StepVerdict verdict);
    static StepVerdict parseVerdict(const QString &key);
    QJsonObject toJson() const;
    static SweepStep fromJson(const QJsonObject &json);
};

} // namespace llmcap
