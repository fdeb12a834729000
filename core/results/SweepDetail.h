#pragma once

#include "serving/ServingConfig.h"
#include "slo/Slo.h"
#include "sweep/SweepRepository.h"
#include "sweep/SweepStep.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace llmcap {

class Database;

// A stored sweep as the Results page shows and compares it: its row, its finished steps, the
// SLO it was judged by and the serving configuration it ran with (the first step's, which is
// the user's pins completed from what the endpoint revealed; the sweep's own pins when no step
// ran).
struct SweepDetail
{
    Q_DECLARE_TR_FUNCTIONS(SweepDetail)

public:
    SweepInfo info;
    QList<SweepStep> steps;
    std::optional<Slo> slo;
    ServingConfig serving;
    // The built-in server's speed it ran at (1: real time, or an endpoint); its steps are on
    // the client's clock, its plan in the replica's time (SweepSummary::toReplicaTime).
    double simSpeed = 1;

    static Result<SweepDetail> load(Database &db, qint64 sweepId);

    // The step's p50/p95/p99 of an SLO metric (E2E included).
    static const LatencyPoint &latency(const SweepStep &step, SloMetric metric);
    // The SLO's threshold for metric (its default objective), if it bounds it.
    std::optional<double> thresholdMs(SloMetric metric) const;
    // The boundary of a finished sweep that found one.
    std::optional<BoundaryEstimate> boundary() const;
    // "sweep 3: name" or "sweep 3".
    QString title() const;
};

} // namespace llmcap
