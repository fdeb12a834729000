#include "bench/RunReport.h"

#include "bench/LatencySketch.h"
#include "util/AtomicFile.h"
#include "util/ProtectedFiles.h"

#include <QDir>
#include <QIODevice>
#include <QTextStream>

#include <cmath>

namespace llmcap {

namespace {

QString ms(double v)
{
    return QString::number(v, 'f', v >= 100 ? 1 : 2);
}

QString row(const QString &label, const LatencySummary &s)
{
    // "~" in the label's last column: percentiles from LatencySketch's buckets, said under the
    // table.
    QString name = label.leftJustified(18);
    if (!s.exact)
        name[17] = QLatin1Char('~');
    QString line = name + QString::number(s.count).rightJustified(8);
    if (s.count == 0)
        return line + QLatin1String("       -");
    for (double v : {s.mean, s.p50, s.p90, s.p95, s.p99, s.p999, s.max})
        line += ms(v).rightJustified(10);
    return line;
}

QString latencyTable(const MetricSet &m)
{
    QString t =
        QStringLiteral("%1%2%3%4%5%6%7%8%9\n")
            .arg(QString().leftJustified(18), QStringLiteral("n").rightJustified(8),
                 QStringLiteral("mean").rightJustified(10),
                 QStringLiteral("p50").rightJustified(10), QStringLiteral("p90").rightJustified(10),
                 QStringLiteral("p95").rightJustified(10), QStringLiteral("p99").rightJustified(10),
                 QStringLiteral("p99.9").rightJustified(10),
                 QStringLiteral("max").rightJustified(10));
    t += row(QStringLiteral("TTFT ms"), m.ttft) + QLatin1Char('\n');
    t += row(QStringLiteral("ITL ms"), m.itl) + QLatin1Char('\n');
    t += row(QStringLiteral("TPOT ms"), m.tpot) + QLatin1Char('\n');
    t += row(QStringLiteral("E2E ms"), m.e2e) + QLatin1Char('\n');
    t += row(QStringLiteral("schedule lag ms"), m.scheduleLag) + QLatin1Char('\n');
    if (m.queue.count > 0)
        t += row(QStringLiteral("queue ms (server)"), m.queue) + QLatin1Char('\n');
    if (m.clientOverhead.count > 0)
        t += row(QStringLiteral("client overhead"), m.clientOverhead) + QLatin1Char('\n');
    const bool approximate = !m.ttft.exact || !m.itl.exact || !m.tpot.exact || !m.e2e.exact ||
                             !m.scheduleLag.exact || !m.queue.exact || !m.clientOverhead.exact;
    if (approximate)
        t += RunReport::tr("~ percentiles from buckets (more than %1 samples): each within %2 % "
                           "of the exact value; n, mean and max are exact")
                 .arg(LatencySketch::kExactSamples)
                 .arg(100 * LatencySketch::kRelativeAccuracy) +
             QLatin1Char('\n');
    return t;
}

QString outcomes(const MetricSet &m)
{
    QStringList parts;
    for (auto it = m.outcomes.begin(); it != m.outcomes.end(); ++it)
        if (it.key() != QLatin1String("none"))
            parts.append(QStringLiteral("%1 %2").arg(it.key()).arg(it.value()));
    return parts.join(QLatin1String(", "));
}

QString opt(qint64 v)
{
    return v >= 0 ? QString::number(v) : QString();
}

QString optMs(qint64 ns)
{
    return ns >= 0 ? QString::number(double(ns) / 1e6, 'f', 3) : QString();
}

QString optMs(std::optional<double> v)
{
    return v ? QString::number(*v, 'f', 3) : QString();
}

QString optReported(double v)
{
    return v >= 0 ? QString::number(v, 'f', 3) : QString();
}

QString csvText(QString text)
{
    if (text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) ||
        text.contains(QLatin1Char('\n'))) {
        text.replace(QLatin1Char('"'), QLatin1String("\"\""));
        return QLatin1Char('"') + text + QLatin1Char('"');
    }
    return text;
}

} // namespace

