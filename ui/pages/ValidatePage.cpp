#include "pages/ValidatePage.h"

#include "charts/DrillTimelineChart.h"
#include "plan/PlanRepository.h"
#include "project/Workspace.h"
#include "sim/SimPresetCatalog.h"
#include "slo/SloEditor.h"
#include "storage/Database.h"
#include "validation/PlanFleet.h"
#include "validation/ValidationRepository.h"
#include "workflow/AsyncTask.h"
#include "workflow/ValidationJob.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QFrame>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>
#include <memory>

namespace llmcap {

namespace {

const char kDefaultDrills[] = "# at TIME: ACTION[, surge K][, start-up TIME]\n"
                              "at 10m: lose replica 2\n"
                              "at 20m: restore replica 2\n"
                              "at 30m: rolling restart, surge 1\n";

// The SLO the page starts from when the project has no saved plan.
Slo defaultSlo()
{
    Slo slo;
    slo.name = ValidatePage::tr("validation");
    slo.objectives = {{SloMetric::Ttft, 2000, 99}, {SloMetric::Tpot, 100, 99}};
    return slo;
}

} // namespace

ValidatePage::ValidatePage(Workspace &workspace, QWidget *parent)
    : WorkflowPage(workspace, parent)
    , m_mode(new QComboBox(this))
    , m_speed(new QDoubleSpinBox(this))
    , m_preset(new QComboBox(this))
    , m_replicas(new QSpinBox(this))
    , m_rate(new QDoubleSpinBox(this))
    , m_input(new QSpinBox(this))
    , m_output(new QSpinBox(this))
    , m_strategy(new QComboBox(this))
    , m_minutes(new QSpinBox(this))
    , m_startup(new QSpinBox(this))
    , m_slo(new SloEditor(this))
    , m_sloSource(new QLabel(this))
    , m_fleetSource(new QLabel(this))
    , m_drills(new QPlainTextEdit(this))
    , m_drillStatus(new QLabel(this))
    , m_run(new QPushButton(tr("&Run validation"), this))
    , m_verdict(new QLabel(this))
    , m_drillTable(new QTreeWidget(this))
    , m_chart(new DrillTimelineChart(this))
{
    setUpHeader(tr("Check the plan's fleet the way production will test it: replicas behind the "
                   "load balancer at the projected peak, through a replica loss, a node loss "
                   "and a rollout. Runs the built-in simulated fleet in virtual time, or live "
                   "on loopback ports in real time; replica endpoints and gateways with "
                   "llmcap-cli validate."));
    m_mode->addItem(tr("Virtual time (as fast as the CPU allows)"), QStringLiteral("virtual"));
    m_mode->addItem(tr("Live: the built-in fleet in real time"), QStringLiteral("live"));
    m_mode->setObjectName(QStringLiteral("mode"));
    m_speed->setRange(1, 1000);
    m_speed->setDecimals(1);
    m_speed->setValue(10);
    m_speed->setSuffix(tr(" x"));
    m_speed->setObjectName(QStringLiteral("speed"));
    m_speed->setToolTip(tr("Simulated seconds per wall-clock second: at 10 an hour of fleet "
                           "time takes 6 minutes."));
    m_speed->setEnabled(false);
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        m_speed->setEnabled(m_mode->currentData().toString() == QLatin1String("live"));
    });
    for (const SimPreset &p : SimPresetCatalog::builtin().presets())
        m_preset->addItem(p.name, p.id);
    m_preset->setCurrentIndex(std::max(0, m_preset->findData(QStringLiteral("llama-3.1-8b-h100"))));
    m_preset->setObjectName(QStringLiteral("preset"));
    m_replicas->setRange(1, 512);
    m_replicas->setValue(4);
    m_replicas->setObjectName(QStringLiteral("replicas"));
    m_rate->setRange(0.01, 100000);
    m_rate->setDecimals(2);
    m_rate->setValue(40);
    m_rate->setSuffix(tr(" req/s"));
    m_rate->setObjectName(QStringLiteral("rate"));
    m_input->setRange(1, 1000000);
    m_input->setValue(1000);
    m_input->setObjectName(QStringLiteral("inputTokens"));
    m_output->setRange(1, 100000);
    m_output->setValue(250);
    m_output->setObjectName(QStringLiteral("outputTokens"));
    for (const QString &key : LoadBalancer::keys())
        m_strategy->addItem(key, key);
    m_strategy->setCurrentIndex(m_strategy->findData(QStringLiteral("least-outstanding")));
    m_strategy->setObjectName(QStringLiteral("strategy"));
    m_minutes->setRange(1, 24 * 60);
    m_minutes->setValue(60);
    m_minutes->setSuffix(tr(" min"));
    m_minutes->setObjectName(QStringLiteral("minutes"));
    m_startup->setRange(0, 3600);
    m_startup->setValue(240);
    m_startup->setSuffix(tr(" s"));
    m_startup->setObjectName(QStringLiteral("startup"));

    auto *fleet = new QGroupBox(tr("Fleet and load"), this);
    auto *form = new QFormLayout(fleet);
    m_preset->setMinimumContentsLength(12);
    m_preset->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_fleetSource->setObjectName(QStringLiteral("fleetSource"));
    m_fleetSource->setWordWrap(true);
    form->addRow(m_fleetSource);
    form->addRow(tr("Run:"), m_mode);
    form->addRow(tr("Live speed:"), m_speed);
    form->addRow(tr("Replica preset:"), m_preset);
    form->addRow(tr("Replicas:"), m_replicas);
    form->addRow(tr("Load balancing:"), m_strategy);
    form->addRow(tr("Start-up time:"), m_startup);
    m_rate->setToolTip(tr("The fleet's offered load: the plan's projected peak."));
    form->addRow(tr("Offered load:"), m_rate);
    form->addRow(tr("Prompt tokens:"), m_input);
    form->addRow(tr("Output tokens:"), m_output);
    form->addRow(tr("Duration:"), m_minutes);
    auto *sloBox = new QGroupBox(tr("SLO"), this);
    auto *sloLayout = new QVBoxLayout(sloBox);
    m_sloSource->setObjectName(QStringLiteral("sloSource"));
    m_sloSource->setWordWrap(true);
    m_slo->setObjectName(QStringLiteral("slo"));
    sloLayout->addWidget(m_sloSource);
    // The shared editor's rows are wider and taller than this column at the default window
    // size: it scrolls, so the page fits where the main window does.
    auto *sloScroll = new QScrollArea(sloBox);
    sloScroll->setWidget(m_slo);
    sloScroll->setWidgetResizable(true);
    sloScroll->setFrameShape(QFrame::NoFrame);
    sloScroll->setMinimumHeight(210);
    sloLayout->addWidget(sloScroll, 1);
    connect(m_slo, &SloEditor::changed, this, [this] {
        if (m_settingSlo || m_sloEdited)
            return;
        m_sloEdited = true;
        m_sloSource->setText(m_sloSource->text() + QLatin1Char(' ') + tr("(edited)"));
    });
    connect(&workspace, &Workspace::projectChanged, this, [this] {
        m_sloEdited = false;
        m_fleetEdited = false;
        loadPlan();
    });
    connect(m_preset, &QComboBox::activated, this, &ValidatePage::fleetEdited);
    for (QSpinBox *box : {m_replicas, m_input, m_output, m_startup})
        connect(box, &QSpinBox::valueChanged, this, &ValidatePage::fleetEdited);
    connect(m_rate, &QDoubleSpinBox::valueChanged, this, &ValidatePage::fleetEdited);
    auto *drillBox = new QGroupBox(tr("Drills"), this);
    auto *drillLayout = new QVBoxLayout(drillBox);
    m_drills->setObjectName(QStringLiteral("drills"));
    m_drills->setPlainText(QString::fromLatin1(kDefaultDrills));
    m_drills->setMinimumHeight(90);
    m_drills->setMaximumHeight(140);
    m_drillStatus->setObjectName(QStringLiteral("drillStatus"));
    m_drillStatus->setWordWrap(true);
    drillLayout->addWidget(m_drills);
    drillLayout->addWidget(m_drillStatus);
    m_run->setObjectName(QStringLiteral("runValidation"));

    auto *inputs = new QHBoxLayout;
    inputs->addWidget(fleet, 2);
    auto *right = new QVBoxLayout;
    // The SLO editor's rows need their height; the drills are a few lines.
    right->addWidget(sloBox, 1);
    right->addWidget(drillBox);
    right->addWidget(m_run, 0, Qt::AlignRight);
    inputs->addLayout(right, 3);
    contentLayout()->addLayout(inputs);

    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_drillTable->setObjectName(QStringLiteral("drillTable"));
    m_drillTable->setRootIsDecorated(false);
    m_drillTable->setHeaderLabels({tr("Drill"), tr("SLO"), tr("Dip (good per minute)"),
                                   tr("Recovered after"), tr("Lost"), tr("Shed")});
    m_drillTable->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_drillTable->setMaximumHeight(130);
    m_chart->setObjectName(QStringLiteral("drillChart"));
    contentLayout()->addWidget(m_verdict);
    contentLayout()->addWidget(m_drillTable);
    contentLayout()->addWidget(m_chart, 1);
    m_drillTable->hide();
    m_chart->hide();
    // The record (issue 19): each validation is stored with the project; attached to a plan,
    // the plan's report shows it.
    m_stored = new QLabel(this);
    m_stored->setObjectName(QStringLiteral("storedStatus"));
    m_attach = new QPushButton(tr("&Attach to the newest plan"), this);
    m_attach->setObjectName(QStringLiteral("attachToPlan"));
    m_attach->setEnabled(false);
    auto *record = new QHBoxLayout;
    record->addWidget(m_stored, 1);
    record->addWidget(m_attach);
    contentLayout()->addLayout(record);
    connect(m_attach, &QPushButton::clicked, this, [this] { attachToNewestPlan(); });

    connect(m_drills, &QPlainTextEdit::textChanged, this, &ValidatePage::checkDrills);
    connect(m_replicas, &QSpinBox::valueChanged, this, &ValidatePage::checkDrills);
    connect(m_run, &QPushButton::clicked, this, [this] {
        if (m_running)
            stopValidation();
        else
            runValidation();
    });
    checkDrills();
    loadPlan();
}

