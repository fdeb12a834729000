#pragma once

#include "bench/LiveStepFeed.h"
#include "slo/Slo.h"
#include "workflow/SweepSession.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>
#include <QWidget>

class QLabel;

namespace llmcap {

class ChartKey;
class StepRun;
class StepOutcomeChart;
class SweepCurveChart;
class SweepCurvesView;
class SweepResultLine;
class SweepStepTable;
class SweepStepTableModel;
class TimeSeriesChart;

// The live view of a running sweep: the result so far as one sentence (SweepHeadline: boundary,
// interval, planned rate, what binds) with the method's details a click away; TTFT, ITL, TPOT
// and queue time (p50/p95/p99) against offered rate with the SLO thresholds and the current
// boundary, one point per finished step, and SLO attainment against its target and goodput per
// step, with one key for every line; the step table, following the newest step; for the step
// in progress, request rates, tokens per second, in-flight and waiting requests and KV usage;
// a status line with elapsed time, requests, errors and the estimated time left. A sweep of runs (a
// workload with a run class, issue 18) also shows, beside the latency curves, the run-duration
// percentiles and run counts of the step in progress (RunSummary over its ended runs, recomputed on
// a tick that saw new ones), and names its rates runs/s. Data is pulled from the session on a 20 Hz
// timer: one batch per tick, one replace() per series, bounded series.
class SweepLivePanel : public QWidget
{
    Q_OBJECT

public:
    explicit SweepLivePanel(QWidget *parent = nullptr);
    ~SweepLivePanel() override;

    // Follows session's sweep (not owned; may be destroyed first).
    void setSession(SweepSession *session);

    static constexpr int kDrainIntervalMs = 50;

    SweepStepTableModel *stepModel() const { return m_steps; }
    SweepCurveChart *curveChart(SloMetric metric) const;
    TimeSeriesChart *rateChart() const { return m_rates; }
    TimeSeriesChart *concurrencyChart() const { return m_concurrency; }
    StepOutcomeChart *outcomeChart() const;
    SweepStepTable *stepTable() const { return m_table; }
    SweepResultLine *resultLine() const { return m_result; }
    ChartKey *curveKey() const;
    QString statusText() const;
    // The step in progress' run figures ("Runs in this step: ..."), empty for a sweep of calls.
    QString runFiguresText() const;
    bool showsRunFigures() const;
    qint64 drainCount() const { return m_drains; }
    // Time spent in drain ticks on the GUI thread, wall clock and the thread's own CPU time
    // (for the GUI-loop benchmark; on a loaded machine wall time includes waiting for a core).
    double longestDrainMs() const { return m_longestDrainMs; }
    double totalDrainMs() const { return m_totalDrainMs; }
    double totalDrainCpuMs() const { return m_totalDrainCpuMs; }
    bool isDraining() const { return m_timer.isActive(); }

    // "1:05" or "1:02:05".
    static QString duration(double seconds);

private:
    void onStateChanged();
    void onSweepStarted();
    void onStepStarted(int index, double rateRps, int repeat, bool confirm);
    void onStepFinished(const SweepStep &step);
    void drain();
    void drainRunner();
    void updateCurves();
    void updateResult(const std::optional<SweepResult> &result);
    // The built-in server's speed the sweep runs at (1: real time or an endpoint): the result
    // sentence states the replica's own rates.
    double simSpeed() const;
    void updateStatus();
    void updateRunFigures(const StepRun &runner);
    bool sendsRuns() const;
    QString progressLine(const SweepProgress &p) const;

    QPointer<SweepSession> m_session;
    QTimer m_timer;
    qint64 m_drains = 0;
    double m_longestDrainMs = 0;
    double m_totalDrainMs = 0;
    double m_totalDrainCpuMs = 0;

    // The step in progress and what of its buffers the charts already show.
    QPointer<StepRun> m_runner;
    LiveStepFeed m_feed;
    int m_stepIndex = -1;
    double m_stepRateRps = 0;
    int m_stepRepeat = 0;
    size_t m_runOutcomesSeen = 0;    // the step's ended runs the run figures were computed over
    QElapsedTimer m_runFiguresClock; // since they were last computed
    QString m_endText;

    std::optional<Slo> m_slo;
    SweepCurvesView *m_charts;
    TimeSeriesChart *m_rates;
    TimeSeriesChart *m_concurrency;
    SweepStepTableModel *m_steps;
    SweepStepTable *m_table;
    SweepResultLine *m_result;
    QLabel *m_stepLabel;
    QLabel *m_runFigures;
    QLabel *m_status;

    // Series indices.
    int m_offeredSeries = 0;
    int m_completedSeries = 0;
    int m_tokensSeries = 0;
    int m_inFlightSeries = 0;
    int m_waitingSeries = 0;
    int m_kvSeries = 0;
};

} // namespace llmcap
