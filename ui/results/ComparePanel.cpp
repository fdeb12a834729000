#include "results/ComparePanel.h"

#include "charts/ChartKey.h"
#include "charts/ChartPalette.h"

#include "results/ServingDiffModel.h"
#include "results/SweepCurves.h"

#include <QChart>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace llmcap {

namespace {

QString boundaryText(const SweepDetail &d)
{
    const QLocale loc;
    const auto b = d.boundary();
    if (!b)
        return ComparePanel::tr("%1: no boundary").arg(d.title());
    if (!b->bracketed)
        return ComparePanel::tr("%1: no boundary, at least %2 req/s (no step failed)")
            .arg(d.title(), loc.toString(b->meanRps, 'g', 3));
    return ComparePanel::tr("%1: boundary %2 req/s (%3-%4)")
        .arg(d.title(), loc.toString(b->meanRps, 'g', 3), loc.toString(b->lowerRps, 'g', 3),
             loc.toString(b->upperRps, 'g', 3));
}

} // namespace

ComparePanel::ComparePanel(QWidget *parent)
    : QWidget(parent)
    , m_first(new QComboBox(this))
    , m_second(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_key(new ChartKey(this))
    , m_diff(new ServingDiffModel(this))
    , m_diffView(new QTableView(this))
    , m_diffCount(new QLabel(this))
{
    m_first->setMinimumContentsLength(24);
    m_second->setMinimumContentsLength(24);
    m_first->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_second->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    connect(m_first, &QComboBox::currentIndexChanged, this, &ComparePanel::emitSelection);
    connect(m_second, &QComboBox::currentIndexChanged, this, &ComparePanel::emitSelection);
    m_summary->setWordWrap(true);

    auto *pickers = new QHBoxLayout;
    pickers->addWidget(new QLabel(tr("Sweep (full colour):"), this));
    pickers->addWidget(m_first, 1);
    pickers->addSpacing(12);
    pickers->addWidget(new QLabel(tr("against (paler, points marked):"), this));
    pickers->addWidget(m_second, 1);

    auto *charts = new QWidget(this);
    auto *grid = new QGridLayout(charts);
    grid->setContentsMargins(0, 0, 0, 0);
    const QStringList titles = {tr("TTFT"), tr("ITL"), tr("TPOT"), tr("Queue time (server)")};
    for (int i = 0; i < titles.size(); ++i) {
        auto *chart = new SweepCurveChart(titles.at(i), charts);
        chart->chart()->legend()->hide(); // eight entries do not fit; m_key explains them
        grid->addWidget(chart, i / 2, i % 2);
        m_charts.append(chart);
    }

    m_diffView->setModel(m_diff);
    m_diffView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_diffView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_diffView->verticalHeader()->hide();
    m_diffView->verticalHeader()->setDefaultSectionSize(m_diffView->fontMetrics().height() + 6);
    m_diffView->horizontalHeader()->setStretchLastSection(true);
    auto *diffBox = new QWidget(this);
    auto *diffLayout = new QVBoxLayout(diffBox);
    diffLayout->setContentsMargins(0, 0, 0, 0);
    diffLayout->addWidget(new QLabel(
        QStringLiteral("<b>%1</b>").arg(tr("Serving configuration").toHtmlEscaped()), diffBox));
    diffLayout->addWidget(m_diffCount);
    diffLayout->addWidget(m_diffView, 1);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(charts);
    split->addWidget(diffBox);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(pickers);
    layout->addWidget(m_summary);
    layout->addWidget(m_key);
    layout->addWidget(split, 1);
    clearComparison(tr("Pick two sweeps to compare."));
}

void ComparePanel::setSweeps(const QList<HistoryEntry> &sweeps)
{
    const qint64 first = firstId();
    const qint64 second = secondId();
    m_updating = true;
    for (QComboBox *box : {m_first, m_second}) {
        box->clear();
        for (const HistoryEntry &e : sweeps)
            if (e.kind == HistoryEntry::Kind::Sweep)
                box->addItem(e.model.isEmpty() ? e.title()
                                               : QStringLiteral("%1 (%2)").arg(e.title(), e.model),
                             e.id);
    }
    m_updating = false;
    // Keep what was picked; else the two newest.
    const qint64 a = m_first->findData(first) >= 0 ? first : m_first->itemData(0).toLongLong();
    const qint64 b = m_second->findData(second) >= 0 ? second : m_second->itemData(1).toLongLong();
    select(a, b);
    if (m_first->count() < 2)
        emitSelection();
}

void ComparePanel::select(qint64 firstId, qint64 secondId)
{
    m_updating = true;
    m_first->setCurrentIndex(m_first->findData(firstId));
    m_second->setCurrentIndex(m_second->findData(secondId));
    m_updating = false;
    emitSelection();
}

qint64 ComparePanel::firstId() const
{
    return m_first->currentIndex() >= 0 ? m_first->currentData().toLongLong() : 0;
}

qint64 ComparePanel::secondId() const
{
    return m_second->currentIndex() >= 0 ? m_second->currentData().toLongLong() : 0;
}

void ComparePanel::emitSelection()
{
    if (!m_updating)
        Q_EMIT selectionChanged(firstId(), secondId());
}

void ComparePanel::setComparison(const SweepDetail &first, const SweepDetail &second)
{
    const QString firstLabel = QStringLiteral("#%1").arg(first.info.id);
    const QString secondLabel = QStringLiteral("#%1").arg(second.info.id);
    const auto firstBoundary = first.boundary();
    const auto secondBoundary = second.boundary();
    for (int i = 0; i < m_charts.size(); ++i) {
        SweepCurveChart *chart = m_charts.at(i);
        const SloMetric metric = sweepCurveMetrics().at(i);
        chart->clear();
        chart->setCurve(0, firstLabel, sweepCurve(first, metric));
        chart->setCurve(1, secondLabel, sweepCurve(second, metric));
        chart->setThreshold(first.thresholdMs(metric), attainmentOf(first, metric));
        if (firstBoundary && firstBoundary->bracketed) {
            chart->setBoundary(firstBoundary->lowerRps, firstBoundary->meanRps,
                               firstBoundary->upperRps);
            chart->setPlannedRate(firstBoundary->plannedRps);
        } else if (firstBoundary)
            chart->setLowerBound(firstBoundary->meanRps);
        if (secondBoundary && secondBoundary->bracketed)
            chart->setComparisonBoundary(secondBoundary->meanRps,
                                         tr("SLO boundary %1").arg(secondLabel));
    }
    // The first chart's key, with the two sweeps told apart and the compared boundary.
    using Sample = ChartKey::Entry::Sample;
    QList<ChartKey::Entry> entries;
    const QPen p99 = ChartPalette::percentilePen(ChartPalette::Percentile::P99);
    QPen paleP99 = p99;
    QColor pale = p99.color();
    pale.setAlpha(110);
    paleP99.setColor(pale);
    entries.append({tr("%1: full colour").arg(firstLabel), p99, Sample::Line, {}});
    entries.append({tr("%1: paler, points marked").arg(secondLabel), paleP99, Sample::Line, {}});
    for (const ChartKey::Entry &e : m_charts.first()->keyEntries())
        entries.append(e);
    entries.append({tr("SLO boundary %1").arg(secondLabel),
                    ChartPalette::comparisonBoundaryPen(),
                    Sample::Line,
                    {}});
    m_key->setEntries(entries);
    m_key->setToolTip(
        tr("The SLO thresholds, boundary and planned rate drawn are those of %1.").arg(firstLabel));
    QString summary = boundaryText(first) + QStringLiteral("; ") + boundaryText(second);
    if (first.slo && second.slo && !(*first.slo == *second.slo))
        summary += QLatin1Char(' ') +
                   tr("The SLOs differ: the thresholds drawn are those of %1.").arg(firstLabel);
    m_summary->setText(summary);
    m_diff->setHeaders(first.title(), second.title());
    m_diff->setConfigs(first.serving, second.serving);
    m_diffView->resizeColumnsToContents();
    const int differing = m_diff->differenceCount();
    if (differing == 0)
        m_diffCount->setText(tr("The serving configurations are the same."));
    else if (differing == 1)
        m_diffCount->setText(tr("One field differs (highlighted)."));
    else
        m_diffCount->setText(tr("%1 fields differ (highlighted).").arg(differing));
}

void ComparePanel::clearComparison(const QString &message)
{
    for (SweepCurveChart *c : std::as_const(m_charts))
        c->clear();
    m_diff->clear();
    m_diffCount->clear();
    m_key->setEntries({});
    m_summary->setText(message);
}

QString ComparePanel::summaryText() const
{
    return m_summary->text();
}

} // namespace llmcap