ValidatePage::~ValidatePage()
{
    if (m_stop)
        m_stop->store(true);
    m_task.wait(); // the job writes to the database file: it must end before the page
}

void ValidatePage::stopValidation()
{
    if (m_running && m_stoppable && m_stop)
        m_stop->store(true);
}

QString ValidatePage::title() const
{
    return tr("Validate");
}

QIcon ValidatePage::icon() const
{
    return QIcon(QStringLiteral(":/icons/validate.svg"));
}

void ValidatePage::checkDrills()
{
    const auto drills = DrillScript::parse(m_drills->toPlainText());
    Status ok =
        drills ? drills->checkAgainst(m_replicas->value(), {}) : Status::failure(drills.error());
    if (ok && drills) {
        for (const DrillEvent &e : drills->events)
            if (!e.node.isEmpty())
                ok = Status::failure(tr("drill line %1: node drills need a placement, which the "
                                        "CLI's --placement gives")
                                         .arg(e.line));
    }
    m_drillStatus->setText(ok ? tr("%n drill(s)", nullptr, int(drills ? drills->events.size() : 0))
                              : ok.error());
    m_drillStatus->setStyleSheet(ok ? QString() : QStringLiteral("color: #b02020;"));
    m_run->setEnabled((ok && !m_running) || (m_running && m_stoppable));
}

