#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace llmcap {

class JsonReader;

// The second capacity question's answer for one workload mix: the highest offered load one
// replica sustains while the SLO attainment holds, with its confidence range. The plan divides
// by the lower bound (domain reference §8).
struct SustainableLoad
{
    Q_DECLARE_TR_FUNCTIONS(SustainableLoad)

public:
    enum class Source {
        Sweep,     // measured: the boundary of an SLO sweep on the target configuration
        Simulator, // preliminary: the built-in simulator's estimate, with a wide range
        Manual     // entered by hand (a measurement made elsewhere, or a guess)
    };

    double rateRps = 0;  // best estimate, requests per second per replica
    double lowerRps = 0; // lower confidence bound (0: none given)
    double upperRps = 0; // upper confidence bound (0: none given)
    // Source::Sweep: the rate the sweep's estimator gives plans (a stated lower quantile of the
    // boundary, at most what its confirmation held at; 0: the lower bound) and its method.
    double plannedRps = 0;
    QString method;
    Source source = Source::Manual;
    QString sweepId; // for Source::Sweep
    // Source::Sweep: the sweep ran against llmcap's simulated server (llmcap-cli demo, a test
    // set-up), not the target hardware, so a plan on it stays preliminary.
    bool simulatedServer = false;
    // Source::Sweep on the built-in server: the speed it ran at. The rates are already the
    // replica's own (SweepSummary::toReplicaTime); this says they were converted. 1: real time.
    double simSpeed = 1;
    // Source::Sweep: no rate held in the sweep's confirmation runs (BoundaryEstimate::unsafe):
    // lowerRps failed too, so a plan on it is unsafe, not merely preliminary.
    bool unsafe = false;
    QString notes;
    // What the rates count: kCallsUnit (LLM calls; every load before run classes) or kRunsUnit
    // (a sweep of run classes offered runs/s: agent runs of several calls each, issue 18).
    QString rateUnit = QStringLiteral("req/s");
    // kRunsUnit only: the mean LLM calls per run the sweep measured (0: unknown), so a plan
    // states the calls/s its runs/s produce.
    double callsPerRun = 0;
    // Draws of the per-replica boundary in the same unit and time as rateRps (e.g. a sweep's
    // twin run with its fitted parameters drawn from their uncertainty, issue 34); empty when
    // only the interval is known. breachProbability() prefers them to the interval.
    std::vector<double> boundaryDrawsRps;

    static QString callsUnit() { return QStringLiteral("req/s"); }
    static QString runsUnit() { return QStringLiteral("runs/s"); }
    bool inRuns() const { return rateUnit == runsUnit(); }

    bool isSet() const { return rateRps > 0; }
    bool hasRange() const { return lowerRps > 0 && upperRps > 0 && upperRps > lowerRps; }
    // What the plan divides by: the sweep's planned rate, else the lower bound when there is one.
    double planningRps() const
    {
        return plannedRps > 0 ? plannedRps : lowerRps > 0 ? lowerRps : rateRps;
    }
    double optimisticRps() const { return upperRps > 0 ? upperRps : rateRps; }
    // After its best estimate was edited: a load typed by hand has no planned quantile, and a
    // sweep's is kept no higher than the estimate (what read() requires).
    void keepPlannedWithinRate();
    // Why a plan built on this value can only be preliminary; empty when it is measured.
    QString preliminaryReason() const;
    // "unsafe: no rate held in the confirmation runs"; empty when the load is not unsafe.
    QString unsafeReason() const;

    // Fewer draws than this are too few for an empirical share: the interval is used instead.
    static constexpr int kMinBoundaryDraws = 20;
    // P(peakRps > replicas x b) over the distribution of the per-replica boundary b: the share
    // of boundaryDrawsRps below peakRps / replicas when there are at least kMinBoundaryDraws,
    // else a split log-normal with rateRps as its median and lowerRps / upperRps as the ends of
    // its 95 % interval (each half fitted to its own end; one end alone serves both); NaN
    // (unknown) without draws or a range.
    double breachProbability(int replicas, double peakRps) const;
    // The fewest replicas whose breachProbability is at most `probability` (0 to 1); -1 when
    // it is unknown or no count up to ReplicaArithmetic::kMaxReplicas reaches it.
    int replicasForBreach(double peakRps, double probability) const;
    // Whether breachProbability is known: enough draws, or a range around the estimate.
    bool hasBoundaryDistribution() const;
    // The method of a sweep whose boundary came from its twin (issue 34).
    static constexpr const char *kTwinMethod = "twin";
    bool breachFromDraws() const { return int(boundaryDrawsRps.size()) >= kMinBoundaryDraws; }

    // The boundary of a sweep (issue 5 fills sweepId and the numbers from its results).
    static SustainableLoad fromSweep(const QString &sweepId, double rateRps, double lowerRps,
                                     double upperRps);
    // A simulator estimate: the range is rate x (1 -/+ relativeSpread).
    static SustainableLoad simulatorEstimate(double rateRps, double relativeSpread = 0.5,
                                             const QString &notes = {});

    static QString sourceKey(Source source); // "sweep", "simulator", "manual"
    static std::optional<Source> parseSource(const QString &key);
    QString sourceLabel() const;

    QJsonObject toJson() const;
    static SustainableLoad read(JsonReader &reader);

    bool operator==(const SustainableLoad &) const = default;
};

} // namespace llmcap
