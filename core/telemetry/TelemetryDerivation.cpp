#include "telemetry/TelemetryDerivation.h"

#include "sizing/SizingRequest.h"
#include "telemetry/QuantileSketch.h"
#include "telemetry/ShapeAccumulator.h"
#include "telemetry/TelemetryRepository.h"
#include "telemetry/TelemetryRuns.h"
#include "util/StructuredFile.h"
#include "workload/SeededRandom.h"

#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <memory>

namespace llmcap {

namespace {

using Kind = TelemetryRecord::Kind;
using Pair = JointLengths::Pair;

constexpr int kPairs = 1000;            // representative pairs of a class, about
constexpr int kInputStrata = 64;        // input quantile ranges, finer towards the tail
constexpr int kMaxGroupsCounted = 1000; // distinct prefix groups counted up to this
constexpr double kCopyShiftS = 30;      // a run's extra copy moves by up to this, either way
constexpr quint64 kSampleStream = 0x5A4D'91E5;
constexpr quint64 kReservoirStream = 0x4E5E'4701;

QString utc(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODate);
}

QString attributeText(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QString::number(v.toDouble(), 'g', 12);
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    return {};
}

// Pairs reduced to about kPairs representatives. Input strata are quantile ranges that narrow
// towards the tail (stratum i of K ends at quantile 1 - (1 - (i + 1) / K)^2), so the top
// percent is split finely; each is split by output, the same way, into parts in proportion to
// its size.
// Each sub-stratum gives its middle pair, weighted by its size; equal pairs merged.
JointLengths representativePairs(std::vector<Pair> pairs)
{
    QMap<QPair<int, int>, double> weights;
    auto add = [&weights](const Pair &p, double w) {
        weights[{p.inputTokens, p.outputTokens}] += w;
    };
    if (pairs.size() <= size_t(kPairs)) {
        for (const Pair &p : pairs)
            add(p, 1);
    } else {
        std::sort(pairs.begin(), pairs.end(),
                  [](const Pair &a, const Pair &b) { return a.inputTokens < b.inputTokens; });
        const double n = double(pairs.size());
        auto edge = [n](int i) {
            const double rest = 1.0 - double(i) / kInputStrata;
            return size_t(std::llround(n * (1.0 - rest * rest)));
        };
        for (int i = 0; i < kInputStrata; ++i) {
            const size_t from = edge(i);
            const size_t to = i + 1 == kInputStrata ? pairs.size() : edge(i + 1);
            if (to <= from)
                continue;
            std::sort(pairs.begin() + qsizetype(from), pairs.begin() + qsizetype(to),
                      [](const Pair &a, const Pair &b) { return a.outputTokens < b.outputTokens; });
            const size_t m = to - from;
            // One part each, the rest in proportion to size: at most kPairs in all.
            const size_t parts =
                std::min<size_t>(m, 1 + size_t(double(m) / n * double(kPairs - kInputStrata)));
            // Output parts narrow towards the tail too.
            auto split = [m, parts](size_t j) {
                const double rest = 1.0 - double(j) / double(parts);
                return j >= parts ? m : size_t(std::llround(double(m) * (1.0 - rest * rest)));
            };
            for (size_t j = 0; j < parts; ++j) {
                const size_t a = from + split(j);
                const size_t b = from + split(j + 1);
                if (b > a)
                    add(pairs[(a + b) / 2], double(b - a));
            }
        }
    }
    QList<Pair> list;
    QList<double> w;
    for (auto it = weights.begin(); it != weights.end(); ++it) {
        list.append({it.key().first, it.key().second});
        w.append(it.value());
    }
    return JointLengths(list, w);
}

struct ClassState
{
    QString name;
    std::unique_ptr<ShapeAccumulator> shape;
    std::vector<Pair> reservoir;
    qint64 pairsSeen = 0;
    QMap<int, qint64> callsPerRun;
    QuantileSketch reusedTokens; // calls that reuse a prefix: how much
    qint64 prefixReporting = 0;
    qint64 prefixReusing = 0;
    QSet<QString> groups;
    QuantileSketch cachedTokens;
    qint64 cacheReporting = 0;
    qint64 cacheHitting = 0;
};

// One replayable LLM call of a run.
struct Call
{
    qint64 startMs;
    qint64 endMs;
    int input;
    int output;
    int classIndex;
    QString prefixGroup;
    int reused;
};

class Deriver
{
public:
    Deriver(const TelemetryDataset &dataset, const TelemetryDeriveOptions &options)
        : m_dataset(dataset)
        , m_options(options)
        , m_sample(SeededRandom::derive(options.seed, kSampleStream))
        , m_reservoirRandom(SeededRandom::derive(options.seed, kReservoirStream))
    {}

