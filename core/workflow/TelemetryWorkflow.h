#pragma once

#include "telemetry/TelemetryDerivation.h"
#include "telemetry/TelemetryImporter.h"
#include "telemetry/TelemetryRepository.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace llmcap {

class Database;

// The one path from a telemetry file to a stored dataset that the GUI's Telemetry page and
// `llmcap-cli telemetry import` both take: the project's pseudonym key, the streaming import,
// and storage inside one transaction, so that a file that fails imports nothing.
class TelemetryWorkflow
{
    Q_DECLARE_TR_FUNCTIONS(TelemetryWorkflow)

public:
    struct ImportRequest
    {
        QString path;
        TelemetryImportOptions options;
        QString name;         // empty: the file's base name (made unique in the project)
        qint64 projectId = 0; // 0: no project (the key then belongs to the database)
        bool keyringAllowed = true;
    };
    struct ImportOutcome
    {
        TelemetryDataset dataset;
        TelemetryImportReport report;
        QString keySource; // where the pseudonym key lives ("keyring", "file", "memory")
        // OTLP: inference-server spans (vLLM's) under the client's span of the same call,
        // folded into that call so that it counts once.
        qint64 serverSpansFolded = 0;
    };

    static Result<ImportOutcome> importFile(Database &db, const ImportRequest &request);

    struct DeriveRequest
    {
        TelemetryDeriveOptions options;
        QString workloadPath;     // empty: not written
        QString tracePath;        // empty: not written
        QString sizingIn;         // a sizing file (PlanInput) whose workload answers to fill ...
        QString sizingOut;        // ... written here; both or neither
        qint64 fillProjectId = 0; // > 0: fill that project's stored sizing request too
    };
    struct DeriveOutcome
    {
        TelemetryDerivation derivation;
        QStringList written; // the files written
        QStringList summary; // what was derived, a line each, for people
    };
    // Derives the workload classes, the replay trace and the sizing answers, and writes them.
    static Result<DeriveOutcome> derive(Database &db, const TelemetryDataset &dataset,
                                        const DeriveRequest &request);

    // A dataset by id ("7") or by name within the project (project 0: datasets of no project;
    // -1: any project).
    static Result<TelemetryDataset> find(Database &db, const QString &idOrName, qint64 projectId);

    // One line for lists: "7  langfuse  week-48  12,480 calls, 1,310 runs, 2026-11-23 –
    // 2026-11-30".
    static QString describe(const TelemetryDataset &dataset);
};

} // namespace llmcap
