#include "telemetry/TelemetryDerivation.h"

#include "sizing/SizingRequest.h"
#include "telemetry/LengthPairSample.h"
#include "telemetry/QuantileSketch.h"
#include "telemetry/RunTraceSampler.h"
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
constexpr int kMaxGroupsCounted = 1000; // distinct prefix groups counted up to this
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

struct ClassState
{
    QString name;
    std::unique_ptr<ShapeAccumulator> shape;
    std::unique_ptr<LengthPairSample> lengths;
    QMap<int, qint64> callsPerRun;
    QuantileSketch reusedTokens; // calls that reuse a prefix: how much
    qint64 prefixReporting = 0;
    qint64 prefixReusing = 0;
    QSet<QString> groups;
    QuantileSketch cachedTokens;
    qint64 cacheReporting = 0;
    qint64 cacheHitting = 0;
};

class Deriver
{
public:
    Deriver(const TelemetryDataset &dataset, const TelemetryDeriveOptions &options)
        : m_dataset(dataset)
        , m_options(options)
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
        RunTraceSampler::Settings settings;
        settings.firstMs = m_dataset.firstMs;
        settings.rateFactor =
            m_options.targetRps > 0 && recordedRps > 0 ? m_options.targetRps / recordedRps : 1.0;
        settings.startScale = m_options.timeScale;
        settings.maxEntries = m_options.maxEntries;
        settings.seed = m_options.seed;
        m_trace = std::make_unique<RunTraceSampler>(settings);
    }

    // Pass 1: runs in run order.
    bool addRun(const TelemetryRun &run, const QList<TelemetryRecord> &records)
    {
        const QString runClass = normalized(classOfRun(run));
        if (!run.runId.isEmpty() && m_by != By::Model)
            m_runClass.insert(run.runId, classIndex(runClass));

        QStringList callClass;
        QMap<int, QList<TelemetryRecord>> byClass;
        for (const TelemetryRecord &r : records) {
            if (r.kind != Kind::LlmCall)
                continue;
            const int c = classIndex(classOfCall(r, runClass));
            callClass.append(m_classes[c].name);
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
        m_trace->addRun(run, records, callClass);
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
        d.skippedCalls = m_trace->skippedCalls();
        d.workload.name = TelemetryDerivation::tr("from telemetry %1").arg(m_dataset.name);
        qint64 total = 0;
        for (const ClassState &c : m_classes)
            total += c.lengths->seen();
        for (ClassState &c : m_classes) {
            TelemetryDerivation::ClassFigures f;
            f.name = c.name;
            f.shape = c.shape->finish();
            f.shape.datasetName = m_dataset.name;
            f.runs = f.shape.runs;
            f.callsPerRunMean =
                std::isnan(f.shape.llmCallsPerRun.mean) ? 1.0 : f.shape.llmCallsPerRun.mean;
            f.agentic = f.shape.toolCalls > 0 || f.shape.llmCallsPerRun.p50 >= 2;
            if (!c.lengths->isEmpty())
                d.workload.classes.append(workloadClass(c, total));
            d.classes.append(f);
        }
        d.trace = m_trace->finish();
        d.note = m_trace->note();
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
        state.lengths = std::make_unique<LengthPairSample>(
            SeededRandom::derive(m_options.seed ^ kReservoirStream, quint64(m_classes.size())));
        m_classes.push_back(std::move(state));
        const int index = int(m_classes.size() - 1);
        m_index.insert(name, index);
        return index;
    }

    void addCallFigures(ClassState &c, const TelemetryRecord &r)
    {
        if (r.inputTokens >= 1)
            c.lengths->add(r.inputTokens, r.outputTokens);
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
        w.weight = totalPairs > 0 ? double(c.lengths->seen()) / double(totalPairs) : 1.0;
        w.lengths = c.lengths->representative();
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

    const TelemetryDataset &m_dataset;
    TelemetryDeriveOptions m_options;
    By m_by = By::Name;
    QString m_attribute;
    std::vector<ClassState> m_classes;
    QHash<QString, int> m_index;
    QHash<QString, int> m_runClass;
    std::unique_ptr<RunTraceSampler> m_trace;
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
        if (!s.relativeTime()) { // a trace of offsets has no dates to give
            m.from = utc(s.firstMs);
            m.to = utc(s.lastMs);
        }
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
        // Not from starts alone: a trace without durations leaves it to the questionnaire.
        if (s.concurrencyKnown())
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
