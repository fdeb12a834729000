#include "sweep/SweepController.h"

#include "bench/RunPlan.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"
#include "sweep/HttpStepExecutor.h"
#include "sweep/StepMonitor.h"
#include "sweep/StepRun.h"
#include "sweep/SweepRepository.h"

#include <algorithm>
#include <cmath>

namespace llmcap {

SweepController::SweepController(SweepConfig config, EndpointInfo endpoint, QString databasePath,
                                 QObject *parent)
    : QObject(parent)
    , m_config(std::move(config))
    , m_endpoint(std::move(endpoint))
    , m_databasePath(std::move(databasePath))
    , m_executor(std::make_unique<HttpStepExecutor>())
    , m_search(m_config.search)
{}

SweepController::~SweepController()
{
    if (m_judge.joinable())
        m_judge.join(); // it reads the finished runner; its queued result dies with this object
    if (m_modelThread.joinable())
        m_modelThread.join(); // it reads the database by path; its result dies with this object
    if (m_runner)
        m_runner->abort();
}

void SweepController::setExecutor(std::unique_ptr<StepExecutor> executor)
{
    Q_ASSERT(!m_running && executor);
    m_executor = std::move(executor);
}

void SweepController::setBoundaryModel(BoundaryModel model)
{
    Q_ASSERT(!m_running);
    m_model = std::move(model);
}

void SweepController::runModel(std::function<void(const SweepTwin &)> then)
{
    if (m_modelThread.joinable())
        m_modelThread.join();
    m_modeling = true;
    const quint64 token = ++m_modelToken;
    Q_EMIT modelingStarted(int(m_steps.size()));
    m_modelThread =
        std::thread([this, token, then = std::move(then), model = m_model, path = m_databasePath,
                     sweepId = m_sweepId, steps = m_steps.size()] {
            const SweepTwin twin = model(path, sweepId);
            QMetaObject::invokeMethod(
                this,
                [this, token, then, twin, steps] {
                    if (m_modelThread.joinable())
                        m_modelThread.join(); // it has posted its result: only its return is left
                    if (token != m_modelToken)
                        return; // stopped or failed meanwhile
                    m_modeling = false;
                    m_twin = twin;
                    m_modeledSteps = steps;
                    Q_EMIT modelingFinished(twin);
                    then(twin);
                },
                Qt::QueuedConnection);
        });
}

double SweepController::elapsedS() const
{
    return m_startedS >= 0 ? m_executor->nowS() - m_startedS : 0;
}

Status SweepController::openDatabase()
{
    if (m_db)
        return {};
    auto db = Database::open(m_databasePath);
    if (!db)
        return Status::failure(db.error());
    m_db = std::move(db).value();
    return {};
}

QString SweepController::runningElsewhere(const QString &databasePath, qint64 sweepId)
{
    return SweepLock::runningElsewhere(databasePath, sweepId);
}

Status SweepController::start()
{
    if (m_running)
        return Status::failure(tr("the sweep is already running"));
    if (Status s = SweepConfig::validate(m_config); !s)
        return s;
    if (Status s = openDatabase(); !s)
        return s;
    auto id = SweepRepository(*m_db).create(m_config, m_endpoint.toJson());
    if (!id)
        return Status::failure(id.error());
    if (Status locked = m_lock.acquire(m_databasePath, *id); !locked)
        return locked;
    m_sweepId = *id;
    m_search = BoundarySearch(m_config.search);
    m_steps.clear();
    m_wallBeforeS = 0;
    m_running = true;
    m_stopping = false;
    m_startedS = m_executor->nowS();
    scheduleNext(false);
    return {};
}

Status SweepController::resumeSweep(qint64 sweepId)
{
    if (m_running)
        return Status::failure(tr("the sweep is already running"));
    if (Status s = SweepConfig::validate(m_config, SweepConfig::Check::Stored); !s)
        return s;
    if (Status s = openDatabase(); !s)
        return s;
    SweepRepository repository(*m_db);
    auto info = repository.find(sweepId);
    if (!info)
        return Status::failure(info.error());
    if (info->status == SweepInfo::Status::Completed)
        return Status::failure(tr("sweep %1 is already complete").arg(sweepId));
    if (Status locked = m_lock.acquire(m_databasePath, sweepId); !locked)
        return locked;
    auto steps = repository.steps(sweepId);
    if (!steps)
        return Status::failure(steps.error());
    QList<StepOutcome> outcomes;
    for (const SweepStep &s : *steps)
        outcomes.append(s.outcome());
    m_sweepId = sweepId;
    m_steps = *steps;
    m_search = BoundarySearch::replay(m_config.search, outcomes);
    // Progress and time left continue from the stored steps (their measured requests and
    // windows; the warm-up and drain of those steps are not stored, so estimate the warm-up).
    m_requestsBefore = m_errorsBefore = 0;
    m_stepSecondsTotal = 0;
    m_wallBeforeS = 0;
    for (const SweepStep &s : m_steps) {
        m_wallBeforeS += s.wallS > 0 ? s.wallS : s.windowS + m_config.stepWarmupS;
        m_requestsBefore += s.measured;
        m_errorsBefore += std::llround(s.errorRatePct * double(s.measured) / 100.0);
        m_stepSecondsTotal += s.windowS + m_config.stepWarmupS;
    }
    // A step killed mid-run left its run marked as running: it was never judged.
    RunRepository runs(*m_db);
    if (auto stale = runs.runs(sweepId))
        for (const RunInfo &r : *stale)
            if (r.status == RunInfo::Status::Running)
                runs.finishRun(r.id, RunInfo::Status::Interrupted, RunWindow{},
                               QJsonObject{{QStringLiteral("note"),
                                            tr("the process ended during this step; the sweep "
                                               "ran it again")}});
    repository.setStatus(sweepId, SweepInfo::Status::Running);
    m_running = true;
    m_stopping = false;
    m_startedS = m_executor->nowS();
    scheduleNext(false);
    return {};
}

void SweepController::stop()
{
    if (!m_running)
        return;
    m_stopping = true;
    ++m_waitToken; // the cool-down in progress starts nothing
    m_coolingDown = false;
    if (m_runner) {
        m_runner->abort(); // finished() follows; the step is not recorded
        return;
    }
    if (m_judged)
        return; // the step is being stored; stopped() follows it
    if (m_modeling) {
        ++m_modelToken; // the twin in progress is dropped; a resume makes it again
        m_modeling = false;
    }
    endStopped();
}

void SweepController::pause()
{
    m_paused = true;
}

void SweepController::resume()
{
    if (!m_paused)
        return;
    m_paused = false;
    if (m_running && !m_runner && !m_judged && !m_coolingDown && !m_modeling)
        scheduleNext(false);
}

BoundaryEstimate SweepController::estimate() const
{
    return BoundaryEstimate::from(m_search);
}

SweepProgress SweepController::progress() const
{
    SweepProgress p;
    p.running = m_running;
    p.paused = m_paused;
    p.elapsedS = elapsedS();
    p.stepsDone = int(m_steps.size());
    p.stepsLeftEstimate = m_search.estimatedStepsLeft(twinExpected());
    p.twinExpected = twinExpected();
    p.modeling = m_modeling;
    const double perStep =
        m_steps.isEmpty() ? m_config.stepWarmupS + m_config.maxStepS
                          : m_stepSecondsTotal / double(std::max<qsizetype>(1, m_steps.size()));
    p.secondsLeftEstimate = p.stepsLeftEstimate * (perStep + m_config.cooldownS);
    if (m_config.search.confirmS > 0 && p.stepsLeftEstimate > 0) // one of them is the long run
        p.secondsLeftEstimate +=
            std::max(0.0, m_config.search.confirmS + m_config.stepWarmupS - perStep);
    p.requests = m_requestsBefore;
    p.errors = m_errorsBefore;
    if (m_runner) {
        const LoadProgress lp = m_runner->progress();
        p.requests += lp.finished;
        p.errors += lp.errors;
        p.currentRateRps = m_request.rateRps;
    }
    if (m_judged) { // the finished step being judged and stored still counts
        const LoadProgress lp = m_judged->progress();
        p.requests += lp.finished;
        p.errors += lp.errors;
    }
    return p;
}

void SweepController::scheduleNext(bool afterStep)
{
    if (m_stopping || m_modeling)
        return;
    // The confirmation at the twin's rate failed the SLO test: the twin, refitted with it,
    // decides whether it lay within its band (the sweep ends on the twin) or not (the
    // empirical descent goes on). A twin that pauses does not overrule a confirmation that
    // missed the target itself (not only its confidence test): its pauses end at the longest
    // a sweep saw, and a long run sees longer ones; one more confirmation below that run, at
    // most at the twin's planned rate, is judged by the twin again. stall-cpu chat Poisson
    // (long-run boundary 0.936 req/s): confirmations at 0.951 and 0.956 req/s attained 88-89 %, the
    // twins (pauses of at most 1.5-2.0 s where the server's reach 4 s) stood at 0.972 and 0.980,
    // and plans used 0.942 and 0.951.
    if (twinExpected() && m_search.awaitingModel()) {
        runModel([this, afterStep](const SweepTwin &twin) {
            const StepOutcome &run = m_search.history().back();
            const bool missed = std::isfinite(run.sloMarginPct) && run.sloMarginPct < 0;
            const double below = run.rateRps * (1 - m_config.search.tolerance);
            if (twin.used() && missed && twin.pauses())
                m_search.confirmLowerByModel(std::min(twin.plannedRps, below)); // a run's rate
            else if (twin.used())
                m_search.acceptModel();
            else
                m_search.rejectModel();
            scheduleNext(afterStep);
        });
        return;
    }
    if (!m_search.next()) {
        finish();
        return;
    }
    if (m_paused)
        return; // resume() picks it up
    // No step passed yet: a twin fitted to the failed steps that passes its check places the
    // next step in its interval instead of at half the rate (issue 34, item 4: steps where they
    // inform), or settles the descent. llama-slots-cpu chat gamma:0.5 descended 1, 0.5, 0.25, 0.125
    // req/s, 21-27 min of endpoint time to its first pass; the steps at 0.25 and 0.125 took 6-15
    // min each. At most kMaxNearSteps such steps, then the halving goes on.
    if (twinExpected() && !m_descentModeled && m_descentsPlaced < kMaxNearSteps &&
        m_search.phase() == BoundarySearch::Phase::Descending && !m_search.next()->probe) {
        m_descentModeled = true;
        runModel([this, afterStep](const SweepTwin &twin) {
            const auto firstFail = m_search.firstFailRps();
            const double below = firstFail ? *firstFail * (1 - m_config.search.tolerance) : 0;
            // The top of its interval first: a twin fitted to overloaded steps alone may read
            // low (llama-slots-cpu chat gamma, before the fit read the prefill of queued
            // requests: 0.114-0.120 req/s, refitted with a step near its boundary 0.129-0.130;
            // since, 0.128-0.135 against a long-run boundary of 0.132), and a pass there leaves
            // a bracket the twin settles. After a step near its boundary failed, its planned
            // rate.
            const int near = measuredNear(twin.boundaryRps);
            const double at = std::min(near > 0 ? twin.plannedRps : twin.upperRps, below);
            // A twin settles the descent as it settles a bisection (below): a step that failed
            // near its boundary lay inside its band. A narrow twin far below every failed step
            // settles it too: the confirmation at its planned rate is then its step near the
            // boundary, judged by the twin refitted with it (and by its own confidence test).
            const bool farBelow =
                near == 0 && twin.used() && twin.upperRps < below * (1 - kNearShare) &&
                (twin.upperRps - twin.lowerRps) / 2 <= kConfirmAtOnceWidth * twin.boundaryRps;
            if (settles(twin, false) || farBelow)
                m_search.settleOnModel(); // only when the search confirms
            if (m_search.phase() == BoundarySearch::Phase::Confirming) {
                m_repeatsModeled = m_confirmModeled = true;
                m_search.setConfirmRate(twin.plannedRps);
            } else if (twin.used() && firstFail && at > 0 && at < *firstFail) {
                ++m_descentsPlaced;
                m_search.descendAt(at);
            }
            scheduleNext(afterStep);
        });
        return;
    }
    // The boundary is bracketed: a twin fitted to the steps so far that passes its check, with
    // its boundary at or below the first fail, makes the bisection needless too (issue 34, item
    // 4). A step at its boundary checks it there (a probe, unless one measured near it), and the
    // twin refitted with it decides again; then the confirmation at the twin's planned rate.
    if (twinExpected() && !m_bisectModeled &&
        m_search.phase() == BoundarySearch::Phase::Bisecting && !m_search.next()->probe) {
        m_bisectModeled = true;
        runModel([this, afterStep](const SweepTwin &twin) {
            const auto firstFail = m_search.firstFailRps();
            const auto lastPass = m_search.lastPassRps();
            const bool inside = twin.used() && firstFail && lastPass &&
                                twin.boundaryRps <= *firstFail * (1 + m_config.search.tolerance);
            // Steps near the twin's boundary narrow its interval until it settles; a twin that
            // stays wide (a pausing one, whose pauses' tail steps barely narrow) would only creep
            // the last pass up with more (each passes by a hair, the demo's at 86.47, 86.56,
            // 86.64 req/s): after one such step (pauses) or kMaxNearSteps, the bisection goes on
            // at the middle.
            const int near = measuredNear(twin.boundaryRps);
            if (settles(twin, inside)) {
                m_repeatsModeled = m_confirmModeled = true;
                m_search.settleOnModel();
                m_search.setConfirmRate(twin.plannedRps);
            } else if (inside && near < (twin.pauses() ? 1 : kMaxNearSteps) &&
                       twin.boundaryRps > *lastPass) {
                m_search.bisectAt(twin.boundaryRps); // the step there informs the twin most
            } else if (inside && near == 0 && m_search.probes() < kMaxProbes) {
                m_search.probeAt(twin.boundaryRps); // below the last pass: a probe
            } else {
                probe(twin); // beyond every step: a probe there, if it extrapolates
            }
            scheduleNext(afterStep);
        });
        return;
    }
    // The bracket is narrow: a twin fitted to the steps so far that passes its check makes the
    // edge repeats needless; the search goes on to the confirmation at the twin's rate.
    if (twinExpected() && !m_repeatsModeled &&
        m_search.phase() == BoundarySearch::Phase::Repeating && !m_search.next()->probe) {
        m_repeatsModeled = true;
        m_confirmModeled = true; // this twin sets the confirmation's rate too
        runModel([this, afterStep](const SweepTwin &twin) {
            if (twin.used()) {
                m_search.skipRepeats();
                m_search.setConfirmRate(twin.plannedRps);
            } else if (probe(twin)) {
                m_repeatsModeled = false; // the twin, refitted with the probe, decides again
            } else {
                m_confirmModeled = false; // the repeats add steps: try again before confirming
            }
            scheduleNext(afterStep);
        });
        return;
    }
    // The boundary is bracketed: the twin fitted to the steps so far sets the confirmation's
    // rate (its planned rate) when it passed its check.
    if (twinExpected() && !m_confirmModeled &&
        m_search.phase() == BoundarySearch::Phase::Confirming && m_search.confirmRuns() == 0) {
        m_confirmModeled = true;
        runModel([this, afterStep](const SweepTwin &twin) {
            if (twin.used())
                m_search.setConfirmRate(twin.plannedRps);
            scheduleNext(afterStep);
        });
        return;
    }
    m_coolingDown = true;
    m_executor->wait(afterStep ? m_config.cooldownS : 0, this, [this, token = ++m_waitToken] {
        if (token != m_waitToken)
            return;
        m_coolingDown = false;
        startStep();
    });
}

// A twin that pauses settles as any other: since its bootstrap draws meet longer pauses than
// the sweep saw (drawStalls), its interval is wide where its pauses' tail is unknown, and it
// settles only when narrow enough. Before those draws a pausing twin settled nothing (settled,
// stall-cpu chat's interval had covered the long-run boundary in 6 of 10 sweeps); with them,
// letting it settle cut stall-cpu summarise gamma:0.5 from 37.9 to 29.6 min of endpoint time
// and chat Poisson from 14.7 to 9.4 min, every interval still covering (6 sweeps per cell).
//
// Its boundary may lie above the first fail (not inside): that step's attainment lay inside
// the twin's band for a window that long (its check passed), a short step's noise the twin
// explains, as long as the twin's interval reaches down to within kNearShare of it. Steps of
// 100 requests under bursty arrivals fail at 88-94 % well below the long-run boundary
// (llama-slots-cpu chat gamma: at 0.078-0.128 req/s against 0.132); searching on them took up
// to 150 min.
bool SweepController::settles(const SweepTwin &twin, bool inside) const
{
    const auto firstFail = m_search.firstFailRps();
    return twin.used() && measuredNear(twin.boundaryRps) > 0 &&
           (twin.upperRps - twin.lowerRps) / 2 <= kSettleWidth * twin.boundaryRps &&
           (inside || (firstFail && twin.lowerRps <= *firstFail * (1 + kNearShare)));
}

int SweepController::measuredNear(double rateRps) const
{
    int n = 0;
    for (const StepOutcome &o : m_search.history())
        n += !o.confirm && std::abs(o.rateRps / rateRps - 1) <= kNearShare ? 1 : 0;
    return n;
}

bool SweepController::probe(const SweepTwin &twin)
{
    if (!twin.extrapolated() || m_search.probes() >= kMaxProbes)
        return false;
    m_search.probeAt(twin.boundaryRps);
    const auto next = m_search.next();
    return next && next->probe;
}

void SweepController::startStep()
{
    if (m_stopping || m_paused || m_runner || m_judged)
        return;
    const auto next = m_search.next();
    if (!next) {
        finish();
        return;
    }
    m_request = *next;
    const int index = int(m_steps.size());
    BenchConfig step = m_config.stepConfig(m_sweepId, index, m_request.rateRps, m_request.repeat,
                                           m_request.confirm());
    // The plan is made once here: its arrivals drive the early decisions, and the step sends it.
    // At a low rate its window grows until the request minimum is due in it.
    auto plan = m_config.stepPlan(step);
    if (!plan)
        return fail(plan.error());
    m_stepWindowS = step.plan.durationS;
    m_saidBehind = false;
    m_monitor = std::make_unique<StepMonitor>(m_config, *plan, m_request.confirm(),
                                              StepMonitor::missDispersion(m_steps));

    m_runner = m_executor->createStep(step, *plan, m_endpoint, m_databasePath);
    connect(m_runner.get(), &StepRun::progressed, this, &SweepController::onStepProgress);
    connect(m_runner.get(), &StepRun::finished, this, &SweepController::onStepFinished,
            Qt::QueuedConnection);
    if (Status s = m_runner->start(); !s) {
        m_runner.reset();
        return fail(s.error());
    }
    Q_EMIT stepStarted(index, m_request.rateRps, m_request.repeat, m_request.confirm());
}

void SweepController::onStepProgress()
{
    if (!m_runner)
        return;
    const LoadProgress progress = m_runner->progress();
    if (!m_saidBehind)
        if (const QString behind = progress.fallingBehindText(); !behind.isEmpty()) {
            m_saidBehind = true;
            Q_EMIT clientBehind(int(m_steps.size()), behind);
        }
    if (m_monitor->update(progress, m_runner->records(), m_runner->runOutcomes()))
        m_runner->finishEarly(); // the window ends now; finished() follows
}

void SweepController::onStepFinished()
{
    std::unique_ptr<StepRun> runner = std::move(m_runner);
    if (!runner)
        return;
    if (m_stopping) {
        endStopped();
        return;
    }
    // A full disk ended the step: the sweep cannot store it nor go on. It stays resumable.
    if (const QString full = runner->result().storageError; !full.isEmpty())
        return fail(full);
    // Judging the step over all its records and storing it take tens of milliseconds at high
    // rates: a worker does both with its own connection; onStepJudged applies the result here.
    m_judged = std::move(runner);
    m_judge = std::thread(
        [this, r = m_judged.get(), inFlight = m_monitor->takeInFlight(), slo = *m_config.bench.slo,
         index = int(m_steps.size()), request = m_request, endedEarly = m_monitor->endedEarly(),
         sweepId = m_sweepId, path = m_databasePath, retryMs = m_config.bench.storeRetryMs,
         confirmConfidence = m_config.search.confirmConfidence,
         minRequests = m_config.minStepRequests] {
            SaturationDetector::Options saturation;
            const StepSignals signals = StepAnalysis::finalSignals(
                r->result(), r->records(), r->serverSamples(), inFlight, slo, saturation);
            StepJudge::Limits limits;
            limits.minRequests = minRequests;
            // A confirmation answers whether plans may use the rate: its pass must be a confident
            // one.
            limits.passConfidence = request.confirm() ? confirmConfidence : 0;
            const StepJudgement judgement = StepJudge::judge(signals, limits);
            SweepStep step = StepAnalysis::summarize(index, request.rateRps, request.repeat,
                                                     judgement, signals, r->result(), endedEarly);
            step.confirm = request.confirm();
            step.phase =
                request.probe ? QStringLiteral("probing") : BoundarySearch::phaseKey(request.phase);
            step.wallS = r->progress().elapsedS;
            // A measured step is not given up at the first refusal: another process may hold
            // the write lock longer than the busy timeout. Wait it out as the records do.
            const auto deadline =
                std::chrono::steady_clock::now() + std::chrono::milliseconds(retryMs);
            Status stored;
            while (true) {
                {
                    // This thread's own connection, closed before the result is posted
                    // (closing may checkpoint the WAL, and onStepJudged joins this thread).
                    auto db = Database::open(path);
                    stored = db ? SweepRepository(**db).addStep(sweepId, step)
                                : Status::failure(db.error());
                }
                if (stored || std::chrono::steady_clock::now() >= deadline)
                    break;
                std::this_thread::sleep_for(std::chrono::milliseconds(250));
            }
            QMetaObject::invokeMethod(
                this, [this, step, stored] { onStepJudged(step, stored); }, Qt::QueuedConnection);
        });
}

void SweepController::onStepJudged(const SweepStep &step, const Status &stored)
{
    if (m_judge.joinable())
        m_judge.join(); // it has posted its result: only its return is left
    const std::unique_ptr<StepRun> runner = std::move(m_judged);
    if (!stored)
        return fail(tr("cannot store step %1: %2").arg(step.index + 1).arg(stored.error()));
    m_steps.append(step);
    m_search.record(step.outcome());
    m_bisectModeled = false;  // a twin refitted with this step decides the bisection again
    m_descentModeled = false; // ... or the descent
    m_requestsBefore += runner->progress().finished;
    m_errorsBefore += runner->progress().errors;
    m_stepSecondsTotal += runner->progress().elapsedS;
    Q_EMIT stepFinished(step);
    if (m_stopping && m_running) { // stop() while the step was being stored
        endStopped();
        return;
    }
    if (const QString refused = refusalOf(step, runner->records()); !refused.isEmpty())
        return fail(refused);
    scheduleNext(true);
}

// A server that refuses the requests themselves (4xx other than 429 and 408: a prompt longer
// than its context, a model it does not serve, a missing key) refuses them at every rate: a
// lower one only costs endpoint time. llama-slots-cpu with 3,000-token prompts (2,048 tokens of
// context per slot) answered every request "request (3006 tokens) exceeds the available context
// size (2048 tokens), try increasing it", and the sweep descended for 113 min to 0.016 req/s.
// When such refusals alone exceed the SLO's error limit, the sweep ends with the server's words.
QString SweepController::refusalOf(const SweepStep &step,
                                   const std::vector<RequestRecord> &records) const
{
    qint64 measured = 0, refused = 0;
    const RequestRecord *first = nullptr;
    for (const RequestRecord &r : records) {
        if (r.warmup)
            continue;
        ++measured;
        if (r.error == ErrorCategory::Http4xx && r.httpStatus != 408) {
            ++refused;
            if (!first)
                first = &r;
        }
    }
    const double limitPct = m_config.bench.slo ? m_config.bench.slo->maxErrorRatePct : 1.0;
    if (measured < kMinRefusals || refused < kMinRefusals ||
        100.0 * double(refused) / double(measured) <= limitPct)
        return {};
    return tr("step %1: the server refused %2 of %3 requests (HTTP %4: %5); a lower rate does "
              "not change that: check the workload's lengths, model and key against the server")
        .arg(step.index + 1)
        .arg(refused)
        .arg(measured)
        .arg(first->httpStatus)
        .arg(first->errorMessage.left(300));
}

// Stopped with its finished steps stored: resumable, by this process or another.
void SweepController::endStopped()
{
    m_running = false;
    if (m_db)
        SweepRepository(*m_db).setStatus(m_sweepId, SweepInfo::Status::Stopped);
    m_lock.release();
    Q_EMIT stopped();
}

void SweepController::finish()
{
    if (!m_running || m_modeling)
        return;
    if (!m_model)
        return completeFinish(nullptr);
    if (m_modeledSteps == m_steps.size()) // the twin was made after the last step
        return completeFinish(&m_twin);
    runModel([this](const SweepTwin &twin) { completeFinish(&twin); });
}

void SweepController::completeFinish(const SweepTwin *twin)
{
    if (!m_running)
        return;
    m_running = false;
    SweepResult result = SweepResult::from(m_sweepId, m_search, m_steps);
    if (twin)
        result.boundary.applyTwin(*twin);
    // A resumed sweep's wall time includes the steps run before the stop (not the pause).
    result.wallSeconds = m_wallBeforeS + elapsedS();
    if (Status s = SweepRepository(*m_db).finish(m_sweepId, result); !s)
        return fail(s.error());
    m_lock.release();
    Q_EMIT finished(result);
}

void SweepController::fail(const QString &message)
{
    m_running = false;
    ++m_modelToken;
    m_modeling = false;
    ++m_waitToken;
    m_coolingDown = false;
    if (m_runner)
        m_runner->abort();
    m_runner.reset();
    if (m_db && m_sweepId > 0)
        SweepRepository(*m_db).setStatus(m_sweepId, SweepInfo::Status::Failed);
    m_lock.release();
    Q_EMIT failed(message);
}

} // namespace llmcap
