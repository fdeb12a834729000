#pragma once

#include "slo/Slo.h"
#include "util/Result.h"
#include "workload/Workload.h"

#include <QCoreApplication>

#include <optional>

namespace llmcap {

class Database;

// The workload and SLO a project benchmarks with, as its Workload page left them; the Benchmark
// page's set-up starts from them. Either may be absent (never saved).
struct BenchInputs
{
    std::optional<Workload> workload;
    std::optional<Slo> slo;
};

// Stores BenchInputs per project (table project_bench_inputs, migration 6) in the same JSON
// form as the workload and SLO files.
class BenchInputRepository
{
    Q_DECLARE_TR_FUNCTIONS(BenchInputRepository)

public:
    explicit BenchInputRepository(Database &db)
        : m_db(db)
    {}

    Result<BenchInputs> load(qint64 projectId) const;
    Status saveWorkload(qint64 projectId, const Workload &workload);
    Status saveSlo(qint64 projectId, const Slo &slo);

private:
    Status save(qint64 projectId, const char *sql, const QJsonObject &document);

    Database &m_db;
};

} // namespace llmcap
