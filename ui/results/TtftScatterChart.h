#pragma once

#include "results/RunDetail.h"

#include <QChartView>
#include <QList>

class QScatterSeries;
class QValueAxis;

namespace llmcap {

// TTFT against prompt length (usage.prompt_tokens), one colour per workload class: prefill
// cost shows as a slope, queueing as a vertical spread.
class TtftScatterChart : public QChartView
{
    Q_OBJECT

public:
    explicit TtftScatterChart(QWidget *parent = nullptr);

    void setPoints(const std::vector<TtftByInput> &points);
    int pointCount() const { return m_count; }
    int seriesCount() const { return int(m_series.size()); }

private:
    QValueAxis *m_x;
    QValueAxis *m_y;
    QList<QScatterSeries *> m_series;
    int m_count = 0;
};

} // namespace llmcap
