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

    // The others, class by class: each class its share of the room (largest remainders, and
    // at least one point, so that no class leaves the legend), evenly along the run.
    QStringList classes;
    std::vector<std::vector<size_t>> others;
    for (size_t i = 0; i < points.size(); ++i) {
        if (taken[i])
            continue;
        qsizetype c = classes.indexOf(points[i].className);
        if (c < 0) {
            classes.append(points[i].className);
            others.emplace_back();
            c = classes.size() - 1;
        }
        others[size_t(c)].push_back(i);
    }
    const size_t rest = points.size() - slowest;
    const size_t room = size_t(kMaxShown) - slowest;
    std::vector<size_t> quota(others.size());
    std::vector<std::pair<double, size_t>> remainders;
    size_t given = 0;
    for (size_t c = 0; c < others.size(); ++c) {
        const double exact = double(others[c].size()) * double(room) / double(rest);
        quota[c] = size_t(exact);
        given += quota[c];
        remainders.push_back({exact - double(quota[c]), c});
    }
    std::sort(remainders.begin(), remainders.end(), [](const auto &a, const auto &b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    for (size_t k = 0; given < room && k < remainders.size(); ++k, ++given)
        ++quota[remainders[k].second];
    for (size_t c = 0; c < others.size(); ++c) {
        if (quota[c] > 0)
            continue;
        const auto largest = size_t(std::max_element(quota.begin(), quota.end()) - quota.begin());
        if (quota[largest] <= 1)
            break;
        --quota[largest];
        quota[c] = 1;
    }
    for (size_t c = 0; c < others.size(); ++c) {
        const std::vector<size_t> &members = others[c];
        const size_t want = std::min(quota[c], members.size());
        for (size_t k = 0; k < want; ++k)
            taken[members[k * members.size() / want]] = true;
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
    double xMax = 1, yMax = 1; // the axes span every request, shown or not
    for (const TtftByInput &p : given) {
        xMax = std::max(xMax, double(p.inputTokens));
        yMax = std::max(yMax, p.ttftMs);
    }
    for (const TtftByInput &p : points) {
        qsizetype i = classes.indexOf(p.className);
        if (i < 0) {
            classes.append(p.className);
            byClass.append(QList<QPointF>());
            i = classes.size() - 1;
        }
        byClass[i].append({double(p.inputTokens), p.ttftMs});
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
