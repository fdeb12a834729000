#include "bench/LoadGenerator.h"

#include "bench/RequestRouter.h"
#include "bench/RunDispatcher.h"
#include "bench/ScheduleHeadroom.h"
#include "bench/StreamTransfer.h"
#include "bench/TransferFactory.h"
#include "net/CurlMultiLoop.h"
#include "util/ProcessLimits.h"

#include <QDateTime>

#include <curl/curl.h>

#include <sys/resource.h>
#include <unistd.h>

#include <atomic>
#include <condition_variable>
#include <deque>
#include <limits>
#include <map>
#include <mutex>
#include <set>
#include <thread>
#include <unordered_map>

namespace llmcap {

namespace {

constexpr qint64 kPrepareAheadNs = 50'000'000; // build bodies this long before they are due
constexpr size_t kMaxPrepared = 256;
// Run calls whose dependencies have ended are built ahead up to this many (issue 37: 1,000
// concurrent runs ended their calls in bursts, and building each due call's body on the path to
// its send put the call dispatch lag at p99 6.5-16.4 ms).
constexpr size_t kMaxPreparedCalls = 4096;
constexpr int kPrepareBatch = 8;
// The last stretch before an arrival is polled instead of slept through: waking from a sleep
// takes 50-150 us on a typical (virtual) machine, more than a punctual start allows.
constexpr qint64 kSpinNs = 150'000;
// No body building this close to an arrival.
constexpr qint64 kQuietNs = 300'000;
// How often requests in flight are checked for a late first byte or an idle stream: the
// time-outs are seconds, libcurl's low-speed limit would count the wait for the first byte as
// idle, and one pass over the in-flight map costs microseconds.
constexpr qint64 kTimeoutCheckNs = 50'000'000;
// LoadGenerator::Impl::stopMode
constexpr int kNoStop = 0;
constexpr int kStopGraceful = 1;
constexpr int kStopCancel = 2;

} // namespace

struct LoadGenerator::Impl
{
    Impl(RunPlan p, PromptFactory f, LoadOptions o)
        : plan(std::move(p))
        , prompts(std::move(f))
        , options(std::move(o))
        , window(plan.window())
    {}

    // Set before start, read-only afterwards.
    RunPlan plan;
    PromptFactory prompts; // moved into the factory by start()
    LoadOptions options;
    RecordHook recordHook;
    std::function<void()> finishedHook;
    std::unique_ptr<CurlMultiLoop> loop;
    std::unique_ptr<TransferFactory> factory;
    std::thread thread;
    qint64 originNs = 0;
    qint64 originEpochMs = 0;

    // Shared with other threads.
    std::atomic<bool> stopRequested{false};
    std::atomic<int> stopMode{kNoStop};
    std::atomic<bool> abortRequested{false};
    std::atomic<bool> finished{false};
    std::atomic<int> phase{int(LoadProgress::Phase::NotStarted)};
    std::atomic<qint64> dispatched{0}, finishedCount{0}, succeeded{0}, errors{0}, inFlightCount{0},
        waitingCount{0}, clientQueued{0}, maxLagNs{0}, neverSent{0};
    mutable std::mutex mutex; // guards records, window, done
    std::condition_variable doneChanged;
    std::vector<RequestRecord> records;
    std::vector<RunOutcome> runOutcomes;
    RunWindow window;

    // Load thread only.
    std::unordered_map<CURL *, std::unique_ptr<StreamTransfer>> inFlight;
    std::deque<std::unique_ptr<StreamTransfer>> prepared; // open loop: next arrivals, in order
    std::deque<std::unique_ptr<StreamTransfer>> waiting;  // held back by the in-flight cap
    std::set<std::pair<qint64, StreamTransfer *>> cancelDeadlines;
    qint64 nextArrival = 0; // open loop: next index to dispatch
    qint64 nextPrepare = 0; // open loop: next index to prepare
    qint64 nextIndex = 0;   // closed loop: next request index
    qint64 drainDeadlineNs = -1;
    qint64 nextTimeoutCheckNs = 0;
    bool stopping = false;
    // Run plans only.
    std::unique_ptr<RunDispatcher> runs;
    std::unordered_map<const StreamTransfer *, std::pair<int, int>> runCalls; // run, call
    // Calls built ahead of their due time, by due time (then in the order they were built).
    std::multimap<qint64, std::unique_ptr<StreamTransfer>> preparedCalls;
    bool userStopped = false;
    ScheduleHeadroom headroom{options.lateBoundMs}; // after options

