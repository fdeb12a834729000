#include "pages/BenchmarkPage.h"

#include "bench/SweepLivePanel.h"
#include "bench/SweepSetupPanel.h"
#include "bench/SweepTargetForm.h"
#include "net/EndpointTarget.h"
#include "project/Workspace.h"
#include "storage/Database.h"
#include "sweep/SweepController.h"
#include "sweep/SweepDefaults.h"
#include "sweep/SweepRepository.h"
#include "workflow/SweepSession.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

namespace llmcap {

BenchmarkPage::BenchmarkPage(Workspace &workspace, QWidget *parent)
    : WorkflowPage(workspace, parent)
    , m_setup(new SweepSetupPanel(workspace))
    , m_live(new SweepLivePanel)
    , m_tabs(new QTabWidget)
    , m_start(new QPushButton(tr("&Start sweep")))
    , m_pause(new QPushButton(tr("&Pause")))
    , m_resume(new QPushButton(tr("&Resume")))
    , m_stop(new QPushButton(tr("S&top")))
    , m_error(new QLabel)
    , m_offer(new QWidget)
    , m_offerText(new QLabel)
    , m_offerButton(new QPushButton)
{
    setUpHeader(
        tr("Open-loop sweeps against an OpenAI-compatible endpoint, or the built-in simulated "
           "server, raising the offered load step by step until a constraint breaks: TTFT, ITL, "
           "TPOT, queue time, SLO attainment, errors, KV-cache pressure."));

    m_start->setDefault(true);
    m_start->setToolTip(tr("Runs the sweep set up below; with nothing filled in, the default "
                           "sweep against the built-in simulated server."));
    m_pause->setToolTip(tr("Holds the sweep after the step in progress."));
    m_resume->setToolTip(tr("Continues a paused sweep with its next step, or a stopped sweep "
                            "from its stored steps."));
    m_stop->setToolTip(tr("Drops the step in progress; finished steps stay stored and the sweep "
                          "can be resumed."));
    m_error->setObjectName(QStringLiteral("benchmarkError"));
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->setStyleSheet(QStringLiteral("QLabel#benchmarkError { color: #b00020; }"));
    m_error->hide();

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_pause);
    buttons->addWidget(m_resume);
    buttons->addWidget(m_stop);
    buttons->addSpacing(12);
    buttons->addWidget(m_error, 1);
    buttons->addStretch();

    // A sweep an earlier session left unfinished: say so, and offer to continue it.
    m_offer->setObjectName(QStringLiteral("resumeOffer"));
    m_offer->setAttribute(Qt::WA_StyledBackground);
    m_offer->setStyleSheet(QStringLiteral("QWidget#resumeOffer { background: #fff4d6; border: 1px "
                                          "solid #e0c070; border-radius: 3px; }"));
    m_offerText->setWordWrap(true);
    m_offerText->setTextFormat(Qt::PlainText);
    m_offerButton->setToolTip(tr("Continues the sweep from its stored steps, against the target "
                                 "it recorded."));
    auto *offerRow = new QHBoxLayout(m_offer);
    offerRow->setContentsMargins(8, 4, 8, 4);
    offerRow->addWidget(m_offerText, 1);
    offerRow->addWidget(m_offerButton);
    m_offer->hide();

    auto *scroll = new QScrollArea;
    scroll->setWidget(m_setup);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_tabs->addTab(scroll, tr("Set-up"));
    m_tabs->addTab(m_live, tr("Live view"));

    contentLayout()->addLayout(buttons);
    contentLayout()->addWidget(m_offer);
    contentLayout()->addWidget(m_tabs, 1);
    setFocusProxy(m_start);

    connect(m_start, &QPushButton::clicked, this, &BenchmarkPage::start);
    connect(m_pause, &QPushButton::clicked, this, [this] {
        if (m_session)
            m_session->pause();
    });
    connect(m_resume, &QPushButton::clicked, this, &BenchmarkPage::resume);
    connect(m_stop, &QPushButton::clicked, this, [this] {
        if (m_session)
            m_session->stop();
    });
    connect(m_setup, &SweepSetupPanel::changed, m_error, &QLabel::hide);
    connect(m_offerButton, &QPushButton::clicked, this, [this] {
        if (m_offeredId > 0)
            resumeStored(m_offeredId);
    });
    // The offer reads the database when the page is shown (showEvent), not at start-up.
    connect(&workspace, &Workspace::databaseChanged, this, &BenchmarkPage::refreshShownOffer);
    connect(&workspace, &Workspace::projectChanged, this, &BenchmarkPage::refreshShownOffer);
    updateButtons();
}

