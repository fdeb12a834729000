#pragma once

#include "pages/WorkflowPage.h"
#include "validation/ValidationReport.h"

#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QThread;
class QTreeWidget;

namespace llmcap {

class DrillTimelineChart;
struct FleetValidationRequest;

// Validate (issue 19): a fleet of simulated replicas at its load, through the drills of a
// timeline, judged against the SLO in virtual time; the verdict, each drill's dip, recovery and
// losses, and the per-minute chart. Runs ValidationWorkflow on a worker thread.
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
    // Attaches the stored validation to the project's newest plan, so that the plan's report
    // shows it; false (with the reason shown) when there is none.
    bool attachToNewestPlan();

Q_SIGNALS:
    void validationFinished();

private:
    void checkDrills();
    void showReport(const ValidationReport &report);
    void showError(const QString &message);
    void store(const FleetValidationRequest &request, const ValidationReport &report);

    QComboBox *m_preset;
    QSpinBox *m_replicas;
    QDoubleSpinBox *m_rate;
    QSpinBox *m_input;
    QSpinBox *m_output;
    QComboBox *m_strategy;
    QSpinBox *m_minutes;
    QSpinBox *m_startup;
    QSpinBox *m_ttft;
    QSpinBox *m_tpot;
    QDoubleSpinBox *m_attainment;
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
    QThread *m_thread = nullptr;
    std::optional<ValidationReport> m_report;
};

} // namespace llmcap