    qint64 now() const { return CurlMultiLoop::nowNs() - originNs; }
    RunWindow currentWindow() const
    {
        std::lock_guard lock(mutex);
        return window;
    }

    void run();
    std::unique_ptr<StreamTransfer> prepare(const PlannedRequest &request, qint64 scheduledNs);
    void dispatch(std::unique_ptr<StreamTransfer> transfer);
    void start(std::unique_ptr<StreamTransfer> transfer);
    bool route(StreamTransfer &transfer);
    void complete(std::unique_ptr<StreamTransfer> transfer);
    void onDone(CURL *easy, int code);
    // Starts waiting requests in the slots that ended transfers freed (and closed-loop users).
    void fillFreedSlots(qint64 nowNs);
    void dispatchDue(qint64 nowNs);
    void dispatchRunCalls(qint64 nowNs);
    std::unique_ptr<StreamTransfer> makeRunCall(const RunDispatcher::Due &due);
    void prepareRunCalls(qint64 nowNs);
    // Drops the prepared calls of the runs ofRun picks: never sent and never due, they leave no
    // record, as a call not yet due leaves none when its run ends.
    void dropPreparedCalls(const std::function<bool(int)> &ofRun);
    void cancelRuns(qint64 nowNs);
    void endRunCalls(const std::function<bool(int)> &ofRun, const QString &message);
    void endUnmeasuredRuns();
    void stopRuns(RunOutcome::Status status);
    void collectRunOutcomes();
    void closedLoopIssue(qint64 nowNs);
    void prepareAhead(qint64 nowNs);
    void cancelDue(qint64 nowNs);
    void timeOutQuiet(qint64 nowNs);
    void endAll(ErrorCategory category, const QString &message, const QString &waitingMessage);
    void beginStop(qint64 nowNs);
    bool arrivalsDone() const;
    qint64 nextWake() const;
};

std::unique_ptr<StreamTransfer> LoadGenerator::Impl::prepare(const PlannedRequest &planned,
                                                             qint64 scheduledNs)
{
    return factory->make(planned, scheduledNs);
}

void LoadGenerator::Impl::dispatch(std::unique_ptr<StreamTransfer> transfer)
{
    if (options.maxInFlight > 0 && qint64(inFlight.size()) >= options.maxInFlight) {
        if (!transfer->record().clientQueued) {
            transfer->record().clientQueued = true;
            clientQueued.fetch_add(1, std::memory_order_relaxed);
        }
        waiting.push_back(std::move(transfer));
        waitingCount.store(qint64(waiting.size()), std::memory_order_relaxed);
        return;
    }
    start(std::move(transfer));
}

void LoadGenerator::Impl::start(std::unique_ptr<StreamTransfer> transfer)
{
    RequestRecord &record = transfer->record();
    record.dispatchedNs = now();
    const qint64 lag = record.dispatchedNs - record.scheduledNs;
    if (lag > maxLagNs.load(std::memory_order_relaxed))
        maxLagNs.store(lag, std::memory_order_relaxed);
    headroom.noteSent(record.dispatchedNs, lag, record.clientQueued);
    CURL *easy = transfer->easy();
    if (options.router && !route(*transfer)) {
        complete(std::move(transfer));
        return;
    }
    if (!loop->add(easy)) {
        transfer->finishAs(ErrorCategory::Connect, tr("libcurl refused the transfer"));
        complete(std::move(transfer));
        return;
    }
    dispatched.fetch_add(1, std::memory_order_relaxed);
    if (transfer->options().cancelAfterMs > 0)
        cancelDeadlines.insert(
            {record.scheduledNs + qint64(transfer->options().cancelAfterMs * 1e6), transfer.get()});
    inFlight.emplace(easy, std::move(transfer));
    inFlightCount.store(qint64(inFlight.size()), std::memory_order_relaxed);
}

// Client-side routing (issue 19): the replica is picked when the request is handed to the
// transport, so outstanding counts and the rotation are current. Without a replica in rotation
// the request is shed as a gateway would (503) and not sent.
bool LoadGenerator::Impl::route(StreamTransfer &transfer)
{
    const RequestRouter::Route r =
        options.router->route(transfer.options().sessionKey, transfer.options().prefixKey);
    transfer.record().replica = r.replica;
    if (r.replica < 0) {
        transfer.record().httpStatus = 503;
        transfer.finishAs(ErrorCategory::Http5xx, tr("no replica in the rotation"));
        return false;
    }
    curl_easy_setopt(transfer.easy(), CURLOPT_URL, r.url.constData());
    return true;
}

void LoadGenerator::Impl::complete(std::unique_ptr<StreamTransfer> transfer)
{
    if (transfer->options().cancelAfterMs > 0)
        cancelDeadlines.erase(
            {transfer->record().scheduledNs + qint64(transfer->options().cancelAfterMs * 1e6),
             transfer.get()});
    std::pair<int, int> runCall{-1, -1};
    QByteArray output;
    if (runs) {
        if (auto it = runCalls.find(transfer.get()); it != runCalls.end()) {
            runCall = it->second;
            runCalls.erase(it);
            // The text goes back to the server with the next call; it is stored only when asked.
            output = transfer->record().outputText.toUtf8();
            if (!options.storeText)
                transfer->record().outputText.clear();
        }
    }
    RequestRecord record = std::move(transfer->record());
    if (options.router && record.replica >= 0)
        options.router->ended(record.replica);
    factory->recycle(transfer->easy());
    transfer.reset();
    if (runCall.first >= 0) {
        runs->ended(runCall.first, runCall.second, record, output);
        collectRunOutcomes();
    }

    finishedCount.fetch_add(1, std::memory_order_relaxed);
    if (record.succeeded())
        succeeded.fetch_add(1, std::memory_order_relaxed);
    else if (ErrorCategories::isError(record.error))
        errors.fetch_add(1, std::memory_order_relaxed);
    if (recordHook)
        recordHook(record);
    {
        std::lock_guard lock(mutex);
        records.push_back(std::move(record));
    }
}

void LoadGenerator::Impl::onDone(CURL *easy, int code)
{
    auto it = inFlight.find(easy);
    if (it == inFlight.end())
        return;
    std::unique_ptr<StreamTransfer> transfer = std::move(it->second);
    inFlight.erase(it);
    loop->remove(easy);
    transfer->finish(code);
    complete(std::move(transfer));
    fillFreedSlots(now());
}

void LoadGenerator::Impl::fillFreedSlots(qint64 nowNs)
{
    // A freed slot goes to the longest-waiting request first.
    while (!waiting.empty() &&
           (options.maxInFlight <= 0 || qint64(inFlight.size()) < options.maxInFlight)) {
        std::unique_ptr<StreamTransfer> next = std::move(waiting.front());
        waiting.pop_front();
        start(std::move(next));
    }
    waitingCount.store(qint64(waiting.size()), std::memory_order_relaxed);
    inFlightCount.store(qint64(inFlight.size()), std::memory_order_relaxed);
    if (plan.isClosedLoop())
        closedLoopIssue(nowNs);
}

void LoadGenerator::Impl::dispatchDue(qint64 nowNs)
{
    if (plan.isClosedLoop() || stopping)
        return;
    // At most a batch per pass, so that a client behind its schedule still reads its answers
    // and reaches the stop checks between batches (issue 20: one pass sent a whole backlog).
    constexpr int kMaxBatch = 256;
    int batch = 0;
    while (nextArrival < plan.arrivals() && plan.scheduledNs(nextArrival) <= nowNs &&
           batch++ < kMaxBatch) {
        std::unique_ptr<StreamTransfer> transfer;
        if (!prepared.empty() && prepared.front()->record().index == nextArrival) {
            transfer = std::move(prepared.front());
            prepared.pop_front();
        } else {
            transfer = prepare(plan.request(nextArrival), plan.scheduledNs(nextArrival));
            nextPrepare = std::max(nextPrepare, nextArrival + 1);
        }
        ++nextArrival;
        dispatch(std::move(transfer));
    }
}

std::unique_ptr<StreamTransfer> LoadGenerator::Impl::makeRunCall(const RunDispatcher::Due &due)
{
    const RunScript &script = runs->script(due.run);
    TransferFactory::Call call;
    call.run = &script;
    call.call = &script.calls.at(due.call);
    call.index = runs->firstCallIndex(due.run) + due.call;
    call.scheduledNs = due.scheduledNs;
    call.warmup = !runs->isMeasured(due.run);
    call.plannedInputTokens = runs->plannedInputTokens(due.run, due.call);
    QList<QByteArray> turns = runs->carried(due.run, due.call);
    std::unique_ptr<StreamTransfer> transfer = factory->makeCall(call, turns);
    runs->sending(due.run, due.call, std::move(turns));
    runCalls.emplace(transfer.get(), std::pair{due.run, due.call});
    return transfer;
}

void LoadGenerator::Impl::dispatchRunCalls(qint64 nowNs)
{
    if (!runs)
        return;
    if (userStopped) {
        dropPreparedCalls([](int) { return true; });
        return;
    }
    // The calls built ahead first: their bodies are ready, only the hand-over is left.
    while (!preparedCalls.empty() && preparedCalls.begin()->first <= nowNs) {
        std::unique_ptr<StreamTransfer> transfer = std::move(preparedCalls.begin()->second);
        preparedCalls.erase(preparedCalls.begin());
        dispatch(std::move(transfer));
    }
    RunDispatcher::Due due;
    while (runs->takeDue(nowNs, &due))
        dispatch(makeRunCall(due));
}

// A call whose dependencies have ended is due at their end plus its offset (a tool's time, a
// user's think time): its body, the conversation so far, is built now, as arrivals are built
// ahead, and handed to the transport when due. Not this close to an imminent send.
void LoadGenerator::Impl::prepareRunCalls(qint64 nowNs)
{
    if (!runs || userStopped)
        return;
    RunDispatcher::Due due;
    // A few per pass, so that the loop gets back to what is due (run starts, answers).
    for (int built = 0; built < kPrepareBatch && preparedCalls.size() < kMaxPreparedCalls;
         ++built) {
        qint64 next = std::numeric_limits<qint64>::max();
        if (!stopping && nextArrival < plan.arrivals())
            next = plan.scheduledNs(nextArrival);
        if (!preparedCalls.empty())
            next = std::min(next, preparedCalls.begin()->first);
        if (const qint64 runDue = runs->nextDueNs(); runDue >= 0)
            next = std::min(next, runDue); // a run start, or a call not built yet
        if (next != std::numeric_limits<qint64>::max() && next - now() < kQuietNs)
            return;
        if (!runs->takeScheduled(std::numeric_limits<qint64>::max(), &due))
            return;
        if (due.scheduledNs <= nowNs) { // due already: it goes now
            dispatch(makeRunCall(due));
            continue;
        }
        std::unique_ptr<StreamTransfer> transfer = makeRunCall(due);
        preparedCalls.emplace(due.scheduledNs, std::move(transfer));
    }
}

void LoadGenerator::Impl::dropPreparedCalls(const std::function<bool(int)> &ofRun)
{
    for (auto it = preparedCalls.begin(); it != preparedCalls.end();) {
        auto rc = runCalls.find(it->second.get());
        if (rc == runCalls.end() || ofRun(rc->second.first)) {
            std::unique_ptr<StreamTransfer> transfer = std::move(it->second);
            it = preparedCalls.erase(it);
            if (rc != runCalls.end()) {
                const auto [run, call] = rc->second;
                runCalls.erase(rc);
                runs->unsent(run, call);
            }
            factory->recycle(transfer->easy());
        } else {
            ++it;
        }
    }
    collectRunOutcomes();
}

void LoadGenerator::Impl::cancelRuns(qint64 nowNs)
{
    const std::vector<int> cancelled = runs->takeCancelled(nowNs);
    for (int run : cancelled) {
        const QString message = tr("the simulated user cancelled run %1 after %2 s")
                                    .arg(runs->script(run).runId)
                                    .arg(runs->script(run).cancelAfterS);
        endRunCalls([run](int r) { return r == run; }, message);
    }
    collectRunOutcomes();
    inFlightCount.store(qint64(inFlight.size()), std::memory_order_relaxed);
    waitingCount.store(qint64(waiting.size()), std::memory_order_relaxed);
}

// Ends the calls in flight or waiting of the runs ofRun picks, as cancelled.
void LoadGenerator::Impl::endRunCalls(const std::function<bool(int)> &ofRun, const QString &message)
{
    std::vector<CURL *> picked;
    for (const auto &[easy, transfer] : inFlight)
        if (auto it = runCalls.find(transfer.get());
            it != runCalls.end() && ofRun(it->second.first))
            picked.push_back(easy);
    for (CURL *easy : picked) {
        auto it = inFlight.find(easy);
        std::unique_ptr<StreamTransfer> transfer = std::move(it->second);
        inFlight.erase(it);
        loop->remove(easy);
        transfer->finishAs(ErrorCategory::Cancelled, message);
        complete(std::move(transfer));
    }
    for (auto it = waiting.begin(); it != waiting.end();) {
        auto rc = runCalls.find(it->get());
        if (rc != runCalls.end() && ofRun(rc->second.first)) {
            (*it)->finishAs(ErrorCategory::Cancelled, message);
            std::unique_ptr<StreamTransfer> transfer = std::move(*it);
            it = waiting.erase(it);
            complete(std::move(transfer));
        } else {
            ++it;
        }
    }
    dropPreparedCalls(ofRun);
}

// Every measured run has ended after the window: the runs left (warm-up runs and the runs that
// kept the load steady after the window) are not measured and end now.
void LoadGenerator::Impl::endUnmeasuredRuns()
{
    runs->stopAll(RunOutcome::Status::Cancelled);
    endRunCalls([](int) { return true; },
                tr("not measured: ended with the last measured run after the window"));
    collectRunOutcomes();
    inFlightCount.store(qint64(inFlight.size()), std::memory_order_relaxed);
    waitingCount.store(qint64(waiting.size()), std::memory_order_relaxed);
}

void LoadGenerator::Impl::stopRuns(RunOutcome::Status status)
{
    if (!runs)
        return;
    runs->stopAll(status);
    collectRunOutcomes();
}

void LoadGenerator::Impl::collectRunOutcomes()
{
    std::vector<RunOutcome> ended = runs->takeOutcomes();
    if (ended.empty())
        return;
    std::lock_guard lock(mutex);
    runOutcomes.insert(runOutcomes.end(), std::make_move_iterator(ended.begin()),
                       std::make_move_iterator(ended.end()));
}

void LoadGenerator::Impl::closedLoopIssue(qint64 nowNs)
{
    // Each user holds a connection: never more than the safety cap (the CLI refuses more).
    const int users = options.maxInFlight > 0
                          ? std::min(plan.settings().closedLoopUsers, options.maxInFlight)
                          : plan.settings().closedLoopUsers;
    while (!stopping && qint64(inFlight.size()) < users) {
        RunWindow w = currentWindow();
        if (w.endNs >= 0 && nowNs >= w.endNs)
            return;
        const qint64 index = nextIndex++;
        if (index == plan.settings().warmupRequests && plan.settings().warmupRequests > 0) {
            std::lock_guard lock(mutex);
            window.startNs = std::max(nowNs, qint64(plan.settings().warmupS * 1e9));
            window.endNs = window.startNs + qint64(plan.settings().durationS * 1e9);
        }
        std::unique_ptr<StreamTransfer> transfer = prepare(plan.request(index), nowNs);
        // A closed-loop user sends as soon as the request is built: its schedule is the send.
        transfer->record().scheduledNs = now();
        start(std::move(transfer));
    }
}

void LoadGenerator::Impl::prepareAhead(qint64 nowNs)
{
    if (plan.isClosedLoop() || stopping)
        return;
    nextPrepare = std::max(nextPrepare, nextArrival);
    while (nextPrepare < plan.arrivals() && prepared.size() < kMaxPrepared &&
           (prepared.empty() || plan.scheduledNs(nextPrepare) <= nowNs + kPrepareAheadNs)) {
        if (!prepared.empty() && nextArrival < plan.arrivals() &&
            plan.scheduledNs(nextArrival) - now() < kQuietNs)
            break;
        prepared.push_back(prepare(plan.request(nextPrepare), plan.scheduledNs(nextPrepare)));
        ++nextPrepare;
    }
}

void LoadGenerator::Impl::cancelDue(qint64 nowNs)
{
    while (!cancelDeadlines.empty() && cancelDeadlines.begin()->first <= nowNs) {
        StreamTransfer *t = cancelDeadlines.begin()->second;
        cancelDeadlines.erase(cancelDeadlines.begin());
        auto it = inFlight.find(t->easy());
        if (it == inFlight.end())
            continue;
        std::unique_ptr<StreamTransfer> transfer = std::move(it->second);
        inFlight.erase(it);
        loop->remove(transfer->easy());
        transfer->finishAs(ErrorCategory::Cancelled,
                           tr("cancelled by the simulated user after %1 ms")
                               .arg(transfer->options().cancelAfterMs));
        complete(std::move(transfer));
    }
    inFlightCount.store(qint64(inFlight.size()), std::memory_order_relaxed);
    if (runs)
        cancelRuns(nowNs);
    if (plan.isClosedLoop())
        closedLoopIssue(nowNs);
}

// Ends the requests whose answer is late to begin or stopped mid-way (StreamTransfer::timedOutAt).
void LoadGenerator::Impl::timeOutQuiet(qint64 nowNs)
{
    if (nowNs < nextTimeoutCheckNs)
        return;
    nextTimeoutCheckNs = nowNs + kTimeoutCheckNs;
    std::vector<CURL *> late;
    for (const auto &[easy, transfer] : inFlight)
        if (transfer->timedOutAt(nowNs))
            late.push_back(easy);
    for (CURL *easy : late) {
        auto it = inFlight.find(easy);
        std::unique_ptr<StreamTransfer> transfer = std::move(it->second);
        inFlight.erase(it);
        loop->remove(easy);
        complete(std::move(transfer));
    }
    if (!late.empty())
        fillFreedSlots(nowNs);
}

void LoadGenerator::Impl::endAll(ErrorCategory category, const QString &message,
                                 const QString &waitingMessage)
{
    for (auto &[easy, transfer] : inFlight) {
        loop->remove(easy);
        transfer->finishAs(category, message);
        complete(std::move(transfer));
    }
    inFlight.clear();
    for (auto &transfer : waiting) {
        transfer->finishAs(category, waitingMessage);
        complete(std::move(transfer));
    }
    waiting.clear();
    if (runs)
        dropPreparedCalls([](int) { return true; });
    for (auto &transfer : prepared)
        factory->recycle(transfer->easy());
    prepared.clear();
    cancelDeadlines.clear();
    inFlightCount.store(0);
    waitingCount.store(0);
}

void LoadGenerator::Impl::beginStop(qint64 nowNs)
{
    stopping = true;
    // A run plan's runs go on after the window closes (their calls are part of runs that
    // started in it); only a stop from outside that cancels ends them.
    if (runs && stopMode.load() == kStopCancel && !userStopped) {
        userStopped = true;
        stopRuns(RunOutcome::Status::Cancelled);
    }
    for (auto &transfer : prepared)
        factory->recycle(transfer->easy());
    prepared.clear();
    qint64 endNs = 0;
    {
        std::lock_guard lock(mutex);
        if (window.endNs < 0 || nowNs < window.endNs)
            window.endNs = std::max(window.startNs, nowNs);
        endNs = window.endNs;
        // A request plan drains from the window's end, however late the stop (a client behind
        // its schedule sends its backlog only until then); a run plan's runs drain from when
        // the last measured run started.
        drainDeadlineNs =
            (runs ? nowNs : std::min(nowNs, endNs)) + options.drainTimeoutMs * 1'000'000;
    }
    if (runs)
        runs->closeWindow(endNs);
}

bool LoadGenerator::Impl::arrivalsDone() const
{
    if (stopping)
        return true;
    if (plan.isClosedLoop())
        return false;
    if (runs)
        return runs->allStarted();
    return nextArrival >= plan.arrivals();
}

qint64 LoadGenerator::Impl::nextWake() const
{
    constexpr qint64 kNever = std::numeric_limits<qint64>::max();
    qint64 wake = kNever;
    if (!stopping && !plan.isClosedLoop() && nextArrival < plan.arrivals())
        wake = std::min(wake, std::max(now(), plan.scheduledNs(nextArrival) - kSpinNs));
    if (!cancelDeadlines.empty())
        wake = std::min(wake, cancelDeadlines.begin()->first);
    if (runs && !userStopped)
        if (const qint64 due = runs->nextDueNs(); due >= 0)
            wake = std::min(wake, std::max(now(), due - kSpinNs));
    if (!preparedCalls.empty())
        wake = std::min(wake, std::max(now(), preparedCalls.begin()->first - kSpinNs));
    if (drainDeadlineNs >= 0)
        wake = std::min(wake, drainDeadlineNs);
    if (!inFlight.empty())
        wake = std::min(wake, std::max(now(), nextTimeoutCheckNs));
    if (const RunWindow w = currentWindow(); !stopping && w.endNs >= 0)
        wake = std::min(wake, w.endNs);
    return wake == kNever ? -1 : wake + originNs;
}

void LoadGenerator::Impl::run()
{
    // Best effort: a load generator is only honest while it keeps its schedule, so its thread
    // asks for a higher priority than other work on the machine (allowed for root or with
    // CAP_SYS_NICE; silently left as it is otherwise).
    setpriority(PRIO_PROCESS, pid_t(gettid()), -10);
    const auto onDoneFn = [this](CURL *easy, int code) { onDone(easy, code); };
    prepareAhead(0);
    if (plan.isClosedLoop()) {
        while (now() < 0)
            std::this_thread::sleep_for(std::chrono::microseconds(200));
        closedLoopIssue(now());
    }
    while (true) {
        const qint64 t = now();
        const RunWindow w = currentWindow();
        if (abortRequested.load()) {
            endAll(ErrorCategory::Cancelled, tr("the run was aborted"),
                   tr("never sent: the run was aborted"));
            stopRuns(RunOutcome::Status::Cancelled);
            break;
        }
        if (runs && stopping && !userStopped && stopMode.load() == kStopCancel) {
            userStopped = true;
            stopRuns(RunOutcome::Status::Cancelled);
        }
        // An overloaded client still sending its backlog stops at the window's end plus the
        // drain timeout (issue 20: 76 s for a 15.5 s run, and the server stayed loaded).
        const bool overdue =
            !runs && w.endNs >= 0 && t >= w.endNs + options.drainTimeoutMs * 1'000'000;
        if (!stopping &&
            (stopRequested.load() || overdue ||
             (w.endNs >= 0 && t >= w.endNs && (arrivalsDone() || plan.isClosedLoop()))))
            beginStop(w.endNs >= 0 ? std::min(t, w.endNs) : t);
        phase.store(int(stopping                       ? LoadProgress::Phase::Draining
                        : t < w.startNs || w.endNs < 0 ? LoadProgress::Phase::WarmingUp
                                                       : LoadProgress::Phase::Measuring));
        dispatchDue(t);
        dispatchRunCalls(t);
        cancelDue(t);
        timeOutQuiet(t);
        if (runs && !userStopped && runs->measuredDone() && runs->activeRuns() > 0)
            endUnmeasuredRuns();
        if (stopping && inFlight.empty() && waiting.empty() && (!runs || runs->activeRuns() == 0))
            break;
        if (drainDeadlineNs >= 0 && t >= drainDeadlineNs) {
            endAll(ErrorCategory::Timeout,
                   tr("still running when the drain timeout (%1 s) ended")
                       .arg(double(options.drainTimeoutMs) / 1000.0),
                   tr("never sent: waited for the in-flight cap until the drain timeout ended"));
            stopRuns(RunOutcome::Status::TimedOut);
            break;
        }
        prepareAhead(t);
        prepareRunCalls(t);
        loop->runOnce(nextWake(), onDoneFn);
    }
    if (!runs && !plan.isClosedLoop())
        neverSent.store(std::max<qint64>(0, plan.arrivals() - nextArrival));
    phase.store(int(LoadProgress::Phase::Finished));
    if (finishedHook)
        finishedHook();
    {
        std::lock_guard lock(mutex);
        finished.store(true);
    }
    doneChanged.notify_all();
}

LoadGenerator::LoadGenerator(RunPlan plan, PromptFactory prompts, LoadOptions options)
    : d(std::make_unique<Impl>(std::move(plan), std::move(prompts), std::move(options)))
{}

LoadGenerator::~LoadGenerator()
{
    if (d->thread.joinable()) {
        abort();
        d->thread.join();
    }
}

void LoadGenerator::setRecordHook(RecordHook hook)
{
    d->recordHook = std::move(hook);
}

void LoadGenerator::setFinishedHook(std::function<void()> hook)
{
    d->finishedHook = std::move(hook);
}

Status LoadGenerator::start()
{
    if (d->thread.joinable())
        return Status::failure(tr("the load generator was already started"));
    if (const QString problem = d->options.target.validate(); !problem.isEmpty())
        return Status::failure(problem);
    ProcessLimits::raiseOpenFileLimit();
    d->loop = std::make_unique<CurlMultiLoop>();
    if (!d->loop->isValid())
        return Status::failure(tr("cannot set up the network loop: %1").arg(d->loop->error()));
    d->loop->setMaxConnections(
        std::max<long>(64, d->options.maxInFlight > 0 ? d->options.maxInFlight : 10000));
    d->originNs = CurlMultiLoop::nowNs() + d->options.startLeadMs * 1'000'000;
    d->factory =
        std::make_unique<TransferFactory>(d->plan, std::move(d->prompts), d->options, d->originNs);
    if (d->plan.isRunPlan())
        d->runs = std::make_unique<RunDispatcher>(d->plan);
    d->originEpochMs = QDateTime::currentMSecsSinceEpoch() + d->options.startLeadMs;
    d->thread = std::thread([this] { d->run(); });
    return {};
}

void LoadGenerator::stop(StopMode mode)
{
    if (mode == StopMode::Cancel) {
        d->stopMode.store(kStopCancel);
    } else {
        int none = kNoStop;
        d->stopMode.compare_exchange_strong(none, kStopGraceful);
    }
    d->stopRequested.store(true);
    if (d->loop)
        d->loop->wakeUp();
}

void LoadGenerator::abort()
{
    d->abortRequested.store(true);
    if (d->loop)
        d->loop->wakeUp();
}

bool LoadGenerator::wait(qint64 timeoutMs)
{
    {
        std::unique_lock lock(d->mutex);
        auto done = [this] { return d->finished.load(); };
        if (timeoutMs < 0)
            d->doneChanged.wait(lock, done);
        else if (!d->doneChanged.wait_for(lock, std::chrono::milliseconds(timeoutMs), done))
            return false;
    }
    if (d->thread.joinable())
        d->thread.join();
    return true;
}

bool LoadGenerator::isFinished() const
{
    return d->finished.load();
}

LoadProgress LoadGenerator::progress() const
{
    LoadProgress p;
    p.phase = LoadProgress::Phase(d->phase.load());
    if (d->originNs > 0)
        p.elapsedS = std::max(0.0, double(d->now()) / 1e9);
    p.dispatched = d->dispatched.load(std::memory_order_relaxed);
    p.finished = d->finishedCount.load(std::memory_order_relaxed);
    p.succeeded = d->succeeded.load(std::memory_order_relaxed);
    p.errors = d->errors.load(std::memory_order_relaxed);
    p.inFlight = d->inFlightCount.load(std::memory_order_relaxed);
    p.waiting = d->waitingCount.load(std::memory_order_relaxed);
    p.clientQueued = d->clientQueued.load(std::memory_order_relaxed);
    p.maxLagNs = d->maxLagNs.load(std::memory_order_relaxed);
    p.neverSent = d->neverSent.load(std::memory_order_relaxed);
    d->headroom.fill(p);
    return p;
}

std::vector<RequestRecord> LoadGenerator::takeRecords()
{
    std::vector<RequestRecord> out;
    std::lock_guard lock(d->mutex);
    out.swap(d->records);
    return out;
}

std::vector<RunOutcome> LoadGenerator::takeRunOutcomes()
{
    std::vector<RunOutcome> out;
    std::lock_guard lock(d->mutex);
    out.swap(d->runOutcomes);
    return out;
}

const RunPlan &LoadGenerator::plan() const
{
    return d->plan;
}

RunWindow LoadGenerator::window() const
{
    return d->currentWindow();
}

qint64 LoadGenerator::originEpochMs() const
{
    return d->originEpochMs;
}

qint64 LoadGenerator::originNs() const
{
    return d->originNs;
}

} // namespace llmcap
