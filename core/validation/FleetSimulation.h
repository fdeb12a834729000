#pragma once

#include "sim/EngineConfig.h"
#include "sim/SimRequest.h"
#include "sim/StepTimeModel.h"
#include "validation/DrillScript.h"
#include "validation/LoadBalancer.h"

#include <QCoreApplication>
#include <QMap>
#include <QStringList>

#include <limits>
#include <vector>

namespace llmcap {

// One request offered to the fleet's gateway.
struct FleetArrival
{
    double arrivalSec = 0;
    int promptTokens = 1;
    int outputTokens = 1;
    quint64 prefixGroup = 0; // requests of one group share their first prefixTokens tokens
    int prefixTokens = 0;
    int classIndex = 0;
    quint64 sessionKey = 0; // a run or user pseudonym, for session affinity; 0: none
    // A trace's block ids (TraceEntry::blocks): when set, they name the prompt's blocks in
    // each replica's prefix cache instead of prefixGroup.
    QStringList blocks;
    int blockTokens = 0;
};

// What became of one arrival.
struct FleetRequest
{
    enum class Outcome : quint8 {
        Completed,
        Shed,       // no replica was ready, or the chosen one's queue was full (HTTP 503/429)
        Lost,       // its replica failed while the request was on it
        Refused,    // the replica could never run it (longer than its context)
        Unfinished, // still running at the horizon
    };
    Outcome outcome = Outcome::Unfinished;
    int replica = -1;      // the replica that served (or lost) it
    double lostAtSec = -1; // Lost: when its replica failed
    SimRequestTiming timing;
};

// Where a fleet's arrivals come from while it runs: a fixed list, or a run plan whose calls
// fall due when the calls they wait for have ended (FleetRunFeed). FleetSimulation asks for the
// next due instant, takes what is due at it (each arrival with its index in the result's
// requests), and reports every request's end: completed, lost, shed or refused.
class FleetFeed
{
public:
    virtual ~FleetFeed() = default;
    // The earliest instant something is due; infinity when nothing more will be.
    virtual double nextAtSec() const = 0;
    // One arrival due by nowSec; false when none is (nextAtSec() has then moved on).
    virtual bool take(double nowSec, FleetArrival *arrival, qint64 *index) = 0;
    virtual void ended(qint64 index, const FleetRequest &request, double nowSec) = 0;
};

// A replica's state change, for the drill timeline.
struct ReplicaEvent
{
    enum class State : quint8 { Starting, Ready, Draining, Down };
    double atSec = 0;
    int replica = 0;
    State state = State::Ready;
    int drillLine = 0; // the drill that caused it (0: the fleet's start)
};

struct FleetResult
{
    std::vector<FleetRequest> requests; // requests[i] belongs to arrivals[i]
    std::vector<ReplicaEvent> replicaEvents;
    double endSec = 0;
    qint64 steps = 0;
    qint64 prefixQueryTokens = 0;
    qint64 prefixHitTokens = 0;
};

// A fleet of N simulated replicas of one engine behind a simulated gateway, in virtual time
// (issue 19): each replica has its own SimEngine (own KV cache and prefix cache), the gateway
// routes each arrival with a LoadBalancer over the replicas that are ready, and a DrillScript
// takes replicas out and brings them back on its timeline.
//
// Drills: a lost replica's requests in flight are lost and it takes no traffic until restored;
// a replica that (re)starts gets a fresh engine (cold caches) and takes traffic after the
// start-up time. A rolling restart (or rollback) replaces replicas in order, `surge` at a time
// (at least one): with surge >= 1 the new instances start first and the old ones stop taking
// traffic when the new ones are ready (finishing what they hold); with surge 0 each replica
// stops taking traffic at once, finishes what it holds, and its new instance is ready after the
// start-up time. No HTTP, no wall clock: deterministic for the same inputs and seed.
class FleetSimulation
{
    Q_DECLARE_TR_FUNCTIONS(FleetSimulation)

public:
    struct Config
    {
        EngineConfig engine;
        StepTimeModel model;
        int replicas = 1;
        double startupS = 60; // a drill's start-up time unless the drill gives one
        LoadBalancer::Strategy strategy = LoadBalancer::Strategy::RoundRobin;
        quint64 seed = 1;
        int maxWaiting = 0; // per replica: waiting requests beyond which new ones are shed
        QMap<QString, QList<int>> nodes; // node name -> its replicas (0-based), for node drills
        double horizonSec = std::numeric_limits<double>::infinity();
    };

    explicit FleetSimulation(Config config);

    Status check(const DrillScript &drills) const;
    // Arrivals need not be sorted. Fails only on a drill the fleet cannot apply.
    Result<FleetResult> run(const std::vector<FleetArrival> &arrivals,
                            const DrillScript &drills = {}) const;
    // Arrivals as the feed makes them due; the result's requests are indexed as it numbers them.
    Result<FleetResult> run(FleetFeed &feed, const DrillScript &drills = {}) const;

private:
    Config m_config;
};

} // namespace llmcap
