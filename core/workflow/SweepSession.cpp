#include "workflow/SweepSession.h"

#include "simserver/BuiltinServer.h"
#include "simserver/SimServer.h"
#include "storage/Database.h"
#include "sweep/SweepRepository.h"
#include "sweep/VirtualStepExecutor.h"
#include "workflow/TwinEstimate.h"

#include <QThread>

namespace llmcap {

SweepSession::SweepSession(QString databasePath, QObject *parent)
    : QObject(parent)
    , m_databasePath(std::move(databasePath))
{}

SweepSession::~SweepSession()
{
    joinProbe();
    m_controller.reset(); // aborts a step in progress before the server goes
    m_server.reset();
}

void SweepSession::joinProbe()
{
    if (!m_probeThread)
        return;
    disconnect(m_probeThread, nullptr, this, nullptr);
    m_probeThread->wait(); // the probe's requests time out on their own (10 s each)
    delete m_probeThread;
    m_probeThread = nullptr;
}

Status SweepSession::start(const SweepSetup &setup)
{
    return prepare(setup, 0);
}

Status SweepSession::resumeStored(qint64 sweepId, const SweepSetup &setup)
{
    if (isActive())
        return Status::failure(tr("a sweep is already running"));
    auto db = Database::open(m_databasePath);
    if (!db)
        return Status::failure(db.error());
    auto info = SweepRepository(**db).find(sweepId);
    if (!info)
        return Status::failure(info.error());
    if (info->status == SweepInfo::Status::Completed)
        return Status::failure(tr("sweep %1 is already complete").arg(sweepId));
    auto stored = SweepConfig::fromJson(info->config);
    if (!stored)
        return Status::failure(
            tr("sweep %1 cannot be resumed: %2").arg(sweepId).arg(stored.error()));
    // Against a fresh built-in server like the one it recorded, whatever setup says.
    if (stored->builtinServer) {
        SweepSetup resumed = SweepSetup::ofStored(*stored);
        resumed.simOtlpFile = setup.simOtlpFile;
        return prepare(resumed, sweepId);
    }
    SweepSetup resumed = setup;
    resumed.config = *stored;
    EndpointTarget &target = resumed.config.bench.target;
    target.apiKey = setup.config.bench.target.apiKey;
    // A URL given again replaces the stored one (the server moved); none keeps it.
    if (!setup.builtinServer && !setup.config.bench.target.baseUrl.isEmpty())
        target.baseUrl = setup.config.bench.target.baseUrl;
    // Secret headers and URL credentials were masked when stored: from setup's target.
    target.restoreSecrets(setup.config.bench.target);
    if (const QStringList masked = target.maskedSecrets(); !masked.isEmpty())
        return Status::failure(
            tr("sweep %1 cannot be resumed without the secrets that are never stored (%2)")
                .arg(sweepId)
                .arg(masked.join(QLatin1String(", "))) +
            (m_secretsHint.isEmpty() ? QString() : QLatin1String(": ") + m_secretsHint));
    return prepare(resumed, sweepId);
}

Status SweepSession::prepare(const SweepSetup &setup, qint64 resumeId)
{
    if (isActive())
        return Status::failure(tr("a sweep is already running"));
    SweepSetup s = setup;
    if (s.builtinServer) {
        if (const QString problem = BuiltinServer::checkPreset(s.simPreset); !problem.isEmpty())
            return Status::failure(problem);
        if (!(s.simSpeed > 0))
            return Status::failure(tr("the built-in server's speed must be above 0"));
        // Validated against a placeholder; the server's own URL replaces it below. A sweep in
        // virtual time has no URL at all.
        s.config.bench.target.baseUrl =
            s.virtualTime ? QUrl() : QUrl(QStringLiteral("http://127.0.0.1:1"));
        s.config.builtinServer =
            SweepConfig::BuiltinServer{s.simPreset, s.simSpeed, s.simSeed, s.virtualTime};
        // The SLO is the replica's: at speed S the server answers in 1 / S of its time, so a
        // new sweep judges every threshold / S on the client's clock, and plans convert its
        // figures back (SweepSummary::toReplicaTime). A resume judges as it was stored.
        if (resumeId == 0 && s.simSpeed != 1.0 && s.config.bench.slo)
            s.config.bench.slo = s.config.bench.slo->scaledBy(1.0 / s.simSpeed);
    } else {
        s.config.builtinServer.reset();
    }
    if (Status v = SweepConfig::validate(s.config, resumeId > 0 ? SweepConfig::Check::Stored
                                                                : SweepConfig::Check::NewSweep);
        !v)
        return v;

    joinProbe();
    m_controller.reset();
    m_server.reset();
    if (s.builtinServer && s.virtualTime) {
        m_setup = s;
        m_resumeId = resumeId;
        m_failure.clear();
        m_probeResult.reset();
        setState(State::Preparing);
        // No endpoint to probe: the engine is in this process. Started from the event loop, as
        // after a probe, so the caller sees the same order of signals.
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (m_state != State::Preparing)
                    return; // stopped meanwhile
                auto options =
                    VirtualStepExecutor::builtinOptions(m_setup.simPreset, m_setup.simSpeed);
                if (!options)
                    return onFailed(options.error());
                auto executor = std::make_unique<VirtualStepExecutor>(*options);
                const EndpointInfo endpoint = executor->endpoint();
                startController(endpoint, std::move(executor));
            },
            Qt::QueuedConnection);
        return {};
    }
    if (s.builtinServer) {
        auto server = BuiltinServer::start(s.simPreset, s.simSpeed, s.simSeed, s.simOtlpFile);
        if (!server)
            return Status::failure(server.error());
        s.config.bench.target.baseUrl = (*server)->url();
        m_server = std::move(server).value();
    }
    m_setup = s;
    m_resumeId = resumeId;
    m_failure.clear();
    m_probeResult.reset();
    setState(State::Preparing);

    const EndpointTarget target = s.config.bench.target;
    const bool metrics = s.config.bench.scrapeMetrics;
    m_probeThread = QThread::create([this, target, metrics] {
        m_probeResult = EndpointProbe(target).withMetrics(metrics).probe();
    });
    m_probeThread->setObjectName(QStringLiteral("llmcap-probe"));
    connect(m_probeThread, &QThread::finished, this, &SweepSession::onProbed);
    m_probeThread->start();
    return {};
}

