#pragma once

#include "pages/WorkflowPage.h"
#include "validation/ValidationReport.h"
#include "workflow/AsyncTask.h"

#include <atomic>
#include <memory>
#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace llmcap {

class DrillTimelineChart;
class Slo;
class SloEditor;
struct ValidationJobOutcome;

// Validate (issue 19): a fleet of simulated replicas at its load, through the drills of a
// timeline, judged against the SLO (the project's newest plan's unless edited); the verdict,
// each drill's dip, recovery and losses, and the per-minute chart. In virtual time or live: the
// built-in fleet on loopback ports in real time at a chosen speed, the chart following the
// requests as they end, with a Stop button. Both through ValidationJob on a worker thread with
// its own database connection; the job stores the result with its target and live speed.
class ValidatePage : public WorkflowPage
{
    Q_OBJECT

public:
    explicit ValidatePage(Workspace &workspace, QWidget *parent = nullptr);
    ~ValidatePage() override;
    QString title() const override;
    QIcon icon() const override;

    // Starts a validation with the form's values; false (with the reason shown) when they are
    // unusable.
    bool runValidation();
    bool isRunning() const { return m_running; }
    const std::optional<ValidationReport> &report() const { return m_report; }
    // The stored record of the last validation (issue 19): 0 when none was stored.
    qint64 storedId() const { return m_storedId; }
    // Sets the SLO editor to the project's newest plan's SLO (a default without a plan) unless
    // the user edited it; the line above the editor says which.
    void loadPlanSlo();
    // Sets the fleet and load to the project's newest plan's (PlanFleet: replicas, peak,
    // start-up, preset, mean lengths), or to example values without a plan, unless the user
    // edited them; the line above the form says which. loadPlan() does both; the page does it
    // when the project changes, when a plan is saved and when it is shown with a newer plan.
    void loadPlanFleet();
    void loadPlan();
    // Attaches the stored validation to the project's newest plan, so that the plan's report
    // shows it; false (with the reason shown) when there is none.
    bool attachToNewestPlan();

    // Live: ends the running validation (its requests in flight cancelled, nothing stored).
    void stopValidation();

Q_SIGNALS:
    void validationFinished();
    // Live: the chart shows the requests ended so far.
    void liveUpdated();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void fleetEdited();
    void checkDrills();
    void showReport(const ValidationReport &report);
    void showError(const QString &message);
    void showProgress(const ValidationReport &soFar, double fleetS, double durationS);
    void showStored(const ValidationJobOutcome &outcome);
    void setSlo(const Slo &slo, const QString &source);

    QComboBox *m_mode;
    QDoubleSpinBox *m_speed;
    QComboBox *m_preset;
    QSpinBox *m_replicas;
    QDoubleSpinBox *m_rate;
    QSpinBox *m_input;
    QSpinBox *m_output;
    QComboBox *m_strategy;
    QSpinBox *m_minutes;
    QSpinBox *m_startup;
    SloEditor *m_slo;
    QLabel *m_sloSource;
    bool m_settingSlo = false;
    bool m_sloEdited = false;
    QLabel *m_fleetSource;
    bool m_settingFleet = false;
    bool m_fleetEdited = false;
    qint64 m_fleetPlanId = -1; // the plan the fleet was read from; 0 none, -1 not read yet
    QPlainTextEdit *m_drills;
    QLabel *m_drillStatus;
    QPushButton *m_run;
    QLabel *m_verdict;
    QTreeWidget *m_drillTable;
    DrillTimelineChart *m_chart;
    QLabel *m_stored;
    QPushButton *m_attach;
    qint64 m_storedId = 0;
    bool m_running = false;
    AsyncTask m_task;
    std::shared_ptr<std::atomic<bool>> m_stop; // the running validation's cancel flag
    bool m_stoppable = false;                  // live: the Stop button sets m_stop
    std::optional<ValidationReport> m_report;
};

} // namespace llmcap
