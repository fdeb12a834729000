#include "results/RunComparison.h"

#include "results/ExternalRun.h"
#include "results/PeerMetricMap.h"
#include "results/RunDetail.h"

#include <QLocale>

#include <algorithm>

namespace llmcap {

namespace {

void putSummary(PeerMetric &m, const LatencySummary &s)
{
    m.stats = {{QStringLiteral("mean"), s.mean}, {QStringLiteral("std"), s.stddev},
               {QStringLiteral("min"), s.min},   {QStringLiteral("max"), s.max},
               {QStringLiteral("p50"), s.p50},   {QStringLiteral("p90"), s.p90},
               {QStringLiteral("p95"), s.p95},   {QStringLiteral("p99"), s.p99},
               {QStringLiteral("p99.9"), s.p999}};
}

PeerMetric single(const char *key, const QString &label, const char *unit, double value)
{
    PeerMetric m;
    m.key = QLatin1String(key);
    m.label = label;
    m.unit = QLatin1String(unit);
    m.mapped = true;
    m.stats.insert(QStringLiteral("value"), value);
    return m;
}

RunComparison::Side sideOf(Database &db, qint64 runId, QString *error)
{
    RunComparison::Side side;
    side.runId = runId;
    auto detail = RunDetail::load(db, runId);
    if (!detail) {
        *error = detail.error();
        return side;
    }
    const RunInfo &info = detail->info;
    side.external = info.isExternal();
    if (side.external) {
        const ExternalRun run =
            ExternalRun::fromStored(info.externalTool, info.config, info.summary);
        side.toolLabel = run.toolLabel();
        side.metrics = run.metrics;
        const QString tool = run.toolVersion.isEmpty()
                                 ? side.toolLabel
                                 : RunComparison::tr("%1 %2").arg(side.toolLabel, run.toolVersion);
        side.title =
            RunComparison::tr("run %1: %2 (imported from %3)").arg(runId).arg(tool, run.sourceFile);
    } else {
        side.toolLabel = QStringLiteral("llmcap");
        side.metrics = RunComparison::llmcapMetrics(*detail);
        side.title = info.label.isEmpty()
                         ? RunComparison::tr("run %1 (llmcap)").arg(runId)
                         : RunComparison::tr("run %1: %2 (llmcap)").arg(runId).arg(info.label);
        const QJsonObject metrics = info.summary.value(QLatin1String("metrics")).toObject();
        if (info.status == RunInfo::Status::Completed && metrics.contains(QLatin1String("valid")) &&
            !metrics.value(QLatin1String("valid")).toBool()) {
            side.invalid = metrics.value(QLatin1String("client_limited")).toBool()
                               ? RunComparison::tr("client-limited: the client, not the server, "
                                                   "shaped the load")
                               : RunComparison::tr("no measured request succeeded");
            side.title += RunComparison::tr(" [INVALID]");
        }
    }
    return side;
}

} // namespace

const QStringList &RunComparison::statistics()
{
    static const QStringList all{QStringLiteral("mean"), QStringLiteral("p50"),
                                 QStringLiteral("p90"), QStringLiteral("p95"),
                                 QStringLiteral("p99")};
    return all;
}

QList<PeerMetric> RunComparison::llmcapMetrics(const RunDetail &detail)
{
    const MetricSet &o = detail.metrics.overall;
    QList<PeerMetric> out;
    const LatencySummary *summaries[] = {&o.ttft, &o.tpot, &o.itl, &o.e2e};
    QList<PeerMetric> latency = PeerMetricMap::llmcapLatencyMetrics();
    for (int i = 0; i < latency.size(); ++i) {
        if (summaries[i]->count == 0)
            continue;
        putSummary(latency[i], *summaries[i]);
        out.append(latency[i]);
    }
    if (o.succeeded > 0) {
        PeerMetric in = single("input_tokens", PeerMetricMap::tr("Input tokens"), "tokens",
                               double(o.promptTokens) / double(o.succeeded));
        in.stats = {{QStringLiteral("mean"), in.stats.value(QStringLiteral("value"))}};
        out.append(in);
        PeerMetric outTokens = single("output_tokens", PeerMetricMap::tr("Output tokens"), "tokens",
                                      double(o.completionTokens) / double(o.succeeded));
        outTokens.stats = {
            {QStringLiteral("mean"), outTokens.stats.value(QStringLiteral("value"))}};
        out.append(outTokens);
    }
    PeerMetric completed = single("llmcap.completed_rps", tr("Completed req/s (llmcap window)"),
                                  "req/s", o.completedRps);
    completed.note = tr("llmcap's completed requests per second over its measurement window");
    out.append(completed);
    return out;
}

RunComparison RunComparison::build(Side first, Side second)
{
    RunComparison c;
    c.first = std::move(first);
    c.second = std::move(second);
    const auto rowFor = [&c](const PeerMetric &m) -> Row & {
        for (Row &r : c.rows)
            if (r.key == m.key)
                return r;
        Row r;
        r.key = m.key;
        r.label = m.label;
        r.unit = m.unit;
        r.mapped = m.mapped;
        r.note = m.note;
        c.rows.append(r);
        return c.rows.last();
    };
    // llmcap's latency rows first, in their order, so both runs share the same axes.
    for (const PeerMetric &m : PeerMetricMap::llmcapLatencyMetrics())
        if (c.first.metrics.end() !=
                std::find_if(c.first.metrics.begin(), c.first.metrics.end(),
                             [&m](const PeerMetric &x) { return x.key == m.key; }) ||
            c.second.metrics.end() !=
                std::find_if(c.second.metrics.begin(), c.second.metrics.end(),
                             [&m](const PeerMetric &x) { return x.key == m.key; }))
            rowFor(m);
    for (const PeerMetric &m : std::as_const(c.first.metrics))
        rowFor(m).first = m;
    for (const PeerMetric &m : std::as_const(c.second.metrics)) {
        Row &r = rowFor(m);
        r.second = m;
        if (!m.note.isEmpty() && r.note.isEmpty())
            r.note = m.note;
    }
    return c;
}

Result<RunComparison> RunComparison::load(Database &db, qint64 firstId, qint64 secondId)
{
    QString error;
    Side a = sideOf(db, firstId, &error);
    if (!error.isEmpty())
        return Result<RunComparison>::failure(error);
    Side b = sideOf(db, secondId, &error);
    if (!error.isEmpty())
        return Result<RunComparison>::failure(error);
    return build(std::move(a), std::move(b));
}

QString RunComparison::text() const
{
    const QLocale c = QLocale::c();
    const auto cell = [&c](const std::optional<PeerMetric> &m, const QString &stat) {
        if (!m)
            return QStringLiteral("-");
        std::optional<double> v = m->stat(stat);
        if (!v && stat == QLatin1String("mean"))
            v = m->stat(QStringLiteral("value"));
        return v ? c.toString(*v, 'f', 2) : QStringLiteral("-");
    };
    QString out;
    out += tr("A: %1").arg(first.title) + QLatin1Char('\n');
    out += tr("B: %1").arg(second.title) + QLatin1Char('\n');
    for (const auto &[name, side] : {std::pair{"A", &first}, std::pair{"B", &second}})
        if (!side->invalid.isEmpty())
            out += tr("%1 is INVALID (%2): its figures do not measure the server")
                       .arg(QLatin1String(name), side->invalid) +
                   QLatin1Char('\n');
    out += QLatin1Char('\n');
    QString header = tr("metric").leftJustified(40) + tr("unit").leftJustified(8);
    for (const char *side : {"A", "B"})
        for (const QString &s : statistics())
            header += QString(QLatin1String(side) + QLatin1Char(' ') + s).rightJustified(11);
    out += header + QLatin1Char('\n');
    QStringList notes;
    for (const Row &r : rows) {
        QString label = r.label;
        if (!r.mapped) {
            notes.append(QStringLiteral("  * %1: %2").arg(r.label, r.note));
            label += QStringLiteral(" *");
        }
        QString line = label.leftJustified(40) + r.unit.leftJustified(8);
        for (const std::optional<PeerMetric> *m : {&r.first, &r.second})
            for (const QString &s : statistics())
                line += cell(*m, s).rightJustified(11);
        out += line + QLatin1Char('\n');
    }
    if (!notes.isEmpty())
        out += QLatin1Char('\n') +
               tr("* not llmcap's definition, shown under the tool's own name:") +
               QLatin1Char('\n') + notes.join(QLatin1Char('\n')) + QLatin1Char('\n');
    return out;
}

} // namespace llmcap