void SweepSession::onProbed()
{
    if (m_probeThread) {
        m_probeThread->wait();
        delete m_probeThread;
        m_probeThread = nullptr;
    }
    if (m_state != State::Preparing || !m_probeResult)
        return; // stopped meanwhile
    Result<EndpointInfo> endpoint = std::move(*m_probeResult);
    m_probeResult.reset();
    if (!endpoint)
        return onFailed(
            tr("the endpoint %1 did not answer as an OpenAI-compatible server: %2")
                .arg(EndpointTarget::scrubbed(m_setup.config.bench.target.baseUrl).toString(),
                     endpoint.error()));

    startController(*endpoint, nullptr);
}

void SweepSession::startController(const EndpointInfo &endpoint,
                                   std::unique_ptr<StepExecutor> executor)
{
    m_controller = std::make_unique<SweepController>(m_setup.config, endpoint, m_databasePath);
    SweepController *c = m_controller.get();
    if (executor)
        c->setExecutor(std::move(executor));
    if (m_setup.twin)
        c->setBoundaryModel(&TwinEstimate::modelStoredSweep);
    connect(c, &SweepController::modelingStarted, this, &SweepSession::modelingStarted);
    connect(c, &SweepController::modelingFinished, this, &SweepSession::modelingFinished);
    connect(c, &SweepController::stepStarted, this, &SweepSession::stepStarted);
    connect(c, &SweepController::clientBehind, this, &SweepSession::clientBehind);
    connect(c, &SweepController::stepFinished, this, &SweepSession::stepFinished);
    connect(c, &SweepController::finished, this, &SweepSession::onFinished);
    connect(c, &SweepController::stopped, this, &SweepSession::onStopped);
    connect(c, &SweepController::failed, this, &SweepSession::onFailed);
    if (m_paused)
        c->pause();
    const Status started = m_resumeId > 0 ? c->resumeSweep(m_resumeId) : c->start();
    if (!started)
        return onFailed(started.error());
    setState(State::Running);
    Q_EMIT sweepStarted(c->sweepId());
}

void SweepSession::stop()
{
    if (m_state == State::Preparing) {
        // The probe finishes on its own; its answer is dropped.
        setState(State::Stopped);
        shutDownServerLater();
        Q_EMIT stopped();
        return;
    }
    if (m_state == State::Running && m_controller)
        m_controller->stop(); // stopped() follows once the step's requests are cancelled
}

void SweepSession::pause()
{
    m_paused = true;
    if (m_controller && m_state == State::Running)
        m_controller->pause();
    Q_EMIT stateChanged(m_state);
}

void SweepSession::resume()
{
    if (!m_paused)
        return;
    m_paused = false;
    if (m_controller && m_state == State::Running)
        m_controller->resume();
    Q_EMIT stateChanged(m_state);
}

SweepProgress SweepSession::progress() const
{
    SweepProgress p = m_controller ? m_controller->progress() : SweepProgress{};
    p.paused = m_paused;
    p.running = isActive();
    return p;
}

qint64 SweepSession::sweepId() const
{
    return m_controller ? m_controller->sweepId() : 0;
}

QUrl SweepSession::serverUrl() const
{
    return m_server && m_server->isRunning() ? m_server->url() : QUrl();
}

void SweepSession::onFinished(const SweepResult &result)
{
    setState(State::Finished);
    shutDownServerLater();
    Q_EMIT finished(result);
}

void SweepSession::onStopped()
{
    setState(State::Stopped);
    shutDownServerLater();
    Q_EMIT stopped();
}

void SweepSession::onFailed(const QString &message)
{
    m_failure = message;
    setState(State::Failed);
    shutDownServerLater();
    Q_EMIT failed(message);
}

void SweepSession::setState(State state)
{
    if (state != State::Preparing && state != State::Running)
        m_paused = false;
    m_state = state;
    Q_EMIT stateChanged(state);
}

void SweepSession::shutDownServerLater()
{
    // After the controller has unwound the step that just ended (its runner is released on
    // return from the signal).
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (!isActive())
                m_server.reset();
        },
        Qt::QueuedConnection);
}

} // namespace llmcap
