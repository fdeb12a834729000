#include "bench/SweepSetupPanel.h"

#include "bench/SweepParametersForm.h"
#include "bench/SweepTargetForm.h"
#include "plan/ProjectSweepInputs.h"
#include "project/Workspace.h"
#include "serving/ServingConfigForm.h"
#include "slo/SloEditor.h"
#include "sweep/SweepDefaults.h"
#include "widgets/FieldErrorLabel.h"
#include "workload/Trace.h"
#include "workload/WorkloadClassTableModel.h"
#include "workload/WorkloadEditor.h"

#include <algorithm>

#include <QCheckBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QJsonDocument>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace llmcap {

namespace {

// Where the built-in server will listen is only known when it starts; validation needs a URL.
const char *const kPlaceholderUrl = "http://127.0.0.1:8000";

QGroupBox *section(const QString &title, QWidget *content, QWidget *parent)
{
    auto *box = new QGroupBox(title, parent);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(content);
    return box;
}

QByteArray inputsKey(const ProjectSweepInputs &inputs)
{
    QJsonObject o;
    if (inputs.workload)
        o.insert(QStringLiteral("workload"), inputs.workload->toJson());
    if (inputs.slo)
        o.insert(QStringLiteral("slo"), inputs.slo->toJson());
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

SweepSetup SweepSetupPanel::defaultSetup()
{
    // One default for the forms and for what the Benchmark page fills in (core/sweep).
    return defaultSweepSetup();
}

SweepSetupPanel::SweepSetupPanel(Workspace &workspace, QWidget *parent)
    : QWidget(parent)
    , m_workspace(workspace)
    , m_target(new SweepTargetForm)
    , m_workload(new WorkloadEditor)
    , m_slo(new SloEditor)
    , m_parameters(new SweepParametersForm)
    , m_twin(new QCheckBox(tr("Calibrated t&win: model the long run from the measured requests")))
    , m_serving(new ServingConfigForm)
    , m_generalError(new FieldErrorLabel(nullptr, this))
{
    auto *content = new QWidget;
    m_grid = new QGridLayout(content);
    m_twin->setToolTip(tr("Fits a model of the server to every request the steps measure, checks "
                          "it against each step and simulates long runs: when it reproduces "
                          "every step, its boundary is the sweep's (modeled) and the edge repeats "
                          "are skipped; otherwise the sweep keeps the steps' own estimate and "
                          "says why."));
    auto *parameters = new QWidget;
    auto *parametersLayout = new QVBoxLayout(parameters);
    parametersLayout->setContentsMargins(0, 0, 0, 0);
    parametersLayout->addWidget(m_parameters);
    parametersLayout->addWidget(m_twin);
    m_sections = {section(tr("Target"), m_target, content),
                  section(tr("Sweep parameters"), parameters, content),
                  section(tr("Workload"), m_workload, content), section(tr("SLO"), m_slo, content),
                  section(tr("Pinned serving configuration"), m_serving, content)};
    m_twoColumns = false; // so that the first arrangement places everything
    arrangeSections(true);

    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setFocusPolicy(Qt::NoFocus);
    m_scroll->setWidget(content);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_scroll);

    // Tab order: target, sweep parameters, workload, SLO, serving configuration.
    setTabOrder(m_target->lastField(), m_parameters->firstField());
    setTabOrder(m_parameters->lastField(), m_twin);
    setTabOrder(m_twin, m_workload);
    setTabOrder(m_workload, m_slo);
    setTabOrder(m_slo, m_serving->firstEditor());

    connect(m_target, &SweepTargetForm::changed, this, &SweepSetupPanel::changed);
    connect(m_target, &SweepTargetForm::servingReported, m_serving, &ServingConfigForm::fillFrom);
    connect(m_parameters, &SweepParametersForm::changed, this, &SweepSetupPanel::changed);
    connect(m_twin, &QCheckBox::toggled, this, &SweepSetupPanel::changed);
    connect(m_serving, &ServingConfigForm::changed, this, &SweepSetupPanel::changed);
    connect(m_workload, &WorkloadEditor::changed, this, [this] {
        m_inputsEdited = true;
        Q_EMIT changed();
    });
    // A run class makes the rates count runs: say so wherever the workload comes from.
    connect(this, &SweepSetupPanel::changed, this, &SweepSetupPanel::updateRateUnit);
    connect(m_slo, &SloEditor::changed, this, [this] {
        m_inputsEdited = true;
        Q_EMIT changed();
    });
    connect(&m_workspace, &Workspace::projectChanged, this, [this] {
        m_inputsEdited = false;
        loadProjectInputs();
    });

    setSetup(defaultSetup());
    loadProjectInputs();
}

SweepSetupPanel::~SweepSetupPanel() = default;

void SweepSetupPanel::setSetup(const SweepSetup &setup)
{
    m_setup = setup;
    m_target->setSetup(setup);
    m_workload->setWorkload(setup.config.bench.plan.workload);
    m_workload->setReplaysTrace(false);
    m_slo->setSlo(setup.config.bench.slo.value_or(*defaultSetup().config.bench.slo));
    m_parameters->setConfig(setup.config);
    m_twin->setChecked(setup.twin);
    m_serving->setConfig(setup.config.bench.serving);
    m_generalError->setError({});
    m_inputsEdited = false;
    Q_EMIT changed();
}

void SweepSetupPanel::loadProjectInputs()
{
    const auto &project = m_workspace.currentProject();
    if (!project || !m_workspace.database())
        return;
    // Saved on the Workload page, else derived from the sizing request, so that the sweep
    // measures what the plan divides by.
    auto inputs = ProjectSweepInputs::load(*m_workspace.database(), project->id);
    if (!inputs) {
        m_generalError->setError(inputs.error());
        return;
    }
    m_loadedInputs = inputsKey(*inputs);
    if (!inputs->simPreset.isEmpty() && m_target->builtinServer() &&
        m_setup.simPreset != inputs->simPreset) {
        // The simulated server imitating the request's replica (the plan still calls a sweep on
        // it a different serving configuration, as it is).
        m_setup.simPreset = inputs->simPreset;
        m_target->setSetup(m_setup);
    }
    if (inputs->workload) {
        m_workload->setWorkload(*inputs->workload);
        m_workload->setReplaysTrace(false);
    }
    if (inputs->slo)
        m_slo->setSlo(*inputs->slo);
    m_inputsEdited = false;
    updateRateUnit();
}

void SweepSetupPanel::updateRateUnit()
{
    const auto classes = m_workload->model()->classes();
    const bool runs = !m_workload->replaysTrace() && classes &&
                      std::any_of(classes->cbegin(), classes->cend(),
                                  [](const WorkloadClass &c) { return c.isRunClass(); });
    // The calls a run brings, for the start rate in runs/s (as llmcap-cli sweep derives it).
    SweepConfig probe;
    if (runs)
        probe.bench.plan.workload.classes = *classes;
    m_parameters->setRunRates(runs, probe.expectedCallsPerArrival());
}

void SweepSetupPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // The Workload page may have saved new inputs since; take them unless edited here.
    const auto &project = m_workspace.currentProject();
    if (m_inputsEdited || !project || !m_workspace.database())
        return;
    auto inputs = ProjectSweepInputs::load(*m_workspace.database(), project->id);
    if (inputs && inputsKey(*inputs) != m_loadedInputs)
        loadProjectInputs();
}