QString RunReport::summary(const RunResult &result, const QString &headline)
{
    const RunMetrics &m = result.metrics;
    const MetricSet &o = m.overall;
    QString text;
    QTextStream s(&text);
    s << headline << '\n';
    if (m.isValid())
        s << tr("verdict: valid") << '\n';
    else
        s << tr("verdict: INVALID") << '\n';
    for (const QString &p : m.problems())
        s << "  ! " << p << '\n';
    s << tr("requests: %1 due, %2 succeeded, %3 errors (%4 %), %5 cancelled, %6 stopped early, "
            "%7 client-queued")
             .arg(o.due)
             .arg(o.succeeded)
             .arg(o.errors)
             .arg(o.errorRatePct, 0, 'f', 2)
             .arg(o.cancelled)
             .arg(o.stoppedEarly)
             .arg(o.clientQueued)
      << '\n';
    if (const QString out = outcomes(o); !out.isEmpty())
        s << tr("outcomes: %1").arg(out) << '\n';
    s << tr("rates: offered %1/s, sent %2/s, completed %3/s; tokens in %4/s, out %5/s")
             .arg(o.offeredRps, 0, 'f', 2)
             .arg(o.sentRps, 0, 'f', 2)
             .arg(o.completedRps, 0, 'f', 2)
             .arg(o.inputTokensPerS, 0, 'f', 0)
             .arg(o.outputTokensPerS, 0, 'f', 0)
      << "\n\n";
    s << latencyTable(o);
    if (m.classes.size() > 1) {
        for (const MetricSet &c : m.classes) {
            s << '\n'
              << tr("class %1: %2 due, %3 succeeded, %4 errors, completed %5/s")
                     .arg(c.className)
                     .arg(c.due)
                     .arg(c.succeeded)
                     .arg(c.errors)
                     .arg(c.completedRps, 0, 'f', 2)
              << '\n'
              << latencyTable(c);
        }
    }
    if (result.slo) {
        const SloResult &r = *result.slo;
        s << '\n'
          << (r.met ? tr("SLO %1: met").arg(r.sloName) : tr("SLO %1: NOT met").arg(r.sloName))
          << '\n'
          << tr("  attainment %1 % (%2 good of %3), goodput %4 req/s, error rate %5 % (limit %6 %)")
                 .arg(r.attainmentPct, 0, 'f', 2)
                 .arg(r.good)
                 .arg(r.due)
                 .arg(r.goodputRps, 0, 'f', 2)
                 .arg(r.errorRatePct, 0, 'f', 2)
                 .arg(r.maxErrorRatePct)
          << '\n';
        for (const ObjectiveResult &x : r.objectives) {
            if (!x.evaluated)
                continue;
            s << QStringLiteral("  %1 %2 <= %3 ms: %4 % (target %5 %) %6")
                     .arg(x.className, Slo::label(x.objective.metric))
                     .arg(x.objective.thresholdMs)
                     .arg(x.attainmentPct, 0, 'f', 2)
                     .arg(x.objective.attainmentPct)
                     .arg(x.met ? tr("met") : tr("missed"))
              << '\n';
        }
        for (const QString &n : r.notes)
            s << "  " << n << '\n';
    }
    if (result.runSummary) {
        s << '\n';
        for (const QString &line : result.runSummary->textLines())
            s << line << '\n';
    }
    const ServerWindowSummary &v = result.server;
    if (!v.isEmpty()) {
        // A runtime that does not export a gauge (llama.cpp mainline, Triton without its
        // TensorRT-LLM backend) leaves it at -1: say so rather than print it.
        const auto gauge = [](double mean, double max) {
            return mean < 0 ? tr("not reported")
                            : tr("mean %1 max %2").arg(mean, 0, 'f', 1).arg(max, 0, 'f', 0);
        };
        s << '\n'
          << tr("server (%1, %2 samples): running %3, waiting %4")
                 .arg(v.runtime.isEmpty() ? QStringLiteral("?") : v.runtime)
                 .arg(v.samples)
                 .arg(gauge(v.runningMean, v.runningMax), gauge(v.waitingMean, v.waitingMax))
          << '\n';
        if (v.kvUsageMean >= 0)
            s << tr("  KV usage mean %1 % max %2 %")
                     .arg(v.kvUsageMean * 100, 0, 'f', 1)
                     .arg(v.kvUsageMax * 100, 0, 'f', 1)
              << '\n';
        if (v.preemptions >= 0)
            s << tr("  preemptions %1").arg(v.preemptions) << '\n';
        if (v.prefixHitRatePct >= 0)
            s << tr("  prefix-cache hit rate %1 %").arg(v.prefixHitRatePct, 0, 'f', 1) << '\n';
        if (v.queueMeanMs >= 0) {
            // A histogram tells the bucket, never more (issue 20: an interpolated 150 ms for a
            // 0.19 ms queue); per-request timings, when the server gave them, are the finer view.
            const auto bucket = [](double lowMs, double highMs) {
                if (!std::isfinite(highMs))
                    return tr("above %1 ms").arg(ms(lowMs));
                if (lowMs <= 0)
                    return tr("at most %1 ms").arg(ms(highMs));
                return tr("%1-%2 ms").arg(ms(lowMs), ms(highMs));
            };
            s << tr("  queue time mean %1 ms, p50 %2, p99 %3 (server histogram buckets%4)")
                     .arg(ms(v.queueMeanMs), bucket(v.queueP50LowMs, v.queueP50HighMs),
                          bucket(v.queueP99LowMs, v.queueP99HighMs),
                          o.queue.count > 0 ? tr("; the per-request server queue above is finer")
                                            : QString())
              << '\n';
        }
    }
    const QStringList warnings = m.warnings();
    if (!warnings.isEmpty() || !result.notes.isEmpty()) {
        s << '\n';
        for (const QString &w : warnings)
            s << tr("warning: %1").arg(w) << '\n';

        for (const QString &n : result.notes)
            s << tr("note: %1").arg(n) << '\n';
    }
    s.flush();
    return text;
}