    QString parseClassBy()
    {
        const QString by = m_options.classBy.trimmed();
        if (by == QLatin1String("name") || by.isEmpty())
            m_by = By::Name;
        else if (by == QLatin1String("model"))
            m_by = By::Model;
        else if (by.startsWith(QLatin1String("attribute:")) && by.size() > 10) {
            m_by = By::Attribute;
            m_attribute = by.mid(10);
        } else
            return TelemetryDerivation::tr("class-by must be name, model or attribute:KEY (got "
                                           "\"%1\")")
                .arg(by);
        if (!(m_options.timeScale > 0))
            return TelemetryDerivation::tr("the time scale must be above 0");
        if (m_options.targetRps < 0 || m_options.maxEntries < 0)
            return TelemetryDerivation::tr("the target rate and the entry limit must not be "
                                           "negative");
        return {};
    }

    void planSampling()
    {
        const double spanS = std::max(1.0, double(m_dataset.lastMs - m_dataset.firstMs) / 1000.0);
        const double recordedRps = double(m_dataset.llmCalls) / spanS;
        m_rateFactor =
            m_options.targetRps > 0 && recordedRps > 0 ? m_options.targetRps / recordedRps : 1.0;
        m_startScale = m_options.timeScale;
    }

    // Pass 1: runs in run order.
    bool addRun(const TelemetryRun &run, const QList<TelemetryRecord> &records)
    {
        const QString runClass = normalized(classOfRun(run));
        if (!run.runId.isEmpty() && m_by != By::Model)
            m_runClass.insert(run.runId, classIndex(runClass));

        QList<int> callClass;
        QMap<int, QList<TelemetryRecord>> byClass;
        for (const TelemetryRecord &r : records) {
            if (r.kind != Kind::LlmCall)
                continue;
            const int c = classIndex(classOfCall(r, runClass));
            callClass.append(c);
            byClass[c].append(r);
            addCallFigures(m_classes[c], r);
        }
        if (byClass.size() == 1) {
            addRunFigures(m_classes[byClass.firstKey()], run);
        } else {
            for (auto it = byClass.begin(); it != byClass.end(); ++it) {
                QList<TelemetryRecord> subset = it.value();
                for (const TelemetryRecord &r : records)
                    if (r.kind != Kind::LlmCall)
                        subset.append(r);
                std::stable_sort(subset.begin(), subset.end(), [](const auto &a, const auto &b) {
                    return a.startMs < b.startMs;
                });
                addRunFigures(m_classes[it.key()], TelemetryRuns::build(subset));
            }
        }
        addToTrace(run, records, callClass);
        return true;
    }

    // Pass 2: LLM calls by start.
    bool addCall(const TelemetryRecord &r)
    {
        if (r.kind != Kind::LlmCall)
            return true;
        QString runClass;
        int index = -1;
        if (m_by != By::Model) {
            if (!r.runId.isEmpty())
                index = m_runClass.value(r.runId, -1);
            if (index >= 0)
                runClass = m_classes[index].name;
            else
                runClass =
                    m_by == By::Name ? r.name : attributeText(r.attributes.value(m_attribute));
        }
        const int c = classIndex(classOfCall(r, runClass));
        m_classes[c].shape->addCall(r);
        return true;
    }

    TelemetryDerivation finish()
    {
        TelemetryDerivation d;
        d.datasetName = m_dataset.name;
        d.fromMs = m_dataset.firstMs;
        d.toMs = m_dataset.lastMs;
        d.skippedCalls = m_skipped;
        d.workload.name = TelemetryDerivation::tr("from telemetry %1").arg(m_dataset.name);
        qint64 total = 0;
        for (const ClassState &c : m_classes)
            total += c.pairsSeen;
        for (ClassState &c : m_classes) {
            TelemetryDerivation::ClassFigures f;
            f.name = c.name;
            f.shape = c.shape->finish();
            f.shape.datasetName = m_dataset.name;
            f.runs = f.shape.runs;
            f.callsPerRunMean =
                std::isnan(f.shape.llmCallsPerRun.mean) ? 1.0 : f.shape.llmCallsPerRun.mean;
            f.agentic = f.shape.toolCalls > 0 || f.shape.llmCallsPerRun.p50 >= 2;
            if (!c.reservoir.empty())
                d.workload.classes.append(workloadClass(c, total));
            d.classes.append(f);
        }
        finishTrace(d.trace);
        d.note = TelemetryDerivation::tr("trace: %1 LLM calls of %2 runs; rate x%3 (whole runs "
                                         "kept or repeated), run starts x%4%5%6")
                     .arg(d.trace.entries.size())
                     .arg(m_traceRuns)
                     .arg(m_rateFactor, 0, 'g', 4)
                     .arg(m_startScale, 0, 'g', 4)
                     .arg(m_capNote)
                     .arg(m_skipped > 0 ? TelemetryDerivation::tr("; %1 calls without input "
                                                                  "tokens left out")
                                              .arg(m_skipped)
                                        : QString());
        return d;
    }

private:
    enum class By { Name, Model, Attribute };

