#pragma once

#include "results/Histogram.h"

#include <QChartView>

class QAreaSeries;
class QLineSeries;
class QValueAxis;

namespace llmcap {

// A latency histogram (core Histogram) drawn as filled steps over a numeric millisecond axis,
// with the p50 and p99 marked as vertical lines when given.
class HistogramChart : public QChartView
{
    Q_OBJECT

public:
    HistogramChart(const QString &title, const QColor &color, QWidget *parent = nullptr);

    void setHistogram(const Histogram &histogram, double p50 = -1, double p99 = -1);
    void clear();
    qint64 sampleCount() const { return m_histogram.total(); }

private:
    QValueAxis *m_x;
    QValueAxis *m_y;
    QLineSeries *m_upper;
    QLineSeries *m_lower;
    QAreaSeries *m_area;
    QLineSeries *m_p50;
    QLineSeries *m_p99;
    Histogram m_histogram;
};

} // namespace llmcap
