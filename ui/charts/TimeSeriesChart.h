#pragma once

#include "charts/BoundedSeries.h"

#include <QChartView>
#include <QList>

class QLineSeries;
class QValueAxis;

namespace llmcap {

// A live chart of a few series over elapsed seconds, with a left and an optional right axis.
// Points arrive in batches through append(); the view redraws on refresh(), which calls
// QXYSeries::replace() once per series — call it from a 10-25 Hz timer, never per point.
class TimeSeriesChart : public QChartView
{
    Q_OBJECT

public:
    enum class Axis { Left, Right };

    explicit TimeSeriesChart(const QString &title, QWidget *parent = nullptr);

    // Returns the series index.
    int addSeries(const QString &name, const QColor &color, Axis axis = Axis::Left);
    void setAxisTitles(const QString &left, const QString &right = {});
    void append(int series, const QList<QPointF> &points);
    void clear();
    void refresh();

    int seriesCount() const { return int(m_series.size()); }
    const QList<QPointF> &points(int series) const { return m_buffers.at(series).points(); }

private:
    QValueAxis *m_x;
    QValueAxis *m_left;
    QValueAxis *m_right = nullptr;
    QList<QLineSeries *> m_series;
    QList<BoundedSeries> m_buffers;
    QList<Axis> m_axes;
    bool m_dirty = false;
};

} // namespace llmcap