    QString classOfRun(const TelemetryRun &run) const
    {
        if (m_by == By::Name)
            return run.name;
        if (m_by == By::Attribute)
            return attributeText(run.rootAttributes.value(m_attribute));
        return {};
    }

    QString classOfCall(const TelemetryRecord &r, const QString &runClass) const
    {
        QString name;
        if (m_by == By::Model)
            name = r.model;
        else if (m_by == By::Attribute)
            name = attributeText(r.attributes.value(m_attribute));
        if (name.isEmpty())
            name = runClass;
        return normalized(name);
    }

    static QString normalized(const QString &name)
    {
        return name.trimmed().isEmpty() ? QStringLiteral("default") : name.trimmed();
    }

    int classIndex(const QString &name)
    {
        if (const auto it = m_index.constFind(name); it != m_index.cend())
            return it.value();
        const QString other = QStringLiteral("other");
        if (m_classes.size() >= size_t(TelemetryDerivation::kMaxClasses) && name != other)
            return classIndex(other);
        ClassState state;
        state.name = name;
        state.shape = std::make_unique<ShapeAccumulator>(m_dataset.firstMs, m_dataset.lastMs);
        m_classes.push_back(std::move(state));
        const int index = int(m_classes.size() - 1);
        m_index.insert(name, index);
        return index;
    }

    void addCallFigures(ClassState &c, const TelemetryRecord &r)
    {
        if (r.inputTokens >= 1) { // reservoir sampling (Vitter's algorithm R)
            const Pair p{r.inputTokens, std::max(1, r.outputTokens)};
            ++c.pairsSeen;
            if (c.reservoir.size() < size_t(TelemetryDerivation::kReservoirPairs))
                c.reservoir.push_back(p);
            else if (const qint64 j = m_reservoirRandom.between(0, c.pairsSeen - 1);
                     j < TelemetryDerivation::kReservoirPairs)
                c.reservoir[size_t(j)] = p;
        }
        if (r.reusedPrefixTokens >= 0 && r.inputTokens > 0) {
            ++c.prefixReporting;
            if (r.reusedPrefixTokens > 0) {
                ++c.prefixReusing;
                c.reusedTokens.add(std::min(r.reusedPrefixTokens, r.inputTokens));
            }
        }
        if (!r.prefixGroup.isEmpty() && c.groups.size() < kMaxGroupsCounted)
            c.groups.insert(r.prefixGroup);
        if (r.cachedInputTokens >= 0 && r.inputTokens > 0) {
            ++c.cacheReporting;
            if (r.cachedInputTokens > 0) {
                ++c.cacheHitting;
                c.cachedTokens.add(std::min(r.cachedInputTokens, r.inputTokens));
            }
        }
    }

    void addRunFigures(ClassState &c, const TelemetryRun &run)
    {
        c.shape->addRun(run);
        if (run.llmCalls > 0)
            ++c.callsPerRun[run.llmCalls];
    }

    WorkloadClass workloadClass(const ClassState &c, qint64 totalPairs) const
    {
        WorkloadClass w;
        w.name = c.name;
        w.weight = totalPairs > 0 ? double(c.pairsSeen) / double(totalPairs) : 1.0;
        w.lengths = representativePairs(c.reservoir);
        w.inputTokens = w.lengths.marginal(true);
        w.outputTokens = w.lengths.marginal(false);
        if (!c.callsPerRun.isEmpty()) {
            QList<double> weights;
            for (qint64 n : c.callsPerRun)
                weights.append(double(n));
            w.callsPerRun = TokenDistribution::empirical(c.callsPerRun.keys(), weights);
        }
        // Shared prefixes from hash ids where the source has them, else from cached tokens.
        double tokens = 0;
        if (c.prefixReusing > 0) {
            tokens = c.reusedTokens.quantile(0.5);
            w.sharedPrefix.shareRatio = double(c.prefixReusing) / double(c.prefixReporting);
            w.sharedPrefix.groups = std::max(1, int(c.groups.size()));
        } else if (c.cacheHitting > 0) {
            tokens = c.cachedTokens.quantile(0.5);
            w.sharedPrefix.shareRatio = double(c.cacheHitting) / double(c.cacheReporting);
            w.sharedPrefix.groups = 1;
        }
        w.sharedPrefix.tokens = std::min(int(std::lround(tokens)), w.inputTokens.maximum());
        if (w.sharedPrefix.tokens < 1)
            w.sharedPrefix = {};
        return w;
    }

