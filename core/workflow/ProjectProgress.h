#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <utility>

namespace llmcap {

class Database;

// The steps of the capacity-planning loop, in the order the sizing guide and the GUI's sidebar
// take them: answer the request, pin the replica, bring telemetry (optional), fix the workload,
// sweep one replica to its SLO boundary, plan the fleet, validate it, export for review.
enum class LoopStep {
    SizingRequest,
    ServingConfig,
    Telemetry,
    Workload,
    Sweep,
    Plan,
    Validate,
    Reports
};

struct LoopStepState
{
    LoopStep step = LoopStep::SizingRequest;
    bool done = false;
    bool optional = false; // the loop goes on without it (telemetry)
    bool tracked = true;   // false: nothing stored tells (exports are files, not records)
    QString detail;        // one sentence: what is stored, or what is still to do
};

// Which steps of the loop a project has done, read from what the database holds: a request
// with every required answer and none wrong, a replica configuration, a telemetry dataset, a
// workload (saved, or derived from the request), a finished sweep, a saved plan, a validation
// whose latest run passed. Widgets show it; the CLI could print it.
class ProjectProgress
{
    Q_DECLARE_TR_FUNCTIONS(ProjectProgress)

public:
    static QList<LoopStep> steps();
    static Result<QList<LoopStepState>> read(Database &db, qint64 projectId);
    // The first step still to do (not optional, tracked); Reports when every step is done.
    static LoopStep next(const QList<LoopStepState> &states);

    // Changes whenever any connection commits to the database: a cheap test for "read again?"
    // (SQLite's data_version sees other connections' commits, total_changes() this one's).
    using ChangeStamp = std::pair<qint64, qint64>;
    static ChangeStamp changeStamp(Database &db);
};

} // namespace llmcap
