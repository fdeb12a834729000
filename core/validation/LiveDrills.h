#pragma once

#include "net/EndpointTarget.h"
#include "validation/DrillScript.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QStringList>
#include <QUrl>

#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace llmcap {

class ReplicaRouter;
class SimFleet;

// Runs a DrillScript in real time against a live fleet (issue 19), on its own thread: expands
// the drills into per-replica steps as FleetSimulation does (lose, start, drain, replace) and
// applies them at their wall-clock times: out of the rotation, the simulated replica stopped or
// restarted (or the user's command run), and back into the rotation once GET /health answers
// 200. Times in the script are the fleet's seconds; at speed S they happen S times sooner.
class LiveDrills
{
    Q_DECLARE_TR_FUNCTIONS(LiveDrills)

public:
    struct Setup
    {
        DrillScript drills;
        QMap<QString, QList<int>> nodes;
        int replicas = 1;
        double startupS = 240; // the fleet's, unless a drill gives one
        double speed = 1;
        QList<QUrl> urls;        // each replica's root, for /health and {url}
        EndpointTarget endpoint; // headers for the health checks
        SimFleet *fleet = nullptr;
        ReplicaRouter *router = nullptr; // null for a gateway: commands only
        QString loseCommand, restoreCommand;
        double commandTimeoutS = 300;
        double healthTimeoutS = 600;
    };

    explicit LiveDrills(Setup setup);
    ~LiveDrills(); // stops and joins

    // originNs: the load's start instant on CurlMultiLoop::nowNs().
    void start(qint64 originNs);
    void stop();
    QStringList notes() const;

private:
    struct Step
    {
        enum class Kind : quint8 { Kill, Start, Drain, Poll };
        double wallS = 0; // from the origin
        Kind kind = Kind::Kill;
        int replica = 0;
        double startupS = 0;
        qint64 order = 0;
        double drainLimitS = 0; // Drain: fleet seconds to wait for the replica to empty
        double sinceS = 0;      // Drain, Poll: when it began (wall)
        double untilS = 0;      // Poll: the deadline (wall)
        int generation = 0;     // Poll: dropped when the replica was acted on since
    };
    struct Later
    {
        bool operator()(const Step &a, const Step &b) const
        {
            return a.wallS != b.wallS ? a.wallS > b.wallS : a.order > b.order;
        }
    };

    void run();
    void apply(const Step &step, double nowS);
    void push(Step step);
    void runCommand(const QString &command, int replica);
    void note(double nowS, const QString &text);
    double nowS() const;

    Setup m_setup;
    qint64 m_originNs = 0;
    std::thread m_thread;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    std::vector<Step> m_queue; // a heap by Later
    qint64 m_order = 0;
    std::vector<int> m_generation;
    QStringList m_notes;
};

} // namespace llmcap
