#pragma once

#include "bench/EndpointProbe.h"
#include "sweep/BoundarySearch.h"
#include "sweep/StepAnalysis.h"
#include "sweep/SweepConfig.h"
#include "sweep/SweepLock.h"
#include "sweep/SweepResult.h"
#include "sweep/SweepStep.h"

#include <QObject>

#include <functional>
#include <memory>
#include <thread>
#include <vector>

namespace llmcap {

class Database;
class StepExecutor;
class StepMonitor;
class StepRun;

// Where a sweep stands, for progress lines and the GUI's status bar.
struct SweepProgress
{
    double elapsedS = 0;
    int stepsDone = 0;
    int stepsLeftEstimate = 0;
    double secondsLeftEstimate = 0;
    qint64 requests = 0; // finished, all steps
    qint64 errors = 0;
    bool running = false;
    bool paused = false;
    double currentRateRps = 0;
    // The sweep makes a twin: stepsLeftEstimate assumes it skips the edge repeats.
    bool twinExpected = false;
    // Between steps the twin is fitted and its long runs simulated (no load on the server).
    bool modeling = false;
};

// Runs a sweep to the SLO boundary (issue 5): asks the BoundarySearch for the next rate, runs it
// as a step of its StepExecutor (warm-up, at least minStepS and minStepRequests, early stopping,
// at most maxStepS), judges it with StepJudge, stores it, cools down, and repeats until the
// search is done. The executor runs the steps (over HTTP by default, or on the simulated engine
// in virtual time) and is the sweep's clock: step times, early decisions, cool-downs, elapsed
// time and time left all come from it. Every step is stored as it finishes, so a sweep that is
// stopped or killed resumes from the last completed step (resumeSweep). While it runs, its
// SweepLock (a lock file beside the database) keeps another process from resuming the same
// sweep; a crashed process's lock is stale and taken over. Each step's StepMonitor watches its
// records and says when it may end early. Lives on an event loop thread; an HTTP step's load
// runs on the runner's own threads.
class SweepController : public QObject
{
    Q_OBJECT

public:
    SweepController(SweepConfig config, EndpointInfo endpoint, QString databasePath,
                    QObject *parent = nullptr);
    ~SweepController() override;

    // Before start() or resumeSweep(): how steps run. Default: HttpStepExecutor.
    void setExecutor(std::unique_ptr<StepExecutor> executor);
    // Before start() or resumeSweep(): the calibrated twin (issue 34). Called with the
    // database's path and the sweep's id, on a worker thread, when the search has bracketed
    // the boundary (the confirmation then runs at the twin's planned rate when the twin passed
    // its check) and when the sweep ends (the result's boundary takes the twin's,
    // BoundaryEstimate::applyTwin). Without one the sweep's estimate is the empirical one.
    using BoundaryModel = std::function<SweepTwin(const QString &databasePath, qint64 sweepId)>;
    void setBoundaryModel(BoundaryModel model);
    bool isModeling() const { return m_modeling; }
    StepExecutor &executor() const { return *m_executor; }

    // A new sweep: validates, stores it, starts the first step.
    Status start();
    // Continues a stored sweep from its finished steps (the config is this controller's). Fails
    // while another live process runs it.
    Status resumeSweep(qint64 sweepId);
    // Who runs the stored sweep now ("llmcap-cli, pid 4711 on host"), when a live process other
    // than this one's controllers holds its lock; empty when none does.
    static QString runningElsewhere(const QString &databasePath, qint64 sweepId);
    // Aborts the step in progress (not recorded); the sweep stays resumable.
    void stop();
    // Holds before the next step; resume() continues.
    void pause();
    void resume();

