#pragma once

#include "util/Result.h"
#include "workload/Workload.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QStringList>

namespace llmcap {

// The classes of a workload as a table: name, weight, input and output token distributions
// (in TokenDistributionText form), shared prefix (tokens, share ratio, groups) and cancellation
// (probability, after how many output tokens). Cells keep what the user typed, right or wrong;
// every edit re-runs Workload::fromJson over the table and marks the cells its messages name.
class WorkloadClassTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        Name,
        Weight,
        InputTokens,
        OutputTokens,
        PrefixTokens,
        ShareRatio,
        PrefixGroups,
        CancelProbability,
        CancelAfterTokens,
        ColumnCount
    };

    explicit WorkloadClassTableModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;

    void setWorkload(const Workload &workload);
    // The classes as Workload::fromJson reads them; fails with the messages it gives.
    Result<QList<WorkloadClass>> classes() const;
    // Appends a class with a fresh name and the default lengths; returns its row.
    int addClass();

    // The message for one cell, empty when it is fine; and the messages no cell owns.
    QString cellError(int row, int column) const;
    QStringList otherErrors() const { return m_otherErrors; }
    // Every error as a reader finds its cell: "class 'chat', Output tokens: must not be below
    // p50 (400)", then the messages no cell owns.
    QStringList errorMessages() const;
    bool hasErrors() const { return !m_cellErrors.isEmpty() || !m_otherErrors.isEmpty(); }

Q_SIGNALS:
    void edited();

private:
    struct Row
    {
        WorkloadClass cls;
        QString inputText;
        QString outputText;
        // TokenDistributionText::summary of each text, kept: data() is asked on every paint.
        QString inputSummary;
        QString outputSummary;
        void summarise();
    };

    QJsonObject toJson(QStringList *syntaxErrors) const;
    void revalidate();

    QList<Row> m_rows;
    QHash<qint64, QString> m_cellErrors; // row * ColumnCount + column
    QStringList m_otherErrors;
};

} // namespace llmcap
