#include "plan/PlanPanel.h"

#include "PdfReportWriter.h"
#include "export/ReportData.h"
#include "plan/CapacityPlanner.h"
#include "plan/DeploymentEditor.h"
#include "plan/PlanChartWidget.h"
#include "plan/PlanRepository.h"
#include "plan/PlanTableModel.h"
#include "plan/SimulatorEstimator.h"
#include "plan/SizingSession.h"
#include "plan/TwinWhatIfDialog.h"
#include "project/Workspace.h"
#include "storage/Database.h"
#include "sweep/SweepController.h"
#include "sweep/SweepRepository.h"
#include "widgets/FileDialogs.h"
#include "widgets/SaveConfirmation.h"
#include "workflow/AsyncTask.h"
#include "workflow/ExportBundle.h"

#include <QDir>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTime>
#include <QVBoxLayout>

namespace llmcap {

PlanPanel::PlanPanel(Workspace &workspace, SizingSession &session, QWidget *parent)
    : QWidget(parent)
    , m_workspace(workspace)
    , m_session(session)
    , m_editor(new DeploymentEditor(this))
    , m_headline(new QLabel(this))
    , m_status(new QLabel(this))
    , m_cost(new QLabel(this))
    , m_breach(new QLabel(this))
    , m_chart(new PlanChartWidget(this))
    , m_model(new PlanTableModel(this))
    , m_table(new QTableView(this))
    , m_assumptions(new QListWidget(this))
    , m_mistakes(new QLabel(this))
    , m_formula(new QPlainTextEdit(this))
    , m_save(new QPushButton(tr("&Save plan to the project"), this))
    , m_saveStatus(new QLabel(this))
{
    setObjectName(QStringLiteral("planPanel"));
    m_headline->setObjectName(QStringLiteral("planHeadline"));
    m_headline->setWordWrap(true);
    QFont big = m_headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    big.setBold(true);
    m_headline->setFont(big);
    m_status->setObjectName(QStringLiteral("planStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::RichText);
    m_cost->setObjectName(QStringLiteral("planCost"));
    m_cost->setWordWrap(true);
    m_cost->setTextFormat(Qt::RichText);
    m_cost->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_breach->setObjectName(QStringLiteral("planBreach"));
    m_breach->setWordWrap(true);
    m_breach->setTextFormat(Qt::RichText);
    m_breach->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table->setObjectName(QStringLiteral("planTable"));
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_assumptions->setObjectName(QStringLiteral("assumptionList"));
    m_assumptions->setWordWrap(true);
    m_mistakes->setWordWrap(true);
    m_mistakes->setTextFormat(Qt::RichText);
    m_mistakes->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_formula->setReadOnly(true);
    m_formula->setTabChangesFocus(true);
    m_formula->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    auto *editorScroll = new QScrollArea(this);
    editorScroll->setWidget(m_editor);
    editorScroll->setWidgetResizable(true);
    editorScroll->setFixedWidth(335);
    editorScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    editorScroll->setFrameShape(QFrame::NoFrame);

    auto *mistakesScroll = new QScrollArea(this);
    mistakesScroll->setWidget(m_mistakes);
    mistakesScroll->setWidgetResizable(true);
    auto *tabs = new QTabWidget(this);
    tabs->addTab(m_assumptions, tr("&Assumptions"));
    tabs->addTab(mistakesScroll, tr("How to &be less wrong"));
    tabs->addTab(m_formula, tr("F&ormula"));

    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_chart, 2);
    bottom->addWidget(tabs, 3);
    auto *buttons = new QHBoxLayout;
    auto *pdf = new QPushButton(tr("Export &report (PDF)..."), this);
    buttons->addWidget(m_save);
    buttons->addWidget(pdf);
    buttons->addStretch(1);
    m_saveStatus->setObjectName(QStringLiteral("planSaveStatus"));
    m_saveStatus->setWordWrap(true);
    m_saveStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *right = new QVBoxLayout;
    right->addWidget(m_headline);
    right->addWidget(m_status);
    right->addWidget(m_breach);
    right->addWidget(m_cost);
    right->addWidget(m_table, 2);
    right->addLayout(bottom, 3);
    right->addLayout(buttons);
    right->addWidget(m_saveStatus); // its own line: the confirmation is read in full
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(editorScroll);
    layout->addLayout(right, 1);

    connect(m_editor, &DeploymentEditor::changed, this, &PlanPanel::editorChanged);
    connect(&m_session, &SizingSession::inputChanged, this, &PlanPanel::sessionChanged);
    connect(m_save, &QPushButton::clicked, this, &PlanPanel::savePlan);
    connect(m_editor, &DeploymentEditor::estimateRequested, this,
            &PlanPanel::estimateWithSimulator);
    connect(pdf, &QPushButton::clicked, this, &PlanPanel::exportPdf);
    connect(m_editor, &DeploymentEditor::whatIfRequested, this, &PlanPanel::openWhatIf);
    connect(m_editor, &DeploymentEditor::sweepChosen, this, &PlanPanel::useSweep);
    connect(&m_workspace, &Workspace::projectChanged, this, [this] {
        m_savedPlanId = 0; // another project's plan was saved
        m_saveStatus->clear();
    });
    setFocusProxy(m_editor);
    refreshSweeps();
    sessionChanged();
}

void PlanPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refreshSweeps(); // a sweep may have finished on another page or in llmcap-cli
}

// " - at least 4 req/s (no boundary found)"; a sweep of run classes counts runs/s and states
// the calls/s they made: " - at least 1.5 runs/s (4.2 calls/s; no boundary found)".
QString PlanPanel::lowerBoundLabel(const SweepResult &result)
{
    const QLocale loc;
    const double lower = result.boundary.lowerRps;
    if (!result.inRuns())
        return tr(" - at least %1 req/s (no boundary found)").arg(loc.toString(lower, 'g', 4));
    if (!(result.callsPerRun > 0))
        return tr(" - at least %1 runs/s (no boundary found)").arg(loc.toString(lower, 'g', 4));
    return tr(" - at least %1 runs/s (%2 calls/s; no boundary found)")
        .arg(loc.toString(lower, 'g', 4), loc.toString(lower * result.callsPerRun, 'g', 3));
}

// " - 8.7 req/s (8.4-9.1)", in runs " - 20 runs/s (55.8 calls/s; 19-21 runs/s)".
QString PlanPanel::boundaryLabel(const SweepResult &result)
{
    const QLocale loc;
    const BoundaryEstimate &b = result.boundary;
    auto rate = [&loc](double v) { return loc.toString(v, 'g', 4); };
    if (!result.inRuns())
        return tr(" - %1 req/s (%2-%3)").arg(rate(b.meanRps), rate(b.lowerRps), rate(b.upperRps));
    if (!(result.callsPerRun > 0))
        return tr(" - %1 runs/s (%2-%3 runs/s)")
            .arg(rate(b.meanRps), rate(b.lowerRps), rate(b.upperRps));
    return tr(" - %1 runs/s (%2 calls/s; %3-%4 runs/s)")
        .arg(rate(b.meanRps), loc.toString(b.meanRps * result.callsPerRun, 'g', 3),
             rate(b.lowerRps), rate(b.upperRps));
}

void PlanPanel::refreshSweeps()
{
    QList<std::pair<QString, QString>> items;
    QString preferred; // the newest finished sweep with a boundary
    if (Database *db = m_workspace.database()) {
        if (auto sweeps = SweepRepository(*db).list()) {
            const QLocale loc;
            for (const SweepInfo &info : *sweeps) {
                QString label = tr("Sweep %1").arg(info.id);
                if (!info.name.isEmpty())
                    label += QStringLiteral(": ") + info.name;
                const bool finished = info.status == SweepInfo::Status::Completed;
                const bool boundary = info.result && info.result->foundBoundary();
                if (!finished) {
                    QString state;
                    if (info.status == SweepInfo::Status::Stopped)
                        state = tr("stopped");
                    else if (info.status == SweepInfo::Status::Failed)
                        state = tr("failed");
                    else if (!SweepController::runningElsewhere(m_workspace.databasePath(), info.id)
                                  .isEmpty())
                        state = tr("running");
                    else
                        state = tr("interrupted");
                    label +=
                        tr(" (unfinished: %1, %n step(s))", nullptr, info.stepCount).arg(state);
                } else if (boundary && !info.result->boundary.bracketed) {
                    label += lowerBoundLabel(*info.result);
                } else if (boundary) {
                    label += boundaryLabel(*info.result);
                    if (info.result->boundary.unsafe)
                        label += tr(" - unsafe: no rate held in the confirmation runs");
                    else if (preferred.isEmpty())
                        preferred = QString::number(info.id);
                } else {
                    label += tr(" (no rate met the SLO)");
                }
                label += QStringLiteral(", ") +
                         loc.toString(info.createdAt.toLocalTime(), QLocale::ShortFormat);
                items.append({QString::number(info.id), label});
            }
        }
    }
    m_editor->setSweeps(items, preferred);
    m_sweepIds.clear(); // a listed sweep may have finished since: read the loads' sweeps again
    if (isVisible())
        sessionChanged();
}

void PlanPanel::useSweep(const QString &id)
{
    Database *db = m_workspace.database();
    if (!db)
        return;
    auto found = SweepSummary::find(*db, id);
    if (!found) {
        m_status->setText(found.error().toHtmlEscaped());
        m_editor->setDeployment(m_session.input().deployment); // back to the load it had
        return;
    }
    m_sweep = *found;
    m_sweepIds.clear(); // read it again with the deployment that names it
    Deployment d = m_editor->deployment();
    d.sustainable = found->sustainableLoad();
    if (Status s = m_session.setDeployment(d); !s)
        m_status->setText(s.error().toHtmlEscaped());
}

// Keeps m_sweep (the product-wide load's sweep, which the report draws) and m_sweeps (every
// sweep a load names, which the plan checks) in step with the deployment.
void PlanPanel::syncSweep()
{
    const Deployment &d = m_session.input().deployment;
    QStringList ids;
    QList<SustainableLoad> loads = d.sustainablePerEnvelope.values();
    loads.prepend(d.sustainable);
    for (const SustainableLoad &load : std::as_const(loads))
        if (load.source == SustainableLoad::Source::Sweep && !load.sweepId.isEmpty())
            ids << load.sweepId;
    if (ids != m_sweepIds) {
        m_sweepIds = ids;
        m_sweeps.clear();
        if (Database *db = m_workspace.database())
            m_sweeps = SweepSummary::attachedTo(*db, d);
    }
    m_sweep.reset();
    if (d.sustainable.source == SustainableLoad::Source::Sweep)
        for (const SweepSummary &s : std::as_const(m_sweeps))
            if (s.id == d.sustainable.sweepId)
                m_sweep = s;
    m_editor->whatIfButton()->setEnabled(m_sweep.has_value());
    syncWhatIf();
}

// Another sweep, or one in another database: the dialog takes its SLO and workload and drops
// the old answer; the same sweep again (a recompute) keeps what the user typed.
void PlanPanel::syncWhatIf()
{
    if (!m_whatIfDialog || !m_sweep)
        return;
    const QString path = m_workspace.databasePath();
    if (m_sweep->id == m_whatIfDialog->sweepId() && path == m_whatIfDialog->databasePath())
        return;
    m_whatIfDialog->setSweep(path, *m_sweep);
}

void PlanPanel::openWhatIf()
{
    if (!m_sweep)
        return;
    if (!m_whatIfDialog)
        m_whatIfDialog = new TwinWhatIfDialog(this);
    syncWhatIf();
    m_whatIfDialog->show();
    m_whatIfDialog->raise();
    m_whatIfDialog->activateWindow();
}

QString PlanPanel::headlineText() const
{
    return m_headline->text();
}

void PlanPanel::sessionChanged()
{
    if (!m_applying)
        m_editor->setDeployment(m_session.input().deployment);
    syncSweep();
    recompute();
}

void PlanPanel::editorChanged()
{
    m_applying = true;
    const Status s = m_session.setDeployment(m_editor->deployment());
    m_applying = false;
    if (!s)
        m_status->setText(s.error().toHtmlEscaped());
    else // stored as typed: say so where the main window shows it
        SaveConfirmation::show(
            this, tr("Stored the deployment inputs with project %1.").arg(m_session.projectName()));
}

// Each envelope's breach probability (CapacityPlan::breachLines), marked where it is above the
// target; hidden while no envelope is planned.
void PlanPanel::showBreach()
{
    QStringList lines;
    const QStringList text = m_plan.breachLines();
    qsizetype i = 0;
    for (const EnvelopePlan &e : m_plan.envelopes) {
        if (!e.planned)
            continue;
        const QString line = text.value(i++).toHtmlEscaped();
        lines << (e.breach.aboveTarget() ? QLatin1String("<span style=\"color:#b34700\">") + line +
                                               QLatin1String("</span>")
                                         : line);
    }
    m_breach->setText(lines.join(QLatin1String("<br>")));
    m_breach->setVisible(!lines.isEmpty());
}

// PlanCost's figures as they are: the summary, then base and each reserve component a month.
void PlanPanel::showCost()
{
    const PlanCost &cost = m_plan.cost;
    if (!cost.available) {
        m_cost->setText(cost.missing.toHtmlEscaped());
        return;
    }
    QStringList parts;
    for (const CostLine &l : cost.lines) {
        if (l.component == QLatin1String("total"))
            continue;
        QString part =
            CapacityPlan::componentLabel(l.component) + QLatin1String(": ") + cost.money(l.monthly);
        if (m_plan.envelopes.size() > 1)
            part = l.envelope + QLatin1String(" - ") + part;
        parts << part.toHtmlEscaped();
    }
    QStringList summary;
    for (const QString &line : cost.summary())
        summary << line.toHtmlEscaped();
    m_cost->setText(QLatin1String("<b>") + summary.value(1) + QLatin1String("</b><br>") +
                    parts.join(QLatin1String("; ")) + QLatin1String("<br>") + summary.value(2) +
                    QLatin1String("<br><small>") + summary.value(0) + QLatin1String("</small>"));
}

void PlanPanel::recompute()
{
    m_plan = CapacityPlanner::plan(m_session.input(), m_sweeps);
    m_headline->setText(m_plan.headline());
    QString status;
    if (m_plan.unsafe) {
        status = QLatin1String("<span style=\"color:#b00020\"><b>") + tr("UNSAFE.") +
                 QLatin1String("</b></span> ") +
                 m_plan.unsafeReasons.join(QLatin1String("; ")).toHtmlEscaped();
    } else if (m_plan.preliminary) {
        status = QLatin1String("<span style=\"color:#b34700\"><b>") + tr("Preliminary.") +
                 QLatin1String("</b></span> ");
        QStringList reasons = m_plan.preliminaryReasons;
        if (reasons.size() > 4) {
            const qsizetype more = reasons.size() - 3;
            reasons = reasons.mid(0, 3);
            reasons << tr("and %1 more (see the assumptions)").arg(more);
        }
        status += reasons.join(QLatin1String("; ")).toHtmlEscaped();
    } else {
        status = tr("Every input the arithmetic needs is given; the range comes from the "
                    "sustainable load's confidence interval.");
    }
    m_status->setText(status);
    showBreach();
    showCost();
    m_chart->setPlan(m_plan);
    m_model->setPlan(m_plan);
    for (int c = 0; c < PlanTableModel::Note; ++c)
        m_table->resizeColumnToContents(c);
    m_assumptions->clear();
    for (const PlanAssumption &a : m_plan.assumptions) {
        auto *item =
            new QListWidgetItem((a.assumed ? QStringLiteral("* ") : QStringLiteral("   ")) +
                                    (a.workloadClass.isEmpty()
                                         ? a.text
                                         : QStringLiteral("[%1] %2").arg(a.workloadClass, a.text)),
                                m_assumptions);
        if (a.assumed) {
            item->setForeground(QColor(0xb3, 0x47, 0x00));
            item->setToolTip(tr("Filled in by llmcap: the sizing request does not give it."));
        }
    }
    QString mistakes;
    for (const Mistake &m : m_plan.mistakes)
        mistakes += QLatin1String("<p><b>") + m.title.toHtmlEscaped() + QLatin1String("</b><br>") +
                    m.explanation.toHtmlEscaped() + QLatin1String("</p>");
    m_mistakes->setText(mistakes.isEmpty() ? tr("No mistakes found in the inputs.") : mistakes);
    QStringList formula;
    for (const EnvelopePlan &e : m_plan.envelopes) {
        formula << tr("Envelope %1").arg(e.envelope.id);
        for (const PeakProjection &p : e.classPeaks)
            formula << p.formula;
        formula << e.central.formula << QString();
    }
    if (m_plan.footprint)
        formula << m_plan.footprint->formula;
    m_formula->setPlainText(formula.join(QLatin1Char('\n')));
    m_save->setEnabled(m_plan.complete() && m_session.hasProject());
    if (m_savedPlanId > 0 && m_plan.toJson() != m_savedPlan) {
        m_saveStatus->setText(tr("Plan %1 was saved at %2; the plan shown has changed since: "
                                 "save again to keep it.")
                                  .arg(m_savedPlanId)
                                  .arg(m_savedAt));
        m_saveStatus->setStyleSheet(QStringLiteral("color: #b34700;"));
    } else if (m_savedPlanId > 0) {
        m_saveStatus->setText(tr("Saved as plan %1 at %2: listed on the Reports page, and the "
                                 "Validate page starts from it.")
                                  .arg(m_savedPlanId)
                                  .arg(m_savedAt));
        m_saveStatus->setStyleSheet(QStringLiteral("color: #206020;"));
    }
}

void PlanPanel::estimateWithSimulator()
{
    PlanInput input = m_session.input();
    input.deployment.sustainable = {}; // replaced by the estimate
    m_editor->estimateButton()->setEnabled(false);
    m_status->setText(tr("Estimating the sustainable load with the simulator..."));
    using Estimate = std::pair<Result<PlanInput>, QStringList>;
    AsyncTask::start(
        this,
        [input]() -> Estimate {
            QStringList notes;
            Result<PlanInput> result = SimulatorEstimator::withEstimates(input, &notes);
            return {std::move(result), notes};
        },
        [this](const Estimate &estimate) { applyEstimate(estimate.first, estimate.second); });
}

void PlanPanel::applyEstimate(const Result<PlanInput> &result, const QStringList &notes)
{
    m_editor->estimateButton()->setEnabled(true);
    if (!result) {
        QString why = result.error();
        if (!m_session.input().deployment.hasReplicaConfig())
            why += QLatin1Char(' ') + tr("Choose the model and GPU on the Serving config page "
                                         "and press \"Use for the plan\".");
        m_status->setText(why.toHtmlEscaped());
        Q_EMIT estimateFinished(false);
        return;
    }
    if (Status s = m_session.setDeployment(result->deployment); !s)
        m_status->setText(s.error().toHtmlEscaped());
    else
        m_status->setText(m_status->text() + QLatin1String("<br>") +
                          notes.join(QLatin1Char(' ')).toHtmlEscaped());
    Q_EMIT estimateFinished(true);
}

void PlanPanel::savePlan()
{
    if (!m_workspace.database() || !m_workspace.currentProject())
        return;
    auto saved = PlanRepository(*m_workspace.database())
                     .savePlan(m_workspace.currentProject()->id, m_session.input(), m_plan,
                               m_sweep ? m_sweep->id : QString());
    if (!saved) {
        QMessageBox::warning(this, tr("Plan"), saved.error());
        return;
    }
    // Beside the button, not in the status line the plan's own state rewrites on every change.
    m_savedPlanId = *saved;
    m_savedPlan = m_plan.toJson();
    m_savedAt = QLocale().toString(QTime::currentTime(), QLocale::ShortFormat);
    recompute();
    Q_EMIT planSaved(*saved);
}

void PlanPanel::exportPdf()
{
    const QString path = FileDialogs::saveFileName(
        this, tr("Export Plan Report"), QStringLiteral("capacity-plan.pdf"), tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    // The plan shown: divided by the sweeps chosen on this page.
    ReportData data =
        ExportBundle::report(m_session.projectName(), m_session.input(), m_sweeps, m_sweep);
    if (m_workspace.database() && m_workspace.currentProject())
        ExportBundle::attachValidation(data, *m_workspace.database(),
                                       m_workspace.currentProject()->id);
    PdfReportWriter pdf;
    if (Status s =
            ExportBundle::writeOne(data, {ExportBundle::Kind::ReportPdf, path}, nullptr, &pdf);
        !s)
        QMessageBox::warning(this, tr("Plan"), s.error());
    else {
        m_savedPlanId = 0; // the export's confirmation replaces the save's
        m_saveStatus->setStyleSheet(QStringLiteral("color: #206020;"));
        m_saveStatus->setText(
            tr("Exported the plan report to %1.").arg(QDir::toNativeSeparators(path)));
    }
}

} // namespace llmcap
