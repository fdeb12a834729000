#include "sweep/InterimSloTally.h"

#include "sweep/StepAnalysis.h"

#include <algorithm>
#include <limits>

namespace llmcap {

namespace {

bool later(const auto &a, const auto &b)
{
    return a.scheduledNs > b.scheduledNs;
}

} // namespace

InterimSloTally::InterimSloTally(Slo slo, qint64 windowStartNs)
    : m_slo(std::move(slo))
    , m_open{windowStartNs, std::numeric_limits<qint64>::max()}
    , m_cutoffNs(windowStartNs)
    , m_one(1)
{}

int InterimSloTally::entryFor(const QString &className, const LatencyObjective &objective)
{
    for (int i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].className == className && m_entries[i].objective == objective)
            return i;
    m_entries.append({className, objective});
    return int(m_entries.size() - 1);
}

void InterimSloTally::add(const RequestRecord &record)
{
    if (record.warmup || !m_open.contains(record.scheduledNs) ||
        record.error == ErrorCategory::Cancelled)
        return;
    // The evaluator's own per-request rules, applied to this one request: the copy reuses the
    // buffer's allocations, so it costs about what reading the record does.
    m_one.front() = record;
    const SloResult r = SloEvaluator::evaluate(m_one, m_slo, m_open);
    Pending p{record.scheduledNs, r.errors > 0, {}};
    p.shares.reserve(size_t(r.objectives.size()));
    for (const ObjectiveResult &o : r.objectives)
        p.shares.push_back({entryFor(o.className, o.objective), o.samples, o.within, o.evaluated});
    if (record.scheduledNs < m_cutoffNs) {
        count(p);
        return;
    }
    m_pending.push_back(std::move(p));
    std::push_heap(m_pending.begin(), m_pending.end(), later<Pending, Pending>);
}

void InterimSloTally::advance(qint64 cutoffNs)
{
    m_cutoffNs = std::max(m_cutoffNs, cutoffNs);
    while (!m_pending.empty() && m_pending.front().scheduledNs < m_cutoffNs) {
        std::pop_heap(m_pending.begin(), m_pending.end(), later<Pending, Pending>);
        count(m_pending.back());
        m_pending.pop_back();
    }
}

void InterimSloTally::count(const Pending &p)
{
    ++m_due;
    m_errors += p.error ? 1 : 0;
    for (const Share &s : p.shares) {
        Entry &e = m_entries[s.entry];
        e.samples += s.samples;
        e.within += s.within;
        e.reported = e.reported || s.reported;
    }
}

SloResult InterimSloTally::result() const
{
    SloResult r;
    r.sloName = m_slo.name;
    r.maxErrorRatePct = m_slo.maxErrorRatePct;
    r.due = m_due;
    r.errors = m_errors;
    for (const Entry &e : m_entries) {
        if (e.samples <= 0 && !e.reported)
            continue; // seen only on requests not counted yet
        ObjectiveResult o;
        o.className = e.className;
        o.objective = e.objective;
        o.evaluated = e.reported;
        o.samples = e.samples;
        o.within = e.within;
        o.attainmentPct = e.samples > 0 ? 100.0 * e.within / e.samples : 0.0;
        o.met = o.evaluated && o.attainmentPct >= e.objective.attainmentPct;
        r.objectives.append(o);
    }
    r.errorRatePct = r.due > 0 ? 100.0 * double(r.errors) / double(r.due) : 0;
    r.errorRateMet = r.errorRatePct <= m_slo.maxErrorRatePct;
    return r;
}

StepSignals InterimSloTally::signals(qint64 dueBeforeCutoff, bool unfinishedAreMisses) const
{
    return StepAnalysis::interimSignals(result(), dueBeforeCutoff, m_slo, unfinishedAreMisses);
}

} // namespace llmcap