BenchmarkPage::~BenchmarkPage()
{
    m_live->setSession(nullptr);
}

QString BenchmarkPage::title() const
{
    return tr("Benchmark");
}

QIcon BenchmarkPage::icon() const
{
    return QIcon(QStringLiteral(":/icons/benchmark.svg"));
}

void BenchmarkPage::setSetup(const SweepSetup &setup)
{
    m_setup->setSetup(setup);
}

QString BenchmarkPage::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void BenchmarkPage::showError(const QString &message)
{
    m_error->setText(message);
    m_error->show();
}

bool BenchmarkPage::start()
{
    if (m_session && m_session->isActive())
        return false;
    if (!workspace().hasDatabase()) {
        showError(tr("No database is open: sweeps are stored as they run."));
        return false;
    }
    auto setup = m_setup->setup(); // shows each error beside its field
    if (!setup) {
        showError(tr("The set-up is not complete: %1").arg(setup.error()));
        m_tabs->setCurrentIndex(0);
        return false;
    }
    SweepSetup s = SweepDefaults::completed(*setup);
    if (workspace().currentProject())
        s.config.bench.projectId = workspace().currentProject()->id;

    newSession();
    if (Status started = m_session->start(s); !started) {
        showError(tr("The sweep cannot start: %1").arg(started.error()));
        return false;
    }
    m_tabs->setCurrentWidget(m_live);
    return true;
}

// A fresh session per sweep; the previous one (ended) goes with its server.
void BenchmarkPage::newSession()
{
    m_live->setSession(nullptr);
    m_session = std::make_unique<SweepSession>(workspace().databasePath());
    connect(m_session.get(), &SweepSession::stateChanged, this, &BenchmarkPage::updateButtons);
    connect(m_session.get(), &SweepSession::stateChanged, this, &BenchmarkPage::refreshShownOffer);
    connect(m_session.get(), &SweepSession::failed, this, &BenchmarkPage::showError);
    connect(m_session.get(), &SweepSession::stepFinished, this, &BenchmarkPage::resultsStored);
    connect(m_session.get(), &SweepSession::finished, this, &BenchmarkPage::resultsStored);
    connect(m_session.get(), &SweepSession::stopped, this, &BenchmarkPage::resultsStored);
    m_live->setSession(m_session.get());
    m_error->hide();
}

bool BenchmarkPage::resumeStored(qint64 sweepId)
{
    if (m_session && m_session->isActive())
        return false;
    Database *db = workspace().database();
    if (!db) {
        showError(tr("No database is open: sweeps are stored as they run."));
        return false;
    }
    auto info = SweepRepository(*db).find(sweepId);
    if (!info) {
        showError(tr("The sweep cannot be resumed: %1").arg(info.error()));
        return false;
    }
    auto stored = SweepConfig::fromJson(info->config);
    if (!stored) {
        showError(tr("The sweep cannot be resumed: %1").arg(stored.error()));
        return false;
    }
    SweepSetup setup = SweepSetup::ofStored(*stored);
    if (!setup.builtinServer) {
        // Secret headers and URL credentials are never stored either: from the endpoint under
        // Target, when it is the same one.
        EndpointTarget &target = setup.config.bench.target;
        const SweepTargetForm *form = m_setup->targetForm();
        if (!target.maskedSecrets().isEmpty() && !form->builtinServer())
            target.restoreSecrets(form->enteredEndpoint());
        if (const QStringList masked = target.maskedSecrets(); !masked.isEmpty()) {
            showError(tr("The sweep cannot be resumed without the secrets that are never stored "
                         "(%1): enter the endpoint with them under Target on the Set-up tab, "
                         "then resume.")
                          .arg(masked.join(QLatin1String(", "))));
            m_tabs->setCurrentIndex(0);
            return false;
        }
        // The key is never stored; it comes from the source chosen under Target.
        auto key = form->readKey();
        if (!key) {
            showError(tr("The sweep cannot be resumed: %1").arg(key.error()));
            return false;
        }
        setup.config.bench.target.apiKey = *key;
    }
    newSession();
    if (Status s = m_session->resumeStored(sweepId, setup); !s) {
        showError(tr("The sweep cannot be resumed: %1").arg(s.error()));
        refreshResumeOffer();
        return false;
    }
    m_tabs->setCurrentWidget(m_live);
    refreshResumeOffer();
    return true;
}

QString BenchmarkPage::resumeOfferText() const
{
    return m_offer->isHidden() ? QString() : m_offerText->text();
}

void BenchmarkPage::showEvent(QShowEvent *event)
{
    WorkflowPage::showEvent(event);
    refreshResumeOffer(); // a CLI sweep may have been stopped meanwhile
}

