#pragma once

#include "telemetry/TelemetryRecord.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace llmcap {

class Database;
class SqlStatement;

// An imported telemetry file: its records live in telemetry_records, sanitised (see
// TelemetryRecord); the retention note says where they came from, the time they span and what
// was dropped at the door.
struct TelemetryDataset
{
    qint64 id = 0;
    qint64 projectId = 0; // 0: no project
    QString name;
    QString format;     // as imported: "langfuse", "otlp", "mooncake", "jsonl", "csv"
    QString sourceFile; // the file's name, without its folder
    QDateTime importedAt;
    qint64 firstMs = 0; // the earliest record's start (Unix ms, UTC)
    qint64 lastMs = 0;  // the latest record's start
    qint64 records = 0; // stored records of every kind
    qint64 llmCalls = 0;
    qint64 runs = 0;    // distinct run ids
    qint64 skipped = 0; // records the import could not read
    // The retention note (TelemetryImportReport::retentionNote()): source, span, unit decision,
    // fields dropped and pseudonymised, skipped records by reason, the first problems.
    QJsonObject retention;
};

// Telemetry datasets in the project database. Writes go through a Writer inside one
// transaction, so that an import that fails leaves nothing behind.
class TelemetryRepository
{
    Q_DECLARE_TR_FUNCTIONS(TelemetryRepository)

public:
    explicit TelemetryRepository(Database &db)
        : m_db(db)
    {}

    // Adds records to one dataset with one prepared statement. Create it inside a transaction.
    class Writer
    {
    public:
        ~Writer();
        Status add(const TelemetryRecord &record);
        qint64 datasetId() const { return m_datasetId; }

    private:
        friend class TelemetryRepository;
        Writer(Database &db, qint64 datasetId);
        std::unique_ptr<SqlStatement> m_insert;
        qint64 m_datasetId = 0;
        qint64 m_seq = 0;
    };

    // Inserts the dataset row (name, format, source, project; counts filled by finish()).
    Result<qint64> create(const TelemetryDataset &dataset);
    std::unique_ptr<Writer> writer(qint64 datasetId);
    // Stores the counts, span and retention note of dataset (by id).
    Status finish(const TelemetryDataset &dataset);

    Result<QList<TelemetryDataset>> list(qint64 projectId = -1) const; // -1: every project
    std::optional<TelemetryDataset> find(qint64 id) const;
    std::optional<TelemetryDataset> findByName(qint64 projectId, const QString &name) const;
    Status remove(qint64 id);

    enum class Order {
        ByStart, // by start time
        ByRun,   // by run id, then start time (records without a run come first)
    };
    // Streams a dataset's records without holding them; stops early when visit returns false.
    Status forEach(qint64 datasetId, Order order,
                   const std::function<bool(const TelemetryRecord &)> &visit) const;

private:
    Database &m_db;
};

} // namespace llmcap
