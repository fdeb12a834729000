#pragma once

#include "results/ServingDiff.h"

#include <QAbstractTableModel>
#include <QList>

namespace llmcap {

// The serving configurations of two compared sweeps side by side (ServingDiff); rows that
// differ are bold on a highlighted background.
class ServingDiffModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Field, First, Second, ColumnCount };
    enum Role { DiffersRole = Qt::UserRole + 1, KeyRole };

    explicit ServingDiffModel(QObject *parent = nullptr);
    void setConfigs(const ServingConfig &first, const ServingConfig &second);
    void setHeaders(const QString &first, const QString &second);
    void clear();
    int differenceCount() const;
    const QList<ServingDiff::Row> &rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<ServingDiff::Row> m_rows;
    QString m_first;
    QString m_second;
};

} // namespace llmcap
