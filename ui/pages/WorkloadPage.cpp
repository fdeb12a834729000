#include "pages/WorkloadPage.h"

#include "bench/BenchInputRepository.h"
#include "bench/SweepSetupPanel.h"
#include "plan/ProjectSweepInputs.h"
#include "project/Workspace.h"
#include "slo/SloEditor.h"
#include "workload/WorkloadEditor.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace llmcap {

namespace {

constexpr int kSaveDelayMs = 500;

} // namespace

WorkloadPage::WorkloadPage(Workspace &workspace, QWidget *parent)
    : WorkflowPage(workspace, parent)
    , m_workload(new WorkloadEditor)
    , m_slo(new SloEditor)
    , m_status(new QLabel(this))
{
    setUpHeader(tr("Workload classes with their token-length distributions, shared prefixes and "
                   "cancellations, or a sanitized trace to replay; and the SLO a benchmark "
                   "judges them by. Tails matter more than averages. The Benchmark page starts "
                   "from what is saved here for the project."));
    auto *workloadBox = new QGroupBox(tr("Workload"));
    (new QVBoxLayout(workloadBox))->addWidget(m_workload);
    auto *sloBox = new QGroupBox(tr("SLO"));
    (new QVBoxLayout(sloBox))->addWidget(m_slo);
    // In a scroll area, so the page does not widen the main window's minimum size.
    auto *content = new QWidget;
    auto *row = new QHBoxLayout(content);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(workloadBox, 3);
    row->addWidget(sloBox, 2);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setWidget(content);
    contentLayout()->addWidget(scroll, 1);
    m_status->setWordWrap(true);
    contentLayout()->addWidget(m_status);
    setFocusProxy(m_workload);

    m_saveTimer.setSingleShot(true);
    m_saveTimer.setInterval(kSaveDelayMs);
    connect(&m_saveTimer, &QTimer::timeout, this, &WorkloadPage::saveNow);
    const auto schedule = [this] {
        if (!m_loading)
            m_saveTimer.start();
    };
    connect(m_workload, &WorkloadEditor::changed, this, schedule);
    connect(m_slo, &SloEditor::changed, this, schedule);
    connect(&workspace, &Workspace::projectChanged, this, &WorkloadPage::loadProject);
    loadProject();
}

QString WorkloadPage::title() const
{
    return tr("Workload");
}

QIcon WorkloadPage::icon() const
{
    return QIcon(QStringLiteral(":/icons/workload.svg"));
}

void WorkloadPage::loadProject()
{
    m_saveTimer.stop();
    const auto &project = workspace().currentProject();
    setEnabled(project && workspace().database());
    if (!isEnabled()) {
        m_status->setText(tr("Open a project to keep a workload and SLO with it."));
        return;
    }
    // Nothing saved yet: what the sizing request asks for, as the Benchmark page's set-up
    // starts from it; without a request, the default workload and SLO.
    auto inputs = ProjectSweepInputs::load(*workspace().database(), project->id);
    const SweepSetup defaults = SweepSetupPanel::defaultSetup();
    m_loading = true;
    m_workload->setWorkload(inputs && inputs->workload ? *inputs->workload
                                                       : defaults.config.bench.plan.workload);
    m_slo->setSlo(inputs && inputs->slo ? *inputs->slo : *defaults.config.bench.slo);
    m_loading = false;
    m_status->setText(!inputs ? inputs.error()
                              : tr("Changes are saved with project '%1'.").arg(project->name));
}

bool WorkloadPage::saveNow()
{
    m_saveTimer.stop();
    const auto &project = workspace().currentProject();
    if (!project || !workspace().database())
        return false;
    BenchInputRepository repo(*workspace().database());
    QStringList unsaved;
    bool saved = false;
    if (m_workload->replaysTrace()) {
        // A trace is replayed by `llmcap-cli bench --trace`; the project keeps its classes.
    } else if (auto w = m_workload->workload(); !w) {
        // The first wrong cell by class and column: the table may be scrolled out of sight.
        unsaved << tr("the workload (%1)").arg(w.error().section(QLatin1String("; "), 0, 0));
    } else if (Status s = repo.saveWorkload(project->id, *w); !s) {
        m_status->setText(s.error());
        return false;
    } else {
        saved = true;
    }
    if (auto slo = m_slo->slo(); !slo) {
        unsaved << tr("the SLO");
    } else if (Status s = repo.saveSlo(project->id, *slo); !s) {
        m_status->setText(s.error());
        return false;
    } else {
        saved = true;
    }
    m_status->setText(
        unsaved.isEmpty()
            ? tr("Saved with project '%1'.").arg(project->name)
            : tr("Not saved until the errors are fixed: %1.").arg(unsaved.join(tr(" and "))));
    return saved && unsaved.isEmpty();
}

} // namespace llmcap
