#include "telemetry/RunTraceSampler.h"

#include "telemetry/TelemetryDerivation.h"
#include "telemetry/TelemetryRuns.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace llmcap {

namespace {

using Kind = TelemetryRecord::Kind;

constexpr double kCopyShiftS = 30; // a run's extra copy moves by up to this, either way
constexpr quint64 kSampleStream = 0x5A4D'91E5;

} // namespace

RunTraceSampler::RunTraceSampler(const Settings &settings)
    : m_settings(settings)
    , m_sample(SeededRandom::derive(settings.seed, kSampleStream))
{}

QString RunTraceSampler::note() const
{
    return TelemetryDerivation::tr("trace: %1 LLM calls of %2 runs; rate x%3 (whole runs "
                                   "kept or repeated), run starts x%4%5%6")
        .arg(m_entryCount)
        .arg(m_traceRuns)
        .arg(m_settings.rateFactor, 0, 'g', 4)
        .arg(m_settings.startScale, 0, 'g', 4)
        .arg(m_capNote)
        .arg(
            m_skipped > 0
                ? TelemetryDerivation::tr("; %1 calls without input tokens left out").arg(m_skipped)
                : QString());
}

void RunTraceSampler::addRun(const TelemetryRun &run, const QList<TelemetryRecord> &records,
                             const QStringList &callClass)
{
    std::vector<Call> calls;
    std::vector<Span> tools;
    int k = 0;
    for (const TelemetryRecord &r : records) {
        const qint64 end =
            r.startMs + (r.hasDuration() ? qint64(std::llround(std::max(0.0, r.durationMs))) : 0);
        if (r.kind == Kind::ToolCall)
            tools.emplace_back(r.startMs, end);
        if (r.kind != Kind::LlmCall)
            continue;
        const QString c = callClass.value(k++);
        if (r.inputTokens < 1) {
            ++m_skipped;
            continue;
        }
        calls.push_back({r.startMs, end, r.inputTokens, std::max(1, r.outputTokens), c,
                         r.prefixGroup, r.reusedPrefixTokens});
    }
    if (calls.empty())
        return;
    const double expected = m_settings.rateFactor;
    int copies = int(std::floor(expected));
    if (m_sample.uniform() < expected - std::floor(expected))
        ++copies;
    const qint64 runNumber = ++m_runNumber;
    for (int copy = 0; copy < copies; ++copy) {
        double shiftS = 0;
        if (copy > 0)
            shiftS = (m_sample.uniform() * 2 - 1) * kCopyShiftS;
        const QString key = QStringLiteral("r%1").arg(runNumber) +
                            (copy > 0 ? QStringLiteral(".%1").arg(copy) : QString());
        appendRun(run, calls, tools, key, shiftS);
    }
}

void RunTraceSampler::appendRun(const TelemetryRun &run, const std::vector<Call> &calls,
                                const std::vector<Span> &tools, const QString &key, double shiftS)
{
    ++m_traceRuns;
    const double runStartS =
        double(run.startMs - m_settings.firstMs) / 1000.0 * m_settings.startScale + shiftS;
    const bool inRun = !run.runId.isEmpty();
    int segments = 0;
    std::vector<int> segmentOf(calls.size(), 0);
    for (size_t i = 0; i < calls.size(); ++i) {
        const Call &c = calls[i];
        TraceEntry e;
        e.timestampS = runStartS + double(c.startMs - run.startMs) / 1000.0;
        e.className = c.className;
        e.inputTokens = c.input;
        e.outputTokens = c.output;
        if (inRun) {
            e.runId = key;
            e.callIndex = int(i);
            qint64 depEnd = run.startMs;
            for (size_t j = 0; j < i; ++j) // the latest call that ended before this started
                if (calls[j].endMs <= c.startMs && (e.dependsOn < 0 || calls[j].endMs >= depEnd)) {
                    e.dependsOn = int(j);
                    depEnd = calls[j].endMs;
                }
            e.offsetS = std::max(0.0, double(c.startMs - depEnd) / 1000.0);
            qint64 toolMs = 0;
            for (const auto &[from, to] : tools)
                toolMs += std::max<qint64>(0, std::min(to, c.startMs) - std::max(from, depEnd));
            e.toolWaitS = std::min(e.offsetS, double(toolMs) / 1000.0);
        }
        if (!c.prefixGroup.isEmpty()) {
            e.prefix = TraceEntry::Prefix::Group;
            e.prefixGroup = c.prefixGroup;
            e.prefixTokens = c.reused >= 0 ? std::min(c.reused, c.input) : -1;
        } else if (inRun && calls.size() > 1) {
            // The run's context: a call whose input does not shrink carries the call it
            // continues (the latest that ended before it started, its dependency); one that
            // shrinks (a compaction) starts a new segment. Parallel siblings both continue
            // their common predecessor: the shorter one is not a context drop.
            const int from = e.dependsOn;
            if (from >= 0 && c.input >= calls[size_t(from)].input) {
                e.prefix = TraceEntry::Prefix::Previous;
                segmentOf[i] = segmentOf[size_t(from)];
            } else {
                e.prefix = TraceEntry::Prefix::None;
                segmentOf[i] = i == 0 ? 0 : ++segments;
            }
            e.prefixGroup = key + QLatin1Char('/') + QString::number(segmentOf[i]);
            e.prefixTokens = c.input;
        }
        m_entries.append(e);
    }
}