void ValidatePage::setSlo(const Slo &slo, const QString &source)
{
    m_settingSlo = true;
    m_slo->setSlo(slo);
    m_settingSlo = false;
    m_sloSource->setText(source);
}

void ValidatePage::showEvent(QShowEvent *event)
{
    WorkflowPage::showEvent(event);
    // A plan saved since (on the Plan page or by llmcap-cli) is the one to validate.
    Database *db = workspace().database();
    const auto project = workspace().currentProject();
    if (!db || !project || m_running)
        return;
    auto plans = PlanRepository(*db).plans(project->id);
    const qint64 newest = plans && !plans->isEmpty() ? plans->first().id : 0;
    if (newest != m_fleetPlanId)
        loadPlan();
}

void ValidatePage::loadPlan()
{
    loadPlanSlo();
    loadPlanFleet();
}

void ValidatePage::fleetEdited()
{
    if (m_settingFleet || m_fleetEdited)
        return;
    m_fleetEdited = true;
    m_fleetSource->setText(m_fleetSource->text() + QLatin1Char(' ') + tr("(edited)"));
}

void ValidatePage::loadPlanFleet()
{
    if (m_fleetEdited)
        return;
    Database *db = workspace().database();
    const auto project = workspace().currentProject();
    Result<PlanFleet> fleet = Result<PlanFleet>::failure(QString());
    if (db && project)
        fleet = PlanFleet::newest(*db, project->id, project->name, m_minutes->value() * 60.0);
    m_settingFleet = true;
    if (fleet) {
        m_fleetPlanId = fleet->planId;
        m_replicas->setValue(fleet->replicas);
        m_rate->setValue(fleet->rateRps);
        if (fleet->startupS > 0)
            m_startup->setValue(int(std::lround(fleet->startupS)));
        if (const int i = m_preset->findData(fleet->preset); i >= 0)
            m_preset->setCurrentIndex(i);
        if (fleet->inputTokens > 0)
            m_input->setValue(fleet->inputTokens);
        if (fleet->outputTokens > 0)
            m_output->setValue(fleet->outputTokens);
        m_fleetSource->setText(fleet->summary());
        m_fleetSource->setStyleSheet(QString());
    } else {
        auto plans = db && project ? PlanRepository(*db).plans(project->id)
                                   : Result<QList<StoredPlan>>(QList<StoredPlan>());
        const bool none = !db || !project || (plans && plans->isEmpty());
        m_fleetPlanId = none ? 0 : plans && !plans->isEmpty() ? plans->first().id : 0;
        m_replicas->setValue(4);
        m_rate->setValue(40);
        m_startup->setValue(240);
        m_input->setValue(1000);
        m_output->setValue(250);
        m_fleetSource->setText(
            none ? tr("Example values: the project has no saved plan yet. Save one on the Plan "
                      "page and its replicas, peak and SLO fill this form.")
                 : tr("Example values: the newest plan cannot be validated here: %1")
                       .arg(fleet.error()));
        m_fleetSource->setStyleSheet(QStringLiteral("color: #b34700;"));
    }
    m_settingFleet = false;
    checkDrills();
}

