#pragma once

#include "slo/Slo.h"
#include "util/Result.h"
#include "workload/Workload.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace llmcap {

class Database;

// What a project's sweep set-up starts from, so that the sweep measures the request its plan
// divides by: the workload and SLO the project's Workload page saved; what it did not save,
// derived from the project's sizing request (SizingSweep: its first envelope's classes and its
// section 4) when the request has them. With a replica configuration the request also names
// the built-in simulator preset that imitates it (a simulated sweep is still no measurement of
// the target: the plan says so). Either input may stay absent (the set-up's default then).
struct ProjectSweepInputs
{
    Q_DECLARE_TR_FUNCTIONS(ProjectSweepInputs)

public:
    std::optional<Workload> workload;
    std::optional<Slo> slo;
    bool fromRequest = false; // the workload or SLO came from the sizing request
    QString simPreset;        // a built-in preset imitating the request's replica; empty: none
    QStringList assumptions;  // what the request left open and was filled in

    static Result<ProjectSweepInputs> load(Database &db, qint64 projectId);
};

} // namespace llmcap
