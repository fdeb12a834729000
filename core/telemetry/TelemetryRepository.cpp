#include "telemetry/TelemetryRepository.h"

#include "storage/Database.h"
#include "storage/SqlStatement.h"

#include <QFileInfo>
#include <QJsonDocument>

namespace llmcap {

namespace {

#define LLMCAP_DATASET_SELECT                                                                      \
    "SELECT id, COALESCE(project_id, 0), name, format, source_file, imported_at, first_ms, "       \
    "last_ms, records, llm_calls, runs, skipped, retention FROM telemetry_datasets"

#define LLMCAP_RECORD_COLUMNS                                                                      \
    "kind, start_ms, duration_ms, ttft_ms, input_tokens, output_tokens, cached_tokens, model, "    \
    "provider, name, tool_name, span_id, parent_id, run_id, session_id, user_id, status, "         \
    "error_type, retry, prefix_group, reused_prefix, attributes"

TelemetryDataset readDataset(const SqlStatement &q)
{
    TelemetryDataset d;
    d.id = q.int64(0);
    d.projectId = q.int64(1);
    d.name = q.text(2);
    d.format = q.text(3);
    d.sourceFile = q.text(4);
    d.importedAt = QDateTime::fromString(q.text(5), Qt::ISODate);
    d.firstMs = q.int64(6);
    d.lastMs = q.int64(7);
    d.records = q.int64(8);
    d.llmCalls = q.int64(9);
    d.runs = q.int64(10);
    d.skipped = q.int64(11);
    d.retention = QJsonDocument::fromJson(q.text(12).toUtf8()).object();
    return d;
}

void bindText(SqlStatement &q, int index, const QString &value)
{
    if (value.isEmpty())
        q.bindNull(index);
    else
        q.bind(index, value);
}

void bindCount(SqlStatement &q, int index, int value)
{
    if (value < 0)
        q.bindNull(index);
    else
        q.bind(index, value);
}

void bindReal(SqlStatement &q, int index, double value)
{
    if (std::isnan(value))
        q.bindNull(index);
    else
        q.bind(index, value);
}

TelemetryRecord readRecord(const SqlStatement &q)
{
    TelemetryRecord r;
    const auto count = [&q](int column) { return q.isNull(column) ? -1 : int(q.int64(column)); };
    const auto real = [&q](int column) {
        return q.isNull(column) ? TelemetryRecord::kUnknown : q.real(column);
    };
    r.kind = TelemetryRecord::Kind(std::clamp<qint64>(q.int64(0), 0, 3));
    r.startMs = q.int64(1);
    r.durationMs = real(2);
    r.ttftMs = real(3);
    r.inputTokens = count(4);
    r.outputTokens = count(5);
    r.cachedInputTokens = count(6);
    r.model = q.text(7);
    r.provider = q.text(8);
    r.name = q.text(9);
    r.toolName = q.text(10);
    r.spanId = q.text(11);
    r.parentId = q.text(12);
    r.runId = q.text(13);
    r.sessionId = q.text(14);
    r.userId = q.text(15);
    r.status = TelemetryRecord::Status(std::clamp<qint64>(q.int64(16), 0, 3));
    r.errorType = q.text(17);
    r.retry = q.int64(18) != 0;
    r.prefixGroup = q.text(19);
    r.reusedPrefixTokens = count(20);
    if (!q.isNull(21))
        r.attributes = QJsonDocument::fromJson(q.text(21).toUtf8()).object();
    return r;
}

} // namespace

TelemetryRepository::Writer::Writer(Database &db, qint64 datasetId)
    : m_insert(std::make_unique<SqlStatement>(
          db.handle(), "INSERT INTO telemetry_records (dataset_id, seq, " LLMCAP_RECORD_COLUMNS
                       ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                       "?, ?, ?, ?)"))
    , m_datasetId(datasetId)
{}

TelemetryRepository::Writer::~Writer() = default;

Status TelemetryRepository::Writer::add(const TelemetryRecord &r)
{
    SqlStatement &q = *m_insert;
    if (!q.ok())
        return Status::failure(q.error());
    q.reset();
    q.bind(1, m_datasetId).bind(2, ++m_seq).bind(3, int(r.kind)).bind(4, r.startMs);
    bindReal(q, 5, r.durationMs);
    bindReal(q, 6, r.ttftMs);
    bindCount(q, 7, r.inputTokens);
    bindCount(q, 8, r.outputTokens);
    bindCount(q, 9, r.cachedInputTokens);
    bindText(q, 10, r.model);
    bindText(q, 11, r.provider);
    bindText(q, 12, r.name);
    bindText(q, 13, r.toolName);
    bindText(q, 14, r.spanId);
    bindText(q, 15, r.parentId);
    bindText(q, 16, r.runId);
    bindText(q, 17, r.sessionId);
    bindText(q, 18, r.userId);
    q.bind(19, int(r.status));
    bindText(q, 20, r.errorType);
    q.bind(21, r.retry ? 1 : 0);
    bindText(q, 22, r.prefixGroup);
    bindCount(q, 23, r.reusedPrefixTokens);
    if (r.attributes.isEmpty())
        q.bindNull(24);
    else
        q.bind(24, QString::fromUtf8(QJsonDocument(r.attributes).toJson(QJsonDocument::Compact)));
    if (!q.exec())
        return Status::failure(q.error());
    return {};
}

Result<qint64> TelemetryRepository::create(const TelemetryDataset &dataset)
{
    if (dataset.name.trimmed().isEmpty())
        return Result<qint64>::failure(tr("a telemetry dataset needs a name"));
    SqlStatement q(m_db.handle(),
                   "INSERT INTO telemetry_datasets (project_id, name, format, source_file, "
                   "imported_at) VALUES (?, ?, ?, ?, ?)");
    if (dataset.projectId > 0)
        q.bind(1, dataset.projectId);
    else
        q.bindNull(1);
    const QDateTime at =
        dataset.importedAt.isValid() ? dataset.importedAt : QDateTime::currentDateTimeUtc();
    q.bind(2, dataset.name.trimmed())
        .bind(3, dataset.format)
        .bind(4, QFileInfo(dataset.sourceFile).fileName())
        .bind(5, at.toUTC().toString(Qt::ISODateWithMs));
    if (!q.exec())
        return Result<qint64>::failure(q.error());
    return m_db.lastInsertRowId();
}

std::unique_ptr<TelemetryRepository::Writer> TelemetryRepository::writer(qint64 datasetId)
{
    return std::unique_ptr<Writer>(new Writer(m_db, datasetId));
}

Status TelemetryRepository::finish(const TelemetryDataset &d)
{
    SqlStatement q(m_db.handle(),
                   "UPDATE telemetry_datasets SET first_ms = ?, last_ms = ?, records = ?, "
                   "llm_calls = ?, runs = ?, skipped = ?, retention = ? WHERE id = ?");
    q.bind(1, d.firstMs)
        .bind(2, d.lastMs)
        .bind(3, d.records)
        .bind(4, d.llmCalls)
        .bind(5, d.runs)
        .bind(6, d.skipped)
        .bind(7, QString::fromUtf8(QJsonDocument(d.retention).toJson(QJsonDocument::Compact)))
        .bind(8, d.id);
    if (!q.exec())
        return Status::failure(q.error());
    return {};
}

Result<QList<TelemetryDataset>> TelemetryRepository::list(qint64 projectId) const
{
    SqlStatement q(m_db.handle(),
                   projectId < 0 ? LLMCAP_DATASET_SELECT " ORDER BY imported_at, id"
                                 : LLMCAP_DATASET_SELECT
                       " WHERE COALESCE(project_id, 0) = ? ORDER BY imported_at, id");
    if (projectId >= 0)
        q.bind(1, projectId);
    QList<TelemetryDataset> all;
    SqlStatement::Step s;
    while ((s = q.step()) == SqlStatement::Step::Row)
        all.append(readDataset(q));
    if (s == SqlStatement::Step::Error)
        return Result<QList<TelemetryDataset>>::failure(q.error());
    return all;
}

std::optional<TelemetryDataset> TelemetryRepository::find(qint64 id) const
{
    SqlStatement q(m_db.handle(), LLMCAP_DATASET_SELECT " WHERE id = ?");
    q.bind(1, id);
    if (q.step() != SqlStatement::Step::Row)
        return std::nullopt;
    return readDataset(q);
}

std::optional<TelemetryDataset> TelemetryRepository::findByName(qint64 projectId,
                                                                const QString &name) const
{
    SqlStatement q(m_db.handle(), LLMCAP_DATASET_SELECT
                   " WHERE COALESCE(project_id, 0) = ? AND name = ? ORDER BY id DESC LIMIT 1");
    q.bind(1, std::max<qint64>(projectId, 0)).bind(2, name.trimmed());
    if (q.step() != SqlStatement::Step::Row)
        return std::nullopt;
    return readDataset(q);
}

Status TelemetryRepository::remove(qint64 id)
{
    return m_db.transaction([&]() -> Status {
        for (const char *sql : {"DELETE FROM telemetry_records WHERE dataset_id = ?",
                                "DELETE FROM telemetry_datasets WHERE id = ?"}) {
            SqlStatement q(m_db.handle(), sql);
            q.bind(1, id);
            if (!q.exec())
                return Status::failure(q.error());
        }
        return {};
    });
}

Status TelemetryRepository::forEach(qint64 datasetId, Order order,
                                    const std::function<bool(const TelemetryRecord &)> &visit) const
{
    SqlStatement q(m_db.handle(), order == Order::ByStart
                                      ? "SELECT " LLMCAP_RECORD_COLUMNS " FROM telemetry_records "
                                        "WHERE dataset_id = ? ORDER BY start_ms, seq"
                                      : "SELECT " LLMCAP_RECORD_COLUMNS " FROM telemetry_records "
                                        "WHERE dataset_id = ? ORDER BY run_id, start_ms, seq");
    q.bind(1, datasetId);
    SqlStatement::Step s;
    while ((s = q.step()) == SqlStatement::Step::Row) {
        if (!visit(readRecord(q)))
            return {};
    }
    if (s == SqlStatement::Step::Error)
        return Status::failure(q.error());
    return {};
}

} // namespace llmcap
