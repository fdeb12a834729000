#include "results/RunDetailPanel.h"

#include "results/HistogramChart.h"
#include "results/HistoryEntry.h"
#include "results/OutcomeTableModel.h"
#include "results/PercentileTableModel.h"
#include "results/RunDetail.h"
#include "results/RunTimelineView.h"
#include "results/TtftScatterChart.h"
#include "results/TtftSplitTableModel.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace llmcap {

namespace {

QTableView *makeTable(QAbstractItemModel *model, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setStretchLastSection(false);
    view->setWordWrap(false);
    return view;
}

// Wide enough for every column and a vertical scroll bar.
int fullWidth(QTableView *view)
{
    int w = 2 * view->frameWidth() + view->verticalScrollBar()->sizeHint().width();
    for (int c = 0; c < view->model()->columnCount(); ++c)
        w += view->columnWidth(c);
    return w;
}

// Tall enough for every row (at most 8) without a scroll bar.
int fullHeight(QTableView *view)
{
    const int rows = std::min(view->model()->rowCount(), 8);
    return 2 * view->frameWidth() + view->horizontalHeader()->sizeHint().height() +
           rows * view->verticalHeader()->defaultSectionSize() +
           view->horizontalScrollBar()->sizeHint().height();
}

QLabel *heading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()), parent);
    return label;
}

} // namespace

RunDetailPanel::RunDetailPanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_warnings(new QLabel(this))
    , m_percentiles(new PercentileTableModel(this))
    , m_outcomes(new OutcomeTableModel(this))
    , m_noErrors(new QLabel(tr("Every measured request completed."), this))
    , m_scatter(new TtftScatterChart(this))
    , m_ttft(new HistogramChart(tr("TTFT histogram"), QColor(0x2f, 0x4f, 0x7f), this))
    , m_tpot(new HistogramChart(tr("TPOT histogram"), QColor(0xc0, 0x6a, 0x00), this))
    , m_e2e(new HistogramChart(tr("E2E histogram"), QColor(0x7a, 0x3e, 0x9d), this))
    , m_runsHeading(new QLabel(this))
    , m_timelineArea(new QScrollArea(this))
    , m_timeline(new RunTimelineView)
    , m_joinSpans(new QPushButton(tr("Join server spans…"), this))
    , m_spanSummary(new QLabel(this))
    , m_splits(new TtftSplitTableModel(this))
{
    m_title->setTextFormat(Qt::RichText);
    m_summary->setWordWrap(true);
    m_warnings->setWordWrap(true);
    m_warnings->setStyleSheet(QStringLiteral("color: #9a6a00;"));
    m_noErrors->setStyleSheet(QStringLiteral("color: #1b7f3b;"));
    m_percentileView = makeTable(m_percentiles, this);
    m_outcomeView = makeTable(m_outcomes, this);
    m_outcomeView->setMaximumHeight(150);
    m_outcomeView->horizontalHeader()->setSectionResizeMode(OutcomeTableModel::Category,
                                                            QHeaderView::Stretch);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(heading(tr("Latency percentiles (ms)"), left));
    leftLayout->addWidget(m_percentileView, 1);
    leftLayout->addWidget(heading(tr("Outcomes other than complete"), left));
    leftLayout->addWidget(m_noErrors);
    leftLayout->addWidget(m_outcomeView);
    leftLayout->addStretch(0);

    auto *charts = new QWidget(this);
    auto *grid = new QGridLayout(charts);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_scatter, 0, 0);
    grid->addWidget(m_ttft, 0, 1);
    grid->addWidget(m_tpot, 1, 0);
    grid->addWidget(m_e2e, 1, 1);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(charts);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_summary);
    layout->addWidget(m_warnings);
    layout->addWidget(split, 1);

    // The runs' timeline scrolls on its own: a step's few hundred rows would push the charts
    // out of the page.
    m_runsHeading->setTextFormat(Qt::RichText);
    m_runsHeading->setWordWrap(true);
    m_timelineArea->setWidget(m_timeline);
    m_timelineArea->setWidgetResizable(true);
    m_timelineArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(m_runsHeading);
    layout->addWidget(m_timelineArea);

    // Per-request server timing (issue 21): the server's OTLP span file, joined on request.
    m_joinSpans->setToolTip(tr("Read an OTLP JSON span file (the OpenTelemetry collector's "
                               "file exporter, vLLM's llm_request spans) and split each "
                               "request's TTFT into client and network, server queue and "
                               "prefill"));
    m_spanSummary->setWordWrap(true);
    m_spanSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_splitView = makeTable(m_splits, this);
    m_splitView->setMinimumHeight(160);
    auto *spanRow = new QHBoxLayout;
    spanRow->addWidget(heading(tr("Server timing per request (ms)"), this));
    spanRow->addStretch(1);
    spanRow->addWidget(m_joinSpans);
    layout->addLayout(spanRow);
    layout->addWidget(m_spanSummary);
    layout->addWidget(m_splitView);
    connect(m_joinSpans, &QPushButton::clicked, this, &RunDetailPanel::joinSpansRequested);
    clear();
}

