#include "charts/BoundedSeries.h"

namespace llmcap {

BoundedSeries::BoundedSeries(qsizetype maxPoints)
    : m_maxPoints(std::max<qsizetype>(16, maxPoints))
{
    m_points.reserve(m_maxPoints);
}

void BoundedSeries::append(const QPointF &point)
{
    if (m_points.size() >= m_maxPoints)
        thin();
    m_points.append(point);
}

void BoundedSeries::append(const QList<QPointF> &points)
{
    for (const QPointF &p : points)
        append(p);
}

void BoundedSeries::clear()
{
    m_points.clear();
}

void BoundedSeries::thin()
{
    const qsizetype half = m_points.size() / 2;
    QList<QPointF> kept;
    kept.reserve(m_maxPoints);
    for (qsizetype i = 0; i < half; i += 2)
        kept.append(m_points.at(i));
    for (qsizetype i = half; i < m_points.size(); ++i)
        kept.append(m_points.at(i));
    m_points = std::move(kept);
}

} // namespace llmcap
