#include "bench/SweepLivePanel.h"

#include "bench/RunSummary.h"
#include "bench/SweepCurvesView.h"
#include "bench/SweepResultLine.h"
#include "bench/SweepStepTable.h"
#include "bench/SweepStepTableModel.h"
#include "charts/StepOutcomeChart.h"
#include "charts/TimeSeriesChart.h"
#include "sweep/StepRun.h"
#include "sweep/SweepHeadline.h"

#include <QElapsedTimer>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QTabWidget>
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
    , m_charts(new SweepCurvesView)
    , m_rates(new TimeSeriesChart(tr("Step in progress: rates")))
    , m_concurrency(new TimeSeriesChart(tr("Step in progress: requests and KV cache")))
    , m_steps(new SweepStepTableModel(this))
    , m_table(new SweepStepTable(m_steps))
    , m_result(new SweepResultLine)
    , m_stepLabel(new QLabel)
    , m_runFigures(new QLabel)
    , m_status(new QLabel)
{
    m_timer.setInterval(kDrainIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &SweepLivePanel::drain);

    // A sweep of runs: how the step in progress' runs fare, above its live charts.
    m_runFigures->setObjectName(QStringLiteral("runFigures"));
    m_runFigures->setTextFormat(Qt::PlainText);
    m_runFigures->setWordWrap(true);
    m_runFigures->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_runFigures->hide();

    m_offeredSeries = m_rates->addSeries(tr("offered"), kBlue);
    m_completedSeries = m_rates->addSeries(tr("completed"), kGreen);
    m_tokensSeries =
        m_rates->addSeries(tr("output tokens/s"), kOrange, TimeSeriesChart::Axis::Right);
    m_rates->setAxisTitles(tr("req/s"), tr("tokens/s"));
    m_inFlightSeries = m_concurrency->addSeries(tr("in flight"), kBlue);
    m_waitingSeries = m_concurrency->addSeries(tr("server queue"), kRed);
    m_kvSeries = m_concurrency->addSeries(tr("KV %"), kPurple, TimeSeriesChart::Axis::Right);
    m_concurrency->setAxisTitles(tr("requests"), tr("KV usage %"));
    for (QWidget *chart : std::initializer_list<QWidget *>{m_rates, m_concurrency})
        chart->setMinimumSize(200, 120);

    // Under the latency curves: the step table, the attainment per step and the step in
    // progress (its two charts on tabs, its runs above them), side by side.
    auto *inProgressTabs = new QTabWidget;
    inProgressTabs->setObjectName(QStringLiteral("stepInProgress"));
    inProgressTabs->setDocumentMode(true);
    inProgressTabs->addTab(m_rates, tr("Rates"));
    inProgressTabs->addTab(m_concurrency, tr("Requests and KV cache"));
    auto *inProgress = new QWidget;
    auto *inProgressLayout = new QVBoxLayout(inProgress);
    inProgressLayout->setContentsMargins(0, 0, 0, 0);
    inProgressLayout->setSpacing(4);
    inProgressLayout->addWidget(m_runFigures);
    inProgressLayout->addWidget(inProgressTabs, 1);
    auto *bottom = new QSplitter(Qt::Horizontal);
    bottom->addWidget(m_table);
    bottom->addWidget(m_charts->outcomeChart());
    bottom->addWidget(inProgress);
    bottom->setStretchFactor(0, 4);
    bottom->setStretchFactor(1, 3);
    bottom->setStretchFactor(2, 3);
    bottom->setSizes({400, 300, 300}); // in proportion: the table's first five columns show
    bottom->setChildrenCollapsible(false);
    m_table->setMinimumSize(240, 80);

    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(m_charts);
    splitter->addWidget(bottom);
    splitter->setStretchFactor(0, 5);
    splitter->setStretchFactor(1, 4);
    splitter->setSizes({300, 240}); // eight rows of the table at 1280x800
    splitter->setChildrenCollapsible(false);

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
    layout->addWidget(m_result);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_stepLabel);
    layout->addWidget(m_status);
    updateStatus();
}

SweepLivePanel::~SweepLivePanel() = default;

SweepCurveChart *SweepLivePanel::curveChart(SloMetric metric) const
{
    return m_charts->curveChart(metric);
}

StepOutcomeChart *SweepLivePanel::outcomeChart() const
{
    return m_charts->outcomeChart();
}

ChartKey *SweepLivePanel::curveKey() const
{
    return m_charts->key();
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
    // The load client cannot keep the step's schedule (issue 37): said beside the step.
    connect(session, &SweepSession::clientBehind, this, [this](int index, const QString &text) {
        if (index == m_stepIndex)
            m_stepLabel->setText(
                tr("%1: the client falls behind: %2").arg(m_stepLabel->text(), text));
    });
    connect(session, &SweepSession::finished, this, [this](const SweepResult &result) {
        m_endText.clear(); // the result line above says it
        updateCurves();
        updateResult(result);
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
        m_result->setResult(QString(), QString());
        m_slo = m_session->setup().config.bench.slo;
        const QString rateTitle =
            sendsRuns() ? tr("offered rate (runs/s)") : tr("offered rate (req/s)");
        m_charts->setRateAxisTitle(rateTitle);
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
    const SweepController *controller = m_session ? m_session->controller() : nullptr;
    m_charts->update(m_steps->steps(), m_slo,
                     controller ? std::optional(controller->estimate()) : std::nullopt);
    if (controller && m_session->isActive())
        updateResult(std::nullopt);
}

// The finished sweep's result, or while it runs the estimate so far, as one sentence.
void SweepLivePanel::updateResult(const std::optional<SweepResult> &result)
{
    const QList<SweepStep> &steps = m_steps->steps();
    if (result) {
        const auto binding = SweepHeadline::binding(m_slo.value_or(Slo{}), steps, result->boundary);
        QString details = result->summary();
        if (const QString note = SweepHeadline::speedNote(simSpeed()); !note.isEmpty())
            details = note + QLatin1Char('\n') + details;
        m_result->setResult(SweepHeadline::text(*result, binding, simSpeed()), details);
        return;
    }
    if (steps.isEmpty()) {
        m_result->setResult(QString(), QString());
        return;
    }
    SweepResult soFar;
    soFar.boundary = m_session->controller()->estimate();
    if (sendsRuns())
        soFar.rateUnit = QStringLiteral("runs/s");
    const auto binding = SweepHeadline::binding(m_slo.value_or(Slo{}), steps, soFar.boundary);
    m_result->setResult(tr("So far: %1").arg(SweepHeadline::text(soFar, binding, simSpeed())),
                        QString());
}

double SweepLivePanel::simSpeed() const
{
    if (!m_session)
        return 1.0;
    const auto &server = m_session->setup().config.builtinServer;
    return server ? server->speed : 1.0;
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
    if (p.running && p.modeling)
        line += tr("  ·  modelling: fitting the twin and simulating its long runs");
    else if (p.running)
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