void RunDetailPanel::setServerTiming(const QStringList &summary, std::vector<TtftSplit> splits)
{
    m_spanSummary->setText(summary.join(QLatin1Char('\n')));
    m_spanSummary->show();
    const bool any = !splits.empty();
    m_splits->setSplits(std::move(splits));
    m_splitView->resizeColumnsToContents();
    m_splitView->setVisible(any);
}

void RunDetailPanel::setServerTimingMessage(const QString &message)
{
    m_spanSummary->setText(message);
    m_spanSummary->setVisible(!message.isEmpty());
    m_splits->setSplits({});
    m_splitView->hide();
}

QString RunDetailPanel::serverTimingText() const
{
    return m_spanSummary->text();
}

void RunDetailPanel::setDetail(const RunDetail &d)
{
    const QLocale loc;
    const MetricSet &o = d.metrics.overall;
    QString title = tr("Run %1").arg(d.info.id);
    if (d.info.sweepId)
        title = tr("Run %1, step %2 of sweep %3")
                    .arg(d.info.id)
                    .arg(d.info.stepIndex + 1)
                    .arg(*d.info.sweepId);
    if (!d.info.label.isEmpty())
        title += QStringLiteral(": ") + d.info.label;
    const QString verdict =
        d.metrics.isValid()
            ? QStringLiteral("<span style='color:#1b7f3b'>%1</span>").arg(tr("valid"))
            : QStringLiteral("<span style='color:#b00020'>%1</span>").arg(tr("invalid"));
    m_title->setText(QStringLiteral("<b>%1</b> &nbsp; %2 &nbsp; %3")
                         .arg(title.toHtmlEscaped(),
                              HistoryEntry::statusLabel(RunInfo::statusKey(d.info.status)),
                              verdict));

    const QJsonObject target = d.info.config.value(QLatin1String("target")).toObject();
    QString summary =
        tr("%1 at %2; window %3 s. Requests: %4 due, %5 succeeded, %6 errors (%7 %). Offered "
           "%8 req/s, completed %9 req/s, %10 output tokens/s.")
            .arg(target.value(QLatin1String("model")).toString(),
                 target.value(QLatin1String("base_url")).toString(),
                 loc.toString(d.metrics.window.seconds(), 'f', 1), loc.toString(o.due),
                 loc.toString(o.succeeded), loc.toString(o.errors),
                 loc.toString(o.errorRatePct, 'f', 1), loc.toString(o.offeredRps, 'g', 3),
                 loc.toString(o.completedRps, 'g', 3))
            .arg(loc.toString(o.outputTokensPerS, 'f', 0));
    if (d.slo) {
        const SloResult &slo = *d.slo;
        summary +=
            QLatin1Char(' ') + (slo.met ? tr("SLO '%1' met: %2 % attained, goodput %3 req/s.")
                                        : tr("SLO '%1' not met: %2 % attained, goodput %3 req/s."))
                                   .arg(slo.sloName, loc.toString(slo.attainmentPct, 'f', 1),
                                        loc.toString(slo.goodputRps, 'g', 3));
    }
    m_summary->setText(summary);

    QStringList notes;
    for (const QString &p : d.problems)
        notes.append(tr("Invalid: %1").arg(p));
    if (!d.sampleWarnings.isEmpty())
        notes.append(tr("Warning: %1 percentiles rest on too few samples (in italics in the "
                        "table; p99 needs 1,000 samples, p99.9 10,000).")
                         .arg(d.sampleWarnings.size()));
    for (const QString &w : d.otherWarnings)
        notes.append(tr("Warning: %1").arg(w));
    m_warnings->setText(notes.join(QLatin1Char('\n')));
    m_warnings->setToolTip(d.warnings.join(QLatin1Char('\n')));
    m_warnings->setVisible(!notes.isEmpty());

    m_percentiles->setMetrics(d.metrics);
    m_percentileView->resizeColumnsToContents();
    m_percentileView->setMinimumWidth(fullWidth(m_percentileView));
    m_outcomes->setOutcomes(d.outcomes);
    m_outcomeView->resizeColumnsToContents();
    m_outcomeView->setMaximumHeight(fullHeight(m_outcomeView));
    m_outcomeView->setVisible(!d.outcomes.isEmpty());
    m_noErrors->setVisible(d.outcomes.isEmpty());

    m_scatter->setPoints(d.ttftByInput);
    m_ttft->setHistogram(Histogram::of(d.ttftMs), o.ttft.p50, o.ttft.p99);
    m_tpot->setHistogram(Histogram::of(d.tpotMs), o.tpot.p50, o.tpot.p99);
    m_e2e->setHistogram(Histogram::of(d.e2eMs), o.e2e.p50, o.e2e.p99);
    m_joinSpans->setEnabled(true);
}

