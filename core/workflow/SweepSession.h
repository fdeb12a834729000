#pragma once

#include "bench/EndpointProbe.h"
#include "sweep/SweepController.h"
#include "sweep/SweepSetup.h"
#include "util/Result.h"

#include <QObject>
#include <QUrl>

#include <memory>
#include <optional>

class QThread;

namespace llmcap {

class SimServer;
class StepExecutor;

// One sweep as both front-ends run it (the Benchmark page and `llmcap-cli sweep`), from a
// SweepSetup to its end: starts the built-in simulated server on a free loopback port when the
// setup asks for it, probes the endpoint on a worker thread (EndpointProbe blocks), then creates
// and starts a SweepController on this object's thread (the load itself runs on the BenchRunner's
// threads). With SweepSetup::virtualTime it starts no server and probes nothing: the steps run on
// the simulated engine in virtual time. Forwards Stop, Pause and Resume and stops the server when
// the sweep ends.
class SweepSession : public QObject
{
    Q_OBJECT

public:
    enum class State { Idle, Preparing, Running, Finished, Stopped, Failed };
    Q_ENUM(State)

    explicit SweepSession(QString databasePath, QObject *parent = nullptr);
    ~SweepSession() override;

    // A new sweep. Fails at once when the setup is not valid or the server cannot start; what
    // goes wrong later (the endpoint cannot be reached, a step fails) arrives as failed().
    Status start(const SweepSetup &setup);
    // Continues a stored sweep that was stopped or interrupted, with its stored configuration,
    // against a fresh built-in server when it recorded one; else against setup's URL, with
    // setup's API key and the secret headers and URL credentials that were never stored (it
    // fails, naming them, without).
    Status resumeStored(qint64 sweepId, const SweepSetup &setup);
    // How this front-end gives the secrets a resume needs again, appended to the error that
    // names them (e.g. the CLI's options).
    void setSecretsHint(const QString &hint) { m_secretsHint = hint; }
    // Drops the step in progress; the sweep stays resumable.
    void stop();
    // Holds before the next step; resume() continues.
    void pause();
    void resume();

    State state() const { return m_state; }
    bool isActive() const { return m_state == State::Preparing || m_state == State::Running; }
    bool isPaused() const { return m_paused; }
    const SweepSetup &setup() const { return m_setup; }
    // Created once the endpoint answered; stays after the end until the next start.
    SweepController *controller() const { return m_controller.get(); }
    SweepProgress progress() const;
    qint64 sweepId() const;
    // The built-in server's base URL while it serves; empty otherwise.
    QUrl serverUrl() const;
    // Why the last session failed.
    QString failureMessage() const { return m_failure; }

Q_SIGNALS:
    void stateChanged(llmcap::SweepSession::State state);
    // The controller exists and runs (sweep id known).
    void sweepStarted(qint64 sweepId);
    void stepStarted(int index, double rateRps, int repeat, bool confirm);
    void stepFinished(const llmcap::SweepStep &step);
    void modelingStarted(int steps);
    void modelingFinished(const llmcap::SweepTwin &twin);
    // SweepController::clientBehind: the load client cannot keep the step's schedule.
    void clientBehind(int index, const QString &text);
    void finished(const llmcap::SweepResult &result);
    void stopped();
    void failed(const QString &message);

private:
    Status prepare(const SweepSetup &setup, qint64 resumeId);
    void onProbed();
    // The controller, with executor (nullptr: over HTTP), started or resumed.
    void startController(const EndpointInfo &endpoint, std::unique_ptr<StepExecutor> executor);
    void onFinished(const SweepResult &result);
    void onStopped();
    void onFailed(const QString &message);
    void setState(State state);
    void shutDownServerLater();
    void joinProbe();

    QString m_databasePath;
    SweepSetup m_setup;
    State m_state = State::Idle;
    bool m_paused = false;
    qint64 m_resumeId = 0;
    QString m_failure;
    QString m_secretsHint;
    std::unique_ptr<SimServer> m_server;
    std::unique_ptr<SweepController> m_controller;
    QThread *m_probeThread = nullptr;
    std::optional<Result<EndpointInfo>> m_probeResult; // written by the probe thread
};

} // namespace llmcap
