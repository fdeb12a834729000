#pragma once

#include "records/RequestRecord.h"

#include <QList>
#include <QString>
#include <QWidget>

#include <vector>

namespace llmcap {

// One call of a run on the timeline, in seconds from the load run's start.
struct RunTimelineCall
{
    int index = 0;           // the call's place in its run
    double sentS = 0;        // when it was sent
    double firstTokenS = -1; // when its first token arrived (-1: none)
    double endS = 0;         // when it ended
    bool failed = false;
    bool retry = false;
};

// One run: a row of the timeline.
struct RunTimelineRun
{
    QString label;         // the run's id
    QString className;     // its workload class
    double scheduledS = 0; // its planned start
    QList<RunTimelineCall> calls;
};

// The runs among a stored run's request records (those naming a run, RequestRecord::runId), as
// timeline rows in the order the runs were scheduled: a run starts at its earliest call's
// scheduled time, each call runs from when it was sent (its scheduled time if it never was) to
// its end, and a call that did not succeed is failed. Records do not say which call was a
// retry, so no call is marked one. Pure: the Results page calls it on its loading thread.
QList<RunTimelineRun> runTimelineOf(const std::vector<RequestRecord> &records);

// Runs with their calls as a timeline (issue 18, Results page): one row per run, a bar per
// call from sent to end (the part before the first token drawn lighter), and the gaps between
// bars are the run's tool and think time. Painted directly, only the rows in the exposed
// rectangle: a step holds a few hundred runs, each a handful of rectangles, and a QScrollArea
// around the view shows the part in sight.
class RunTimelineView : public QWidget
{
    Q_OBJECT

public:
    explicit RunTimelineView(QWidget *parent = nullptr);

    void setRuns(QList<RunTimelineRun> runs);
    const QList<RunTimelineRun> &runs() const { return m_runs; }
    // The time axis, in seconds: the earliest scheduled start to the latest end.
    double startS() const { return m_startS; }
    double endS() const { return m_endS; }

    // The call under a point, for tooltips and tests: {run row, call position}, or {-1, -1}.
    std::pair<int, int> callAt(const QPoint &point) const;
    QString callText(int row, int call) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    static constexpr int kRowHeight = 16;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    QRectF plotRect() const;
    double xOf(double s) const;
    QRectF barRect(int row, const RunTimelineCall &call) const;

    QList<RunTimelineRun> m_runs;
    double m_startS = 0;
    double m_endS = 1;
};

} // namespace llmcap