// The workload (or trace) into setup.
Status SweepSetupPanel::workloadOf(SweepSetup &setup)
{
    PlanSettings &plan = setup.config.bench.plan;
    if (!m_workload->replaysTrace()) {
        plan.trace.reset();
        auto w = m_workload->workload();
        if (!w)
            return Status::failure(w.error());
        plan.workload = *w;
        return {};
    }
    if (Status s = m_workload->checkTrace(); !s)
        return s;
    auto trace = Trace::load(m_workload->tracePath());
    plan.trace = *trace;
    plan.traceTimeScale = m_workload->traceTimeScale();
    // SweepConfig::validate refuses what a sweep cannot do with a trace; say so beside it.
    SweepSetup probe = defaultSetup();
    probe.config.bench.target.baseUrl = QUrl(QLatin1String(kPlaceholderUrl));
    probe.config.bench.plan.trace = plan.trace;
    if (Status s = SweepConfig::validate(probe.config); !s) {
        m_workload->setTraceError(s.error());
        return s;
    }
    return {};
}

namespace {

// The messages shown beside a form's fields, for the one-line summary of setup().
QString fieldErrors(const QWidget *form)
{
    QStringList out;
    for (const FieldErrorLabel *label : form->findChildren<FieldErrorLabel *>())
        if (label->hasError())
            out << label->error();
    return out.join(QLatin1String("; "));
}

} // namespace

