#pragma once

#include "results/SweepDetail.h"
#include "util/Result.h"

#include <QList>
#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QTableView;

namespace llmcap {

class SweepCurveChart;
class SweepStepTableModel;
struct SweepDetail;
class ChartKey;
class SweepResultLine;

// One stored sweep: its result in one sentence with the details (boundary with interval,
// saturation throughput, goodput) a click away, the TTFT, ITL, TPOT and queue-time curves
// against offered rate with the SLO thresholds and the boundary and one key for their lines,
// and the steps table, which saves as CSV. A sweep that was stopped or interrupted offers
// Resume.
class SweepDetailPanel : public QWidget
{
    Q_OBJECT

public:
    explicit SweepDetailPanel(QWidget *parent = nullptr);

    void setDetail(const SweepDetail &detail);
    void clear();

    SweepStepTableModel *steps() const { return m_steps; }
    QPushButton *resumeButton() const { return m_resume; }
    QPushButton *stepsCsvButton() const { return m_stepsCsv; }
    // Writes the sweep's steps as llmcap-cli sweep --csv does (PlanCsv::sweepSteps, through
    // ExportBundle) and says so beside the button.
    Status saveStepsCsv(const QString &path);
    QString csvStatusText() const;
    const QList<SweepCurveChart *> &charts() const { return m_charts; }
    SweepResultLine *resultLine() const { return m_result; }
    ChartKey *key() const { return m_key; }

Q_SIGNALS:
    // The user asked for a step's run (double-click in the steps table).
    void runRequested(qint64 runId);
    // The user asked to continue the (stopped or interrupted) sweep shown.
    void resumeRequested(qint64 sweepId);

private:
    QLabel *m_title;
    SweepResultLine *m_result;
    ChartKey *m_key;
    QPushButton *m_resume;
    QPushButton *m_stepsCsv;
    QLabel *m_csvStatus;
    std::optional<SweepDetail> m_detail;
    qint64 m_sweepId = 0;
    SweepStepTableModel *m_steps;
    QTableView *m_stepView;
    QList<SweepCurveChart *> m_charts;
    QList<qint64> m_runIds;
};

} // namespace llmcap
