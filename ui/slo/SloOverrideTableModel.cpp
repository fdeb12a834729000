#include "slo/SloOverrideTableModel.h"

#include <QBrush>
#include <QColor>

namespace llmcap {

SloOverrideTableModel::SloOverrideTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

int SloOverrideTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SloOverrideTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SloOverrideTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows.at(index.row());
    const QString error = rowError(index.row());
    if (role == Qt::ToolTipRole) {
        if (!error.isEmpty())
            return error;
        return index.column() == Metric ? QVariant(tr("TTFT, ITL, TPOT, E2E or Queue"))
                                        : QVariant();
    }
    if (role == Qt::BackgroundRole)
        return error.isEmpty() ? QVariant() : QVariant(QBrush(QColor(255, 220, 220)));
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (Column(index.column())) {
    case ClassName:
        return r.className;
    case Metric:
        return Slo::label(r.objective.metric);
    case ThresholdMs:
        return r.objective.thresholdMs;
    case AttainmentPct:
        return r.objective.attainmentPct;
    case ColumnCount:
        break;
    }
    return {};
}

bool SloOverrideTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    Row &r = m_rows[index.row()];
    bool ok = true;
    switch (Column(index.column())) {
    case ClassName:
        r.className = value.toString().trimmed();
        break;
    case Metric: {
        const QString text = value.toString().trimmed();
        std::optional<SloMetric> metric = Slo::parseKey(text.toLower());
        for (SloMetric m : Slo::allMetrics())
            if (!metric && Slo::label(m).compare(text, Qt::CaseInsensitive) == 0)
                metric = m;
        if (!metric)
            return false;
        r.objective.metric = *metric;
        break;
    }
    case ThresholdMs:
        r.objective.thresholdMs = value.toDouble(&ok);
        break;
    case AttainmentPct:
        r.objective.attainmentPct = value.toDouble(&ok);
        break;
    case ColumnCount:
        return false;
    }
    if (!ok)
        return false;
    Q_EMIT dataChanged(index, index);
    Q_EMIT edited();
    return true;
}

QVariant SloOverrideTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (Column(section)) {
    case ClassName:
        return tr("Workload class");
    case Metric:
        return tr("Metric");
    case ThresholdMs:
        return tr("Threshold (ms)");
    case AttainmentPct:
        return tr("Attainment (%)");
    case ColumnCount:
        break;
    }
    return {};
}

Qt::ItemFlags SloOverrideTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
}

bool SloOverrideTableModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count < 1 || row + count > m_rows.size())
        return false;
    beginRemoveRows(parent, row, row + count - 1);
    m_rows.remove(row, count);
    m_rowErrors.clear();
    endRemoveRows();
    refreshAll();
    Q_EMIT edited();
    return true;
}

void SloOverrideTableModel::setOverrides(const QMap<QString, QList<LatencyObjective>> &overrides)
{
    beginResetModel();
    m_rows.clear();
    m_rowErrors.clear();
    for (auto it = overrides.begin(); it != overrides.end(); ++it)
        for (const LatencyObjective &o : it.value())
            m_rows.append({it.key(), o});
    endResetModel();
}

QJsonObject SloOverrideTableModel::toJson() const
{
    QJsonObject classes;
    for (const Row &r : m_rows) {
        if (r.className.isEmpty())
            continue;
        QJsonObject c = classes.value(r.className).toObject();
        c.insert(Slo::key(r.objective.metric),
                 QJsonObject{{QStringLiteral("threshold_ms"), r.objective.thresholdMs},
                             {QStringLiteral("attainment"), r.objective.attainmentPct}});
        classes.insert(r.className, c);
    }
    return classes;
}

int SloOverrideTableModel::addOverride(const QString &className)
{
    Row r;
    r.className = className;
    r.objective = {SloMetric::Ttft, 1000, 95};
    const int row = int(m_rows.size());
    beginInsertRows({}, row, row);
    m_rows.append(r);
    endInsertRows();
    Q_EMIT edited();
    return row;
}

void SloOverrideTableModel::setRowErrors(const QHash<int, QString> &errors)
{
    if (errors == m_rowErrors)
        return;
    m_rowErrors = errors;
    refreshAll();
}

QString SloOverrideTableModel::rowError(int row) const
{
    return m_rowErrors.value(row);
}

int SloOverrideTableModel::rowOf(const QString &className, SloMetric metric) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i)
        if (m_rows.at(i).className == className && m_rows.at(i).objective.metric == metric)
            return int(i);
    return -1;
}

QHash<int, QString> SloOverrideTableModel::ownErrors() const
{
    QHash<int, QString> errors;
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const Row &r = m_rows.at(i);
        if (r.className.isEmpty())
            errors.insert(int(i), tr("name the workload class this objective is for"));
        else if (rowOf(r.className, r.objective.metric) != i)
            errors.insert(int(i), tr("%1 of '%2' is already set in row %3")
                                      .arg(Slo::label(r.objective.metric), r.className)
                                      .arg(rowOf(r.className, r.objective.metric) + 1));
    }
    return errors;
}

void SloOverrideTableModel::refreshAll()
{
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace llmcap
