#pragma once

#include "sweep/BoundaryEstimate.h"
#include "sweep/SweepStep.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>

namespace llmcap {

// What a finished sweep found: the SLO boundary (the sustainable load of one replica, with its
// interval), how the search ended, and, beside it, the saturation throughput (the highest
// completed rate any step reached) so goodput and raw throughput are never confused.
struct SweepResult
{
    Q_DECLARE_TR_FUNCTIONS(SweepResult)

public:
    qint64 sweepId = 0;
    BoundaryEstimate boundary;
    BoundarySearch::Ending ending = BoundarySearch::Ending::Running;
    QString endingText;
    double saturationThroughputRps = 0; // highest completed rate of any step (settled span)
    double goodputAtBoundaryRps = 0;    // mean goodput of the steps at the last passing rate
    double passRateVarianceRps = 0;     // variance of goodput across those repeats
    int steps = 0;
    int reopenings = 0;       // times the repeats contradicted an edge and the bracket was reopened
    QString confirmationText; // BoundarySearch::confirmationText(); empty without a confirmation
    double wallSeconds = 0;
    // The concurrency view at the boundary, for those who size by concurrency: requests in
    // flight over the steady windows of the steps at the last passing rate (mean of their
    // time-weighted means, highest of their p95s) and Little's law beside them (mean of
    // completed rate x mean E2E). NaN when not measured (sweeps stored before).
    double inFlightMeanAtBoundary = std::numeric_limits<double>::quiet_NaN();
    double inFlightP95AtBoundary = std::numeric_limits<double>::quiet_NaN();
    double littleInFlightAtBoundary = std::numeric_limits<double>::quiet_NaN();
    // "at the boundary 6.1 requests in flight on average, p95 9 (Little's law 6)"; empty
    // when not measured.
    QString concurrencyText() const;

    static SweepResult from(qint64 sweepId, const BoundarySearch &search,
                            const QList<SweepStep> &steps);
    bool foundBoundary() const { return boundary.found; }
    QJsonObject toJson() const;
    static SweepResult fromJson(const QJsonObject &json);
    // "boundary 8.7 req/s (95 % CI 8.4-9.1) ..." in one or two lines.
    QString summary() const;
};

} // namespace llmcap
