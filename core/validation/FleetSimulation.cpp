#include "validation/FleetSimulation.h"

#include "sim/SimEngine.h"
#include "sim/SimRandom.h"
#include "workload/PromptFactory.h"

#include <algorithm>
#include <memory>
#include <numeric>
#include <queue>

namespace llmcap {

namespace {

constexpr double kNever = std::numeric_limits<double>::infinity();
constexpr quint64 kOwnBlockSalt = 0x4f574e424c4f434bULL; // a prompt's blocks past its trace ids

// One running copy of a replica: a rollout's new instance runs beside the old one until it is
// ready, and an old one drains what it holds after it stops taking traffic.
struct Instance
{
    std::unique_ptr<SimEngine> engine;
    int replica = 0;
    enum class State : quint8 { Starting, Ready, Draining, Gone } state = State::Starting;
    double nextStepAt = kNever;
    std::vector<SimRequestTiming> finishing; // the current step's finished requests
    int outstanding = 0;
};

// A drill expanded into what happens to instances, in time order.
struct Action
{
    enum class Kind : quint8 { Kill, Start, Replace, Drain, Ready };
    double at = 0;
    Kind kind = Kind::Kill;
    int replica = 0;
    double startupS = 0;
    int line = 0;
    qint64 order = 0;  // ties keep the script's order
    int instance = -1; // Ready: the instance that becomes ready
};

struct ActionLater
{
    bool operator()(const Action &a, const Action &b) const
    {
        return a.at != b.at ? a.at > b.at : a.order > b.order;
    }
};

// A fixed list of arrivals, in time order (ties in list order).
class ListFeed : public FleetFeed
{
public:
    explicit ListFeed(const std::vector<FleetArrival> &arrivals)
        : m_arrivals(arrivals)
        , m_order(arrivals.size())
    {
        std::iota(m_order.begin(), m_order.end(), size_t(0));
        std::stable_sort(m_order.begin(), m_order.end(), [&](size_t a, size_t b) {
            return arrivals[a].arrivalSec < arrivals[b].arrivalSec;
        });
    }
    double nextAtSec() const override
    {
        return m_next < m_order.size() ? m_arrivals[m_order[m_next]].arrivalSec : kNever;
    }
    bool take(double nowSec, FleetArrival *arrival, qint64 *index) override
    {
        if (m_next >= m_order.size() || m_arrivals[m_order[m_next]].arrivalSec > nowSec)
            return false;
        *index = qint64(m_order[m_next++]);
        *arrival = m_arrivals[size_t(*index)];
        return true;
    }
    void ended(qint64, const FleetRequest &, double) override {}

private:
    const std::vector<FleetArrival> &m_arrivals;
    std::vector<size_t> m_order;
    size_t m_next = 0;
};

} // namespace

FleetSimulation::FleetSimulation(Config config)
    : m_config(std::move(config))
{}

Status FleetSimulation::check(const DrillScript &drills) const
{
    if (m_config.replicas < 1)
        return Status::failure(tr("a fleet needs at least one replica"));
    if (const QString problem = m_config.engine.validate(); !problem.isEmpty())
        return Status::failure(problem);
    for (auto it = m_config.nodes.begin(); it != m_config.nodes.end(); ++it)
        for (int r : it.value())
            if (r < 0 || r >= m_config.replicas)
                return Status::failure(tr("node '%1' places replica %2, but the fleet has %3")
                                           .arg(it.key())
                                           .arg(r + 1)
                                           .arg(m_config.replicas));
    return drills.checkAgainst(m_config.replicas, m_config.nodes.keys());
}

Result<FleetResult> FleetSimulation::run(const std::vector<FleetArrival> &arrivals,
                                         const DrillScript &drills) const
{
    ListFeed feed(arrivals);
    auto result = run(feed, drills);
    if (result)
        result->requests.resize(arrivals.size()); // arrivals after the horizon: unfinished
    return result;
}

Result<FleetResult> FleetSimulation::run(FleetFeed &feed, const DrillScript &drills) const
{
    if (Status ok = check(drills); !ok)
        return Result<FleetResult>::failure(ok.error());
    const Config &cfg = m_config;
    const int n = cfg.replicas;
    FleetResult result;
    auto requestAt = [&](qint64 index) -> FleetRequest & {
        if (size_t(index) >= result.requests.size())
            result.requests.resize(size_t(index) + 1);
        return result.requests[size_t(index)];
    };

    std::vector<Instance> instances;
    std::vector<int> active(size_t(n), -1); // per replica: the instance taking its traffic
    auto event = [&](double at, int replica, ReplicaEvent::State state, int line) {
        result.replicaEvents.push_back({at, replica, state, line});
    };
    auto newInstance = [&](int replica, Instance::State state) {
        Instance in;
        in.engine = std::make_unique<SimEngine>(cfg.engine, cfg.model);
        in.replica = replica;
        in.state = state;
        instances.push_back(std::move(in));
        return int(instances.size() - 1);
    };
    auto retire = [&](Instance &in) {
        result.steps += in.engine->counters().steps;
        result.prefixQueryTokens += in.engine->counters().prefixQueryTokens;
        result.prefixHitTokens += in.engine->counters().prefixHitTokens;
        in.state = Instance::State::Gone;
        in.nextStepAt = kNever;
        in.engine.reset();
    };
    for (int r = 0; r < n; ++r) {
        active[size_t(r)] = newInstance(r, Instance::State::Ready);
        event(0, r, ReplicaEvent::State::Ready, 0);
    }

    // Drills into actions.
    std::priority_queue<Action, std::vector<Action>, ActionLater> actions;
    qint64 seq = 0;
    auto push = [&](Action a) {
        a.order = seq++;
        actions.push(a);
    };
    for (const DrillEvent &d : drills.events) {
        const double startup = d.startupS >= 0 ? d.startupS : cfg.startupS;
        auto on = [&](Action::Kind kind, double at, int replica) {
            push({at, kind, replica, startup, d.line, 0, -1});
        };
        QList<int> replicas;
        if (d.replica >= 0)
            replicas = {d.replica};
        else if (!d.node.isEmpty())
            replicas = cfg.nodes.value(d.node);
        switch (d.kind) {
        case DrillEvent::Kind::LoseReplica:
        case DrillEvent::Kind::LoseNode:
            for (int r : replicas)
                on(Action::Kind::Kill, d.atS, r);
            break;
        case DrillEvent::Kind::RestartReplica:
            for (int r : replicas) {
                on(Action::Kind::Kill, d.atS, r);
                on(Action::Kind::Start, d.atS, r);
            }
            break;
        case DrillEvent::Kind::RestoreReplica:
        case DrillEvent::Kind::RestoreNode:
            for (int r : replicas)
                on(Action::Kind::Start, d.atS, r);
            break;
        case DrillEvent::Kind::RollingRestart:
        case DrillEvent::Kind::Rollback: {
            const int group = std::max(1, d.surge);
            for (int r = 0; r < n; ++r) {
                const double at = d.atS + double(r / group) * startup;
                if (d.surge > 0) {
                    on(Action::Kind::Replace, at, r);
                } else {
                    on(Action::Kind::Drain, at, r);
                    on(Action::Kind::Start, at, r);
                }
            }
            break;
        }
        }
    }

    auto loseRequests = [&](Instance &in, double at) {
        std::vector<SimRequestTiming> held = in.engine->pendingTimings();
        held.insert(held.end(), in.finishing.begin(), in.finishing.end());
        for (const SimRequestTiming &t : held) {
            FleetRequest &fr = result.requests[size_t(t.id)];
            fr.outcome = FleetRequest::Outcome::Lost;
            fr.timing = t;
            fr.timing.finishSec = -1;
            fr.lostAtSec = at;
            feed.ended(qint64(t.id), fr, at);
        }
        in.finishing.clear();
        in.outstanding = 0;
    };
    auto apply = [&](const Action &a) {
        const int r = a.replica;
        switch (a.kind) {
        case Action::Kind::Kill:
            for (Instance &in : instances) {
                if (in.replica != r || in.state == Instance::State::Gone)
                    continue;
                loseRequests(in, a.at);
                retire(in);
            }
            active[size_t(r)] = -1;
            event(a.at, r, ReplicaEvent::State::Down, a.line);
            break;
        case Action::Kind::Drain: {
            const int i = active[size_t(r)];
            active[size_t(r)] = -1;
            if (i >= 0) {
                Instance &in = instances[size_t(i)];
                in.state = Instance::State::Draining;
                if (in.outstanding == 0)
                    retire(in);
            }
            event(a.at, r, ReplicaEvent::State::Draining, a.line);
            break;
        }
        case Action::Kind::Start:
        case Action::Kind::Replace: {
            if (a.kind == Action::Kind::Start && active[size_t(r)] >= 0)
                break; // it is running already
            const int i = newInstance(r, Instance::State::Starting);
            if (a.kind == Action::Kind::Start || active[size_t(r)] < 0)
                event(a.at, r, ReplicaEvent::State::Starting, a.line);
            push({a.at + a.startupS, Action::Kind::Ready, r, 0, a.line, 0, i});
            break;
        }
        case Action::Kind::Ready: {
            Instance &in = instances[size_t(a.instance)];
            if (in.state != Instance::State::Starting)
                break; // killed while starting
            if (const int old = active[size_t(r)]; old >= 0) {
                Instance &o = instances[size_t(old)];
                o.state = Instance::State::Draining;
                if (o.outstanding == 0)
                    retire(o);
            }
            in.state = Instance::State::Ready;
            active[size_t(r)] = a.instance;
            event(a.at, r, ReplicaEvent::State::Ready, a.line);
            break;
        }
        }
    };

    LoadBalancer lb(cfg.strategy, cfg.seed);
    std::vector<LoadBalancer::Replica> view(static_cast<size_t>(n));
    double now = 0;
    int stalls = 0;
    while (true) {
        // The earliest of: a step's end, a drill action, an arrival.
        double stepAt = kNever;
        int stepper = -1;
        for (size_t i = 0; i < instances.size(); ++i)
            if (instances[i].nextStepAt < stepAt) {
                stepAt = instances[i].nextStepAt;
                stepper = int(i);
            }
        const double actionAt = actions.empty() ? kNever : actions.top().at;
        const double arrivalAt = feed.nextAtSec();
        now = std::min({stepAt, actionAt, arrivalAt});
        if (now == kNever || now >= cfg.horizonSec)
            break;
        if (stepAt == now) {
            Instance &in = instances[size_t(stepper)];
            const std::vector<SimRequestTiming> finished = std::move(in.finishing);
            in.finishing.clear();
            for (const SimRequestTiming &t : finished) {
                FleetRequest &fr = result.requests[size_t(t.id)];
                fr.outcome = FleetRequest::Outcome::Completed;
                fr.timing = t;
                --in.outstanding;
                feed.ended(qint64(t.id), fr, now);
            }
            in.nextStepAt = kNever;
            if (in.engine->hasWork()) {
                const StepResult &step = in.engine->step(now);
                if (!step.idle()) {
                    in.finishing = step.finished;
                    in.nextStepAt = step.endSec();
                }
            }
            if (in.state == Instance::State::Draining && in.outstanding == 0) {
                retire(in);
                event(now, in.replica, ReplicaEvent::State::Down, 0);
            }
            continue;
        }
        if (actionAt == now) {
            const Action a = actions.top();
            actions.pop();
            apply(a);
            continue;
        }
        FleetArrival arr;
        qint64 index = 0;
        if (!feed.take(now, &arr, &index)) {
            // The feed's next instant has moved on (a window closed, a run was cancelled);
            // one that keeps naming this instant without giving an arrival is a defect.
            if (feed.nextAtSec() <= now && ++stalls > 1000)
                return Result<FleetResult>::failure(
                    tr("the fleet's load stalled at %1 s").arg(now, 0, 'f', 3));
            continue;
        }
        stalls = 0;
        FleetRequest &fr = requestAt(index);
        fr.timing.id = quint64(index);
        fr.timing.arrivalSec = arr.arrivalSec;
        fr.timing.promptTokens = arr.promptTokens;
        for (int r = 0; r < n; ++r) {
            const int i = active[size_t(r)];
            view[size_t(r)].ready = i >= 0;
            view[size_t(r)].outstanding = i >= 0 ? instances[size_t(i)].outstanding : 0;
        }
        const int r = lb.choose(view, arr.sessionKey, arr.prefixGroup);
        if (r < 0) {
            fr.outcome = FleetRequest::Outcome::Shed;
            feed.ended(index, fr, now);
            continue;
        }
        fr.replica = r;
        Instance &in = instances[size_t(active[size_t(r)])];
        if (cfg.maxWaiting > 0 && in.engine->waitingCount() >= cfg.maxWaiting) {
            fr.outcome = FleetRequest::Outcome::Shed;
            feed.ended(index, fr, now);
            continue;
        }
        SimRequest req;
        req.id = quint64(index);
        req.promptTokens = arr.promptTokens;
        req.outputTokens = arr.outputTokens;
        req.prefixGroup = arr.prefixGroup;
        req.prefixTokens = arr.prefixTokens;
        if (const EngineConfig &engine = in.engine->config();
            engine.prefixCaching && !arr.blocks.isEmpty()) {
            req.promptBlockHashes = PromptFactory::engineBlocks(
                arr.blocks, arr.blockTokens, engine.blockSize, arr.promptTokens, 0);
            const size_t full = size_t(arr.promptTokens / engine.blockSize);
            while (req.promptBlockHashes.size() < full)
                req.promptBlockHashes.push_back(simrandom::combine(
                    kOwnBlockSalt ^ quint64(index), quint64(req.promptBlockHashes.size())));
        }
        if (!in.engine->submit(std::move(req), now)) {
            fr.outcome = FleetRequest::Outcome::Refused;
            feed.ended(index, fr, now);
            continue;
        }
        ++in.outstanding;
        fr.outcome = FleetRequest::Outcome::Unfinished;
        if (in.nextStepAt == kNever)
            in.nextStepAt = now;
    }
    for (Instance &in : instances) {
        if (in.state == Instance::State::Gone)
            continue;
        for (const SimRequestTiming &t : in.engine->pendingTimings())
            result.requests[size_t(t.id)].timing = t;
        for (const SimRequestTiming &t : in.finishing)
            result.requests[size_t(t.id)].timing = t;
        retire(in);
    }
    result.endSec = std::min(now, cfg.horizonSec);
    return result;
}

} // namespace llmcap
