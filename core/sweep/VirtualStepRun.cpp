#include "sweep/VirtualStepRun.h"

#include "bench/RunMetrics.h"
#include "bench/SloEvaluator.h"
#include "sim/Clock.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"
#include "storage/RunWriter.h"

#include <QCoreApplication>
#include <QDateTime>

#include <algorithm>
#include <cmath>
#include <limits>

namespace llmcap {

namespace {

// The step's clock per tick, as BenchRunner's 10 Hz drain.
constexpr double kTickS = 0.1;

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

bool VirtualStepRun::sending() const
{
    return !m_sendingStopped && m_next < m_plan.arrivals();
}

Status VirtualStepRun::start()
{
    if (m_running || m_tick.isActive())
        return Status::failure(
            QCoreApplication::translate("llmcap::BenchRunner", "the run was already started"));
    const size_t n = size_t(m_plan.arrivals());
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
    const qint64 nowNs = qint64(std::llround(m_nowS * 1e9));
    m_sendEndNs = nowNs;
    m_window.endNs = std::max(m_window.startNs, std::min(m_window.endNs, nowNs));
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
    finish(RunInfo::Status::Interrupted);
}

LoadProgress VirtualStepRun::progress() const
{
    LoadProgress p;
    const qint64 nowNs = qint64(std::llround(m_nowS * 1e9));
    if (!m_running)
        p.phase =
            m_records.empty() ? LoadProgress::Phase::NotStarted : LoadProgress::Phase::Finished;
    else if (sending())
        p.phase = nowNs < m_window.startNs ? LoadProgress::Phase::WarmingUp
                                           : LoadProgress::Phase::Measuring;
    else
        p.phase = LoadProgress::Phase::Draining;
    p.elapsedS = m_nowS;
    p.dispatched = m_next;
    p.finished = qint64(m_records.size());
    p.succeeded = m_succeeded;
    p.errors = m_errors;
    p.inFlight = m_next - p.finished;
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
    m_state[size_t(index)] = State::InFlight;
    if (m_maxQueue > 0 && m_engine.waitingCount() >= m_maxQueue) {
        r.httpStatus = 429;
        end(index, ErrorCategory::Http429, r.scheduledNs,
            QStringLiteral("too many requests waiting"));
        return;
    }
    SimRequest request;
    request.id = quint64(index);
    request.promptTokens = planned.inputTokens;
    request.outputTokens = planned.outputTokens;
    request.prefixGroup = planned.prefixKey;
    request.prefixTokens = planned.prefixTokens;
    if (const Status s = m_engine.submit(std::move(request), simSec(r.scheduledNs)); !s) {
        r.httpStatus = 400;
        end(index, ErrorCategory::Http4xx, r.scheduledNs, s.error());
        return;
    }
    r.httpStatus = 200;
    m_inFlight.push_back(index);
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
        for (; sending() && simSec(m_plan.scheduledNs(m_next)) <= m_engineS; ++m_next)
            submit(m_next);
        if (m_engineS >= target)
            break;
        const StepResult &step = m_engine.step(m_engineS);
        if (step.idle()) {
            double next = target;
            if (sending())
                next = std::min(next, simSec(m_plan.scheduledNs(m_next)));
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
    }
    release(nowNs);
    m_clock.advanceTo(m_originS + m_nowS);
    const bool done = !sending() && m_ended.empty() &&
                      std::none_of(m_inFlight.begin(), m_inFlight.end(), [this](qint64 i) {
                          return m_state[size_t(i)] == State::InFlight;
                      });
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
    options.scheduleLagBoundMs = m_config.scheduleLagBoundMs;
    r.metrics = RunMetrics::compute(m_records, m_window, options);
    if (m_config.slo)
        r.slo = SloEvaluator::evaluate(m_records, *m_config.slo, m_window);
    r.server = ServerWindowSummary::compute(m_samples, m_window);
    r.notes = m_endpoint.notes;
    if (m_writer) {
        const Status closed = m_writer->close();
        r.storedRequests = m_writer->writtenRequests();
        r.unstoredRequests = m_writer->lostRequests();
        if (!closed) {
            if (r.status == RunInfo::Status::Completed || r.unstoredRequests > 0)
                r.status = RunInfo::Status::Incomplete;
            r.notes.append(closed.error());
        }
        m_writer.reset();
        auto db = Database::open(m_databasePath);
        const Status stored =
            db ? RunRepository(**db).finishRun(m_runId, r.status, r.metrics.window, r.toJson())
               : Status::failure(db.error());
        if (!stored)
            r.notes.append(stored.error());
    }
    m_result = std::move(r);
    Q_EMIT finished();
}

} // namespace llmcap
