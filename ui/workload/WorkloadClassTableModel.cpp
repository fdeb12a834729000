#include "workload/WorkloadClassTableModel.h"

#include "workload/TokenDistributionText.h"

#include <QApplication>
#include <QBrush>
#include <QColor>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QStyle>

namespace llmcap {

namespace {

qint64 cellKey(int row, int column)
{
    return qint64(row) * WorkloadClassTableModel::ColumnCount + column;
}

// "classes[2].shared_prefix.groups: ..." -> the column that field is edited in.
int columnOf(const QString &field, const QString &sub)
{
    if (field == QLatin1String("name"))
        return WorkloadClassTableModel::Name;
    if (field == QLatin1String("weight"))
        return WorkloadClassTableModel::Weight;
    if (field == QLatin1String("input_tokens"))
        return WorkloadClassTableModel::InputTokens;
    if (field == QLatin1String("output_tokens"))
        return WorkloadClassTableModel::OutputTokens;
    if (field == QLatin1String("shared_prefix")) {
        if (sub == QLatin1String("share_ratio"))
            return WorkloadClassTableModel::ShareRatio;
        if (sub == QLatin1String("groups"))
            return WorkloadClassTableModel::PrefixGroups;
        return WorkloadClassTableModel::PrefixTokens;
    }
    if (field == QLatin1String("cancel"))
        return sub == QLatin1String("probability") ? WorkloadClassTableModel::CancelProbability
                                                   : WorkloadClassTableModel::CancelAfterTokens;
    return -1;
}

} // namespace

void WorkloadClassTableModel::Row::summarise()
{
    inputSummary = TokenDistributionText::summary(inputText);
    outputSummary = TokenDistributionText::summary(outputText);
}

WorkloadClassTableModel::WorkloadClassTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

int WorkloadClassTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int WorkloadClassTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WorkloadClassTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows.at(index.row());
    const QString error = cellError(index.row(), index.column());
    const bool lengths = index.column() == InputTokens || index.column() == OutputTokens;
    const QString &text = index.column() == InputTokens ? r.inputText : r.outputText;
    const QString &summary = index.column() == InputTokens ? r.inputSummary : r.outputSummary;
    if (role == Qt::ToolTipRole) {
        if (!error.isEmpty())
            return error;
        if (!lengths)
            return {};
        QString tip = !r.cls.lengths.isEmpty()
                          ? tr("Measured together with the output length: %1 input/output pairs "
                               "keep their correlation, and requests draw from them. Typing a "
                               "distribution here replaces the pairs with independent input and "
                               "output distributions.")
                                .arg(r.cls.lengths.size())
                          : TokenDistributionText::help();
        // A summarised list: the whole of it here (and in the editor).
        if (!summary.isEmpty())
            tip += QStringLiteral("\n\n") + TokenDistributionText::wrapped(text);
        return tip;
    }
    if (role == Qt::BackgroundRole)
        return error.isEmpty() ? QVariant() : QVariant(QBrush(QColor(255, 220, 220)));
    // The mark stays visible in a selected cell, where the selection hides the background.
    if (role == Qt::DecorationRole)
        return error.isEmpty()
                   ? QVariant()
                   : QVariant(QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning));
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (Column(index.column())) {
    case Name:
        return r.cls.name;
    case Weight:
        return r.cls.weight;
    case InputTokens:
    case OutputTokens: {
        if (role == Qt::EditRole)
            return text;
        const QString shown = summary.isEmpty() ? text : summary;
        if (!r.cls.lengths.isEmpty())
            return tr("%1 (joint: %2 pairs)").arg(shown).arg(r.cls.lengths.size());
        return shown;
    }
    case PrefixTokens:
        return r.cls.sharedPrefix.tokens;
    case ShareRatio:
        return r.cls.sharedPrefix.shareRatio;
    case PrefixGroups:
        return r.cls.sharedPrefix.groups;
    case CancelProbability:
        return r.cls.cancel.probability;
    case CancelAfterTokens:
        return r.cls.cancel.afterTokens;
    case ColumnCount:
        break;
    }
    return {};
}

