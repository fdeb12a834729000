#include "results/TtftScatterChart.h"

#include <QChart>
#include <QLegend>
#include <QScatterSeries>
#include <QValueAxis>

#include <QLocale>

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

std::vector<TtftByInput> TtftScatterChart::shownPoints(const std::vector<TtftByInput> &points)
{
    if (points.size() <= size_t(kMaxShown))
        return points;
    // The slowest first (ties by position, so the choice does not depend on the sort).
    std::vector<size_t> order(points.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    const size_t slowest = kMaxShown / 4;
    std::partial_sort(order.begin(), order.begin() + qsizetype(slowest), order.end(),
                      [&points](size_t a, size_t b) {
                          return points[a].ttftMs != points[b].ttftMs
                                     ? points[a].ttftMs > points[b].ttftMs
                                     : a < b;
                      });
    std::vector<bool> taken(points.size(), false);
    for (size_t k = 0; k < slowest; ++k)
        taken[order[k]] = true;
    // An even sample of the others, in their order.
    const size_t rest = points.size() - slowest;
    const size_t room = size_t(kMaxShown) - slowest;
    size_t seen = 0, added = 0;
    for (size_t i = 0; i < points.size(); ++i) {
        if (taken[i])
            continue;
        // Take the others at the ticks of room evenly spaced positions among rest.
        if (added < room && seen * room >= added * rest) {
            taken[i] = true;
            ++added;
        }
        ++seen;
    }
    std::vector<TtftByInput> shown;
    shown.reserve(size_t(kMaxShown));
    for (size_t i = 0; i < points.size(); ++i)
        if (taken[i])
            shown.push_back(points[i]);
    return shown;
}

void TtftScatterChart::setPoints(const std::vector<TtftByInput> &given)
{
    const std::vector<TtftByInput> points = shownPoints(given);
    m_count = int(given.size());
    m_shown = int(points.size());
    if (m_shown < m_count)
        chart()->setTitle(tr("TTFT against input tokens<br><small>%1 of %2 requests: the %3 "
                             "slowest, a sample of the rest</small>")
                              .arg(QLocale().toString(m_shown), QLocale().toString(m_count),
                                   QLocale().toString(kMaxShown / 4)));
    else
        chart()->setTitle(tr("TTFT against input tokens"));
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
    m_x->setRange(0, xMax * 1.05);
    m_y->setRange(0, yMax * 1.1);
    m_x->applyNiceNumbers();
    m_y->applyNiceNumbers();
}

} // namespace llmcap
