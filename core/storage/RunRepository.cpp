#include "storage/RunRepository.h"

#include "storage/ChunkCodec.h"
#include "storage/Database.h"
#include "storage/DatabaseHolders.h"
#include "storage/SqlStatement.h"

#include <QJsonDocument>

namespace llmcap {

namespace {

QString toText(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QJsonObject fromText(const QString &text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

void bindOptional(SqlStatement &s, int index, qint64 value)
{
    if (value < 0)
        s.bindNull(index);
    else
        s.bind(index, value);
}

qint64 optional(const SqlStatement &s, int column)
{
    return s.isNull(column) ? -1 : s.int64(column);
}

const char *kRunColumns =
    "id, project_id, sweep_id, step_index, label, mode, status, started_at, origin_epoch_ms, "
    "finished_at, config, serving_config, window_start_ns, window_end_ns, summary, external_tool";

RunInfo readRun(const SqlStatement &s)
{
    RunInfo r;
    r.id = s.int64(0);
    r.projectId = s.isNull(1) ? 0 : s.int64(1);
    if (!s.isNull(2))
        r.sweepId = s.int64(2);
    r.stepIndex = s.isNull(3) ? 0 : int(s.int64(3));
    r.label = s.text(4);
    r.closedLoop = s.text(5) == QLatin1String("closed-loop");
    r.status = RunInfo::parseStatus(s.text(6));
    r.startedAt = QDateTime::fromString(s.text(7), Qt::ISODateWithMs);
    r.originEpochMs = s.int64(8);
    if (!s.isNull(9))
        r.finishedAt = QDateTime::fromString(s.text(9), Qt::ISODateWithMs);
    r.config = fromText(s.text(10));
    r.servingConfig = fromText(s.text(11));
    r.window = {optional(s, 12), optional(s, 13)};
    if (!s.isNull(14))
        r.summary = fromText(s.text(14));
    if (!s.isNull(15))
        r.externalTool = s.text(15);
    return r;
}

} // namespace

QString RunInfo::statusKey(Status status)
{
    switch (status) {
    case Status::Running:
        return QStringLiteral("running");
    case Status::Completed:
        return QStringLiteral("completed");
    case Status::Interrupted:
        return QStringLiteral("interrupted");
    case Status::Failed:
        return QStringLiteral("failed");
    case Status::Incomplete:
        return QStringLiteral("incomplete");
    }
    return {};
}

RunInfo::Status RunInfo::parseStatus(const QString &key)
{
    for (Status s : {Status::Running, Status::Completed, Status::Interrupted, Status::Failed,
                     Status::Incomplete})
        if (statusKey(s) == key)
            return s;
    return Status::Failed;
}

RunRepository::RunRepository(Database &db)
    : m_db(db)
{}

Result<qint64> RunRepository::createRun(const RunInfo &run)
{
    SqlStatement s(m_db.handle(),
                   "INSERT INTO runs (project_id, sweep_id, step_index, label, mode, status, "
                   "started_at, origin_epoch_ms, config, serving_config, window_start_ns, "
                   "window_end_ns, owner) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    if (run.projectId > 0)
        s.bind(1, run.projectId);
    else
        s.bindNull(1);
    if (run.sweepId) {
        s.bind(2, *run.sweepId);
        s.bind(3, run.stepIndex);
    } else {
        s.bindNull(2);
        s.bindNull(3);
    }
    const QDateTime started =
        run.startedAt.isValid() ? run.startedAt : QDateTime::currentDateTimeUtc();
    s.bind(4, run.label)
        .bind(5, run.closedLoop ? QStringLiteral("closed-loop") : QStringLiteral("open-loop"))
        .bind(6, RunInfo::statusKey(run.status))
        .bind(7, started.toUTC().toString(Qt::ISODateWithMs))
        .bind(8, run.originEpochMs)
        .bind(9, toText(run.config))
        .bind(10, toText(run.servingConfig));
    bindOptional(s, 11, run.window.startNs);
    bindOptional(s, 12, run.window.endNs);
    s.bind(13, DatabaseHolders::processTag());
    if (!s.exec())
        return Result<qint64>::failure(tr("cannot store the run: %1").arg(s.error()));
    return m_db.lastInsertRowId();
}

Result<qint64> RunRepository::createExternalRun(const RunInfo &run)
{
    SqlStatement s(m_db.handle(),
                   "INSERT INTO runs (project_id, label, mode, status, started_at, "
                   "origin_epoch_ms, finished_at, config, serving_config, summary, external_tool) "
                   "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    if (run.projectId > 0)
        s.bind(1, run.projectId);
    else
        s.bindNull(1);
    const QDateTime started =
        run.startedAt.isValid() ? run.startedAt : QDateTime::currentDateTimeUtc();
    const QDateTime finished = run.finishedAt.isValid() ? run.finishedAt : started;
    s.bind(2, run.label)
        .bind(3, run.closedLoop ? QStringLiteral("closed-loop") : QStringLiteral("open-loop"))
        .bind(4, RunInfo::statusKey(RunInfo::Status::Completed))
        .bind(5, started.toUTC().toString(Qt::ISODateWithMs))
        .bind(6, run.originEpochMs)
        .bind(7, finished.toUTC().toString(Qt::ISODateWithMs))
        .bind(8, toText(run.config))
        .bind(9, toText(run.servingConfig))
        .bind(10, toText(run.summary))
        .bind(11, run.externalTool);
    if (!s.exec())
        return Result<qint64>::failure(tr("cannot store the imported run: %1").arg(s.error()));
    return m_db.lastInsertRowId();
}

Result<qint64> RunRepository::findExternalRun(qint64 projectId, const QString &fingerprint)
{
    SqlStatement s(m_db.handle(), "SELECT id FROM runs WHERE external_tool IS NOT NULL AND "
                                  "json_extract(config, '$.external.fingerprint') = ? AND "
                                  "COALESCE(project_id, 0) = ? ORDER BY id LIMIT 1");
    s.bind(1, fingerprint).bind(2, projectId);
    switch (s.step()) {
    case SqlStatement::Step::Row:
        return s.int64(0);
    case SqlStatement::Step::Done:
        return qint64(0);
    case SqlStatement::Step::Error:
        break;
    }
    return Result<qint64>::failure(tr("cannot look up imported runs: %1").arg(s.error()));
}

Status RunRepository::finishRun(qint64 runId, RunInfo::Status status, const RunWindow &window,
                                const QJsonObject &summary)
{
    SqlStatement s(m_db.handle(), "UPDATE runs SET status = ?, finished_at = ?, "
                                  "window_start_ns = ?, window_end_ns = ?, summary = ? "
                                  "WHERE id = ?");
    s.bind(1, RunInfo::statusKey(status))
        .bind(2, QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    bindOptional(s, 3, window.startNs);
    bindOptional(s, 4, window.endNs);
    s.bind(5, toText(summary)).bind(6, runId);
    if (!s.exec())
        return Status::failure(tr("cannot finish run %1: %2").arg(runId).arg(s.error()));
    return {};
}

Status RunRepository::insertRequests(qint64 runId, const std::vector<RequestRecord> &records)
{
    SqlStatement s(
        m_db.handle(),
        "INSERT OR REPLACE INTO run_requests (run_id, idx, class, warmup, "
        "client_queued, scheduled_ns, dispatched_ns, sent_ns, first_byte_ns, "
        "first_token_ns, last_token_ns, end_ns, chunks, planned_input_tokens, "
        "planned_output_tokens, prompt_tokens, completion_tokens, cached_tokens, "
        "server_timings, http_status, outcome, error_message, finish_reason, "
        "request_id, prompt_text, output_text, plan_run_id, call_index, trace_id, span_id) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
        "?, ?, ?, ?, ?, ?)");
    for (const RequestRecord &r : records) {
        s.reset();
        s.bind(1, runId).bind(2, r.index).bind(3, r.className).bind(4, r.warmup ? 1 : 0);
        s.bind(5, r.clientQueued ? 1 : 0).bind(6, r.scheduledNs);
        bindOptional(s, 7, r.dispatchedNs);
        bindOptional(s, 8, r.sentNs);
        bindOptional(s, 9, r.firstByteNs);
        bindOptional(s, 10, r.firstTokenNs);
        bindOptional(s, 11, r.lastTokenNs);
        bindOptional(s, 12, r.endNs);
        s.bind(13, ChunkCodec::encode(r.chunks, r.scheduledNs));
        s.bind(14, r.plannedInputTokens).bind(15, r.plannedOutputTokens);
        bindOptional(s, 16, r.promptTokens);
        bindOptional(s, 17, r.completionTokens);
        bindOptional(s, 18, r.cachedTokens);
        if (r.server.any())
            s.bind(19, toText(r.server.toJson()));
        else
            s.bindNull(19);
        s.bind(20, r.httpStatus).bind(21, ErrorCategories::key(r.error));
        s.bind(22, r.errorMessage).bind(23, r.finishReason).bind(24, r.requestId);
        if (r.promptText.isEmpty())
            s.bindNull(25);
        else
            s.bind(25, r.promptText);
        if (r.outputText.isEmpty())
            s.bindNull(26);
        else
            s.bind(26, r.outputText);
        if (r.runId.isEmpty())
            s.bindNull(27);
        else
            s.bind(27, r.runId);
        bindOptional(s, 28, qint64(r.callIndex));
        for (const auto &[column, text] : {std::pair{29, &r.traceId}, std::pair{30, &r.spanId}}) {
            if (text->isEmpty())
                s.bindNull(column);
            else
                s.bind(column, *text);
        }
        if (!s.exec())
            return Status::failure(tr("cannot store request %1: %2").arg(r.index).arg(s.error()));
    }
    return {};
}

Status RunRepository::insertServerSamples(qint64 runId,
                                          const std::vector<ServerMetricsSample> &samples)
{
    SqlStatement s(m_db.handle(), "INSERT OR REPLACE INTO run_server_samples (run_id, t_ns, "
                                  "sample) VALUES (?, ?, ?)");
    for (const ServerMetricsSample &sample : samples) {
        s.reset();
        s.bind(1, runId).bind(2, sample.tNs).bind(3, toText(sample.toJson()));
        if (!s.exec())
            return Status::failure(tr("cannot store a server metrics sample: %1").arg(s.error()));
    }
    return {};
}

Result<RunInfo> RunRepository::run(qint64 runId) const
{
    const QByteArray sql = QByteArray("SELECT ") + kRunColumns + " FROM runs WHERE id = ?";
    SqlStatement s(m_db.handle(), sql.constData());
    s.bind(1, runId);
    switch (s.step()) {
    case SqlStatement::Step::Row:
        return readRun(s);
    case SqlStatement::Step::Done:
        return Result<RunInfo>::failure(tr("there is no run %1").arg(runId));
    case SqlStatement::Step::Error:
        break;
    }
    return Result<RunInfo>::failure(s.error());
}

Result<QList<RunInfo>> RunRepository::runs(std::optional<qint64> sweepId) const
{
    const QByteArray sql = QByteArray("SELECT ") + kRunColumns +
                           (sweepId ? " FROM runs WHERE sweep_id = ? ORDER BY step_index, id"
                                    : " FROM runs ORDER BY id DESC");
    SqlStatement s(m_db.handle(), sql.constData());
    if (sweepId)
        s.bind(1, *sweepId);
    QList<RunInfo> out;
    SqlStatement::Step step;
    while ((step = s.step()) == SqlStatement::Step::Row)
        out.append(readRun(s));
    if (step == SqlStatement::Step::Error)
        return Result<QList<RunInfo>>::failure(s.error());
    return out;
}

Result<std::vector<RequestRecord>> RunRepository::requests(qint64 runId) const
{
    SqlStatement s(m_db.handle(),
                   "SELECT idx, class, warmup, client_queued, scheduled_ns, dispatched_ns, "
                   "sent_ns, first_byte_ns, first_token_ns, last_token_ns, end_ns, chunks, "
                   "planned_input_tokens, planned_output_tokens, prompt_tokens, "
                   "completion_tokens, cached_tokens, server_timings, http_status, outcome, "
                   "error_message, finish_reason, request_id, prompt_text, output_text, "
                   "plan_run_id, call_index, trace_id, span_id FROM run_requests WHERE run_id = ? "
                   "ORDER BY idx");
    s.bind(1, runId);
    std::vector<RequestRecord> out;
    SqlStatement::Step step;
    while ((step = s.step()) == SqlStatement::Step::Row) {
        RequestRecord r;
        r.index = s.int64(0);
        r.className = s.text(1);
        r.warmup = s.int64(2) != 0;
        r.clientQueued = s.int64(3) != 0;
        r.scheduledNs = s.int64(4);
        r.dispatchedNs = optional(s, 5);
        r.sentNs = optional(s, 6);
        r.firstByteNs = optional(s, 7);
        r.firstTokenNs = optional(s, 8);
        r.lastTokenNs = optional(s, 9);
        r.endNs = optional(s, 10);
        if (!ChunkCodec::decode(s.blob(11), r.scheduledNs, &r.chunks))
            return Result<std::vector<RequestRecord>>::failure(
                tr("run %1, request %2: damaged chunk data").arg(runId).arg(r.index));
        r.plannedInputTokens = int(s.int64(12));
        r.plannedOutputTokens = int(s.int64(13));
        r.promptTokens = optional(s, 14);
        r.completionTokens = optional(s, 15);
        r.cachedTokens = optional(s, 16);
        if (!s.isNull(17))
            r.server = ReportedTimings::fromJson(fromText(s.text(17)));
        r.httpStatus = int(s.int64(18));
        r.error = ErrorCategories::fromKey(s.text(19));
        r.errorMessage = s.text(20);
        r.finishReason = s.text(21);
        r.requestId = s.text(22);
        r.promptText = s.text(23);
        r.outputText = s.text(24);
        r.runId = s.text(25);
        r.callIndex = int(optional(s, 26));
        r.traceId = s.text(27);
        r.spanId = s.text(28);
        out.push_back(std::move(r));
    }
    if (step == SqlStatement::Step::Error)
        return Result<std::vector<RequestRecord>>::failure(s.error());
    return out;
}

Result<std::vector<ServerMetricsSample>> RunRepository::serverSamples(qint64 runId) const
{
    SqlStatement s(m_db.handle(),
                   "SELECT sample FROM run_server_samples WHERE run_id = ? ORDER BY t_ns");
    s.bind(1, runId);
    std::vector<ServerMetricsSample> out;
    SqlStatement::Step step;
    while ((step = s.step()) == SqlStatement::Step::Row)
        out.push_back(ServerMetricsSample::fromJson(fromText(s.text(0))));
    if (step == SqlStatement::Step::Error)
        return Result<std::vector<ServerMetricsSample>>::failure(s.error());
    return out;
}

Result<qint64> RunRepository::requestCount(qint64 runId) const
{
    SqlStatement s(m_db.handle(), "SELECT COUNT(*) FROM run_requests WHERE run_id = ?");
    s.bind(1, runId);
    if (s.step() != SqlStatement::Step::Row)
        return Result<qint64>::failure(s.error());
    return s.int64(0);
}

} // namespace llmcap
