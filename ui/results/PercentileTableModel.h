#pragma once

#include "bench/RunMetrics.h"

#include <QAbstractTableModel>
#include <QList>

namespace llmcap {

// A run's latency percentiles: for every class (all classes first) one row per metric (TTFT,
// ITL, TPOT, E2E, server queue time) with samples, mean and p50/p90/p95/p99/p99.9. A
// percentile resting on too few samples (LatencySummary::enoughSamples) is greyed and says so
// in its tooltip, as the CLI warns.
class PercentileTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Class, Metric, Samples, Mean, P50, P90, P95, P99, P999, ColumnCount };
    enum Role { ThinRole = Qt::UserRole + 1 }; // true where the percentile has too few samples

    explicit PercentileTableModel(QObject *parent = nullptr);
    void setMetrics(const RunMetrics &metrics);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    static double levelOf(int column); // P50 -> 50, ..., P999 -> 99.9; 0 otherwise

private:
    struct Row
    {
        QString className; // empty: all classes
        QString metric;
        LatencySummary summary;
    };
    QList<Row> m_rows;
};

} // namespace llmcap
