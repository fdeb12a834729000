#pragma once

#include <QList>
#include <QWidget>

class QLabel;
class QScrollArea;
class QTableView;

namespace llmcap {

class HistogramChart;
class OutcomeTableModel;
class PercentileTableModel;
class RunTimelineView;
class TtftScatterChart;
struct RunDetail;
struct RunTimelineRun;

// One stored run: verdict and counts, warnings, per-class latency percentiles, the error
// breakdown, TTFT against input tokens and the TTFT, TPOT and E2E histograms; and, when the run
// sent runs of a run class (issue 18), those runs with their calls as a timeline.
class RunDetailPanel : public QWidget
{
    Q_OBJECT

public:
    explicit RunDetailPanel(QWidget *parent = nullptr);

    void setDetail(const RunDetail &detail);
    // The runs the shown run sent (runTimelineOf its records); none hides the timeline.
    void setRuns(QList<RunTimelineRun> runs);
    void clear();
    // Empty, saying that run runId is being read.
    void showLoading(qint64 runId);
    QString titleText() const;

    PercentileTableModel *percentiles() const { return m_percentiles; }
    OutcomeTableModel *outcomes() const { return m_outcomes; }
    TtftScatterChart *scatter() const { return m_scatter; }
    HistogramChart *ttftHistogram() const { return m_ttft; }
    HistogramChart *tpotHistogram() const { return m_tpot; }
    HistogramChart *e2eHistogram() const { return m_e2e; }
    RunTimelineView *runTimeline() const { return m_timeline; }
    // The timeline is shown (the run sent runs).
    bool showsRuns() const;
    QString warningText() const;

private:
    QLabel *m_title;
    QLabel *m_summary;
    QLabel *m_warnings;
    PercentileTableModel *m_percentiles;
    OutcomeTableModel *m_outcomes;
    QTableView *m_percentileView;
    QTableView *m_outcomeView;
    QLabel *m_noErrors;
    TtftScatterChart *m_scatter;
    HistogramChart *m_ttft;
    HistogramChart *m_tpot;
    HistogramChart *m_e2e;
    QLabel *m_runsHeading;
    QScrollArea *m_timelineArea;
    RunTimelineView *m_timeline;
};

} // namespace llmcap