QStringList RunReport::csvColumns()
{
    return {QStringLiteral("index"),
            QStringLiteral("class"),
            QStringLiteral("phase"),
            QStringLiteral("scheduled_ms"),
            QStringLiteral("dispatched_ms"),
            QStringLiteral("sent_ms"),
            QStringLiteral("first_byte_ms"),
            QStringLiteral("first_token_ms"),
            QStringLiteral("last_token_ms"),
            QStringLiteral("end_ms"),
            QStringLiteral("schedule_lag_ms"),
            QStringLiteral("client_queued"),
            QStringLiteral("ttft_ms"),
            QStringLiteral("tpot_ms"),
            QStringLiteral("e2e_ms"),
            QStringLiteral("output_chunks"),
            QStringLiteral("planned_input_tokens"),
            QStringLiteral("planned_output_tokens"),
            QStringLiteral("prompt_tokens"),
            QStringLiteral("completion_tokens"),
            QStringLiteral("cached_tokens"),
            QStringLiteral("server_queue_ms"),
            QStringLiteral("server_prefill_ms"),
            QStringLiteral("server_decode_ms"),
            QStringLiteral("server_ttft_ms"),
            QStringLiteral("server_e2e_ms"),
            QStringLiteral("server_preemptions"),
            QStringLiteral("http_status"),
            QStringLiteral("outcome"),
            QStringLiteral("finish_reason"),
            QStringLiteral("error_message"),
            QStringLiteral("request_id"),
            QStringLiteral("trace_id"),
            QStringLiteral("span_id")};
}

QString RunReport::csvComments()
{
    QString text;
    QTextStream s(&text);
    s << "# llmcap per-request export; times in ms from the run's start instant; empty = "
         "never happened or not reported\n";
    const QJsonObject definitions = RunMetrics::definitions();
    for (auto it = definitions.begin(); it != definitions.end(); ++it)
        s << "# " << it.key() << ": " << it.value().toString() << '\n';
    s.flush();
    return text;
}

