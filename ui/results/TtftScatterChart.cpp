#include "results/TtftScatterChart.h"

#include <QChart>
#include <QLegend>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

namespace llmcap {

namespace {

const QList<QColor> &classColours()
{
    static const QList<QColor> colours = {QColor(0x2f, 0x4f, 0x7f), QColor(0xc0, 0x6a, 0x00),
                                          QColor(0x1b, 0x7f, 0x3b), QColor(0x7a, 0x3e, 0x9d),
                                          QColor(0x8c, 0x56, 0x4b), QColor(0x17, 0x8a, 0x9a)};
    return colours;
}

} // namespace

TtftScatterChart::TtftScatterChart(QWidget *parent)
    : QChartView(parent)
    , m_x(new QValueAxis)
    , m_y(new QValueAxis)
{
    auto *c = new QChart;
    c->setTitle(tr("TTFT against input tokens"));
    c->setMargins(QMargins(4, 4, 4, 4));
    c->legend()->setAlignment(Qt::AlignBottom);
    c->addAxis(m_x, Qt::AlignBottom);
    c->addAxis(m_y, Qt::AlignLeft);
    m_x->setTitleText(tr("input tokens (usage)"));
    m_y->setTitleText(tr("ms"));
    m_x->setLabelFormat(QStringLiteral("%d"));
    m_y->setLabelFormat(QStringLiteral("%.4g"));
    setChart(c);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(180);
    m_x->setRange(0, 1);
    m_y->setRange(0, 1);
}

void TtftScatterChart::setPoints(const std::vector<TtftByInput> &points)
{
    for (QScatterSeries *s : std::as_const(m_series)) {
        chart()->removeSeries(s);
        delete s;
    }
    m_series.clear();
    QStringList classes;
    QList<QList<QPointF>> byClass;
    double xMax = 1, yMax = 1;
    for (const TtftByInput &p : points) {
        qsizetype i = classes.indexOf(p.className);
        if (i < 0) {
            classes.append(p.className);
            byClass.append(QList<QPointF>());
            i = classes.size() - 1;
        }
        byClass[i].append({double(p.inputTokens), p.ttftMs});
        xMax = std::max(xMax, double(p.inputTokens));
        yMax = std::max(yMax, p.ttftMs);
    }
    for (qsizetype i = 0; i < classes.size(); ++i) {
        auto *s = new QScatterSeries;
        s->setName(classes.at(i).isEmpty() ? tr("requests") : classes.at(i));
        s->setMarkerSize(6);
        s->setColor(classColours().at(i % classColours().size()));
        s->setBorderColor(Qt::transparent);
        s->replace(byClass.at(i));
        chart()->addSeries(s);
        s->attachAxis(m_x);
        s->attachAxis(m_y);
        m_series.append(s);
    }
    m_count = int(points.size());
    m_x->setRange(0, xMax * 1.05);
    m_y->setRange(0, yMax * 1.1);
    m_x->applyNiceNumbers();
    m_y->applyNiceNumbers();
}

} // namespace llmcap
