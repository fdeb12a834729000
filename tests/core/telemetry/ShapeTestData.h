#pragma once

// Telemetry datasets built in a test and stored through TelemetryRepository::writer, for the
// runs, shape-analysis and derivation tests (and bench_telemetryfidelity).

#include "storage/Database.h"
#include "telemetry/TelemetryRepository.h"

#include <QList>
#include <QSet>
#include <QString>

#include <algorithm>
#include <memory>

namespace llmcap::testing {

inline TelemetryRecord llmCall(const QString &runId, qint64 startMs, double durationMs, int input,
                               int output)
{
    TelemetryRecord r;
    r.kind = TelemetryRecord::Kind::LlmCall;
    r.runId = runId;
    r.startMs = startMs;
    r.durationMs = durationMs;
    r.inputTokens = input;
    r.outputTokens = output;
    r.status = TelemetryRecord::Status::Ok;
    r.model = QStringLiteral("model-a");
    return r;
}

inline TelemetryRecord span(TelemetryRecord::Kind kind, const QString &runId, qint64 startMs,
                            double durationMs, const QString &name = {})
{
    TelemetryRecord r;
    r.kind = kind;
    r.runId = runId;
    r.startMs = startMs;
    r.durationMs = durationMs;
    r.name = name;
    r.status = TelemetryRecord::Status::Ok;
    return r;
}

// An open database with one dataset holding records; the dataset row's counts and span are
// computed here, as an importer would.
class TelemetryFixture
{
public:
    explicit TelemetryFixture(const QString &path = QStringLiteral(":memory:"))
    {
        auto db = Database::open(path);
        if (!db) {
            error = db.error();
            return;
        }
        m_db = std::move(*db);
        repo = std::make_unique<TelemetryRepository>(*m_db);
    }

    // Returns the stored dataset (id 0 and error set on failure).
    TelemetryDataset store(const QList<TelemetryRecord> &records,
                           const QString &name = QStringLiteral("test-data"))
    {
        TelemetryDataset d;
        d.name = name;
        d.format = QStringLiteral("jsonl");
        d.sourceFile = QStringLiteral("test.jsonl");
        if (!repo)
            return d;
        QSet<QString> runs;
        bool first = true;
        for (const TelemetryRecord &r : records) {
            d.firstMs = first ? r.startMs : std::min(d.firstMs, r.startMs);
            d.lastMs = first ? r.startMs : std::max(d.lastMs, r.startMs);
            first = false;
            ++d.records;
            if (r.kind == TelemetryRecord::Kind::LlmCall)
                ++d.llmCalls;
            if (!r.runId.isEmpty())
                runs.insert(r.runId);
        }
        d.runs = runs.size();
        const Status s = m_db->transaction([&]() -> Status {
            auto id = repo->create(d);
            if (!id)
                return Status::failure(id.error());
            d.id = *id;
            auto writer = repo->writer(d.id);
            for (const TelemetryRecord &r : records)
                if (Status added = writer->add(r); !added)
                    return added;
            writer.reset();
            return repo->finish(d);
        });
        if (!s) {
            error = s.error();
            d.id = 0;
        }
        return d;
    }

    QString error;
    std::unique_ptr<TelemetryRepository> repo;

private:
    std::unique_ptr<Database> m_db;
};

} // namespace llmcap::testing
