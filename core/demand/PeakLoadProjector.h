#pragma once

#include "demand/PlanAssumption.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace llmcap {

class SizingRequest;
struct MeasuredAnswer;

// The projected offered load of one workload class, with the range its unknowns allow.
struct PeakProjection
{
    enum class Method {
        None,          // nothing to project from
        UsersActivity, // users x runs per window x calls per run x peak-to-average
        DirectPeak,    // a measured peak rate
        Trace          // the busiest window of a representative trace
    };

    Method method = Method::None;
    double averageRps = 0;
    double peakRps = 0;
    double peakLowRps = 0;
    double peakHighRps = 0;
    double burstS = 0;
    double growthPct = 0;
    double growthLowPct = 0;
    double growthHighPct = 0;
    QList<PlanAssumption> assumptions; // every input, given or assumed
    QStringList formula;
    QString problem; // why there is no projection (method None)
    // What the rates count: "req/s" (LLM calls) or "runs/s" (a run class planned in runs, whose
    // sustainable load a run-class sweep measured; the rates then leave out calls per run).
    QString rateUnit = QStringLiteral("req/s");
    double callsPerRun = 1; // runs/s: the LLM calls per run the request gives (or assumes)

    bool inRuns() const { return rateUnit == QLatin1String("runs/s"); }
    // The peak in LLM calls/s: peakRps itself, or runs/s x calls per run.
    double peakCallsRps() const { return inRuns() ? peakRps * callsPerRun : peakRps; }

    bool preliminary() const;
    static QString methodKey(Method method);
};

// Projects a class's peak offered load from its workload profile. Values the request lacks are
// filled with typical values for the class's execution type, each listed as an assumption with
// a wide range, so the plan can be preliminary instead of absent.
class PeakLoadProjector
{
    Q_DECLARE_TR_FUNCTIONS(PeakLoadProjector)

public:
    struct Typical
    {
        double value;
        double low;
        double high;
    };

    // baseDir resolves a relative trace path (the sizing file's folder). inRuns: project the
    // class's runs/s (users x runs per window x peak-to-average) instead of its calls/s; a
    // measured peak or a trace, which count calls, is divided by the calls per run.
    static PeakProjection project(const SizingRequest &request, int classIndex,
                                  const QString &baseDir = {}, bool inRuns = false);
    // Typical value of runs_per_user (per hour), calls_per_run, peak_to_average, burst_s or
    // growth_pct for an execution type.
    static Typical typical(const QString &execution, const QString &key);
    static double windowSeconds(const QString &window); // "hour" -> 3600
    // "Measured from telemetry NAME (FROM – TO UTC, N calls)."
    static QString measuredText(const MeasuredAnswer &measured);
};

} // namespace llmcap