bool WorkloadClassTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    Row &r = m_rows[index.row()];
    bool ok = true;
    switch (Column(index.column())) {
    case Name:
        r.cls.name = value.toString().trimmed();
        break;
    case Weight:
        r.cls.weight = value.toDouble(&ok);
        break;
    case InputTokens:
    case OutputTokens: {
        QString &text = index.column() == InputTokens ? r.inputText : r.outputText;
        const QString typed = value.toString().trimmed();
        // A typed distribution replaces the measured pairs (else it would not be used).
        if (typed != text)
            r.cls.lengths = JointLengths();
        text = typed;
        r.summarise();
        break;
    }
    case PrefixTokens:
        r.cls.sharedPrefix.tokens = value.toInt(&ok);
        break;
    case ShareRatio:
        r.cls.sharedPrefix.shareRatio = value.toDouble(&ok);
        break;
    case PrefixGroups:
        r.cls.sharedPrefix.groups = value.toInt(&ok);
        break;
    case CancelProbability:
        r.cls.cancel.probability = value.toDouble(&ok);
        break;
    case CancelAfterTokens:
        r.cls.cancel.afterTokens = value.toInt(&ok);
        if (r.cls.cancel.afterTokens > 0)
            r.cls.cancel.afterMs = 0;
        break;
    case ColumnCount:
        return false;
    }
    if (!ok)
        return false;
    revalidate();
    Q_EMIT dataChanged(this->index(0, 0), this->index(rowCount() - 1, ColumnCount - 1));
    Q_EMIT edited();
    return true;
}

QVariant WorkloadClassTableModel::headerData(int section, Qt::Orientation orientation,
                                             int role) const
{
    if (orientation == Qt::Vertical)
        return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    if (role == Qt::ToolTipRole) {
        switch (Column(section)) {
        case Weight:
            return tr("Relative share of requests in this class.");
        case InputTokens:
        case OutputTokens:
            return TokenDistributionText::help();
        case PrefixTokens:
            return tr("Tokens of a prompt prefix shared with other requests (a system prompt, "
                      "tool schemas); 0 for none.");
        case ShareRatio:
            return tr("Share of requests (0 to 1) that begin with a shared prefix.");
        case PrefixGroups:
            return tr("How many different shared prefixes there are.");
        case CancelProbability:
            return tr("Probability (0 to 1) that the user gives up and closes the stream.");
        case CancelAfterTokens:
            return tr("Output tokens after which a cancelling user closes the stream.");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Name:
        return tr("Class");
    case Weight:
        return tr("Weight");
    case InputTokens:
        return tr("Input tokens");
    case OutputTokens:
        return tr("Output tokens");
    case PrefixTokens:
        return tr("Shared prefix");
    case ShareRatio:
        return tr("Share ratio");
    case PrefixGroups:
        return tr("Groups");
    case CancelProbability:
        return tr("Cancel prob.");
    case CancelAfterTokens:
        return tr("Cancel after");
    case ColumnCount:
        break;
    }
    return {};
}

Qt::ItemFlags WorkloadClassTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
}

bool WorkloadClassTableModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count < 1 || row + count > m_rows.size())
        return false;
    beginRemoveRows(parent, row, row + count - 1);
    m_rows.remove(row, count);
    endRemoveRows();
    revalidate();
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    Q_EMIT edited();
    return true;
}

void WorkloadClassTableModel::setWorkload(const Workload &workload)
{
    beginResetModel();
    m_rows.clear();
    for (const WorkloadClass &c : workload.classes) {
        m_rows.append({c, TokenDistributionText::format(c.inputTokens),
                       TokenDistributionText::format(c.outputTokens)});
        m_rows.last().summarise();
    }
    revalidate();
    endResetModel();
}

int WorkloadClassTableModel::addClass()
{
    QString name;
    for (int n = int(m_rows.size()) + 1;; ++n) {
        name = tr("class %1").arg(n);
        const bool taken = std::any_of(m_rows.cbegin(), m_rows.cend(),
                                       [&name](const Row &r) { return r.cls.name == name; });
        if (!taken)
            break;
    }
    WorkloadClass c;
    c.name = name;
    const int row = int(m_rows.size());
    beginInsertRows({}, row, row);
    m_rows.append({c, TokenDistributionText::format(c.inputTokens),
                   TokenDistributionText::format(c.outputTokens)});
    endInsertRows();
    revalidate();
    Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    Q_EMIT edited();
    return row;
}

