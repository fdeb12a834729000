#pragma once

#include "slo/Slo.h"
#include "sweep/SweepResult.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace llmcap {

// A sweep's result in one sentence a product manager reads at a glance: the sustainable rate of
// one replica, its interval, the rate a plan uses and the SLO objective that limits it, e.g.
// "Sustainable: 8.2 req/s per replica (95 % interval 7.6–8.9); plan at 7.4 req/s; TTFT p95
// binds." A lower bound reads "At least ...". SweepResult::summary() keeps the method's details.
class SweepHeadline
{
    Q_DECLARE_TR_FUNCTIONS(SweepHeadline)

public:
    // The SLO objective that binds, "TTFT p95" or "error rate": at the first failing rate (when
    // no rate passed, at the lowest rate tried) the latency objective whose percentile at its
    // attainment target lies furthest above its threshold, relative to the threshold, or the
    // error-rate limit when the errors exceeded it by more. The percentile is interpolated
    // between the step's p50, p95 and p99, which are over every request: per-class objectives
    // are left out. Within every objective, a failing step that was overloaded or never
    // steady makes it "the server's throughput". Nothing when no step failed, or none of these
    // explains the failure.
    static std::optional<QString> binding(const Slo &slo, const QList<SweepStep> &steps,
                                          const BoundaryEstimate &boundary);
    // The sentence; binding as binding() gives it. A sweep of the built-in server at simSpeed
    // other than 1 states its rates in the replica's own time (the client's / simSpeed, as its
    // plan takes them: SweepSummary::toReplicaTime) and says so.
    static QString text(const SweepResult &result, const std::optional<QString> &binding,
                        double simSpeed = 1);
    // At a speed other than 1, what the sentence's "(run at 4x speed)" means, for its details;
    // empty at 1.
    static QString speedNote(double simSpeed);
    // The percentile at attainmentPct from p50, p95 and p99 (piecewise linear; p99 above 99).
    static std::optional<double> percentileAt(const LatencyPoint &point, double attainmentPct);
};

} // namespace llmcap
