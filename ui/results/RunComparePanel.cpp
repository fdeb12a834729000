#include "results/RunComparePanel.h"

#include "results/RunComparisonModel.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QPainter>
#include <QTableView>
#include <QVBoxLayout>

#include <QLogValueAxis>
#include <limits>

namespace llmcap {

namespace {

QString runItem(const HistoryEntry &e)
{
    return e.isExternal() ? RunComparePanel::tr("%1 · %2").arg(e.title(), e.toolLabel())
                          : RunComparePanel::tr("%1 · llmcap").arg(e.title());
}

} // namespace

RunComparePanel::RunComparePanel(QWidget *parent)
    : QWidget(parent)
    , m_first(new QComboBox(this))
    , m_second(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_key(new QLabel(this))
    , m_chart(new QChartView(this))
    , m_model(new RunComparisonModel(this))
    , m_view(new QTableView(this))
{
    m_first->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_second->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_first, &QComboBox::currentIndexChanged, this, &RunComparePanel::emitSelection);
    connect(m_second, &QComboBox::currentIndexChanged, this, &RunComparePanel::emitSelection);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_key->setWordWrap(true);
    m_key->setText(tr("Rows and bars named after llmcap's metrics measure what llmcap's do. "
                      "A tool's own metric (in italics, its name naming the tool) is not "
                      "llmcap's definition and stays on a row of its own; hover for the "
                      "difference."));
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(260);
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->setMinimumHeight(220);

    auto *pickers = new QFormLayout;
    pickers->addRow(tr("Run A:"), m_first);
    pickers->addRow(tr("Run B:"), m_second);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(pickers);
    layout->addWidget(m_summary);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_key);
    clearComparison(tr("Pick two runs to compare."));
}

void RunComparePanel::setRuns(const QList<HistoryEntry> &runs)
{
    const qint64 a = firstId(), b = secondId();
    m_updating = true;
    for (QComboBox *box : {m_first, m_second}) {
        box->clear();
        box->addItem(tr("(none)"), qint64(0));
        for (const HistoryEntry &e : runs)
            if (e.kind == HistoryEntry::Kind::Run)
                box->addItem(runItem(e), e.id);
    }
    m_updating = false;
    select(a, b);
}

void RunComparePanel::select(qint64 firstId, qint64 secondId)
{
    m_updating = true;
    m_first->setCurrentIndex(qMax(0, m_first->findData(firstId)));
    m_second->setCurrentIndex(qMax(0, m_second->findData(secondId)));
    m_updating = false;
    emitSelection();
}

qint64 RunComparePanel::firstId() const
{
    return m_first->currentData().toLongLong();
}

qint64 RunComparePanel::secondId() const
{
    return m_second->currentData().toLongLong();
}

void RunComparePanel::emitSelection()
{
    if (!m_updating)
        Q_EMIT selectionChanged(firstId(), secondId());
}

QString RunComparePanel::summaryText() const
{
    return m_summary->text();
}

void RunComparePanel::setComparison(const RunComparison &comparison)
{
    m_summary->setText(tr("A: %1\nB: %2").arg(comparison.first.title, comparison.second.title));
    m_model->setComparison(comparison);
    updateChart(comparison);
}

void RunComparePanel::clearComparison(const QString &message)
{
    m_summary->setText(message);
    m_model->clear();
    updateChart({});
}

// p99 of every millisecond row either run has: one category per row, so a peer's own metric
// never lands in llmcap's group.
void RunComparePanel::updateChart(const RunComparison &comparison)
{
    auto *chart = new QChart;
    chart->setTitle(tr("p99 (ms), A beside B"));
    chart->legend()->setAlignment(Qt::AlignBottom);
    auto *a = new QBarSet(
        comparison.first.title.isEmpty() ? tr("A") : tr("A: %1").arg(comparison.first.toolLabel));
    auto *b = new QBarSet(
        comparison.second.title.isEmpty() ? tr("B") : tr("B: %1").arg(comparison.second.toolLabel));
    m_categories.clear();
    double top = 0;
    double bottom = std::numeric_limits<double>::max();
    for (const RunComparison::Row &r : comparison.rows) {
        if (r.unit != QLatin1String("ms"))
            continue;
        const double va = r.first ? r.first->stat(QStringLiteral("p99")).value_or(0) : 0;
        const double vb = r.second ? r.second->stat(QStringLiteral("p99")).value_or(0) : 0;
        if (va <= 0 && vb <= 0)
            continue;
        m_categories.append(r.mapped ? r.label : r.label + QStringLiteral(" *"));
        *a << va;
        *b << vb;
        top = qMax(top, qMax(va, vb));
        for (double v : {va, vb})
            if (v > 0)
                bottom = qMin(bottom, v);
    }
    auto *series = new QBarSeries;
    series->append(a);
    series->append(b);
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(m_categories);
    // Logarithmic: an E2E of seconds beside an ITL of milliseconds stays readable.
    auto *y = new QLogValueAxis;
    y->setBase(10);
    y->setRange(bottom < top ? bottom / 2 : 0.1, top > 0 ? top * 2 : 10.0);
    y->setLabelFormat(QStringLiteral("%g"));
    y->setTitleText(tr("ms (log scale)"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    QChart *old = m_chart->chart();
    m_chart->setChart(chart);
    delete old;
}

} // namespace llmcap
