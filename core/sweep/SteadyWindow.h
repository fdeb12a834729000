#pragma once

#include "bench/RunMetrics.h"
#include "bench/SloEvaluator.h"
#include "records/RunWindow.h"

#include <QList>
#include <QString>

#include <limits>
#include <optional>

namespace llmcap {

// The part of a step's measurement window where the server had left its ramp (SteadyState::
// mser5 on the TTFT series), and what was measured over it (StepAnalysis::finalSignals).
struct SteadyWindow
{
    bool tested = false; // enough requests to look for a ramp
    bool steady = true;  // false: the series kept rising, or the backlog grows (saturated)
    QString reason;      // why not steady, for the step's reasons ("TTFT still rises ...")
    RunWindow window;    // [crop, window end), run clock
    double startS = 0;   // where it starts, seconds into the measurement window
    // Requests in flight over the steady window (time-weighted from the ~1 Hz samples) and
    // Little's law beside them: completed rate x mean E2E. NaN when not measured.
    double inFlightMean = std::numeric_limits<double>::quiet_NaN();
    double inFlightP95 = std::numeric_limits<double>::quiet_NaN();
    double littleInFlight = std::numeric_limits<double>::quiet_NaN();
    // Over the steady window when it was cropped (the run's own figures otherwise).
    std::optional<SloResult> slo;
    std::optional<MetricSet> metrics;
    // Dispersion of the misses of each SLO constraint (each objective, then the error rate),
    // SteadyState::dispersion over batches of the steady window.
    QList<double> dispersion;

    double seconds() const { return window.seconds(); }
};

} // namespace llmcap