void ValidatePage::loadPlanSlo()
{
    if (m_sloEdited)
        return;
    Database *db = workspace().database();
    const auto project = workspace().currentProject();
    if (!db || !project) {
        setSlo(defaultSlo(), tr("SLO: a default (no project is open)."));
        return;
    }
    auto plans = PlanRepository(*db).plans(project->id);
    if (!plans || plans->isEmpty()) {
        setSlo(defaultSlo(), tr("SLO: a default; the project has no saved plan yet."));
        return;
    }
    const qint64 planId = plans->first().id;
    auto slo = ValidationJob::planSlo(*db, planId);
    if (!slo) {
        setSlo(defaultSlo(),
               tr("SLO: a default; plan %1's cannot be read: %2").arg(planId).arg(slo.error()));
        return;
    }
    setSlo(*slo, tr("SLO: plan %1's, the project's newest.").arg(planId));
}

bool ValidatePage::runValidation()
{
    if (m_running)
        return false;
    ValidationJobRequest job;
    FleetValidationRequest &request = job.fleet;
    request.preset = m_preset->currentData().toString();
    request.replicas = m_replicas->value();
    request.strategy = *LoadBalancer::parse(m_strategy->currentData().toString());
    request.startupS = m_startup->value();
    request.rateRps = m_rate->value();
    request.workload = Workload::single(m_input->value(), m_output->value());
    request.durationS = m_minutes->value() * 60.0;
    const auto slo = m_slo->slo();
    if (!slo) {
        showError(tr("SLO: %1").arg(slo.error()));
        return false;
    }
    job.slo = *slo;
    const auto drills = DrillScript::parse(m_drills->toPlainText());
    if (!drills) {
        showError(drills.error());
        return false;
    }
    request.drills = *drills;
    const bool live = m_mode->currentData().toString() == QLatin1String("live");
    job.mode = live ? ValidationJobRequest::Mode::Live : ValidationJobRequest::Mode::Virtual;
    job.live.kind = LiveTarget::Kind::SimFleet;
    job.live.speed = m_speed->value();
    job.projectId = workspace().currentProject() ? workspace().currentProject()->id : 0;
    if (auto prepared = ValidationJob::prepare(nullptr, job); !prepared) {
        showError(prepared.error());
        return false;
    }

    m_running = true;
    m_verdict->setStyleSheet(QString());
    // Set by Stop (live) or when the page goes (both modes).
    m_stop = std::make_shared<std::atomic<bool>>(false);
    m_stoppable = live;
    if (live) {
        m_verdict->setText(tr("Validating %1 replicas for %2 minutes live, %3 times faster than "
                              "real time...")
                               .arg(request.replicas)
                               .arg(m_minutes->value())
                               .arg(job.live.speed));
        m_run->setText(tr("&Stop"));
        m_run->setEnabled(true);
        m_drillTable->hide();
    } else {
        m_run->setEnabled(false);
        m_verdict->setText(tr("Validating %1 replicas for %2 minutes in virtual time...")
                               .arg(request.replicas)
                               .arg(m_minutes->value()));
    }
    // The job stores the validation: on its own connection to the project's database file.
    const QString dbPath = workspace().database() ? workspace().database()->path() : QString();
    const bool storable = Database::isFilePath(dbPath);
    auto stop = m_stop;
    QPointer<ValidatePage> page(this);
    const double durationS = request.durationS;
    auto work = [job, live, dbPath, storable, stop, page,
                 durationS]() -> Result<ValidationJobOutcome> {
        ValidationJobProgress progress;
        progress.cancel = stop.get();
        if (live)
            progress.onUpdate = [page, durationS](const ValidationReport &soFar, double fleetS) {
                if (page)
                    QMetaObject::invokeMethod(
                        page.data(),
                        [page, soFar, fleetS, durationS] {
                            if (page)
                                page->showProgress(soFar, fleetS, durationS);
                        },
                        Qt::QueuedConnection);
            };
        std::unique_ptr<Database> db;
        if (storable) {
            auto opened = Database::open(dbPath);
            if (!opened)
                return Result<ValidationJobOutcome>::failure(opened.error());
            db = std::move(opened).value();
        }
        return ValidationJob::run(db.get(), job, progress);
    };
    auto done = [this](Result<ValidationJobOutcome> result) {
        m_running = false;
        m_stop.reset();
        m_run->setText(tr("&Run validation"));
        if (result) {
            showReport(result->report);
            showStored(*result);
        } else
            showError(result.error());
        checkDrills();
        Q_EMIT validationFinished();
    };
    m_task = AsyncTask::start(this, std::move(work), std::move(done));
    return true;
}

