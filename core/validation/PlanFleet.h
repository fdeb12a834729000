#pragma once

#include "slo/Slo.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QString>

namespace llmcap {

class Database;

// The fleet a project's newest stored plan asks a validation to check, in the simple terms of
// a one-class form (the GUI's Validate page): the serving replicas, the peak offered to them
// in calls/s (at the horizon, with growth), the start-up time, the built-in preset its sweep
// ran on, the workload's mean prompt and output lengths and the SLO. PlanValidation::setup
// decides each figure, as it does for llmcap-cli validate --project.
struct PlanFleet
{
    Q_DECLARE_TR_FUNCTIONS(PlanFleet)

public:
    qint64 planId = 0;
    QString envelope;   // the envelope it is for (the first, when the plan has several)
    int envelopes = 1;  // how many the plan has
    int replicas = 0;   // serving: the plan's total less an idle rollout reserve
    int planTotal = 0;  // the plan's replicas, reserve included
    double rateRps = 0; // calls/s; an envelope planned in runs/s is converted
    bool fromRuns = false;
    double startupS = 0; // 0: the plan does not know it
    QString preset;      // a built-in preset, empty when the plan's replica is none of them
    int inputTokens = 0;
    int outputTokens = 0;
    Slo slo;

    // One line for the page, e.g. "From plan 3, the project's newest: 2 serving replicas of
    // its 3 at its peak of 2.5 req/s at the horizon, start-up 4m, ..."
    QString summary() const;

    // The newest stored plan of project projectId (named project), for durationS of load.
    static Result<PlanFleet> newest(Database &db, qint64 projectId, const QString &project,
                                    double durationS);
};

} // namespace llmcap