QStringList RunReport::csvRow(const RequestRecord &r)
{
    const ReportedTimings &t = r.server;
    return {QString::number(r.index),
            csvText(r.className),
            r.warmup ? QStringLiteral("warmup") : QStringLiteral("measured"),
            optMs(r.scheduledNs),
            optMs(r.dispatchedNs),
            optMs(r.sentNs),
            optMs(r.firstByteNs),
            optMs(r.firstTokenNs),
            optMs(r.lastTokenNs),
            optMs(r.endNs),
            r.dispatchedNs >= 0 ? QString::number(r.scheduleLagMs(), 'f', 3) : QString(),
            r.clientQueued ? QStringLiteral("1") : QStringLiteral("0"),
            optMs(r.ttftMs()),
            optMs(r.tpotMs()),
            r.succeeded() ? optMs(r.e2eMs()) : QString(),
            QString::number(r.chunks.size()),
            QString::number(r.plannedInputTokens),
            QString::number(r.plannedOutputTokens),
            opt(r.promptTokens),
            opt(r.completionTokens),
            opt(r.cachedTokens),
            optReported(t.queueMs),
            optReported(t.prefillMs),
            optReported(t.decodeMs),
            optReported(t.ttftMs),
            optReported(t.e2eMs),
            opt(t.preemptions),
            r.httpStatus > 0 ? QString::number(r.httpStatus) : QString(),
            ErrorCategories::key(r.error),
            csvText(r.finishReason),
            csvText(r.errorMessage),
            csvText(r.requestId),
            csvText(r.traceId),
            csvText(r.spanId)};
}

QByteArray RunReport::csv(const std::vector<RequestRecord> &records)
{
    QString text = csvComments();
    QTextStream s(&text, QIODevice::Append);
    s << csvColumns().join(QLatin1Char(',')) << '\n';
    for (const RequestRecord &r : records)
        s << csvRow(r).join(QLatin1Char(',')) << '\n';
    s.flush();
    return text.toUtf8();
}

Status RunReport::writeCsv(const QString &path, const std::vector<RequestRecord> &records)
{
    return AtomicFile::write(path, csv(records));
}

RunCsvWriter::RunCsvWriter(const QString &path)
    : m_path(path)
    , m_file(path)
{}

Result<std::unique_ptr<RunCsvWriter>> RunCsvWriter::open(const QString &path)
{
    using R = Result<std::unique_ptr<RunCsvWriter>>;
    if (const QString refused = ProtectedFiles::refusal(path); !refused.isEmpty())
        return R::failure(refused);
    std::unique_ptr<RunCsvWriter> w(new RunCsvWriter(path));
    if (!w->m_file.open(QIODevice::WriteOnly))
        return R::failure(
            tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), w->m_file.errorString()));
    w->write(RunReport::csvComments() + RunReport::csvColumns().join(QLatin1Char(',')) +
             QLatin1Char('\n'));
    return R(std::move(w));
}

bool RunCsvWriter::write(const QString &text)
{
    if (!m_error.isEmpty())
        return false;
    const QByteArray bytes = text.toUtf8();
    if (m_file.write(bytes) != bytes.size()) {
        m_error = m_file.errorString();
        m_file.cancelWriting();
        return false;
    }
    return true;
}

void RunCsvWriter::append(const std::vector<RequestRecord> &records, qsizetype from)
{
    QString text;
    for (size_t i = size_t(std::max<qsizetype>(0, from)); i < records.size(); ++i)
        text += RunReport::csvRow(records[i]).join(QLatin1Char(',')) + QLatin1Char('\n');
    if (!text.isEmpty())
        write(text);
}

Status RunCsvWriter::commit()
{
    if (m_error.isEmpty() && !m_file.commit())
        m_error = m_file.errorString();
    if (!m_error.isEmpty())
        return Status::failure(
            tr("cannot write %1: %2").arg(QDir::toNativeSeparators(m_path), m_error));
    return {};
}

} // namespace llmcap
