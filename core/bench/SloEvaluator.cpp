#include "bench/SloEvaluator.h"

#include "records/MeasuredRecords.h"

#include <QJsonArray>

namespace llmcap {

namespace {

// Share (weighted) of a request's ITL gaps at or below the threshold; -1 without gaps.
double itlShareWithin(const RequestRecord &record, double thresholdMs)
{
    std::vector<WeightedSample> gaps;
    record.appendItlGaps(gaps);
    double total = 0;
    double within = 0;
    for (const WeightedSample &g : gaps) {
        total += g.weight;
        if (g.value <= thresholdMs)
            within += g.weight;
    }
    return total > 0 ? within / total : -1.0;
}

// The request's value of a per-request metric; nullopt when it does not apply.
std::optional<double> valueOf(const RequestRecord &r, SloMetric metric)
{
    switch (metric) {
    case SloMetric::Ttft:
        return r.ttftMs();
    case SloMetric::Tpot:
        return r.tpotMs();
    case SloMetric::E2e:
        return r.e2eMs();
    case SloMetric::QueueTime:
        if (r.server.queueMs >= 0)
            return r.server.queueMs;
        return std::nullopt;
    case SloMetric::Itl:
        break;
    }
    return std::nullopt;
}

bool meets(const RequestRecord &r, const LatencyObjective &o)
{
    if (o.metric == SloMetric::Itl) {
        const double share = itlShareWithin(r, o.thresholdMs);
        return share < 0 || share * 100.0 >= o.attainmentPct;
    }
    if (o.metric == SloMetric::Ttft && !r.ttftMs())
        return false; // no output at all
    const auto v = valueOf(r, o.metric);
    return !v || *v <= o.thresholdMs; // TPOT of a one-token answer, unreported queue: n/a
}

} // namespace

QJsonObject ObjectiveResult::toJson() const
{
    QJsonObject o{{QStringLiteral("metric"), Slo::key(objective.metric)},
                  {QStringLiteral("threshold_ms"), objective.thresholdMs},
                  {QStringLiteral("target_pct"), objective.attainmentPct},
                  {QStringLiteral("evaluated"), evaluated}};
    if (!className.isEmpty())
        o.insert(QStringLiteral("class"), className);
    if (evaluated) {
        o.insert(QStringLiteral("samples"), samples);
        o.insert(QStringLiteral("attainment_pct"), attainmentPct);
        o.insert(QStringLiteral("met"), met);
    }
    return o;
}

QJsonObject SloResult::toJson() const
{
    QJsonArray objectiveArray;
    for (const ObjectiveResult &r : objectives)
        objectiveArray.append(r.toJson());
    QJsonArray noteArray;
    for (const QString &n : notes)
        noteArray.append(n);
    return {{QStringLiteral("name"), sloName},
            {QStringLiteral("met"), met},
            {QStringLiteral("requests_due"), due},
            {QStringLiteral("good"), good},
            {QStringLiteral("attainment_pct"), attainmentPct},
            {QStringLiteral("goodput_rps"), goodputRps},
            {QStringLiteral("errors"), errors},
            {QStringLiteral("error_rate_pct"), errorRatePct},
            {QStringLiteral("max_error_rate_pct"), maxErrorRatePct},
            {QStringLiteral("error_rate_met"), errorRateMet},
            {QStringLiteral("objectives"), objectiveArray},
            {QStringLiteral("notes"), noteArray}};
}

bool SloEvaluator::isGood(const RequestRecord &record, const Slo &slo)
{
    if (!record.succeeded())
        return false;
    for (const LatencyObjective &o : slo.objectivesFor(record.className))
        if (!meets(record, o))
            return false;
    return true;
}

SloResult SloEvaluator::evaluate(const std::vector<RequestRecord> &records, const Slo &slo,
                                 const RunWindow &window)
{
    SloAccumulator acc(slo);
    const MeasuredRecords measured(records);
    for (const RequestRecord &r : records)
        acc.add(r, window, measured.instantNs(r));
    return acc.result(window);
}

SloAccumulator::SloAccumulator(Slo slo)
    : m_slo(std::move(slo))
{}

void SloAccumulator::add(const RequestRecord &r, const RunWindow &window, qint64 instantNs)
{
    if (r.warmup || !window.contains(instantNs) || r.error == ErrorCategory::Cancelled)
        return;
    ++m_counts.due;
    if (ErrorCategories::isError(r.error))
        ++m_counts.errors;
    if (SloEvaluator::isGood(r, m_slo))
        ++m_counts.good;
    if (!m_tallies.contains(r.className))
        m_classOrder.append(r.className);
    QMap<int, Tally> &perMetric = m_tallies[r.className];
    for (const LatencyObjective &o : m_slo.objectivesFor(r.className)) {
        Tally &t = perMetric[int(o.metric)];
        if (o.metric == SloMetric::Itl) {
            if (!r.succeeded())
                continue;
            m_gaps.clear();
            r.appendItlGaps(m_gaps);
            for (const WeightedSample &g : m_gaps) {
                t.samples += g.weight;
                if (g.value <= o.thresholdMs)
                    t.within += g.weight;
            }
            t.reported = t.reported || !m_gaps.empty();
            continue;
        }
        if (o.metric == SloMetric::QueueTime) {
            if (!r.succeeded())
                t.samples += 1; // a failed request misses every objective
            else if (r.server.queueMs >= 0) {
                t.reported = true;
                t.samples += 1;
                t.within += r.server.queueMs <= o.thresholdMs ? 1 : 0;
            }
            continue;
        }
        t.reported = true;
        t.samples += 1;
        if (r.succeeded() && meets(r, o))
            t.within += 1;
    }
}

SloResult SloAccumulator::result(const RunWindow &window) const
{
    SloResult result = m_counts;
    result.sloName = m_slo.name;
    result.maxErrorRatePct = m_slo.maxErrorRatePct;
    bool allMet = true;
    for (const QString &className : m_classOrder) {
        for (const LatencyObjective &o : m_slo.objectivesFor(className)) {
            const Tally t = m_tallies.value(className).value(int(o.metric));
            ObjectiveResult r;
            r.className = className;
            r.objective = o;
            r.evaluated = t.reported;
            r.samples = t.samples;
            r.within = t.within;
            r.attainmentPct = t.samples > 0 ? 100.0 * t.within / t.samples : 0.0;
            r.met = r.evaluated && r.attainmentPct >= o.attainmentPct;
            if (!r.evaluated)
                result.notes.append(
                    SloEvaluator::tr(
                        "%1 objective of class '%2' not evaluated: the server reported no values")
                        .arg(Slo::label(o.metric), className));
            else
                allMet = allMet && r.met;
            result.objectives.append(r);
        }
    }
    result.errorRatePct = result.due > 0 ? 100.0 * double(result.errors) / double(result.due) : 0;
    result.errorRateMet = result.errorRatePct <= m_slo.maxErrorRatePct;
    result.attainmentPct = result.due > 0 ? 100.0 * double(result.good) / double(result.due) : 0;
    result.goodputRps = window.seconds() > 0 ? double(result.good) / window.seconds() : 0;
    result.met = result.due > 0 && allMet && result.errorRateMet;
    return result;
}

} // namespace llmcap