void RunDetailPanel::setRuns(QList<RunTimelineRun> runs)
{
    const qsizetype count = runs.size();
    qsizetype calls = 0;
    for (const RunTimelineRun &r : std::as_const(runs))
        calls += r.calls.size();
    m_timeline->setRuns(std::move(runs));
    m_runsHeading->setText(
        QStringLiteral("<b>%1</b> %2")
            .arg(tr("Runs (%1) and their calls (%2)")
                     .arg(QLocale().toString(count), QLocale().toString(calls))
                     .toHtmlEscaped(),
                 tr("one row per run, a bar per call from sent to end (lighter until its first "
                    "token, red when it failed); the gaps between bars are tool and think time.")
                     .toHtmlEscaped()));
    // Up to 20 rows in sight; more scroll.
    const int rows = int(std::min<qsizetype>(count, 20));
    m_timelineArea->setFixedHeight(2 * m_timelineArea->frameWidth() + 30 +
                                   RunTimelineView::kRowHeight * std::max(rows, 2));
    m_runsHeading->setVisible(count > 0);
    m_timelineArea->setVisible(count > 0);
}

bool RunDetailPanel::showsRuns() const
{
    return !m_timelineArea->isHidden();
}

void RunDetailPanel::clear()
{
    setRuns({});
    m_title->setText(QStringLiteral("<b>%1</b>").arg(tr("No run selected").toHtmlEscaped()));
    m_summary->setText(tr("Open a run from the history (double-click) to see its detail."));
    m_warnings->hide();
    m_percentiles->clear();
    m_outcomes->setOutcomes({});
    m_noErrors->hide();
    m_scatter->setPoints({});
    m_ttft->clear();
    m_tpot->clear();
    m_e2e->clear();
    setServerTimingMessage({});
    m_joinSpans->setEnabled(false);
}

void RunDetailPanel::showLoading(qint64 runId)
{
    clear();
    m_title->setText(QStringLiteral("<b>%1</b>").arg(tr("Run %1").arg(runId).toHtmlEscaped()));
    m_summary->setText(tr("Reading the run's requests from the database…"));
}

QString RunDetailPanel::titleText() const
{
    return m_title->text();
}

QString RunDetailPanel::warningText() const
{
    return m_warnings->text();
}

} // namespace llmcap
