#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <optional>

namespace llmcap {

// One row of the results history: a stored benchmark run (a single `bench` run or a sweep
// step) or a sweep, with the few figures a list shows. Built by ResultsHistory from the runs
// and sweeps tables.
struct HistoryEntry
{
    Q_DECLARE_TR_FUNCTIONS(HistoryEntry)

public:
    enum class Kind { Run, Sweep };

    Kind kind = Kind::Run;
    qint64 id = 0;
    qint64 projectId = 0; // 0: none
    QString projectName;
    QString name;      // the run's label or the sweep's name; may be empty
    QString statusKey; // RunInfo::statusKey or SweepInfo::statusKey
    QString model;
    QString endpoint; // base URL without secrets
    QDateTime startedAt;
    QDateTime finishedAt; // invalid while running

    // Runs.
    std::optional<qint64> sweepId; // a sweep step
    int stepIndex = 0;
    qint64 requests = 0; // measured requests due in the window
    double errorRatePct = 0;
    bool errorRateKnown = false; // an imported run whose tool did not count failures: false
    qint64 completed = -1;       // an imported run's completed requests; -1: unknown
    double ttftP99Ms = 0;
    double offeredRps = 0;
    bool valid = false;
    bool judgedInvalid = false; // its summary says valid: false (client-limited, nothing succeeded)
    QString externalTool; // an imported run's peer tool (PeerMetricMap key); empty for llmcap's

    bool isExternal() const { return !externalTool.isEmpty(); }
    // "vLLM bench serve" for an imported run, "llmcap" for llmcap's own.
    QString toolLabel() const;

    // Sweeps.
    int steps = 0;
    std::optional<double> boundaryRps; // mean SLO boundary of a finished sweep
    // The sweep found no failing rate above boundaryRps: it is only a lower bound ("at least"),
    // never to be shown, stored or exported as a boundary.
    bool boundaryIsLowerBound = false;

    QString kindLabel() const;
    QString statusLabel() const;
    // "sweep 3 step 2", "run 12", "run 14: ... (imported)": how the list and the detail name it.
    QString title() const;
    // Model, endpoint, name and title joined, for the text filter.
    QString searchText() const;

    static QString statusLabel(const QString &statusKey);
};

} // namespace llmcap