    void addToTrace(const TelemetryRun &run, const QList<TelemetryRecord> &records,
                    const QList<int> &callClass)
    {
        std::vector<Call> calls;
        std::vector<std::pair<qint64, qint64>> tools;
        int k = 0;
        for (const TelemetryRecord &r : records) {
            const qint64 end =
                r.startMs +
                (r.hasDuration() ? qint64(std::llround(std::max(0.0, r.durationMs))) : 0);
            if (r.kind == Kind::ToolCall)
                tools.emplace_back(r.startMs, end);
            if (r.kind != Kind::LlmCall)
                continue;
            const int c = callClass.at(k++);
            if (r.inputTokens < 1) {
                ++m_skipped;
                continue;
            }
            calls.push_back({r.startMs, end, r.inputTokens, std::max(1, r.outputTokens), c,
                             r.prefixGroup, r.reusedPrefixTokens});
        }
        if (calls.empty())
            return;
        const double expected = m_rateFactor;
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

    void appendRun(const TelemetryRun &run, const std::vector<Call> &calls,
                   const std::vector<std::pair<qint64, qint64>> &tools, const QString &key,
                   double shiftS)
    {
        ++m_traceRuns;
        const double runStartS =
            double(run.startMs - m_dataset.firstMs) / 1000.0 * m_startScale + shiftS;
        const bool inRun = !run.runId.isEmpty();
        int segment = 0;
        for (size_t i = 0; i < calls.size(); ++i) {
            const Call &c = calls[i];
            TraceEntry e;
            e.timestampS = runStartS + double(c.startMs - run.startMs) / 1000.0;
            e.className = m_classes[size_t(c.classIndex)].name;
            e.inputTokens = c.input;
            e.outputTokens = c.output;
            if (inRun) {
                e.runId = key;
                e.callIndex = int(i);
                qint64 depEnd = run.startMs;
                for (size_t j = 0; j < i; ++j) // the latest call that ended before this started
                    if (calls[j].endMs <= c.startMs &&
                        (e.dependsOn < 0 || calls[j].endMs >= depEnd)) {
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
                // The run's context: a call whose input does not shrink carries the previous
                // call's prompt; one that shrinks (a compaction) starts a new segment.
                if (i > 0 && c.input >= calls[i - 1].input) {
                    e.prefix = TraceEntry::Prefix::Previous;
                } else {
                    e.prefix = TraceEntry::Prefix::None;
                    if (i > 0)
                        ++segment;
                }
                e.prefixGroup = key + QLatin1Char('/') + QString::number(segment);
                e.prefixTokens = c.input;
            }
            m_entries.append(e);
        }
    }

    void finishTrace(Trace &trace)
    {
        std::stable_sort(
            m_entries.begin(), m_entries.end(),
            [](const TraceEntry &a, const TraceEntry &b) { return a.timestampS < b.timestampS; });
        if (m_options.maxEntries > 0 && m_entries.size() > m_options.maxEntries)
            keepBusiestStretch();
        const double first = m_entries.isEmpty() ? 0 : m_entries.front().timestampS;
        for (TraceEntry &e : m_entries)
            e.timestampS -= first;
        trace.entries = std::move(m_entries);
    }

    // Keeps the runs that start within the stretch of time holding the most calls that fit in
    // maxEntries: whole runs with their recorded timing, so the arrival pattern (bursts, the
    // dispersion of counts) stays as it was; a peak stretch is what a capacity test wants.
    void keepBusiestStretch()
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
        const qint64 full = qint64(std::ceil(0.95 * double(m_options.maxEntries)));
        size_t bestFrom = 0, bestTo = 0, from = 0;
        qint64 sum = 0, best = -1;
        double bestSpanS = 0;
        for (size_t to = 0; to < runs.size(); ++to) {
            sum += runs[to].calls;
            while (sum > m_options.maxEntries && from <= to)
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
        m_capNote =
            TelemetryDerivation::tr("; capped to the busiest %1 s that fit %2 entries")
                .arg(bestTo > bestFrom ? runs[bestTo - 1].startS - runs[bestFrom].startS : 0.0, 0,
                     'f', 0)
                .arg(m_options.maxEntries);
        m_traceRuns = qint64(bestTo - bestFrom);
        m_entries = std::move(entries);
    }

    const TelemetryDataset &m_dataset;
    TelemetryDeriveOptions m_options;
    By m_by = By::Name;
    QString m_attribute;
    std::vector<ClassState> m_classes;
    QHash<QString, int> m_index;
    QHash<QString, int> m_runClass;
    SeededRandom m_sample;
    SeededRandom m_reservoirRandom;
    double m_rateFactor = 1;
    double m_startScale = 1;
    qint64 m_runNumber = 0;
    qint64 m_traceRuns = 0;
    qint64 m_skipped = 0;
    QString m_capNote;
    QList<TraceEntry> m_entries;
};

} // namespace

Result<TelemetryDerivation> TelemetryDerivation::derive(const TelemetryRepository &repo,
                                                        const TelemetryDataset &dataset,
                                                        const TelemetryDeriveOptions &options)
{
    using R = Result<TelemetryDerivation>;
    Deriver deriver(dataset, options);
    if (const QString problem = deriver.parseClassBy(); !problem.isEmpty())
        return R::failure(problem);
    deriver.planSampling();
    Status status = TelemetryRuns::forEach(
        repo, dataset.id, [&deriver](const TelemetryRun &run, const QList<TelemetryRecord> &r) {
            return deriver.addRun(run, r);
        });
    if (status)
        status = repo.forEach(dataset.id, TelemetryRepository::Order::ByStart,
                              [&deriver](const TelemetryRecord &r) { return deriver.addCall(r); });
    if (!status)
        return R::failure(status.error());
    TelemetryDerivation d = deriver.finish();
    if (d.workload.classes.isEmpty())
        return R::failure(tr("telemetry %1 has no LLM call with token counts to derive a "
                             "workload from")
                              .arg(dataset.name));
    return d;
}

Status TelemetryDerivation::writeWorkload(const QString &path) const
{
    return StructuredFile::save(path, workload.toJson());
}

Status TelemetryDerivation::writeTrace(const QString &path) const
{
    return trace.save(path);
}

void TelemetryDerivation::fillSizing(SizingRequest &request) const
{
    for (const ClassFigures &f : classes) {
        const ShapeAnalysis &s = f.shape;
        if (s.llmCalls == 0)
            continue;
        int index = request.classIndex(f.name);
        if (index < 0) {
            SizingWorkloadClass c;
            c.name = f.name;
            request.classes().append(c);
            index = int(request.classes().size() - 1);
        }
        SizingWorkloadClass &c = request.classes()[index];
        if (c.execution.isEmpty())
            c.execution = f.agentic ? QStringLiteral("agentic") : QStringLiteral("interactive");
        MeasuredAnswer m;
        m.source = datasetName;
        m.from = utc(s.firstMs);
        m.to = utc(s.lastMs);
        auto set = [&](const QString &key, const QJsonValue &value, qint64 samples,
                       const QString &of = QStringLiteral("calls")) {
            request.setClassValue(index, key, value);
            m.samples = samples;
            m.of = of;
            request.setMeasured(index, key, m);
        };
        auto percentiles = [](const ShapeAnalysis::Quantiles &q) {
            return QJsonObject{{QStringLiteral("p50"), std::round(q.p50)},
                               {QStringLiteral("p95"), std::round(q.p95)},
                               {QStringLiteral("p99"), std::round(q.p99)}};
        };
        if (s.runs > 0)
            set(QStringLiteral("calls_per_run"), std::round(f.callsPerRunMean * 100) / 100, s.runs,
                QStringLiteral("runs"));
        if (s.inputTokens.samples > 0)
            set(QStringLiteral("input_tokens"), percentiles(s.inputTokens), s.inputTokens.samples);
        if (s.outputTokens.samples > 0)
            set(QStringLiteral("output_tokens"), percentiles(s.outputTokens),
                s.outputTokens.samples);
        if (s.contextTokens.samples > 0)
            set(QStringLiteral("context_tokens"), percentiles(s.contextTokens),
                s.contextTokens.samples);
        set(QStringLiteral("concurrent_calls"), double(s.peakConcurrentCalls), s.llmCalls);
        set(QStringLiteral("peak_rps"), std::round(s.peakRps * 1000) / 1000, s.llmCalls);
        if (!std::isnan(s.peakToAverage))
            set(QStringLiteral("peak_to_average"), std::round(s.peakToAverage * 100) / 100,
                s.llmCalls);
        if (s.burstS > 0)
            set(QStringLiteral("burst_s"), s.burstS, s.llmCalls);
    }
}

} // namespace llmcap
