#include "sweep/VirtualStepRun.h"

#include "bench/RunMetrics.h"
#include "bench/RunSummary.h"
#include "bench/SloEvaluator.h"
#include "sim/Clock.h"
#include "sim/SimRandom.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"
#include "storage/RunWriter.h"
#include "workload/PromptFactory.h"

#include <QCoreApplication>
#include <QDateTime>

#include <algorithm>
#include <cmath>
#include <limits>

namespace llmcap {

namespace {

// The step's clock per tick, as BenchRunner's 10 Hz drain.
constexpr double kTickS = 0.1;

// Salts of a run call's prefix-cache block hashes (setBlockHashes).
constexpr quint64 kRunGroupSalt = 0x52554e47524f5550ULL; // a group prefix of a run call
constexpr quint64 kRunCallSalt = 0x52554e43414c4c53ULL;  // a call's own blocks

} // namespace

VirtualStepRun::VirtualStepRun(BenchConfig config, RunPlan plan, EndpointInfo endpoint,
                               QString databasePath, const SimPreset &preset, double speed,
                               int maxQueue, VirtualClock &clock)
    : m_config(std::move(config))
    , m_plan(std::move(plan))
    , m_endpoint(std::move(endpoint))
    , m_databasePath(std::move(databasePath))
    , m_speed(speed)
    , m_maxQueue(maxQueue)
    , m_clock(clock)
    , m_engine(preset.engine, StepTimeModel(preset.stepTime))
{
    m_tick.setInterval(0); // as fast as the event loop turns
    connect(&m_tick, &QTimer::timeout, this, &VirtualStepRun::tick);
}

VirtualStepRun::~VirtualStepRun() = default;

qint64 VirtualStepRun::clientNs(double simSec) const
{
    return qint64(std::llround(simSec / m_speed * 1e9));
}

double VirtualStepRun::simSec(qint64 clientNs) const
{
    return double(clientNs) / 1e9 * m_speed;
}

bool VirtualStepRun::arrivalsLeft() const
{
    return !m_sendingStopped && m_next < m_plan.arrivals();
}

// Run plans: runs still to start (as LoadGenerator, calls of started runs go on in the drain).
bool VirtualStepRun::sending() const
{
    if (m_dispatcher)
        return !m_runsStopped && !m_dispatcher->allStarted();
    return arrivalsLeft();
}

qint64 VirtualStepRun::nextRunEventNs() const
{
    return m_dispatcher && !m_runsStopped ? m_dispatcher->nextDueNs() : -1;
}

Status VirtualStepRun::start()
{
    if (m_running || m_tick.isActive())
        return Status::failure(
            QCoreApplication::translate("llmcap::BenchRunner", "the run was already started"));
    size_t n = size_t(m_plan.arrivals());
    if (m_plan.isRunPlan()) {
        const QList<RunScript> &runs = m_plan.runs();
        n = 0;
        for (qsizetype i = 0; i < runs.size(); ++i)
            n = std::max(n, size_t(m_plan.firstCallIndex(i) + runs.at(i).calls.size()));
        m_callOf.assign(n, {-1, -1});
        for (qsizetype i = 0; i < runs.size(); ++i) {
            m_runIndex.insert(runs.at(i).runId, int(i));
            for (qsizetype k = 0; k < runs.at(i).calls.size(); ++k)
                m_callOf[size_t(m_plan.firstCallIndex(i) + k)] = {int(i), int(k)};
        }
        m_streamHashes.resize(n);
        m_dispatcher = std::make_unique<RunDispatcher>(m_plan);
    }
    m_building.resize(n);
    m_state.assign(n, State::Unsent);
    m_window = m_plan.window();
    if (!m_databasePath.isEmpty()) {
        auto db = Database::open(m_databasePath);
        if (!db)
            return Status::failure(db.error());
        RunInfo info;
        info.projectId = m_config.projectId;
        info.sweepId = m_config.sweepId;
        info.stepIndex = m_config.stepIndex;
        info.label = m_config.label;
        info.config = m_config.toJson(m_endpoint);
        ServingConfig serving = m_config.serving;
        serving.fillFrom(m_endpoint.serving);
        info.servingConfig = serving.toJson();
        info.window = m_window;
        info.originEpochMs = QDateTime::currentMSecsSinceEpoch();
        auto id = RunRepository(**db).createRun(info);
        if (!id)
            return Status::failure(id.error());
        m_runId = *id;
        auto writer = RunWriter::open(m_databasePath, m_runId, 200, int(m_config.storeRetryMs));
        if (!writer) {
            RunRepository(**db).finishRun(m_runId, RunInfo::Status::Failed, {},
                                          {{QStringLiteral("error"), writer.error()}});
            return Status::failure(writer.error());
        }
        m_writer = std::move(writer).value();
    }
    m_originS = m_clock.nowSec();
    m_running = true;
    m_tick.start();
    return {};
}

void VirtualStepRun::finishEarly()
{
    if (!m_running || m_sendingStopped)
        return;
    m_sendingStopped = true;
    qint64 nowNs = qint64(std::llround(m_nowS * 1e9));
    // The engine may have run a little past the step's clock, and runs due by then started.
    if (m_dispatcher)
        nowNs = std::max(nowNs, clientNs(m_engineS) + 1);
    m_sendEndNs = nowNs;
    m_window.endNs = std::max(m_window.startNs, std::min(m_window.endNs, nowNs));
    // As LoadGenerator's graceful stop: no new measured run; the measured runs in flight go on
    // to their end (within the drain timeout) under a steady load.
    if (m_dispatcher && !m_runsStopped)
        m_dispatcher->closeWindow(m_window.endNs);
}

// The window closed (planned end or early end): the drain starts, runs after it are unmeasured.
void VirtualStepRun::closeRunWindow(qint64 endNs)
{
    m_dispatcher->closeWindow(endNs);
    if (m_sendEndNs < 0)
        m_sendEndNs = endNs;
}

// Every measured run has ended after the window: the runs left are not measured and end now,
// as LoadGenerator ends them.
void VirtualStepRun::endUnmeasuredRuns(qint64 nowNs)
{
    if (!m_dispatcher || m_runsStopped || !m_dispatcher->measuredDone() ||
        m_dispatcher->activeRuns() == 0)
        return;
    m_dispatcher->stopAll(RunOutcome::Status::Cancelled);
    m_runsStopped = true;
    const QString message = QCoreApplication::translate(
        "LoadGenerator", "not measured: ended with the last measured run after the window");
    for (const qint64 i : m_inFlight)
        if (m_state[size_t(i)] == State::InFlight)
            end(i, ErrorCategory::Cancelled, std::max(nowNs, m_building[size_t(i)].sentNs),
                message);
    m_inFlight.clear();
}

// Runs drawn after the plan's have indices past its calls.
void VirtualStepRun::reserveCall(qint64 index)
{
    if (size_t(index) < m_building.size())
        return;
    const size_t n = std::max(size_t(index) + 1, m_building.size() + m_building.size() / 2);
    m_building.resize(n);
    m_state.resize(n, State::Unsent);
    m_callOf.resize(n, {-1, -1});
    m_streamHashes.resize(n);
}

void VirtualStepRun::abort()
{
    if (!m_running)
        return;
    m_sendingStopped = true;
    const qint64 nowNs = qint64(std::llround(m_nowS * 1e9));
    m_window.endNs = std::max(m_window.startNs, std::min(m_window.endNs, nowNs));
    for (const qint64 i : m_inFlight)
        if (m_state[size_t(i)] == State::InFlight)
            end(i, ErrorCategory::Cancelled, nowNs);
    m_inFlight.clear();
    if (m_dispatcher && !m_runsStopped) {
        m_dispatcher->stopAll(RunOutcome::Status::Cancelled);
        m_runsStopped = true;
    }
    finish(RunInfo::Status::Interrupted);
}

LoadProgress VirtualStepRun::progress() const
{
    LoadProgress p;
    const qint64 nowNs = qint64(std::llround(m_nowS * 1e9));
    if (!m_running)
        p.phase =
            m_records.empty() ? LoadProgress::Phase::NotStarted : LoadProgress::Phase::Finished;
    else if (sending() && !(m_dispatcher && m_dispatcher->windowClosed()))
        p.phase = nowNs < m_window.startNs ? LoadProgress::Phase::WarmingUp
                                           : LoadProgress::Phase::Measuring;
    else
        p.phase = LoadProgress::Phase::Draining;
    p.elapsedS = m_nowS;
    p.dispatched = m_next + m_callsSent;
    p.finished = qint64(m_records.size());
    p.succeeded = m_succeeded;
    p.errors = m_errors;
    p.inFlight = p.dispatched - p.finished;
    return p;
}

void VirtualStepRun::submit(qint64 index)
{
    const PlannedRequest planned = m_plan.request(index);
    RequestRecord &r = m_building[size_t(index)];
    r.index = index;
    r.className = m_plan.classes().value(planned.classIndex).name;
    r.scheduledNs = m_plan.scheduledNs(index);
    r.warmup = m_plan.isWarmup(index, r.scheduledNs);
    r.dispatchedNs = r.sentNs = r.scheduledNs;
    r.plannedInputTokens = planned.inputTokens;
    r.plannedOutputTokens = planned.outputTokens;
    r.requestId = QStringLiteral("virtual-%1").arg(index);
    SimRequest request;
    request.id = quint64(index);
    request.promptTokens = planned.inputTokens;
    request.outputTokens = planned.outputTokens;
    request.prefixGroup = planned.prefixKey;
    request.prefixTokens = planned.prefixTokens;
    if (const EngineConfig &config = m_engine.config();
        config.prefixCaching && !planned.blocks.isEmpty()) {
        // A trace's blocks, as the built-in server keys the text a real client would send.
        std::vector<quint64> hashes = PromptFactory::engineBlocks(
            planned.blocks, planned.blockTokens, config.blockSize, request.promptTokens, 0);
        const quint64 own = simrandom::combine(kRunCallSalt, quint64(index));
        const size_t promptBlocks = size_t(request.promptTokens / config.blockSize);
        while (hashes.size() < promptBlocks)
            hashes.push_back(simrandom::combine(own, quint64(hashes.size())));
        request.promptBlockHashes = std::move(hashes);
    }
    enqueue(index, std::move(request), simSec(r.scheduledNs));
}

void VirtualStepRun::enqueue(qint64 index, SimRequest request, double arrivalSimS)
{
    RequestRecord &r = m_building[size_t(index)];
    m_state[size_t(index)] = State::InFlight;
    if (m_maxQueue > 0 && m_engine.waitingCount() >= m_maxQueue) {
        r.httpStatus = 429;
        end(index, ErrorCategory::Http429, r.scheduledNs,
            QStringLiteral("too many requests waiting"));
        return;
    }
    if (const Status s = m_engine.submit(std::move(request), arrivalSimS); !s) {
        r.httpStatus = 400;
        end(index, ErrorCategory::Http4xx, r.scheduledNs, s.error());
        return;
    }
    r.httpStatus = 200;
    m_inFlight.push_back(index);
}

void VirtualStepRun::dispatchRunCalls(qint64 nowNs)
{
    if (!m_dispatcher || m_runsStopped)
        return;
    RunDispatcher::Due due;
    while (m_dispatcher->takeDue(nowNs, &due))
        submitCall(due);
}

// One call of a run, as TransferFactory::makeCall records it.
void VirtualStepRun::submitCall(const RunDispatcher::Due &due)
{
    const RunScript &script = m_dispatcher->script(due.run);
    const RunCall &call = script.calls.at(due.call);
    const qint64 index = m_dispatcher->firstCallIndex(due.run) + due.call;
    reserveCall(index);
    if (due.run >= m_plan.runs().size()) {
        m_callOf[size_t(index)] = {due.run, due.call};
        if (due.call == 0)
            m_runIndex.insert(script.runId, due.run);
    }
    RequestRecord &r = m_building[size_t(index)];
    r.index = index;
    r.className = m_plan.classes().value(script.classIndex).name;
    r.scheduledNs = due.scheduledNs;
    r.warmup = !m_dispatcher->isMeasured(due.run);
    r.dispatchedNs = r.sentNs = due.scheduledNs;
    r.plannedInputTokens = m_dispatcher->plannedInputTokens(due.run, due.call);
    r.plannedOutputTokens = call.outputTokens;
    r.requestId = QStringLiteral("virtual-%1").arg(index);
    r.runId = script.runId;
    r.callIndex = call.index;
    m_dispatcher->sending(due.run, due.call, {}); // no text in virtual time: hashes carry it
    ++m_callsSent;
    SimRequest request;
    request.id = quint64(index);
    request.promptTokens = std::max(1, r.plannedInputTokens);
    request.outputTokens = std::max(1, call.outputTokens);
    setBlockHashes(index, request);
    enqueue(index, std::move(request), std::min(simSec(due.scheduledNs), m_engineS));
}

// The prefix-cache identity of a run call, as the built-in server derives it from the text a
// real client sends: the carried call's prompt and output blocks (its whole conversation), or
// a group prefix's blocks, then blocks of the call's own; the output's blocks follow, so that a
// later call carrying this one hits them.
void VirtualStepRun::setBlockHashes(qint64 index, SimRequest &request)
{
    const EngineConfig &config = m_engine.config();
    if (!config.prefixCaching)
        return;
    const int block = config.blockSize;
    const auto [run, callIndex] = m_callOf[size_t(index)];
    const RunScript &script = m_dispatcher->script(run);
    const RunCall &call = script.calls.at(callIndex);
    const qint64 first = m_dispatcher->firstCallIndex(run);
    const size_t promptBlocks = size_t(request.promptTokens / block);
    const size_t allBlocks = size_t((qint64(request.promptTokens) + request.outputTokens) / block);
    std::vector<quint64> hashes;
    hashes.reserve(allBlocks);
    if (!call.compaction && call.prefix == RunCall::Prefix::Carried) {
        const int from = call.carriesCall >= 0 ? call.carriesCall : call.waitsFor.value(0, -1);
        if (from >= 0) {
            const std::vector<quint64> &carried = m_streamHashes[size_t(first + from)];
            hashes.assign(carried.begin(),
                          carried.begin() + qsizetype(std::min(carried.size(), promptBlocks)));
        }
    } else if (!call.compaction && !call.blocks.isEmpty()) {
        hashes = PromptFactory::engineBlocks(call.blocks, call.blockTokens, block,
                                             request.promptTokens, 0);
    } else if (!call.compaction && call.prefix == RunCall::Prefix::Group) {
        const quint64 key = simrandom::combine(
            kRunGroupSalt, PromptFactory::prefixKey(m_plan.classes().value(script.classIndex).name,
                                                    call.prefixGroup));
        const qint64 shared = std::min(call.prefixTokens, request.promptTokens);
        for (qint64 b = 0; (b + 1) * block <= shared; ++b)
            hashes.push_back(simrandom::combine(key, quint64(b)));
    }
    const quint64 own = simrandom::combine(kRunCallSalt, quint64(index));
    while (hashes.size() < allBlocks)
        hashes.push_back(simrandom::combine(own, quint64(hashes.size())));
    request.promptBlockHashes.assign(hashes.begin(), hashes.begin() + qsizetype(promptBlocks));
    request.outputBlockHashes.assign(hashes.begin() + qsizetype(promptBlocks), hashes.end());
    // Kept only while a later call of the run may carry it (dropped when the run ends).
    const bool carried =
        std::any_of(script.calls.begin(), script.calls.end(), [&](const RunCall &c) {
            return !c.compaction && c.prefix == RunCall::Prefix::Carried &&
                   (c.carriesCall >= 0 ? c.carriesCall : c.waitsFor.value(0, -1)) == callIndex;
        });
    if (carried)
        m_streamHashes[size_t(index)] = std::move(hashes);
}

// The runs whose user cancels by nowNs: their calls in flight are aborted then.
void VirtualStepRun::cancelRuns(qint64 nowNs, qint64 cancelNs)
{
    if (!m_dispatcher || m_runsStopped)
        return;
    for (const int run : m_dispatcher->takeCancelled(nowNs)) {
        const RunScript &script = m_dispatcher->script(run);
        const QString message =
            QCoreApplication::translate("LoadGenerator",
                                        "the simulated user cancelled run %1 after %2 s")
                .arg(script.runId)
                .arg(script.cancelAfterS);
        const qint64 first = m_dispatcher->firstCallIndex(run);
        for (qint64 i = first; i < first + script.calls.size(); ++i)
            if (m_state[size_t(i)] == State::InFlight)
                end(i, ErrorCategory::Cancelled, std::max(cancelNs, m_building[size_t(i)].sentNs),
                    message);
    }
}

void VirtualStepRun::collectRunOutcomes()
{
    if (!m_dispatcher)
        return;
    for (RunOutcome &o : m_dispatcher->takeOutcomes()) {
        if (const auto it = m_runIndex.constFind(o.runId); it != m_runIndex.constEnd()) {
            const qint64 first = m_dispatcher->firstCallIndex(*it);
            for (qint64 i = 0; i < m_dispatcher->script(*it).calls.size(); ++i)
                std::vector<quint64>().swap(m_streamHashes[size_t(first + i)]);
        }
        m_endedRuns.push_back(std::move(o));
    }
}

void VirtualStepRun::sample(qint64 tNs)
{
    ServerMetricsSample s;
    s.tNs = tNs;
    s.runtime = QStringLiteral("vllm"); // the built-in server's /metrics read as vLLM's
    s.running = m_engine.runningCount();
    s.waiting = m_engine.waitingCount();
    s.kvUsage = m_engine.kvUsage();
    const EngineCounters &c = m_engine.counters();
    s.preemptions = double(c.preemptions);
    s.promptTokens = double(c.promptTokens);
    s.generationTokens = double(c.generationTokens);
    s.prefixQueries = double(c.prefixQueryTokens);
    s.prefixHits = double(c.prefixHitTokens);
    m_samples.push_back(s);
    if (m_writer)
        m_writer->add(s);
}

void VirtualStepRun::end(qint64 index, ErrorCategory error, qint64 endNs, const QString &message)
{
    RequestRecord &r = m_building[size_t(index)];
    r.error = error;
    r.errorMessage = message;
    r.endNs = endNs;
    m_state[size_t(index)] = State::Done;
    m_ended.push_back(index);
    if (error != ErrorCategory::None)
        m_engine.abort(quint64(index)); // false when it never got in
    if (m_dispatcher) {
        const auto [run, call] = m_callOf[size_t(index)];
        m_dispatcher->ended(run, call, r, {});
    }
}

void VirtualStepRun::simulateUntil(double clientS)
{
    const double target = clientS * m_speed;
    const bool scrape = m_config.scrapeMetrics && m_config.scrapeIntervalMs > 0;
    const qint64 scrapeNs = qint64(m_config.scrapeIntervalMs) * 1'000'000;
    while (true) {
        if (scrape)
            for (; m_nextSampleNs <= clientNs(m_engineS) && m_nextSampleNs <= qint64(clientS * 1e9);
                 m_nextSampleNs += scrapeNs)
                sample(m_nextSampleNs);
        for (; arrivalsLeft() && simSec(m_plan.scheduledNs(m_next)) <= m_engineS; ++m_next)
            submit(m_next);
        if (m_dispatcher) {
            // 1 ns of slack: a due instant the engine jumped to is not missed by rounding.
            const qint64 nowNs = clientNs(m_engineS);
            if (!m_runsStopped && !m_dispatcher->windowClosed() && nowNs + 1 >= m_window.endNs)
                closeRunWindow(m_window.endNs);
            cancelRuns(nowNs + 1, nowNs);
            dispatchRunCalls(nowNs + 1);
            endUnmeasuredRuns(nowNs);
        }
        if (m_engineS >= target)
            break;
        const StepResult &step = m_engine.step(m_engineS);
        if (step.idle()) {
            double next = target;
            if (arrivalsLeft())
                next = std::min(next, simSec(m_plan.scheduledNs(m_next)));
            if (const qint64 due = nextRunEventNs(); due >= 0)
                next = std::min(next, simSec(due));
            if (m_dispatcher && !m_runsStopped && !m_dispatcher->windowClosed())
                next = std::min(next, simSec(m_window.endNs));
            m_engineS = std::max(m_engineS, next);
            continue;
        }
        const qint64 tNs = clientNs(step.endSec());
        for (const quint64 id : step.tokenEmitted) {
            RequestRecord &r = m_building[size_t(id)];
            if (r.chunks.empty())
                r.firstByteNs = r.firstTokenNs = tNs;
            r.chunks.push_back({tNs, 1});
            r.lastTokenNs = tNs;
        }
        for (const SimRequestTiming &t : step.finished) {
            RequestRecord &r = m_building[size_t(t.id)];
            r.promptTokens = t.promptTokens;
            r.completionTokens = t.outputTokens;
            r.cachedTokens = t.cachedPromptTokens;
            r.finishReason = QStringLiteral("length");
            const double k = 1000.0 / m_speed;
            r.server.queueMs = t.queueSec() * k;
            r.server.prefillMs = t.prefillSec() * k;
            r.server.decodeMs = t.decodeSec() * k;
            r.server.ttftMs = t.ttftSec() * k;
            r.server.e2eMs = t.e2eSec() * k;
            r.server.preemptions = t.preemptions;
            r.server.cachedPromptTokens = t.cachedPromptTokens;
            end(qint64(t.id), ErrorCategory::None, tNs);
        }
        m_engineS = step.endSec();
    }
}

// Ended requests whose end has passed on the step's clock reach the records, in order of end.
void VirtualStepRun::release(qint64 untilNs)
{
    std::stable_sort(m_ended.begin(), m_ended.end(), [this](qint64 a, qint64 b) {
        return m_building[size_t(a)].endNs < m_building[size_t(b)].endNs;
    });
    auto it = m_ended.begin();
    for (; it != m_ended.end() && m_building[size_t(*it)].endNs <= untilNs; ++it) {
        RequestRecord &r = m_building[size_t(*it)];
        if (ErrorCategories::isError(r.error))
            ++m_errors;
        else
            ++m_succeeded;
        if (m_writer)
            m_writer->add(r);
        m_records.push_back(std::move(r));
    }
    m_ended.erase(m_ended.begin(), it);
    collectRunOutcomes();
    auto run = std::stable_partition(m_endedRuns.begin(), m_endedRuns.end(),
                                     [untilNs](const RunOutcome &o) { return o.endNs > untilNs; });
    std::vector<RunOutcome> released(std::make_move_iterator(run),
                                     std::make_move_iterator(m_endedRuns.end()));
    m_endedRuns.erase(run, m_endedRuns.end());
    std::stable_sort(released.begin(), released.end(),
                     [](const RunOutcome &a, const RunOutcome &b) { return a.endNs < b.endNs; });
    m_runOutcomes.insert(m_runOutcomes.end(), std::make_move_iterator(released.begin()),
                         std::make_move_iterator(released.end()));
}

void VirtualStepRun::tick()
{
    if (!m_running)
        return;
    m_nowS += kTickS;
    const qint64 nowNs = qint64(std::llround(m_nowS * 1e9));
    simulateUntil(m_nowS);
    if (!sending() && m_sendEndNs < 0)
        m_sendEndNs = std::max(m_window.endNs, nowNs - qint64(kTickS * 1e9));
    // Requests past the per-request timeout, oldest first; then the end of the drain.
    const qint64 timeoutNs = m_config.requestTimeoutMs * 1'000'000;
    while (!m_inFlight.empty()) {
        const qint64 i = m_inFlight.front();
        if (m_state[size_t(i)] != State::InFlight) {
            m_inFlight.pop_front();
            continue;
        }
        const qint64 deadline = m_building[size_t(i)].scheduledNs + timeoutNs;
        if (deadline > nowNs)
            break;
        end(i, ErrorCategory::Timeout, deadline);
        m_inFlight.pop_front();
    }
    const bool drainOver =
        m_sendEndNs >= 0 && nowNs >= m_sendEndNs + m_config.drainTimeoutMs * 1'000'000;
    if (drainOver) {
        for (const qint64 i : m_inFlight)
            if (m_state[size_t(i)] == State::InFlight)
                end(i, ErrorCategory::Timeout, nowNs);
        m_inFlight.clear();
        if (m_dispatcher && !m_runsStopped) {
            m_dispatcher->stopAll(RunOutcome::Status::TimedOut);
            m_runsStopped = true;
        }
    }
    release(nowNs);
    m_clock.advanceTo(m_originS + m_nowS);
    const bool done =
        !sending() && m_ended.empty() &&
        std::none_of(m_inFlight.begin(), m_inFlight.end(),
                     [this](qint64 i) { return m_state[size_t(i)] == State::InFlight; }) &&
        (!m_dispatcher || m_dispatcher->activeRuns() == 0);
    Q_EMIT progressed();
    if (done && m_running)
        finish(RunInfo::Status::Completed);
}

void VirtualStepRun::finish(RunInfo::Status status)
{
    m_tick.stop();
    release(std::numeric_limits<qint64>::max());
    m_running = false;
    RunResult r;
    r.runId = m_runId;
    r.status = status;
    RunMetrics::Options options;
    options.scheduleLagBoundMs = RunMetrics::lagBoundFor(m_config.scheduleLagBoundMs,
                                                         m_config.slo ? &*m_config.slo : nullptr);
    r.metrics = RunMetrics::compute(m_records, m_window, options);
    if (m_config.slo)
        r.slo = SloEvaluator::evaluate(m_records, *m_config.slo, m_window);
    r.server = ServerWindowSummary::compute(m_samples, m_window);
    if (m_dispatcher) {
        r.runs = m_runOutcomes;
        QStringList classNames;
        for (const WorkloadClass &c : m_plan.classes())
            classNames.append(c.name);
        r.runSummary =
            RunSummary::compute(r.runs, classNames, m_window, m_config.slo.value_or(Slo{}));
    }
    r.notes = m_endpoint.notes;
    if (m_writer) {
        const Status closed = m_writer->close();
        r.storedRequests = m_writer->writtenRequests();
        r.unstoredRequests = m_writer->lostRequests();
        const bool full = m_writer->isFull();
        if (full) {
            // As BenchRunner: a full disk interrupts the run and ends the sweep.
            r.status = RunInfo::Status::Interrupted;
            r.storageError = closed ? m_writer->lastError() : closed.error();
            r.notes.append(r.storageError);
        } else if (!closed) {
            if (r.status == RunInfo::Status::Completed || r.unstoredRequests > 0)
                r.status = RunInfo::Status::Incomplete;
            r.notes.append(closed.error());
        }
        m_writer.reset();
        auto db = Database::open(m_databasePath);
        Status stored =
            db ? RunRepository(**db).finishRun(m_runId, r.status, r.metrics.window, r.toJson())
               : Status::failure(db.error());
        if (!stored && full && db) // the end without the summary needs no new room
            stored = RunRepository(**db).finishRun(m_runId, r.status, r.metrics.window, {});
        if (!stored)
            r.notes.append(stored.error());
    }
    m_result = std::move(r);
    Q_EMIT finished();
}

} // namespace llmcap