QJsonObject WorkloadClassTableModel::toJson(QStringList *syntaxErrors) const
{
    Workload w;
    for (const Row &r : m_rows)
        w.classes.append(r.cls);
    QJsonObject json = w.toJson();
    QJsonArray classes = json.value(QLatin1String("classes")).toArray();
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const Row &r = m_rows.at(i);
        QJsonObject c = classes.at(i).toObject();
        if (r.cls.name.isEmpty())
            syntaxErrors->append(
                QStringLiteral("classes[%1].name: %2").arg(i).arg(tr("is required")));
        const auto put = [&](const char *key, const QString &text) {
            auto value = TokenDistributionText::toJson(text);
            if (value)
                c.insert(QLatin1String(key), *value);
            else
                syntaxErrors->append(QStringLiteral("classes[%1].%2: %3")
                                         .arg(i)
                                         .arg(QLatin1String(key), value.error()));
        };
        put("input_tokens", r.inputText);
        put("output_tokens", r.outputText);
        const SharedPrefix &p = r.cls.sharedPrefix;
        if (p.tokens != 0 || p.shareRatio != 0 || p.groups != 1)
            c.insert(QStringLiteral("shared_prefix"),
                     QJsonObject{{QStringLiteral("tokens"), p.tokens},
                                 {QStringLiteral("share_ratio"), p.shareRatio},
                                 {QStringLiteral("groups"), p.groups}});
        const CancelBehaviour &x = r.cls.cancel;
        if (x.probability != 0 || x.afterTokens != 0) {
            QJsonObject cancel{{QStringLiteral("probability"), x.probability}};
            if (x.afterMs > 0 && x.afterTokens == 0)
                cancel.insert(QStringLiteral("after_ms"), x.afterMs);
            else
                cancel.insert(QStringLiteral("after_tokens"), x.afterTokens);
            c.insert(QStringLiteral("cancel"), cancel);
        }
        classes.replace(i, c);
    }
    json.insert(QStringLiteral("classes"), classes);
    return json;
}

Result<QList<WorkloadClass>> WorkloadClassTableModel::classes() const
{
    using R = Result<QList<WorkloadClass>>;
    QStringList syntax;
    const QJsonObject json = toJson(&syntax);
    if (!syntax.isEmpty())
        return R::failure(syntax.join(QLatin1String("; ")));
    auto workload = Workload::fromJson(json);
    if (!workload)
        return R::failure(workload.error());
    return workload->classes;
}

QString WorkloadClassTableModel::cellError(int row, int column) const
{
    return m_cellErrors.value(cellKey(row, column));
}

QStringList WorkloadClassTableModel::errorMessages() const
{
    QStringList lines;
    for (int row = 0; row < rowCount(); ++row) {
        const QString name = m_rows.at(row).cls.name;
        const QString where =
            name.isEmpty() ? tr("row %1").arg(row + 1) : tr("class '%1'").arg(name);
        for (int column = 0; column < ColumnCount; ++column)
            if (const QString e = cellError(row, column); !e.isEmpty())
                lines << tr("%1, %2: %3")
                             .arg(where, headerData(column, Qt::Horizontal).toString(),
                                  QString(e).replace(QLatin1Char('\n'), QLatin1String("; ")));
    }
    return lines + m_otherErrors;
}

void WorkloadClassTableModel::revalidate()
{
    m_cellErrors.clear();
    m_otherErrors.clear();
    // The texts that cannot be read, then the workload reader's own rules over the rest: a
    // typo in one cell does not hide what is wrong in another.
    QStringList messages;
    const QJsonObject json = toJson(&messages);
    const qsizetype syntaxErrors = messages.size();
    if (auto w = Workload::fromJson(json); !w)
        messages += w.error().split(QLatin1String("; "));
    static const QRegularExpression path(
        QStringLiteral("^classes\\[(\\d+)\\]\\.([a-z_]+)(?:\\.([a-z_0-9]+))?[^:]*: (.*)$"));
    QSet<qint64> unreadable; // a cell left out of the JSON: the reader calls it missing
    for (qsizetype i = 0; i < messages.size(); ++i) {
        const QString &message = messages.at(i);
        const auto m = path.match(message);
        const int column = m.hasMatch() ? columnOf(m.captured(2), m.captured(3)) : -1;
        const int row = m.hasMatch() ? m.captured(1).toInt() : -1;
        if (column < 0 || row < 0 || row >= m_rows.size()) {
            m_otherErrors.append(message);
            continue;
        }
        const qint64 key = cellKey(row, column);
        if (i < syntaxErrors)
            unreadable.insert(key);
        else if (unreadable.contains(key))
            continue;
        QString &cell = m_cellErrors[key];
        cell = cell.isEmpty() ? m.captured(4) : cell + QLatin1Char('\n') + m.captured(4);
    }
}

} // namespace llmcap