void ValidatePage::showProgress(const ValidationReport &soFar, double fleetS, double durationS)
{
    if (!m_running)
        return;
    m_verdict->setText(tr("Live: %1 of %2 minutes, %3 requests ended, %4 % good so far")
                           .arg(std::min(fleetS, durationS) / 60.0, 0, 'f', 1)
                           .arg(durationS / 60.0, 0, 'f', 0)
                           .arg(soFar.total.offered)
                           .arg(soFar.total.attainmentPct(), 0, 'f', 2));
    m_chart->setReport(soFar);
    m_chart->show();
    Q_EMIT liveUpdated();
}

void ValidatePage::showError(const QString &message)
{
    m_verdict->setStyleSheet(QStringLiteral("color: #b02020;"));
    m_verdict->setText(message);
}

void ValidatePage::showReport(const ValidationReport &report)
{
    m_report = report;
    m_verdict->setStyleSheet(report.passed ? QStringLiteral("color: #206020;")
                                           : QStringLiteral("color: #b02020;"));
    m_verdict->setText(report.textLines().mid(0, 3).join(QLatin1Char('\n')));
    m_drillTable->clear();
    for (const DrillOutcome &d : report.drills) {
        auto *item = new QTreeWidgetItem(m_drillTable);
        item->setText(0, d.drill.toText());
        item->setText(1,
                      d.met ? tr("met") : tr("broken: %1").arg(d.missed.join(QLatin1String("; "))));
        item->setText(2, QStringLiteral("%1 %").arg(d.dipPct, 0, 'f', 1));
        item->setText(3,
                      d.recoverS < 0 ? tr("not recovered") : DrillScript::formatTime(d.recoverS));
        item->setText(4, QString::number(d.segment.lost));
        item->setText(5, QString::number(d.segment.shed));
        if (!d.met)
            item->setForeground(1, QColor(0xb0, 0x20, 0x20));
    }
    m_drillTable->setVisible(!report.drills.isEmpty());
    m_chart->setReport(report);
    m_chart->show();
}

void ValidatePage::showStored(const ValidationJobOutcome &outcome)
{
    m_storedId = outcome.storedId;
    m_attach->setEnabled(false);
    if (!outcome.storeError.isEmpty()) {
        m_stored->setText(tr("Not stored: %1").arg(outcome.storeError));
        return;
    }
    if (m_storedId == 0) {
        m_stored->setText(tr("Not stored: no project database file is open."));
        return;
    }
    m_stored->setText(tr("Stored as validation %1.").arg(m_storedId));
    m_attach->setEnabled(workspace().currentProject().has_value());
}

bool ValidatePage::attachToNewestPlan()
{
    Database *db = workspace().database();
    if (!db || m_storedId == 0 || !workspace().currentProject())
        return false;
    auto plans = PlanRepository(*db).plans(workspace().currentProject()->id);
    if (!plans || plans->isEmpty()) {
        m_stored->setText(plans ? tr("The project has no saved plan yet: save one on the Plan "
                                     "page, then attach.")
                                : plans.error());
        return false;
    }
    const qint64 planId = plans->first().id;
    if (Status s = ValidationRepository(*db).attach(m_storedId, planId); !s) {
        m_stored->setText(s.error());
        return false;
    }
    m_stored->setText(tr("Validation %1 is attached to plan %2: the plan's report shows it.")
                          .arg(m_storedId)
                          .arg(planId));
    return true;
}

} // namespace llmcap
