#include "plan/SustainableLoad.h"

#include "plan/ReplicaArithmetic.h"
#include "util/JsonReader.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <limits>

namespace llmcap {

QString SustainableLoad::preliminaryReason() const
{
    if (!isSet())
        return tr("no sustainable load per replica is known yet");
    switch (source) {
    case Source::Sweep:
        if (simulatedServer && simSpeed != 1.0)
            return tr("the sustainable load was measured against llmcap's simulated server at "
                      "%1x speed and converted to the replica's own time, not measured on the "
                      "target hardware")
                .arg(simSpeed, 0, 'g', 3);
        if (simulatedServer)
            return tr("the sustainable load was measured against llmcap's simulated server, not "
                      "the target hardware");
        return {};
    case Source::Simulator:
        return tr("the sustainable load is the simulator's estimate, not a measurement on the "
                  "target hardware");
    case Source::Manual:
        if (!hasRange())
            return tr("the sustainable load was entered by hand without a confidence range");
        return {};
    }
    return {};
}

QString SustainableLoad::unsafeReason() const
{
    if (!unsafe)
        return {};
    return tr("unsafe: no rate held in the confirmation runs of sweep %1; even %2 req/s failed")
        .arg(sweepId)
        .arg(planningRps(), 0, 'g', 4);
}

namespace {

// The two-sided 95 % normal quantile: lowerRps and upperRps lie this many log-space standard
// deviations from the median.
constexpr double kZ95 = 1.959963984540054;

// The log-space standard deviation an interval end at `end` gives around `median`; 0 when the
// end is not known.
double logSigma(double median, double end)
{
    return end > 0 ? std::abs(std::log(end / median)) / kZ95 : 0;
}

// boundary_draws_rps: a list of positive rates; a list with anything else is refused whole.
std::vector<double> readDraws(JsonReader &r)
{
    std::vector<double> draws;
    const QJsonArray list = r.array("boundary_draws_rps");
    for (const QJsonValue &v : list) {
        const double b = v.toDouble(-1);
        if (!v.isDouble() || !(b > 0) || !std::isfinite(b)) {
            r.addError("boundary_draws_rps", SustainableLoad::tr("must hold positive rates only"));
            return {};
        }
        draws.push_back(b);
    }
    return draws;
}

} // namespace

bool SustainableLoad::hasBoundaryDistribution() const
{
    if (breachFromDraws())
        return true;
    return rateRps > 0 && ((lowerRps > 0 && lowerRps < rateRps) || upperRps > rateRps);
}

double SustainableLoad::breachProbability(int replicas, double peakRps) const
{
    if (!hasBoundaryDistribution())
        return std::numeric_limits<double>::quiet_NaN();
    if (!(peakRps > 0))
        return 0;
    if (replicas <= 0)
        return 1;
    if (breachFromDraws()) {
        // Compared as products, so that a draw exactly at peak / replicas holds.
        const auto below =
            std::count_if(boundaryDrawsRps.cbegin(), boundaryDrawsRps.cend(),
                          [replicas, peakRps](double b) { return double(replicas) * b < peakRps; });
        return double(below) / double(boundaryDrawsRps.size());
    }
    // ln b ~ N(ln rateRps, sigma) on each side of the median, sigma from that side's end of
    // the 95 % interval (the other end's when one is missing): P(b < peak / replicas).
    const double lowSigma = lowerRps > 0 && lowerRps < rateRps ? logSigma(rateRps, lowerRps)
                                                               : logSigma(rateRps, upperRps);
    const double highSigma = upperRps > rateRps ? logSigma(rateRps, upperRps) : lowSigma;
    const double x = std::log(peakRps / replicas / rateRps);
    const double sigma = x < 0 ? lowSigma : highSigma;
    if (sigma <= 0)
        return x > 0 ? 1.0 : 0.0;
    return 0.5 * std::erfc(-x / (sigma * std::sqrt(2.0)));
}

int SustainableLoad::replicasForBreach(double peakRps, double probability) const
{
    if (!hasBoundaryDistribution() || !(probability >= 0))
        return -1;
    if (!(peakRps > 0))
        return 0;
    // breachProbability falls as replicas rise: the first count at or below the target.
    int low = 1, high = ReplicaArithmetic::kMaxReplicas;
    if (breachProbability(high, peakRps) > probability)
        return -1;
    while (low < high) {
        const int mid = low + (high - low) / 2;
        if (breachProbability(mid, peakRps) <= probability)
            high = mid;
        else
            low = mid + 1;
    }
    return low;
}

void SustainableLoad::keepPlannedWithinRate()
{
    if (source != Source::Sweep)
        plannedRps = 0;
    else if (plannedRps > rateRps)
        plannedRps = rateRps;
}

SustainableLoad SustainableLoad::fromSweep(const QString &sweepId, double rateRps, double lowerRps,
                                           double upperRps)
{
    SustainableLoad s;
    s.source = Source::Sweep;
    s.sweepId = sweepId;
    s.rateRps = rateRps;
    s.lowerRps = lowerRps;
    s.upperRps = upperRps;
    return s;
}

SustainableLoad SustainableLoad::simulatorEstimate(double rateRps, double relativeSpread,
                                                   const QString &notes)
{
    SustainableLoad s;
    s.source = Source::Simulator;
    s.rateRps = rateRps;
    s.lowerRps = rateRps * (1.0 - relativeSpread);
    s.upperRps = rateRps * (1.0 + relativeSpread);
    s.notes = notes;
    return s;
}

QString SustainableLoad::sourceKey(Source source)
{
    switch (source) {
    case Source::Sweep:
        return QStringLiteral("sweep");
    case Source::Simulator:
        return QStringLiteral("simulator");
    case Source::Manual:
        break;
    }
    return QStringLiteral("manual");
}

std::optional<SustainableLoad::Source> SustainableLoad::parseSource(const QString &key)
{
    for (Source s : {Source::Sweep, Source::Simulator, Source::Manual})
        if (sourceKey(s) == key)
            return s;
    return std::nullopt;
}

QString SustainableLoad::sourceLabel() const
{
    switch (source) {
    case Source::Sweep:
        if (method == QLatin1String(kTwinMethod)) // modeled, not measured: say so
            return tr("modeled from sweep %1's twin").arg(sweepId);
        return method.isEmpty() ? tr("sweep %1").arg(sweepId)
                                : tr("sweep %1, method %2").arg(sweepId, method);
    case Source::Simulator:
        return tr("simulator estimate (preliminary)");
    case Source::Manual:
        break;
    }
    return tr("entered by hand");
}

QJsonObject SustainableLoad::toJson() const
{
    QJsonObject o{{QStringLiteral("rate_rps"), rateRps},
                  {QStringLiteral("source"), sourceKey(source)}};
    if (lowerRps > 0)
        o.insert(QStringLiteral("lower_rps"), lowerRps);
    if (upperRps > 0)
        o.insert(QStringLiteral("upper_rps"), upperRps);
    if (plannedRps > 0)
        o.insert(QStringLiteral("planned_rps"), plannedRps);
    if (!method.isEmpty())
        o.insert(QStringLiteral("method"), method);
    if (!sweepId.isEmpty())
        o.insert(QStringLiteral("sweep"), sweepId);
    if (source == Source::Sweep && simulatedServer)
        o.insert(QStringLiteral("simulated_server"), true);
    if (source == Source::Sweep && simSpeed != 1.0)
        o.insert(QStringLiteral("sim_speed"), simSpeed);
    if (source == Source::Sweep && unsafe)
        o.insert(QStringLiteral("unsafe"), true);
    if (!notes.isEmpty())
        o.insert(QStringLiteral("notes"), notes);
    if (!boundaryDrawsRps.empty()) {
        QJsonArray draws;
        for (double b : boundaryDrawsRps)
            draws.append(b);
        o.insert(QStringLiteral("boundary_draws_rps"), draws);
    }
    // Written for runs only, so loads in calls keep the form they always had.
    if (inRuns()) {
        o.insert(QStringLiteral("rate_unit"), rateUnit);
        if (callsPerRun > 0)
            o.insert(QStringLiteral("calls_per_run"), callsPerRun);
    }
    return o;
}

SustainableLoad SustainableLoad::read(JsonReader &r)
{
    r.rejectUnknownKeys(
        {QStringLiteral("rate_rps"), QStringLiteral("lower_rps"), QStringLiteral("upper_rps"),
         QStringLiteral("source"), QStringLiteral("sweep"), QStringLiteral("simulated_server"),
         QStringLiteral("notes"), QStringLiteral("planned_rps"), QStringLiteral("method"),
         QStringLiteral("unsafe"), QStringLiteral("rate_unit"), QStringLiteral("calls_per_run"),
         QStringLiteral("sim_speed"), QStringLiteral("boundary_draws_rps")});
    SustainableLoad s;
    s.rateRps = r.number("rate_rps", std::nullopt, 1e-9);
    s.lowerRps = r.number("lower_rps", 0.0, 0.0);
    s.upperRps = r.number("upper_rps", 0.0, 0.0);
    s.plannedRps = r.number("planned_rps", 0.0, 0.0);
    s.method = r.string("method", QString());
    s.source = *parseSource(r.choice(
        "source", {QStringLiteral("manual"), QStringLiteral("sweep"), QStringLiteral("simulator")},
        QStringLiteral("manual")));
    s.sweepId = r.string("sweep", QString());
    s.simulatedServer = s.source == Source::Sweep && r.boolean("simulated_server", false);
    s.unsafe = s.source == Source::Sweep && r.boolean("unsafe", false);
    s.simSpeed = s.source == Source::Sweep ? r.number("sim_speed", 1.0, 1e-9) : 1.0;
    s.notes = r.string("notes", QString());
    s.rateUnit = r.choice("rate_unit", {callsUnit(), runsUnit()}, callsUnit());
    s.callsPerRun = r.number("calls_per_run", 0.0, 0.0);
    s.boundaryDrawsRps = readDraws(r);
    if (s.lowerRps > 0 && s.lowerRps > s.rateRps)
        r.addError("lower_rps", tr("must not exceed rate_rps"));
    if (s.plannedRps > 0 && s.plannedRps > s.rateRps)
        r.addError("planned_rps", tr("must not exceed rate_rps"));
    if (s.upperRps > 0 && s.upperRps < s.rateRps)
        r.addError("upper_rps", tr("must not be below rate_rps"));
    if (s.source == Source::Sweep && s.sweepId.isEmpty())
        r.addError("sweep", tr("is required when the source is a sweep"));
    return s;
}

} // namespace llmcap
