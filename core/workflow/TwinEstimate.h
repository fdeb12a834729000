#pragma once

#include "sweep/SweepTwin.h"
#include "twin/ServiceModelFit.h"
#include "twin/TwinBoundary.h"
#include "twin/TwinCheck.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace llmcap {

class Database;

// What to estimate (issue 34): a stored sweep and how hard the twin works.
struct TwinEstimateRequest
{
    qint64 sweepId = 0;
    int draws = 30;     // fitted models the boundary and the check run (bootstrap draws)
    double runS = 3600; // simulated arrivals per long run at the guessed rate
    quint64 seed = 1;
    // What-if (issue 34, item 6): the long run under another SLO (in the replica's own time, as
    // a request states it) or another workload than the sweep's, from the twin fitted to the
    // sweep's steps. The check stays against the steps as they were judged.
    std::optional<Slo> whatIfSlo;
    std::optional<Workload> whatIfWorkload;
};

// The twin's answer beside the sweep's own, both in the replica's own time (a sweep of the
// built-in server at speed S: rates / S).
struct TwinEstimateOutcome
{
    Q_DECLARE_TR_FUNCTIONS(TwinEstimateOutcome)

public:
    qint64 sweepId = 0;
    double simSpeed = 1;
    int steps = 0;       // steps whose requests the twin was fitted on
    qint64 requests = 0; // their requests
    ServiceModelFitResult fit;
    TwinBoundaryResult boundary; // the twin's long-run boundary (replica time)
    TwinCheckResult check;       // the twin against the steps it was fitted on
    // The sweep's own estimate from its short steps (SweepSummary, replica time); 0: none.
    double sweepBoundaryRps = 0;
    double sweepLowerRps = 0;
    double sweepPlannedRps = 0;
    double cpuSeconds = 0;
    // The boundary is a what-if's: under these (names), not the sweep's own SLO and workload.
    QString whatIfSlo;
    QString whatIfWorkload;
    bool whatIf() const { return !whatIfSlo.isEmpty() || !whatIfWorkload.isEmpty(); }

    // Modeled, never measured: the lines say which figure is which.
    QStringList lines() const;
    QJsonObject toJson() const;
};

// The one path to a twin's boundary for a stored sweep (`llmcap-cli twin --sweep ID`): fits a
// service model to the requests every step of the sweep measured over HTTP (ServiceModelFit:
// only what a client sees), checks it against those steps (TwinCheck) and inverts its long-run
// SLO attainment on the sweep's workload and arrival process (TwinBoundary). The sweep itself
// is left as it is: the twin's figures are modeled and stay apart from the measured ones.
class TwinEstimate
{
    Q_DECLARE_TR_FUNCTIONS(TwinEstimate)

public:
    // Fails naming the problem: an unknown sweep, one that replayed a trace or sent run
    // classes, one without stored requests, a model that could not be fitted.
    static Result<TwinEstimateOutcome> run(Database &db, const TwinEstimateRequest &request);
    // The twin a sweep keeps in its result: rates on the sweep's clock, every step's check by
    // its sweep index. Never fails: a twin that cannot be made comes back unfitted, with the
    // reason.
    static SweepTwin modelSweep(Database &db, const TwinEstimateRequest &request);
    // SweepController's boundary model, as every sweep gets it: the stored sweep's twin with
    // the default request, from its own connection to the database at databasePath.
    static SweepTwin modelStoredSweep(const QString &databasePath, qint64 sweepId);

private:
    // The fit, check and boundary on the steps' own clock; stepIndexes gets the sweep index of
    // each step the check numbers from 0.
    static Result<TwinEstimateOutcome>
    onClientClock(Database &db, const TwinEstimateRequest &request, std::vector<int> *stepIndexes);
};

} // namespace llmcap
