#pragma once

#include "slo/Slo.h"

#include <QAbstractTableModel>
#include <QHash>

namespace llmcap {

// An SLO's per-class overrides as a table, one objective per row: workload class, metric
// (TTFT, ITL, TPOT, E2E or Queue), threshold in ms and attainment in %. Values are kept as
// typed; SloEditor judges them with Slo::fromJson and hands the messages back per row.
class SloOverrideTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { ClassName, Metric, ThresholdMs, AttainmentPct, ColumnCount };

    explicit SloOverrideTableModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;

    void setOverrides(const QMap<QString, QList<LatencyObjective>> &overrides);
    // The "classes" object of the SLO file form; rows without a class name or repeating a
    // (class, metric) pair are reported through rowError() instead.
    QJsonObject toJson() const;
    int addOverride(const QString &className = {});

    // Messages per row (set by the editor after validation, plus the model's own checks).
    void setRowErrors(const QHash<int, QString> &errors);
    QString rowError(int row) const;
    // Row of (class, metric), -1 when none.
    int rowOf(const QString &className, SloMetric metric) const;
    QHash<int, QString> ownErrors() const;

Q_SIGNALS:
    void edited();

private:
    struct Row
    {
        QString className;
        LatencyObjective objective;
    };

    void refreshAll();

    QList<Row> m_rows;
    QHash<int, QString> m_rowErrors;
};

} // namespace llmcap
