#include "results/ParetoPanel.h"

#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QListWidget>
#include <QScatterSeries>
#include <QSplitter>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace llmcap {

namespace {

QColor sweepColor(int index)
{
    static const QList<QColor> colors{QColor(0x2f, 0x4f, 0x7f), QColor(0xc0, 0x6a, 0x00),
                                      QColor(0x1b, 0x7f, 0x3b), QColor(0x8f, 0x2c, 0x5b),
                                      QColor(0x5b, 0x2c, 0x8f), QColor(0x00, 0x7f, 0x86)};
    return colors.at(index % colors.size());
}

} // namespace

ParetoPanel::ParetoPanel(QWidget *parent)
    : QWidget(parent)
    , m_list(new QListWidget(this))
    , m_summary(new QLabel(this))
    , m_chartView(new QChartView(this))
    , m_chart(new QChart)
    , m_x(new QValueAxis)
    , m_y(new QValueAxis)
{
    auto *hint = new QLabel(tr("Tick the sweeps to show. Each step is a point: how fast one "
                               "user's answer streams (1000 / median TPOT) against the output "
                               "one GPU produces; up and to the right is better."),
                            this);
    hint->setWordWrap(true);
    m_list->setMinimumWidth(220);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    m_x->setTitleText(tr("output tokens/s per GPU"));
    m_y->setTitleText(tr("output tokens/s per user"));
    m_x->setLabelFormat(QStringLiteral("%.4g"));
    m_y->setLabelFormat(QStringLiteral("%.4g"));
    m_chartView->setChart(m_chart);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(360);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(hint);
    leftLayout->addWidget(m_list, 1);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_chartView, 1);
    rightLayout->addWidget(m_summary);
    auto *split = new QSplitter(this);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(1, 3);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    connect(m_list, &QListWidget::itemChanged, this, [this] {
        if (!m_updating)
            Q_EMIT selectionChanged(checkedIds());
    });
    clearView(tr("No sweep is stored yet."));
}

void ParetoPanel::setSweeps(const QList<HistoryEntry> &sweeps)
{
    const QList<qint64> ticked = checkedIds();
    QList<qint64> keep; // what was ticked and is still listed
    m_updating = true;
    m_list->clear();
    for (const HistoryEntry &e : sweeps) {
        if (e.kind != HistoryEntry::Kind::Sweep)
            continue;
        if (ticked.contains(e.id))
            keep.append(e.id);
        auto *item = new QListWidgetItem(
            e.model.isEmpty() ? e.title() : QStringLiteral("%1 (%2)").arg(e.title(), e.model),
            m_list);
        item->setData(Qt::UserRole, e.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    m_updating = false;
    if (keep.isEmpty() && m_list->count() > 0)
        keep.append(m_list->item(0)->data(Qt::UserRole).toLongLong());
    setChecked(keep);
    if (keep.isEmpty())
        clearView(tr("No sweep is stored yet."));
}

void ParetoPanel::setChecked(const QList<qint64> &sweepIds)
{
    m_updating = true;
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        item->setCheckState(
            sweepIds.contains(item->data(Qt::UserRole).toLongLong()) ? Qt::Checked : Qt::Unchecked);
    }
    m_updating = false;
    Q_EMIT selectionChanged(checkedIds());
}

QList<qint64> ParetoPanel::checkedIds() const
{
    QList<qint64> ids;
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->checkState() == Qt::Checked)
            ids.append(m_list->item(i)->data(Qt::UserRole).toLongLong());
    return ids;
}

void ParetoPanel::clearView(const QString &message)
{
    m_view = ParetoView();
    m_chart->removeAllSeries();
    m_chart->setTitle(QString());
    m_summary->setText(message);
}

void ParetoPanel::setDetails(const QList<SweepDetail> &details)
{
    m_view = ParetoView::of(details);
    if (m_view.pointCount() == 0) {
        clearView(details.isEmpty() ? tr("Tick a sweep to show its steps.")
                                    : tr("No finished step of these sweeps streamed output "
                                         "tokens."));
        return;
    }
    redraw();
}

void ParetoPanel::redraw()
{
    m_chart->removeAllSeries();
    m_chart->setTitle(tr("Output per user against output per GPU"));
    double maxX = 0, maxY = 0;
    const auto attach = [this](QAbstractSeries *s) {
        m_chart->addSeries(s);
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    };
    QStringList lines;
    for (int i = 0; i < m_view.sweeps.size(); ++i) {
        const ParetoSweep &s = m_view.sweeps.at(i);
        const QColor color = sweepColor(i);
        auto *met = new QScatterSeries;
        met->setName(tr("#%1 met the SLO").arg(s.sweepId));
        met->setColor(color);
        met->setBorderColor(color);
        met->setMarkerSize(9);
        auto *missed = new QScatterSeries;
        missed->setName(tr("#%1 missed it").arg(s.sweepId));
        missed->setColor(Qt::white);
        missed->setBorderColor(color);
        missed->setMarkerSize(9);
        for (const ParetoPoint &p : s.points) {
            (p.metSlo ? met : missed)->append(p.perGpuTokS, p.perUserTokS);
            maxX = std::max(maxX, p.perGpuTokS);
            maxY = std::max(maxY, p.perUserTokS);
        }
        attach(met);
        attach(missed);
        if (s.boundary) {
            auto *star = new QScatterSeries;
            star->setName(tr("#%1 SLO boundary").arg(s.sweepId));
            star->setMarkerShape(QScatterSeries::MarkerShapeStar);
            star->setMarkerSize(20);
            star->setColor(color);
            star->setBorderColor(Qt::black);
            star->append(s.boundary->perGpuTokS, s.boundary->perUserTokS);
            attach(star);
        }
        lines.append(ParetoView::sweepLine(s));
    }
    const QList<ParetoPoint> frontier = m_view.frontier();
    if (frontier.size() > 1) {
        auto *line = new QLineSeries;
        line->setName(tr("frontier"));
        QPen pen(QColor(0x60, 0x60, 0x60));
        pen.setStyle(Qt::DashLine);
        pen.setWidthF(1.5);
        line->setPen(pen);
        for (const ParetoPoint &p : frontier)
            line->append(p.perGpuTokS, p.perUserTokS);
        attach(line);
    }
    m_x->setRange(0, maxX * 1.08);
    m_y->setRange(0, maxY * 1.08);
    m_x->applyNiceNumbers();
    m_y->applyNiceNumbers();
    m_summary->setText(lines.join(QLatin1Char('\n')));
}

QString ParetoPanel::summaryText() const
{
    return m_summary->text();
}

} // namespace llmcap
