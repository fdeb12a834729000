#pragma once

#include "sweep/BoundarySearch.h"

#include <QJsonObject>
#include <QStringList>

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

    StepOutcome outcome() const
    {
        return {rateRps, verdict, repeat, confirm, sloMarginPct, sloMissRatio, tallies, windowS};
    }
    static QString verdictKey(StepVerdict verdict);
    static StepVerdict parseVerdict(const QString &key);
    QJsonObject toJson() const;
    static SweepStep fromJson(const QJsonObject &json);
};

} // namespace llmcap
