#include "bench/BenchRunner.h"

#include "servermetrics/MetricsScraper.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"
#include "storage/RunWriter.h"
#include "workload/SeededRandom.h"

#include <QDateTime>
#include <QRandomGenerator>

#include <algorithm>
#include <climits>
#include <thread>
#include <utility>

namespace llmcap {

namespace {

QString runTag()
{
    return QString::number(QRandomGenerator::global()->generate(), 16).rightJustified(8, u'0');
}

} // namespace

BenchRunner::BenchRunner(BenchConfig config, EndpointInfo endpoint, QObject *parent)
    : QObject(parent)
    , m_config(std::move(config))
    , m_endpoint(std::move(endpoint))
{
    m_tick.setInterval(100);
    connect(&m_tick, &QTimer::timeout, this, &BenchRunner::drain);
}

BenchRunner::~BenchRunner()
{
    if (m_finisher.joinable())
        m_finisher.join(); // it reads the records; its queued result dies with this object
    if (m_load)
        m_load->abort();
    m_load.reset(); // joins the load thread before anything it calls goes away
    m_scraper.reset();
    m_writer.reset();
}

Status BenchRunner::start()
{
    Status started = startParts();
    if (!started && m_runId > 0) {
        // The run row exists: say why it has no requests.
        if (auto db = Database::open(m_databasePath))
            RunRepository(**db).finishRun(m_runId, RunInfo::Status::Failed, {},
                                          {{QStringLiteral("error"), started.error()}});
    }
    return started;
}

Status BenchRunner::startParts()
{
    if (m_running || m_load)
        return Status::failure(tr("the run was already started"));
    auto plan = m_plan ? Result<RunPlan>(*std::exchange(m_plan, std::nullopt))
                       : RunPlan::create(m_config.plan);
    if (!plan)
        return Status::failure(plan.error());

    LoadOptions load;
    load.target = m_config.target;
    load.target.model = m_endpoint.model;
    load.extensions = ServerExtensions::forRuntime(m_endpoint.runtime);
    load.requestTimeoutMs = m_config.requestTimeoutMs;
    load.connectTimeoutMs = m_config.connectTimeoutMs;
    load.firstByteTimeoutMs = m_config.firstByteTimeoutMs;
    load.idleTimeoutMs = m_config.idleTimeoutMs;
    load.drainTimeoutMs = m_config.drainTimeoutMs;
    load.maxInFlight = m_config.maxInFlight;
    load.storeText = m_config.storeText;
    load.runTag = runTag();
    load.lateBoundMs = RunMetrics::lagBoundFor(m_config.scheduleLagBoundMs,
                                               m_config.slo ? &*m_config.slo : nullptr);
    // Every run's requests get text of their own (same lengths and times for the same seed), so
    // a step of a sweep is never served from the prefix cache its predecessors filled.
    PromptFactory prompts(m_config.plan.seed, m_endpoint.calibration);
    prompts.setRunSalt(QRandomGenerator::system()->generate64() | 1);
    m_load = std::make_unique<LoadGenerator>(std::move(plan).value(), std::move(prompts), load);
    m_runPlan = m_load->plan().isRunPlan();
    RunMetrics::Options metricOptions;
    metricOptions.scheduleLagBoundMs = load.lateBoundMs;
    metricOptions.closedLoop = m_config.plan.closedLoopUsers > 0;
    metricOptions.promptOverheadTokens = m_endpoint.calibration.promptOverheadTokens;
    m_metrics = std::make_unique<RunMetricsAccumulator>(metricOptions);
    if (m_config.slo)
        m_sloTally = std::make_unique<SloAccumulator>(*m_config.slo);
    m_startWarnings = contextWarnings();
    for (const WorkloadClass &c : m_load->plan().classes())
        m_classNames.append(c.name);

    if (!m_databasePath.isEmpty()) {
        auto db = Database::open(m_databasePath);
        if (!db)
            return Status::failure(db.error());
        RunInfo info;
        info.projectId = m_config.projectId;
        info.sweepId = m_config.sweepId;
        info.stepIndex = m_config.stepIndex;
        info.label = m_config.label;
        info.closedLoop = m_config.plan.closedLoopUsers > 0;
        info.config = m_config.toJson(m_endpoint);
        ServingConfig serving = m_config.serving;
        serving.fillFrom(m_endpoint.serving);
        info.servingConfig = serving.toJson();
        info.window = m_load->plan().window();
        // The start instant is set by LoadGenerator::start(); this is within its lead time.
        info.originEpochMs = QDateTime::currentMSecsSinceEpoch() + load.startLeadMs;
        auto id = RunRepository(**db).createRun(info);
        if (!id)
            return Status::failure(id.error());
        m_runId = *id;
        auto writer = RunWriter::open(m_databasePath, m_runId, 200, int(m_config.storeRetryMs));
        if (!writer)
            return Status::failure(writer.error());
        m_writer = std::move(writer).value();
        RunWriter *w = m_writer.get();
        m_load->setRecordHook([w](const RequestRecord &r) { w->add(r); });
    }
    m_load->setFinishedHook([this] {
        QMetaObject::invokeMethod(this, &BenchRunner::onLoadFinished, Qt::QueuedConnection);
    });
    if (Status s = m_load->start(); !s)
        return s;

    if (m_config.scrapeMetrics) {
        m_scraper = std::make_unique<MetricsScraper>(m_config.target, m_load->originNs(),
                                                     m_config.scrapeIntervalMs);
        if (RunWriter *w = m_writer.get())
            m_scraper->setSampleHook([w](const ServerMetricsSample &s) { w->add(s); });
        m_scraper->start();
    }
    m_running = true;
    m_tick.start();
    return {};
}

void BenchRunner::stop()
{
    if (!m_running || m_finishing)
        return;
    m_stopped = true;
    m_load->stop();
}

void BenchRunner::finishEarly()
{
    if (!m_running)
        return;
    // A run plan's measured runs in flight go on to their end: cutting them would count runs
    // as cancelled that the step's verdict then misses.
    m_load->stop(LoadGenerator::StopMode::Graceful);
}

void BenchRunner::abort()
{
    if (!m_running || m_finishing)
        return;
    m_stopped = true;
    m_load->abort();
}

LoadProgress BenchRunner::progress() const
{
    return m_load ? m_load->progress() : LoadProgress{};
}

RunWindow BenchRunner::window() const
{
    return m_load ? m_load->window() : RunWindow{};
}

void BenchRunner::drain()
{
    const qsizetype firstSample = qsizetype(m_samples.size());
    qsizetype firstRecord = qsizetype(m_records.size());
    bool fresh = false;
    if (m_load) {
        std::vector<RequestRecord> batch = m_load->takeRecords();
        fresh = !batch.empty();
        m_recordsSeen += qint64(batch.size());
        const RunWindow window = m_load->window();
        for (const RequestRecord &r : batch)
            account(r, window, false);
        if (m_keepRecords) {
            m_records.insert(m_records.end(), std::make_move_iterator(batch.begin()),
                             std::make_move_iterator(batch.end()));
        } else {
            m_records = std::move(batch); // the last batch only: its memory goes with the next
            firstRecord = 0;
        }
        std::vector<RunOutcome> ended = m_load->takeRunOutcomes();
        m_runOutcomes.insert(m_runOutcomes.end(), ended.begin(), ended.end());
    }
    if (m_scraper) {
        std::vector<ServerMetricsSample> samples = m_scraper->takeSamples();
        m_samples.insert(m_samples.end(), samples.begin(), samples.end());
    }
    if (fresh || qsizetype(m_samples.size()) > firstSample)
        Q_EMIT progressed(firstRecord, firstSample);
    // A full database takes no more of the run: end it now rather than measure what cannot be
    // kept (the requests stored so far stay; the run is marked interrupted).
    if (m_writer && m_writer->isFull() && m_running && !m_stopped && !m_finishing)
        abort();
}

// A call of a run is measured by its run's start, its first call's scheduled time
// (MeasuredRecords); a call that ends before its run's first call waits for it, or, at the
// run's end, is measured by its own time.
void BenchRunner::account(const RequestRecord &r, const RunWindow &window, bool final)
{
    const auto feed = [&](const RequestRecord &record) {
        const qint64 instantNs = m_measured.instantNs(record);
        m_metrics->add(record, window, instantNs);
        if (m_sloTally)
            m_sloTally->add(record, window, instantNs);
    };
    m_measured.add(r);
    if (!final && !m_measured.knowsInstant(r)) {
        m_pendingCalls.push_back(r);
        return;
    }
    feed(r);
    if (r.callIndex != 0 || r.runId.isEmpty())
        return;
    auto waiting =
        std::stable_partition(m_pendingCalls.begin(), m_pendingCalls.end(),
                              [&](const RequestRecord &p) { return p.runId != r.runId; });
    for (auto it = waiting; it != m_pendingCalls.end(); ++it)
        feed(*it);
    m_pendingCalls.erase(waiting, m_pendingCalls.end());
}

void BenchRunner::onLoadFinished()
{
    if (!m_running || m_finishing)
        return;
    m_load->wait();
    if (m_scraper)
        m_scraper->stop();
    m_tick.stop();
    drain(); // the last records; from here on records and samples do not change
    for (const RequestRecord &r : std::exchange(m_pendingCalls, {}))
        account(r, m_load->window(), true);
    m_finishing = true;
    QStringList notes;
    if (m_scraper && !m_scraper->error().isEmpty())
        notes.append(m_scraper->error());
    notes += m_endpoint.notes;
    notes += m_startWarnings;
    if (const qint64 unsent = m_load->progress().neverSent; unsent > 0)
        notes.append(tr("%n arrival(s) of the schedule were never sent: the client fell behind "
                        "its schedule and the run ended at the window's end plus the drain "
                        "timeout",
                        nullptr, int(std::min<qint64>(unsent, INT_MAX))));
    const RunInfo::Status status =
        m_stopped ? RunInfo::Status::Interrupted : RunInfo::Status::Completed;
    // Metrics over every record, the writer's last flush and storing the run take hundreds of
    // milliseconds at high rates: off the owner's thread, so its event loop stays responsive.
    m_finisher = std::thread([this, status, window = m_load->window(), notes = std::move(notes),
                              writer = std::move(m_writer)]() mutable {
        RunResult result = finishOffThread(status, window, std::move(notes), std::move(writer));
        QMetaObject::invokeMethod(
            this,
            [this, result = std::move(result)]() mutable { onResultReady(std::move(result)); },
            Qt::QueuedConnection);
    });
}

void BenchRunner::onResultReady(RunResult result)
{
    if (m_finisher.joinable())
        m_finisher.join(); // it has posted its result: only its return is left
    m_result = std::move(result);
    m_finishing = false;
    m_running = false;
    Q_EMIT finished();
}

Status BenchRunner::storeFinish(const RunResult &r, bool full) const
{
    // Like the records, the run's end waits out another process's write lock for a while; a
    // full database is not waited for: it gets the end without the summary, which needs no
    // room the run's row does not have.
    const auto deadline = std::chrono::steady_clock::now() +
                          std::chrono::milliseconds(full ? 0 : m_config.storeRetryMs);
    Status stored;
    do {
        auto db = Database::open(m_databasePath); // this thread's own connection
        stored = db ? RunRepository(**db).finishRun(m_runId, r.status, r.metrics.window, r.toJson())
                    : Status::failure(db.error());
        if (stored)
            return {};
        if (full && db) {
            stored = RunRepository(**db).finishRun(m_runId, r.status, r.metrics.window, {});
            if (stored)
                return {};
        }
        if (!full)
            std::this_thread::sleep_for(std::chrono::milliseconds(250));
    } while (std::chrono::steady_clock::now() < deadline);
    return Status::failure(tr("cannot mark run %1 as ended, so it shows as running until the "
                              "next start: %2")
                               .arg(m_runId)
                               .arg(stored.error()));
}

QStringList BenchRunner::contextWarnings() const
{
    ServingConfig serving = m_config.serving;
    serving.fillFrom(m_endpoint.serving);
    const qint64 context = serving.integer(QStringLiteral("max_model_len"), 0);
    const RunPlan &plan = m_load->plan();
    if (context <= 0 || plan.isRunPlan())
        return {};
    // A closed loop's requests repeat the plan's first ones: a sample of them tells.
    const qint64 n = plan.isClosedLoop() ? 1000 : plan.arrivals();
    qint64 over = 0;
    int worst = 0;
    for (qint64 i = 0; i < n; ++i) {
        const PlannedRequest p = plan.request(i);
        if (p.inputTokens + p.outputTokens > context) {
            ++over;
            worst = std::max(worst, p.inputTokens + p.outputTokens);
        }
    }
    if (over == 0)
        return {};
    return {tr("%1 of %2 planned requests need more than the server's context of %3 tokens "
               "(up to %4 tokens of prompt and output): the server will refuse or truncate "
               "them")
                .arg(over)
                .arg(n)
                .arg(context)
                .arg(worst)};
}

RunResult BenchRunner::finishOffThread(RunInfo::Status status, RunWindow window, QStringList notes,
                                       std::unique_ptr<RunWriter> writer) const
{
    RunResult r;
    r.runId = m_runId;
    r.status = status;
    r.metrics = m_metrics->result(window);
    if (m_sloTally)
        r.slo = m_sloTally->result(window);
    r.server = ServerWindowSummary::compute(m_samples, window);
    r.runs = m_runOutcomes;
    if (m_runPlan)
        r.runSummary =
            RunSummary::compute(r.runs, m_classNames, window, m_config.slo.value_or(Slo{}));
    r.notes = std::move(notes);
    if (writer) {
        const Status closed = writer->close();
        r.storedRequests = writer->writtenRequests();
        r.unstoredRequests = writer->lostRequests();
        const bool full = writer->isFull();
        if (full) {
            r.status = RunInfo::Status::Interrupted;
            r.storageError = closed ? writer->lastError() : closed.error();
            if (r.storageError.isEmpty())
                r.storageError = tr("the database is full");
            if (r.unstoredRequests > 0)
                r.notes.append(tr("%1 of %2 requests could not be stored: %3")
                                   .arg(r.unstoredRequests)
                                   .arg(m_recordsSeen)
                                   .arg(r.storageError));
            else
                r.notes.append(r.storageError);
        } else if (!closed) {
            if (r.status == RunInfo::Status::Completed || r.unstoredRequests > 0)
                r.status = RunInfo::Status::Incomplete;
            r.notes.append(
                r.unstoredRequests > 0
                    ? tr("%1 of %2 requests could not be stored: %3")
                          .arg(r.unstoredRequests)
                          .arg(m_recordsSeen)
                          .arg(closed.error())
                    : tr("server metrics samples could not be stored: %1").arg(closed.error()));
        }
        writer.reset();
        if (Status stored = storeFinish(r, full); !stored)
            r.notes.append(stored.error());
    }
    return r;
}

} // namespace llmcap