    bool isRunning() const { return m_running; }
    bool isPaused() const { return m_paused; }
    qint64 sweepId() const { return m_sweepId; }
    const SweepConfig &config() const { return m_config; }
    const EndpointInfo &endpoint() const { return m_endpoint; }
    const QList<SweepStep> &steps() const { return m_steps; }
    const BoundarySearch &search() const { return m_search; }
    BoundaryEstimate estimate() const;
    SweepProgress progress() const;
    // The step in progress, for live views; nullptr between steps.
    StepRun *currentStep() const { return m_runner.get(); }
    // The window the step in progress (or the last one) was planned to measure, seconds: a
    // confirmation run's grows at low rates, and any step's until its request minimum is due.
    double stepWindowS() const { return m_stepWindowS; }

Q_SIGNALS:
    void stepStarted(int index, double rateRps, int repeat, bool confirm);
    void stepFinished(const llmcap::SweepStep &step);
    // The twin is being fitted to the steps' requests and run for long runs (CPU seconds).
    void modelingStarted(int steps);
    void modelingFinished(const llmcap::SweepTwin &twin);
    void finished(const llmcap::SweepResult &result);
    void stopped();
    void failed(const QString &message);
    // Once per step: the load client cannot keep the step's schedule (issue 37), in its own
    // words (LoadProgress::fallingBehindText: the in-flight cap, a load thread at a whole core,
    // or one the machine starved). The step then likely ends client-limited.
    void clientBehind(int index, const QString &text);

private:
    Status openDatabase();
    void scheduleNext(bool afterStep);
    double elapsedS() const;
    void startStep();
    void onStepProgress();
    void onStepFinished();
    void onStepJudged(const SweepStep &step, const Status &stored);
    void endStopped();
    void finish();
    void completeFinish(const SweepTwin *twin);
    void fail(const QString &message);
    // Runs the boundary model on a worker thread; then() gets its twin on this thread, unless
    // the sweep was stopped or failed meanwhile.
    void runModel(std::function<void(const SweepTwin &)> then);
    // A twin that passed its check but extrapolates (SweepTwin::extrapolated): the next step
    // measures at its boundary, at most kMaxProbes times a sweep. True when a probe was set.
    bool probe(const SweepTwin &twin);
    static constexpr int kMaxProbes = 2;
    // A twin that passed its check, with its boundary at or below the bracket's first fail,
    // settles the search (BoundarySearch::settleOnModel) once a step measured within this
    // share of its boundary; until then the next step goes there (bisectAt, or a probe below
    // the last pass).
    static constexpr double kNearShare = 0.1;
    // ... and its interval's half-width is at most this share of its boundary; else the next
    // bisection step measures at the twin's boundary (BoundarySearch::bisectAt).
    static constexpr double kSettleWidth = 0.1;
    // A twin with no step near its boundary settles the descent only this narrow (half-width
    // over boundary): few-slot-cpu chat gamma:0.5 after a first step at 2.2x its boundary read
    // 0.385 [0.355, 0.426] (long-run 0.460), and its confirmation at 0.363 req/s became the plan
    // (sweeps planned 14-21 % low); llama-slots-cpu's twins after a step at 7.6x read within
    // +/- 6.2 %.
    static constexpr double kConfirmAtOnceWidth = 0.075;
    static constexpr int kMaxNearSteps = 3; // bisection steps placed near its boundary
    // A boundary model is set and can model this sweep: it is fitted during the search. One
    // that cannot (agent runs, a trace) is run once at the end, to say why it was not used.
    bool twinExpected() const { return m_model && m_config.twinCanModel(); }
    int measuredNear(double rateRps) const; // the steps within kNearShare of it
    // The one-line failure when the server refused the step's requests themselves beyond the
    // SLO's error limit (see onStepJudged); empty otherwise.
    QString refusalOf(const SweepStep &step, const std::vector<RequestRecord> &records) const;
    static constexpr int kMinRefusals = 5;
    // The twin ends the descent or the bisection (BoundarySearch::settleOnModel): it passed its
    // check, a step measured near its boundary and its interval is narrow (a pausing twin's
    // draws meet longer pauses than the sweep saw, so it is narrow only when they matter little);
    // inside: its boundary lies at or below the first fail (else its interval must reach down
    // to within kNearShare of it).
    bool settles(const SweepTwin &twin, bool inside) const;

    SweepConfig m_config;
    EndpointInfo m_endpoint;
    QString m_databasePath;
    std::unique_ptr<StepExecutor> m_executor; // outlives the steps it made
    std::unique_ptr<Database> m_db;
    SweepLock m_lock; // held while the sweep runs
    BoundarySearch m_search;
    QList<SweepStep> m_steps;
    qint64 m_sweepId = 0;
    bool m_running = false;
    bool m_paused = false;
    bool m_stopping = false;
    double m_startedS = -1;   // on the executor's clock
    double m_wallBeforeS = 0; // wall time of the steps stored before a resume
    quint64 m_waitToken = 0;  // the cool-down that may start the next step
    bool m_coolingDown = false;

    // The step in progress.
    std::unique_ptr<StepRun> m_runner;
    BoundarySearch::Request m_request{};
    std::unique_ptr<StepMonitor> m_monitor; // early decisions, fed as records arrive
    double m_stepWindowS = 0;
    bool m_saidBehind = false;   // clientBehind was emitted for the step in progress
    qint64 m_requestsBefore = 0; // finished in earlier steps
    qint64 m_errorsBefore = 0;
    double m_stepSecondsTotal = 0;

    // The finished step while a worker judges and stores it (off the event loop's thread).
    std::unique_ptr<StepRun> m_judged;
    std::thread m_judge;

    // The twin (setBoundaryModel), computed off this thread.
    BoundaryModel m_model;
    std::thread m_modelThread;
    bool m_modeling = false;
    quint64 m_modelToken = 0;      // a model whose result still counts
    bool m_confirmModeled = false; // the confirmation's rate came from the twin (or tried to)
    bool m_repeatsModeled = false; // the twin was asked whether the repeats are needed
    bool m_bisectModeled = false;  // ... and, after this bisection step, whether the rest is
    bool m_descentModeled = false; // ... and, after this failed step, where to descend
    int m_descentsPlaced = 0;      // descent steps the twin placed
    SweepTwin m_twin;              // the last twin made
    qsizetype m_modeledSteps = -1; // the steps it was made after
};

} // namespace llmcap