void BenchmarkPage::refreshShownOffer()
{
    if (isVisible())
        refreshResumeOffer();
}

// Offers the project's newest sweep when it did not finish and is not this page's own: the
// application closed or crashed during it, or it was stopped in an earlier session. (A stopped
// sweep older than a finished one was left on purpose, and is not offered.)
void BenchmarkPage::refreshResumeOffer()
{
    m_offeredId = 0;
    m_offer->hide();
    Database *db = workspace().database();
    if (!db || (m_session && (m_session->isActive() || m_session->sweepId() > 0)))
        return;
    const auto &project = workspace().currentProject();
    auto sweeps = SweepRepository(*db).list(project ? project->id : 0);
    if (!sweeps || sweeps->isEmpty())
        return;
    const SweepInfo &last = sweeps->first(); // newest first
    if (last.status != SweepInfo::Status::Running && last.status != SweepInfo::Status::Stopped)
        return;
    auto config = SweepConfig::fromJson(last.config);
    if (!config)
        return;
    const QString name = last.name.isEmpty() ? tr("sweep %1").arg(last.id)
                                             : tr("%1 (sweep %2)").arg(last.name).arg(last.id);
    const QString when = QLocale().toString(last.updatedAt.toLocalTime(), QLocale::ShortFormat);
    const QString target = config->builtinServer
                               ? tr("the built-in server (%1 at %2x)")
                                     .arg(config->builtinServer->preset)
                                     .arg(config->builtinServer->speed)
                               : EndpointTarget::scrubbed(config->bench.target.baseUrl).toString();
    const QString elsewhere =
        SweepController::runningElsewhere(workspace().databasePath(), last.id);
    if (!elsewhere.isEmpty()) {
        // Nothing to offer: another process runs it now.
        m_offerText->setText(
            tr("The last sweep, %1 against %2, is running in another process (%3; stored "
               "steps: %4).")
                .arg(name, target, elsewhere)
                .arg(last.stepCount));
        m_offerButton->hide();
        m_offer->show();
        return;
    }
    m_offerButton->show();
    QString text =
        last.status == SweepInfo::Status::Stopped
            ? tr("The last sweep, %1 against %2, was stopped (stored steps: %4, the last on %3).")
            : tr("The last sweep, %1 against %2, did not finish (stored steps: %4, the last on "
                 "%3): the application closed or crashed.");
    text = text.arg(name, target, when).arg(last.stepCount);
    text += QLatin1Char(' ') + tr("It can continue from its stored steps.");
    const bool usedKey = last.config.value(QLatin1String("target"))
                             .toObject()
                             .value(QLatin1String("api_key_set"))
                             .toBool();
    if (!config->builtinServer && usedKey)
        text += QLatin1Char(' ') +
                tr("It used an API key: choose its source under Target on the Set-up tab first.");
    if (const QStringList masked = config->bench.target.maskedSecrets();
        !config->builtinServer && !masked.isEmpty())
        text += QLatin1Char(' ') + tr("It needs secrets that are never stored (%1): enter them "
                                      "under Target on the Set-up tab first.")
                                       .arg(masked.join(QLatin1String(", ")));
    m_offerText->setText(text);
    m_offerButton->setText(tr("Resume sweep %1").arg(last.id));
    m_offeredId = last.id;
    m_offer->show();
}

void BenchmarkPage::resume()
{
    if (!m_session)
        return;
    if (m_session->isPaused()) {
        m_session->resume();
        return;
    }
    // A stopped sweep continues from its stored steps (a new built-in server if it had one).
    if (m_session->state() == SweepSession::State::Stopped && m_session->sweepId() > 0) {
        m_error->hide();
        if (Status s = m_session->resumeStored(m_session->sweepId(), m_session->setup()); !s)
            showError(tr("The sweep cannot be resumed: %1").arg(s.error()));
    }
}

void BenchmarkPage::updateButtons()
{
    const bool active = m_session && m_session->isActive();
    const bool paused = m_session && m_session->isPaused();
    m_start->setEnabled(!active);
    m_pause->setEnabled(active && !paused);
    const bool resumable =
        m_session && m_session->state() == SweepSession::State::Stopped && m_session->sweepId() > 0;
    m_resume->setEnabled((active && paused) || resumable);
    m_stop->setEnabled(active);
    // Keep the keyboard where it can act.
    QWidget *focused = focusWidget();
    if (focused && !focused->isEnabled()) {
        if (active)
            m_stop->setFocus();
        else
            m_start->setFocus();
    }
}

} // namespace llmcap
