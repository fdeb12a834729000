#pragma once

#include "results/RunDetail.h"

#include <QChartView>
#include <QList>

class QScatterSeries;
class QValueAxis;

namespace llmcap {

// TTFT against prompt length (usage.prompt_tokens), one colour per workload class: prefill
// cost shows as a slope, queueing as a vertical spread.
//
// Qt Charts draws a scatter series as one graphics item per point: 20,000 points took over 3 s
// of the GUI thread (bench_resultsload). A run with more than kMaxShown requests shows the
// kMaxShown / 4 slowest (the tail is what the chart is read for) and an even sample of the
// rest, each class its share of it and at least one point, and its title says so.
class TtftScatterChart : public QChartView
{
    Q_OBJECT

public:
    static constexpr int kMaxShown = 2000;

    explicit TtftScatterChart(QWidget *parent = nullptr);

    void setPoints(const std::vector<TtftByInput> &points);
    int pointCount() const { return m_count; } // requests given
    int shownCount() const { return m_shown; } // points drawn
    int seriesCount() const { return int(m_series.size()); }
    // The points setPoints draws: all, or the slowest and an even sample of the rest.
    static std::vector<TtftByInput> shownPoints(const std::vector<TtftByInput> &points);

private:
    QValueAxis *m_x;
    QValueAxis *m_y;
    QList<QScatterSeries *> m_series;
    int m_count = 0;
    int m_shown = 0;
};

} // namespace llmcap