Result<SweepSetup> SweepSetupPanel::setup()
{
    using R = Result<SweepSetup>;
    m_generalError->setError({});
    SweepSetup s = m_setup;
    QStringList problems;
    if (!m_target->apply(s))
        problems << tr("the target has errors: %1").arg(fieldErrors(m_target));
    if (Status w = workloadOf(s); !w)
        problems << w.error();
    if (auto slo = m_slo->slo())
        s.config.bench.slo = *slo;
    else
        problems << slo.error();
    if (auto serving = m_serving->config())
        s.config.bench.serving = *serving;
    else
        problems << serving.error();
    SweepSetup valid = defaultSetup();
    valid.config.bench.target.baseUrl = QUrl(QLatin1String(kPlaceholderUrl));
    if (!m_parameters->apply(s.config, valid.config))
        problems << tr("the sweep parameters have errors: %1").arg(fieldErrors(m_parameters));
    if (const auto &project = m_workspace.currentProject())
        s.config.bench.projectId = project->id;
    s.twin = m_twin->isChecked();
    if (problems.isEmpty()) {
        // Whatever the fields passed one by one must also pass together.
        SweepConfig whole = s.config;
        if (s.builtinServer)
            whole.bench.target.baseUrl = QUrl(QLatin1String(kPlaceholderUrl));
        if (Status ok = SweepConfig::validate(whole); !ok) {
            m_generalError->setError(ok.error());
            problems << ok.error();
        }
    }
    if (!problems.isEmpty())
        return R::failure(problems.join(QLatin1String("; ")));
    m_setup = s;
    m_setup.config.bench.target.apiKey.clear(); // never kept
    return s;
}

void SweepSetupPanel::arrangeSections(bool twoColumns)
{
    if (twoColumns == m_twoColumns)
        return;
    m_twoColumns = twoColumns;
    m_grid->removeWidget(m_generalError);
    for (QGroupBox *box : std::as_const(m_sections))
        m_grid->removeWidget(box);
    const int columns = twoColumns ? 2 : 1;
    m_grid->addWidget(m_generalError, 0, 0, 1, columns);
    int row = 1;
    for (qsizetype i = 0; i < 4; ++i) {
        if (twoColumns)
            m_grid->addWidget(m_sections.at(i), int(1 + i / 2), int(i % 2));
        else
            m_grid->addWidget(m_sections.at(i), row++, 0);
    }
    m_grid->addWidget(m_sections.at(4), twoColumns ? 3 : row, 0, 1, columns);
    m_grid->setColumnStretch(0, 3);
    m_grid->setColumnStretch(1, twoColumns ? 2 : 0);
    for (int r = 0; r < m_grid->rowCount(); ++r)
        m_grid->setRowStretch(r, 0);
    m_grid->setRowStretch(m_grid->rowCount(), 1);
}

void SweepSetupPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Side by side only where both columns' sections fit their minimum widths.
    const auto widest = [this](qsizetype a, qsizetype b) {
        return std::max(m_sections.at(a)->minimumSizeHint().width(),
                        m_sections.at(b)->minimumSizeHint().width());
    };
    const QMargins m = m_grid->contentsMargins();
    const int needed = widest(0, 2) + widest(1, 3) + m_grid->horizontalSpacing() + m.left() +
                       m.right() + m_scroll->verticalScrollBar()->sizeHint().width();
    arrangeSections(width() >= needed);
}

} // namespace llmcap
