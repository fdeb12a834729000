#pragma once

#include "results/SweepDetail.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace llmcap {

// One sweep step as the peers' sweep plots show it: how fast one user's answer streams against
// how much output one GPU produces.
struct ParetoPoint
{
    qint64 sweepId = 0;
    int stepIndex = 0;
    double offeredRps = 0; // the step's offered rate (runs/s for a sweep of runs)
    // Output tokens per second one user sees while the answer streams: 1000 / the step's median
    // TPOT (ms per output token after the first).
    double perUserTokS = 0;
    // Output tokens per second per GPU: the step's output throughput over the replica's GPUs.
    double perGpuTokS = 0;
    bool metSlo = false;   // the step passed the sweep's SLO
    bool frontier = false; // no point shown beats it on one axis without losing on the other

    QJsonObject toJson() const;
};

// A sweep's points, and where its SLO boundary falls on the same axes.
struct ParetoSweep
{
    qint64 sweepId = 0;
    QString title;
    QString rateUnit;
    int gpusPerReplica = 1;
    bool gpusAssumed = false; // the serving configuration names no GPU count: 1 is assumed
    QList<ParetoPoint> points;
    // The boundary's rate placed between the two steps around it (each axis interpolated
    // linearly in offered rate); empty when the sweep found no boundary or its steps do not
    // reach it.
    std::optional<double> boundaryRps;
    std::optional<ParetoPoint> boundary;

    QJsonObject toJson() const;
};

// Issue 21, item 6: the steps of one or more sweeps on the axes of a Pareto plot, output tokens
// per second per user against output tokens per second per GPU, with each sweep's SLO boundary
// and the frontier over every point shown. The Results page's Pareto tab and
// `llmcap-cli results --pareto` show it.
class ParetoView
{
    Q_DECLARE_TR_FUNCTIONS(ParetoView)

public:
    QList<ParetoSweep> sweeps;

    static ParetoView of(const QList<SweepDetail> &details);
    // GPUs of one replica from its serving configuration: gpu_count, else tensor × pipeline
    // parallel, else 1 (assumed).
    static int gpusPerReplica(const ServingConfig &serving, bool *assumed = nullptr);

    // The frontier's points over every sweep, by output per GPU ascending.
    QList<ParetoPoint> frontier() const;
    int pointCount() const;
    QJsonObject toJson() const;
    // A table: one line per step, the frontier marked, then each sweep's line (sweepLine).
    QString text() const;
    // "sweep 3: 1 GPU per replica; SLO boundary ...": its GPUs and where its boundary falls.
    static QString sweepLine(const ParetoSweep &sweep);
};

} // namespace llmcap
