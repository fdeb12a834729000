#pragma once

#include "plan/SweepSummary.h"

#include <QDialog>

class QDoubleSpinBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace llmcap {

class TwinEstimateJob;
struct TwinEstimateOutcome;

// "What-if from a stored twin" (issue 34, item 6) on the Plan page: the sweep the plan's load
// comes from keeps its twin; a changed SLO (TTFT and TPOT objectives) or mean prompt and
// output lengths give the twin's long-run boundary in seconds, without endpoint time. The
// answer is shown, marked modeled with the twin's check, and never applied to the plan.
class TwinWhatIfDialog : public QDialog
{
    Q_OBJECT

public:
    explicit TwinWhatIfDialog(QWidget *parent = nullptr);

    // The sweep whose twin answers, stored in the database at databasePath and in the
    // replica's own time (SweepSummary::find); its SLO and workload prefill the fields. Clears
    // the last answer; one still on its way for the sweep before is dropped.
    void setSweep(const QString &databasePath, const SweepSummary &sweep);
    QString databasePath() const { return m_databasePath; }
    QString sweepId() const { return m_sweep.id; }
    // How hard the twin works (TwinEstimateRequest: bootstrap draws, simulated seconds per run).
    void setEffort(int draws, double runS);

    QDoubleSpinBox *ttftThreshold() const { return m_ttftMs; }
    QDoubleSpinBox *ttftAttainment() const { return m_ttftPct; }
    QDoubleSpinBox *tpotThreshold() const { return m_tpotMs; }
    QDoubleSpinBox *tpotAttainment() const { return m_tpotPct; }
    QSpinBox *inputTokens() const { return m_inputTokens; }
    QSpinBox *outputTokens() const { return m_outputTokens; }
    QPushButton *runButton() const { return m_run; }
    // The marked answer (or the one-line error); the outcome's own lines below it.
    QLabel *resultLabel() const { return m_result; }
    QPlainTextEdit *detail() const { return m_detail; }

    void run();

Q_SIGNALS:
    // The answer is shown (ok) or the error line (not ok).
    void answered(bool ok);

private:
    void showOutcome(const TwinEstimateOutcome &outcome);
    void showFailure(const QString &message);
    Slo whatIfSlo() const;
    bool sloChanged() const;

    QString m_databasePath;
    SweepSummary m_sweep;
    int m_draws = 30;
    double m_runS = 3600;
    TwinEstimateJob *m_job;
    QLabel *m_intro;
    QDoubleSpinBox *m_ttftMs;
    QDoubleSpinBox *m_ttftPct;
    QDoubleSpinBox *m_tpotMs;
    QDoubleSpinBox *m_tpotPct;
    QSpinBox *m_inputTokens;
    QSpinBox *m_outputTokens;
    QPushButton *m_run;
    QLabel *m_result;
    QPlainTextEdit *m_detail;
    int m_sweepInputTokens = 0; // the prefilled means: a change makes the workload a what-if
    int m_sweepOutputTokens = 0;
    bool m_stale = false; // the running twin is the previous sweep's
};

} // namespace llmcap