Trace RunTraceSampler::finish()
{
    std::stable_sort(
        m_entries.begin(), m_entries.end(),
        [](const TraceEntry &a, const TraceEntry &b) { return a.timestampS < b.timestampS; });
    if (m_settings.maxEntries > 0 && m_entries.size() > m_settings.maxEntries)
        keepBusiestStretch();
    const double first = m_entries.isEmpty() ? 0 : m_entries.front().timestampS;
    for (TraceEntry &e : m_entries)
        e.timestampS -= first;
    Trace trace;
    m_entryCount = m_entries.size();
    trace.entries = std::move(m_entries);
    return trace;
}

// Keeps the runs that start within the stretch of time holding the most calls that fit in
// maxEntries: whole runs with their recorded timing, so the arrival pattern (bursts, the
// dispersion of counts) stays as it was; a peak stretch is what a capacity test wants.
void RunTraceSampler::keepBusiestStretch()
{
    struct RunSpan
    {
        double startS;
        qint64 calls;
        QString id;
    };
    QHash<QString, qsizetype> indexOf;
    std::vector<RunSpan> runs;
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        const TraceEntry &e = m_entries.at(i);
        // An independent request is a run of its own (entries are sorted by time).
        const QString id = e.inRun() ? e.runId : QStringLiteral("#%1").arg(i);
        const auto it = indexOf.constFind(id);
        if (it == indexOf.cend()) {
            indexOf.insert(id, qsizetype(runs.size()));
            runs.push_back({e.timestampS, 1, id});
        } else {
            ++runs[size_t(it.value())].calls;
        }
    }
    std::stable_sort(runs.begin(), runs.end(),
                     [](const RunSpan &a, const RunSpan &b) { return a.startS < b.startS; });
    // Among the stretches that fill at least 95 % of the limit, the shortest: the busiest.
    const qint64 full = qint64(std::ceil(0.95 * double(m_settings.maxEntries)));
    size_t bestFrom = 0, bestTo = 0, from = 0;
    qint64 sum = 0, best = -1;
    double bestSpanS = 0;
    for (size_t to = 0; to < runs.size(); ++to) {
        sum += runs[to].calls;
        while (sum > m_settings.maxEntries && from <= to)
            sum -= runs[from++].calls;
        if (from > to)
            continue;
        const double spanS = runs[to].startS - runs[from].startS;
        const bool better = std::min(sum, full) > std::min(best, full) ||
                            (std::min(sum, full) == std::min(best, full) && spanS < bestSpanS);
        if (better) {
            best = sum;
            bestSpanS = spanS;
            bestFrom = from;
            bestTo = to + 1;
        }
    }
    QSet<QString> kept;
    for (size_t i = bestFrom; i < bestTo; ++i)
        kept.insert(runs[i].id);
    QList<TraceEntry> entries;
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        const TraceEntry &e = m_entries.at(i);
        if (kept.contains(e.inRun() ? e.runId : QStringLiteral("#%1").arg(i)))
            entries.append(e);
    }
    m_capNote = TelemetryDerivation::tr("; capped to the busiest %1 s that fit %2 entries")
                    .arg(bestTo > bestFrom ? runs[bestTo - 1].startS - runs[bestFrom].startS : 0.0,
                         0, 'f', 0)
                    .arg(m_settings.maxEntries);
    m_traceRuns = qint64(bestTo - bestFrom);
    m_entries = std::move(entries);
}

} // namespace llmcap
