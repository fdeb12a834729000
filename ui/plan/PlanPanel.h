#pragma once

#include "plan/CapacityPlan.h"
#include "plan/PlanInput.h"
#include "plan/SweepSummary.h"

#include <optional>

#include <QJsonObject>
#include <QWidget>

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace llmcap {

class DeploymentEditor;
class PlanChartWidget;
class PlanTableModel;
class TwinWhatIfDialog;
class SizingSession;
class Workspace;

// The third capacity question: the replica plan computed from the project's sizing request and
// deployment inputs, recomputed as they change. Shows the headline with its range, whether it is
// preliminary and why, the plan table and chart, every assumption, and the mistakes found.
class PlanPanel : public QWidget
{
    Q_OBJECT

public:
    PlanPanel(Workspace &workspace, SizingSession &session, QWidget *parent = nullptr);

    const CapacityPlan &plan() const { return m_plan; }
    DeploymentEditor *deploymentEditor() const { return m_editor; }
    PlanTableModel *tableModel() const { return m_model; }
    QString headlineText() const;
    // The plan's cost (PlanCost's summary and per-component lines), or the line saying the
    // price is missing.
    QLabel *costLabel() const { return m_cost; }
    QListWidget *assumptionList() const { return m_assumptions; }
    // Each envelope's breach probability, the target and the count it needs, with where the
    // boundary's distribution comes from (CapacityPlan::breachLines).
    QLabel *breachLabel() const { return m_breach; }
    void savePlan();
    void exportPdf();
    // Estimates the sustainable load with the simulator on a worker thread; estimateFinished()
    // follows.
    void estimateWithSimulator();
    // Lists the database's stored sweeps in the editor (done when the page is shown), each
    // unfinished, interrupted or boundary-less one marked as such; only the newest finished
    // sweep with a boundary is preselected, any other needs an explicit choice.
    void refreshSweeps();
    // Takes the sustainable load from stored sweep id: its boundary, lower bound for the plan.
    void useSweep(const QString &id);
    // The sweep the sustainable load comes from, as the report draws it.
    const std::optional<SweepSummary> &sweep() const { return m_sweep; }
    // Opens the what-if from that sweep's twin (issue 34, item 6): a changed SLO or workload
    // gives a modeled boundary, shown beside the plan and not applied to it. The editor's
    // button for it is enabled while the load comes from a sweep; the dialog is null until
    // first opened.
    void openWhatIf();
    TwinWhatIfDialog *whatIfDialog() const { return m_whatIfDialog; }

    // The line beside the buttons confirming the last save or export; it stays, and says so
    // when the plan shown has changed since the save.
    QLabel *saveStatus() const { return m_saveStatus; }

Q_SIGNALS:
    void estimateFinished(bool ok);
    // A plan was stored with the project (the Reports list and the Validate page follow).
    void planSaved(qint64 planId);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void sessionChanged();
    void syncSweep();
    void syncWhatIf();
    void editorChanged();
    void recompute();
    void showCost();
    void showBreach();
    void applyEstimate(const Result<PlanInput> &result, const QStringList &notes);
    // A stored sweep's boundary in its list label, in the sweep's unit (runs/s with calls/s).
    static QString lowerBoundLabel(const SweepResult &result);
    static QString boundaryLabel(const SweepResult &result);

    Workspace &m_workspace;
    SizingSession &m_session;
    DeploymentEditor *m_editor;
    QLabel *m_headline;
    QLabel *m_status;
    QLabel *m_cost;
    QLabel *m_breach;
    PlanChartWidget *m_chart;
    PlanTableModel *m_model;
    QTableView *m_table;
    QListWidget *m_assumptions;
    QLabel *m_mistakes;
    QPlainTextEdit *m_formula;
    QPushButton *m_save;
    TwinWhatIfDialog *m_whatIfDialog = nullptr;
    QLabel *m_saveStatus;
    qint64 m_savedPlanId = 0;
    QJsonObject m_savedPlan; // the saved plan's JSON, to tell when the one shown has changed
    QString m_savedAt;
    CapacityPlan m_plan;
    std::optional<SweepSummary> m_sweep;
    QList<SweepSummary> m_sweeps; // every sweep the loads name, for the plan's check
    QStringList m_sweepIds;       // the ids m_sweeps was read for
    bool m_applying = false;
};

} // namespace llmcap
