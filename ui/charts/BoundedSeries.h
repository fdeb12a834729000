#pragma once

#include <QList>
#include <QPointF>

namespace llmcap {

// Points of one live series with a hard cap: when full, every other point of the older half is
// dropped, so memory and the cost of QXYSeries::replace() stay bounded however long a sweep
// runs, while recent points keep their full resolution.
class BoundedSeries
{
public:
    explicit BoundedSeries(qsizetype maxPoints = 2000);

    void append(const QPointF &point);
    void append(const QList<QPointF> &points);
    void clear();
    const QList<QPointF> &points() const { return m_points; }
    qsizetype maxPoints() const { return m_maxPoints; }

private:
    void thin();

    QList<QPointF> m_points;
    qsizetype m_maxPoints;
};

} // namespace llmcap
