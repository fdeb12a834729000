#include "bench/SweepLivePanel.h"

#include "bench/RunSummary.h"
#include "bench/SweepStepTableModel.h"
#include "charts/StepOutcomeChart.h"
#include "charts/SweepCurveChart.h"
#include "charts/TimeSeriesChart.h"
#include "sweep/StepRun.h"

#include <QChart>
#include <QElapsedTimer>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>
#include <ctime>

namespace llmcap {

namespace {

const QColor kBlue(0x2f, 0x4f, 0x7f);
const QColor kGreen(0x1b, 0x7f, 0x3b);
const QColor kOrange(0xc0, 0x6a, 0x00);
const QColor kRed(0xb0, 0x00, 0x20);
const QColor kPurple(0x6a, 0x3d, 0x9a);

LatencyPoint pointOf(const SweepStep &s, SloMetric metric)
{
    switch (metric) {
    case SloMetric::Ttft:
        return s.ttft;
    case SloMetric::Itl:
        return s.itl;
    case SloMetric::Tpot:
        return s.tpot;
    case SloMetric::QueueTime:
        return s.queue;
    case SloMetric::E2e:
        return s.e2e;
    }
    return {};
}

// CPU time of the calling thread; 0 where the platform has no such clock.
double threadCpuMs()
{
#ifdef CLOCK_THREAD_CPUTIME_ID
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
#else
    return 0;
#endif
}

} // namespace

SweepLivePanel::SweepLivePanel(QWidget *parent)
    : QWidget(parent)
    , m_rates(new TimeSeriesChart(tr("Step in progress: rates")))
    , m_concurrency(new TimeSeriesChart(tr("Step in progress: requests and KV cache")))
    , m_outcome(new StepOutcomeChart(tr("SLO attainment and goodput per step")))
    , m_steps(new SweepStepTableModel(this))
    , m_table(new QTableView)
    , m_stepLabel(new QLabel)
    , m_runFigures(new QLabel)
    , m_status(new QLabel)
{
    m_timer.setInterval(kDrainIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &SweepLivePanel::drain);

    const std::pair<SloMetric, QString> curves[] = {
        {SloMetric::Ttft, tr("TTFT")},
        {SloMetric::Itl, tr("ITL")},
        {SloMetric::Tpot, tr("TPOT")},
        {SloMetric::QueueTime, tr("Queue time (server)")}};
    // Four latency curves on top, the step in progress and the outcome below: a 12-column grid
    // so both rows share the width evenly.
    auto *grid = new QGridLayout;
    grid->setSpacing(4);
    grid->setContentsMargins(0, 0, 0, 0);
    int column = 0;
    for (const auto &[metric, title] : curves) {
        auto *chart = new SweepCurveChart(title);
        chart->setObjectName(QStringLiteral("curve-") + Slo::key(metric));
        // Narrow charts: one shared key below them instead of four legends.
        chart->setCurve(1, QString(), {});
        chart->chart()->legend()->hide();
        chart->setMinimumHeight(120); // a small window squeezes the charts, not the page
        m_curves[metric] = chart;
        grid->addWidget(chart, 0, column, 1, 3);
        column += 3;
    }
    auto *key = new QLabel(
        tr("Per finished step: <span style='color:#8ea0bf'>━</span> p50  "
           "<span style='color:#5a73a0'>━</span> p95  <span style='color:#2f4f7f'>━</span> p99  "
           "<span style='color:#1b7f3b'>●</span> passed  <span style='color:#b00020'>●</span> "
           "failed  <span style='color:#b00020'>╌</span> SLO threshold  "
           "<span style='color:#1b7f3b'>┃</span> SLO boundary (dotted: its confidence interval)  "
           "<span style='color:#707070'>╎</span> at least: no step failed yet, so no boundary"));
    key->setTextFormat(Qt::RichText);
    key->setWordWrap(true);
    grid->addWidget(key, 1, 0, 1, 12);
    // A sweep of runs: how the step in progress' runs fare, under the call latencies.
    m_runFigures->setObjectName(QStringLiteral("runFigures"));
    m_runFigures->setTextFormat(Qt::PlainText);
    m_runFigures->setWordWrap(true);
    m_runFigures->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_runFigures->hide();
    grid->addWidget(m_runFigures, 2, 0, 1, 12);

    m_offeredSeries = m_rates->addSeries(tr("offered"), kBlue);
    m_completedSeries = m_rates->addSeries(tr("completed"), kGreen);
    m_tokensSeries =
        m_rates->addSeries(tr("output tokens/s"), kOrange, TimeSeriesChart::Axis::Right);
    m_rates->setAxisTitles(tr("req/s"), tr("tokens/s"));
    m_inFlightSeries = m_concurrency->addSeries(tr("in flight"), kBlue);
    m_waitingSeries = m_concurrency->addSeries(tr("server queue"), kRed);
    m_kvSeries = m_concurrency->addSeries(tr("KV %"), kPurple, TimeSeriesChart::Axis::Right);
    m_concurrency->setAxisTitles(tr("requests"), tr("KV usage %"));
    grid->addWidget(m_rates, 3, 0, 1, 4);
    grid->addWidget(m_concurrency, 3, 4, 1, 4);
    grid->addWidget(m_outcome, 3, 8, 1, 4);
    for (QWidget *chart : std::initializer_list<QWidget *>{m_rates, m_concurrency, m_outcome})
        chart->setMinimumHeight(120);
    for (int c = 0; c < 12; ++c)
        grid->setColumnStretch(c, 1);
    grid->setRowStretch(0, 1);
    grid->setRowStretch(3, 1);

    auto *charts = new QWidget;
    charts->setLayout(grid);

    m_table->setModel(m_steps);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(SweepStepTableModel::Reasons,
                                                      QHeaderView::Stretch);
    m_table->setWordWrap(false);
    m_table->setAccessibleName(tr("Sweep steps"));

    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(charts);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({480, 120}); // about four rows of the table at 1280x800
    splitter->setChildrenCollapsible(false);
    m_table->setMinimumHeight(60);

    m_stepLabel->setTextFormat(Qt::PlainText);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setObjectName(QStringLiteral("sweepStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_stepLabel->font();
    bold.setBold(true);
    m_stepLabel->setFont(bold);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_stepLabel);
    layout->addWidget(m_status);
    updateStatus();
}

SweepLivePanel::~SweepLivePanel() = default;

SweepCurveChart *SweepLivePanel::curveChart(SloMetric metric) const
{
    const auto it = m_curves.find(metric);
    return it == m_curves.end() ? nullptr : it->second;
}

void SweepLivePanel::setSession(SweepSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (!session)
        return;
    connect(session, &SweepSession::stateChanged, this, &SweepLivePanel::onStateChanged);
    connect(session, &SweepSession::sweepStarted, this, &SweepLivePanel::onSweepStarted);
    connect(session, &SweepSession::stepStarted, this, &SweepLivePanel::onStepStarted);
    connect(session, &SweepSession::stepFinished, this, &SweepLivePanel::onStepFinished);
    connect(session, &SweepSession::finished, this, [this](const SweepResult &result) {
        m_endText = result.summary();
        updateCurves();
        updateStatus();
    });
    onStateChanged();
}

void SweepLivePanel::onStateChanged()
{
    if (!m_session)
        return;
    const SweepSession::State state = m_session->state();
    if (state == SweepSession::State::Preparing) {
        m_endText.clear();
        m_slo = m_session->setup().config.bench.slo;
        const QString rateTitle =
            sendsRuns() ? tr("offered rate (runs/s)") : tr("offered rate (req/s)");
        for (const auto &[metric, chart] : m_curves)
            chart->setRateAxisTitle(rateTitle);
        m_outcome->setRateAxisTitle(rateTitle);
        m_runFigures->clear();
        m_runFigures->setVisible(sendsRuns());
    } else if (state == SweepSession::State::Stopped) {
        m_endText = tr("Stopped. Finished steps are stored (%1); Resume continues the sweep, "
                       "also later with llmcap-cli sweep --resume %2.")
                        .arg(m_steps->rowCount())
                        .arg(m_session->sweepId());
    } else if (state == SweepSession::State::Failed) {
        m_endText = tr("Failed: %1").arg(m_session->failureMessage());
    }
    if (m_session->isActive()) {
        if (!m_timer.isActive())
            m_timer.start();
    } else {
        m_timer.stop();
        drainRunner(); // what the last tick did not see
        m_stepLabel->clear();
    }
    updateStatus();
}

void SweepLivePanel::onSweepStarted()
{
    m_steps->setSteps(m_session && m_session->controller() ? m_session->controller()->steps()
                                                           : QList<SweepStep>{});
    m_rates->clear();
    m_concurrency->clear();
    m_feed.reset();
    m_runner.clear();
    m_runOutcomesSeen = 0;
    m_stepIndex = -1;
    updateCurves();
}

void SweepLivePanel::onStepStarted(int index, double rateRps, int repeat, bool confirm)
{
    m_stepIndex = index;
    m_stepRateRps = rateRps;
    m_stepRepeat = repeat;
    m_runner.clear(); // the next drain picks up the new runner and clears the series
    const QString rate = QLocale().toString(rateRps, 'g', 4);
    if (sendsRuns())
        m_stepLabel->setText(
            confirm ? tr("Step %1 at %2 runs/s (confirmation run)").arg(index + 1).arg(rate)
            : repeat > 0
                ? tr("Step %1 at %2 runs/s (repeat %3)").arg(index + 1).arg(rate).arg(repeat)
                : tr("Step %1 at %2 runs/s").arg(index + 1).arg(rate));
    else
        m_stepLabel->setText(
            confirm ? tr("Step %1 at %2 req/s (confirmation run)").arg(index + 1).arg(rate)
            : repeat > 0
                ? tr("Step %1 at %2 req/s (repeat %3)").arg(index + 1).arg(rate).arg(repeat)
                : tr("Step %1 at %2 req/s").arg(index + 1).arg(rate));
}

void SweepLivePanel::onStepFinished(const SweepStep &step)
{
    m_steps->appendSteps({step});
    updateCurves();
}

void SweepLivePanel::drain()
{
    QElapsedTimer clock;
    clock.start();
    const double cpuBefore = threadCpuMs();
    ++m_drains;
    drainRunner();
    updateStatus();
    const double ms = double(clock.nsecsElapsed()) / 1e6;
    m_longestDrainMs = std::max(m_longestDrainMs, ms);
    m_totalDrainMs += ms;
    m_totalDrainCpuMs += threadCpuMs() - cpuBefore;
}

void SweepLivePanel::drainRunner()
{
    StepRun *runner =
        m_session && m_session->controller() ? m_session->controller()->currentStep() : nullptr;
    if (!runner)
        return;
    if (runner != m_runner) {
        m_runner = runner;
        m_feed.reset();
        m_rates->clear();
        m_concurrency->clear();
        m_runOutcomesSeen = 0;
        m_runFiguresClock.invalidate();
        if (sendsRuns())
            m_runFigures->setText(tr("Runs in this step: none ended yet."));
    }
    // The runner appends to its buffers once per its own tick (what progressed() announces as
    // index ranges); the feed keeps a cursor over the same buffers and takes what is new.
    const LiveStepFeed::Batch b =
        m_feed.take(runner->progress(), runner->records(), runner->serverSamples());
    m_rates->append(m_offeredSeries, b.offeredRps);
    m_rates->append(m_completedSeries, b.completedRps);
    m_rates->append(m_tokensSeries, b.outputTokensPerS);
    m_concurrency->append(m_inFlightSeries, b.inFlight);
    m_concurrency->append(m_waitingSeries, b.serverWaiting);
    m_concurrency->append(m_kvSeries, b.kvUsagePct);
    // One replace() per series per tick, and only for charts with new points.
    m_rates->refresh();
    m_concurrency->refresh();
    updateRunFigures(*runner);
}

bool SweepLivePanel::sendsRuns() const
{
    return m_session && m_session->setup().config.bench.plan.sendsRuns();
}

// RunSummary over the step's ended runs so far, as the step's verdict will judge them, when the
// tick brought new ones. Its percentiles sort every run's figures: 5,000 runs take about 8 ms
// (tst_sweeplivepanel, 2 loaded cores), too much for every 50 ms tick, so past 1,000 runs the
// figures are computed once a second.
void SweepLivePanel::updateRunFigures(const StepRun &runner)
{
    const std::vector<RunOutcome> &outcomes = runner.runOutcomes();
    if (outcomes.size() == m_runOutcomesSeen || !sendsRuns())
        return;
    if (outcomes.size() > 1000 && m_runFiguresClock.isValid() && m_runFiguresClock.elapsed() < 1000)
        return;
    m_runFiguresClock.start();
    m_runOutcomesSeen = outcomes.size();
    QStringList classNames;
    for (const WorkloadClass &c : m_session->setup().config.bench.plan.workload.classes)
        classNames.append(c.name);
    const RunSummary summary =
        RunSummary::compute(outcomes, classNames, runner.window(), m_slo.value_or(Slo{}));
    const RunStats &o = summary.overall;
    const QLocale loc;
    const auto seconds = [&loc](double ms) { return loc.toString(ms / 1000.0, 'f', 2); };
    QString text;
    if (o.due == 0) {
        text = tr("Runs in this step: %1 warm-up runs ended, none measured yet.")
                   .arg(loc.toString(qint64(outcomes.size())));
    } else {
        text = tr("Runs in this step: %1 ended (%2 completed, %3 failed, %4 cancelled, %5 timed "
                  "out)")
                   .arg(loc.toString(o.completed + o.failed + o.cancelled + o.timedOut),
                        loc.toString(o.completed), loc.toString(o.failed),
                        loc.toString(o.cancelled), loc.toString(o.timedOut));
        if (o.durationMs.count > 0)
            text += tr("  ·  run duration p50 %1 s, p90 %2 s, p99 %3 s (n = %4)")
                        .arg(seconds(o.durationMs.p50), seconds(o.durationMs.p90),
                             seconds(o.durationMs.p99), loc.toString(o.durationMs.count));
        if (o.duration && o.duration->judged > 0)
            text += tr("  ·  %1: %2 % attained (target %3 %)")
                        .arg(o.duration->label(), loc.toString(o.duration->attainmentPct(), 'f', 1),
                             loc.toString(o.duration->targetPct(), 'g', 4));
    }
    m_runFigures->setText(text);
}

QString SweepLivePanel::runFiguresText() const
{
    return m_runFigures->text();
}

bool SweepLivePanel::showsRunFigures() const
{
    return !m_runFigures->isHidden();
}

void SweepLivePanel::updateCurves()
{
    const QList<SweepStep> &steps = m_steps->steps();
    for (const auto &[metric, chart] : m_curves) {
        QList<SweepCurvePoint> points;
        for (const SweepStep &s : steps) {
            if (s.verdict == StepVerdict::Invalid)
                continue;
            const LatencyPoint p = pointOf(s, metric);
            if (p.samples == 0)
                continue;
            points.append({s.rateRps, p.p50, p.p95, p.p99, s.verdict == StepVerdict::Pass});
        }
        chart->setCurve(0, QString(), points);
        std::optional<double> threshold;
        if (m_slo)
            if (const auto o = m_slo->objective(metric))
                threshold = o->thresholdMs;
        chart->setThreshold(threshold);
    }
    QList<StepOutcomePoint> outcomes;
    for (const SweepStep &s : steps)
        outcomes.append({s.rateRps, s.attainmentPct, s.goodputRps, s.completedRps,
                         s.verdict == StepVerdict::Pass});
    m_outcome->setPoints(outcomes);

    std::optional<double> lower, mean, upper, planned, passingSoFar;
    if (m_session && m_session->controller()) {
        const BoundaryEstimate e = m_session->controller()->estimate();
        if (e.found && e.bracketed) {
            mean = e.meanRps;
            lower = e.lowerRps;
            upper = e.upperRps;
            planned = e.plannedRps;
        } else if (e.found) {
            passingSoFar = e.meanRps; // no failing step yet: a lower bound, not a boundary
        }
    }
    for (const auto &[metric, chart] : m_curves) {
        chart->setBoundary(lower, mean, upper);
        chart->setLowerBound(passingSoFar);
        chart->setPlannedRate(planned);
    }
}

QString SweepLivePanel::duration(double seconds)
{
    const qint64 s = qint64(std::llround(std::max(0.0, seconds)));
    if (s >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(s / 3600)
            .arg((s / 60) % 60, 2, 10, QLatin1Char('0'))
            .arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

QString SweepLivePanel::progressLine(const SweepProgress &p) const
{
    const QLocale loc;
    QString line = tr("Elapsed %1  ·  steps done: %2").arg(duration(p.elapsedS)).arg(p.stepsDone);
    line += tr("  ·  %1 requests, %2 errors").arg(loc.toString(p.requests), loc.toString(p.errors));
    if (p.running)
        line += p.stepsLeftEstimate > 0 ? tr("  ·  about %1 left (steps to go: about %2)")
                                              .arg(duration(p.secondsLeftEstimate))
                                              .arg(p.stepsLeftEstimate)
                                        : tr("  ·  last step");
    if (p.paused)
        line += tr("  ·  paused: the sweep holds after this step");
    return line;
}

void SweepLivePanel::updateStatus()
{
    QString text;
    if (!m_session || m_session->state() == SweepSession::State::Idle) {
        text = tr("No sweep running. Start sweep runs the sweep from the Set-up tab.");
    } else if (m_session->state() == SweepSession::State::Preparing) {
        text = m_session->setup().builtinServer
                   ? tr("Starting the built-in simulated server and asking it what it serves…")
                   : tr("Asking the endpoint what it serves…");
    } else {
        text = progressLine(m_session->progress());
        if (!m_endText.isEmpty())
            text += QLatin1Char('\n') + m_endText;
    }
    if (m_status->text() != text)
        m_status->setText(text);
}

QString SweepLivePanel::statusText() const
{
    return m_status->text();
}

} // namespace llmcap
