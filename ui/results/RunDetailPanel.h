#pragma once

#include <QList>
#include <QStringList>
#include <QWidget>

#include <vector>

class QLabel;
class QPushButton;
class QScrollArea;
class QTableView;

namespace llmcap {

class HistogramChart;
class OutcomeTableModel;
class PercentileTableModel;
class RunTimelineView;
class TtftScatterChart;
class TtftSplitTableModel;
struct TtftSplit;
struct RunDetail;
struct RunTimelineRun;

// One stored run: verdict and counts, warnings, per-class latency percentiles, the error
// breakdown, TTFT against input tokens and the TTFT, TPOT and E2E histograms; and, when the run
// sent runs of a run class (issue 18), those runs with their calls as a timeline; and, once
// the user joined the server's OTLP spans (issue 21), each request's TTFT split.
class RunDetailPanel : public QWidget
{
    Q_OBJECT

public:
    explicit RunDetailPanel(QWidget *parent = nullptr);

    void setDetail(const RunDetail &detail);
    // The runs the shown run sent (runTimelineOf its records); none hides the timeline.
    void setRuns(QList<RunTimelineRun> runs);
    void clear();
    // The server's spans joined to the run's requests: summary lines (ServerSpanJoin's
    // textLines) and one row per joined request.
    void setServerTiming(const QStringList &summary, std::vector<TtftSplit> splits);
    // The join failed or is running: message instead of the split.
    void setServerTimingMessage(const QString &message);
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
    TtftSplitTableModel *ttftSplits() const { return m_splits; }
    QPushButton *joinSpansButton() const { return m_joinSpans; }
    QString serverTimingText() const;
    // The timeline is shown (the run sent runs).
    bool showsRuns() const;
    QString warningText() const;

Q_SIGNALS:
    // The user asked to join a server span file to the shown run.
    void joinSpansRequested();

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
    QPushButton *m_joinSpans;
    QLabel *m_spanSummary;
    TtftSplitTableModel *m_splits;
    QTableView *m_splitView;
};

} // namespace llmcap
