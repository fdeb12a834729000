#pragma once

#include <QCoreApplication>
#include <QString>

namespace llmcap {

// Heavy-tailed pauses that lengthen engine steps, as a shared CPU, a garbage collector or a
// noisy neighbour cause: with probability `probability` a step is extended by a pause drawn
// from a Pareto (scale = the smallest pause, shape alpha) or a log-normal (scale = the median,
// sigma) distribution, capped at maxSec when that is set. Each step's draw depends only on the
// seed and the step's key (SimEngine: its index and start time), so a run is deterministic.
// Off (probability 0) by default.
struct StepStall
{
    Q_DECLARE_TR_FUNCTIONS(StepStall)

public:
    enum class Distribution { Pareto, LogNormal };

    double probability = 0;
    Distribution distribution = Distribution::Pareto;
    double scaleSec = 0; // Pareto: the smallest pause; log-normal: the median
    double shape = 1.5;  // Pareto alpha (> 1 for a finite mean)
    double sigma = 1.0;  // log-normal sigma of the log
    double maxSec = 0;   // cap on one pause; 0 = none
    quint64 seed = 0;

    bool enabled() const { return probability > 0 && scaleSec > 0; }
    // The pause added to the step with this key (0 for most steps).
    double pauseSec(quint64 stepKey) const;
    // The mean of one pause (uncapped; infinite for a Pareto shape <= 1).
    double meanPauseSec() const;

    static QString distributionName(Distribution d);
    // Empty when usable, else a one-line reason.
    QString validate() const;
};

} // namespace llmcap
