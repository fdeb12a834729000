#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace llmcap {

// One step of a failure or maintenance drill on a fleet's timeline (issue 19).
struct DrillEvent
{
    enum class Kind : quint8 {
        LoseReplica,    // the replica stops at once; its requests in flight are lost
        RestartReplica, // it stops at once and starts again (ready after the start-up time)
        RestoreReplica, // a lost replica starts again (ready after the start-up time)
        LoseNode,       // every replica placed on the node is lost
        RestoreNode,    // ... and starts again
        RollingRestart, // replicas restart one after another (surge: new ones first)
        Rollback,       // a rolling restart back to the previous version
    };

    double atS = 0;
    Kind kind = Kind::LoseReplica;
    int replica = -1;     // 0-based (the text counts from 1); replica kinds only
    QString node;         // node kinds only
    int surge = 0;        // rollouts: replicas started before an old one is taken out
    double startupS = -1; // -1: the fleet's start-up time
    int line = 0;         // in the script, for messages

    static QString kindKey(Kind kind); // "lose replica", "rolling restart", ...
    bool isRollout() const { return kind == Kind::RollingRestart || kind == Kind::Rollback; }
    // "at 10m: lose replica 2", as the script writes it.
    QString toText() const;
};

// A drill timeline, one event per line:
//
//   # comments and blank lines are ignored
//   at 10m: lose replica 2
//   at 15m: restore replica 2, start-up 240s
//   at 20m: rolling restart, surge 1, start-up 240s
//   at 40m: lose node A
//   at 50m: rollback
//
// Times: 90, 90s, 1.5m, 10m, 1h, 1h30m. Replicas count from 1. Options after the action, comma
// separated: "surge K" (rollouts), "start-up T" (anything that starts a replica). Every mistake
// is one line naming the script's line and what was expected.
class DrillScript
{
    Q_DECLARE_TR_FUNCTIONS(DrillScript)

public:
    QList<DrillEvent> events; // by time (stable for equal times)

    static Result<DrillScript> parse(const QString &text);
    // Checks the events against a fleet: replica numbers within it, nodes it has.
    Status checkAgainst(int replicas, const QStringList &nodes) const;
    QString toText() const;
    // Seconds from "90", "90s", "1.5m", "10m", "1h", "1h30m", "2m30s"; -1 when unreadable.
    static double parseTime(const QString &text);
    static QString formatTime(double seconds);
};

} // namespace llmcap
