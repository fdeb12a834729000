#include "sizing/SizingAnswerText.h"

#include "sizing/SizingRequest.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

namespace llmcap {

QString SizingAnswerText::formatNumber(double value)
{
    return QLocale().toString(value, 'g', 10);
}

QString SizingAnswerText::format(const SizingField &f, const QJsonValue &v)
{
    if (v.isUndefined() || v.isNull())
        return {};
    const QString unit = f.unitLabel();
    auto withUnit = [&unit](const QString &text) {
        return unit.isEmpty() ? text : QString(text + QLatin1Char(' ') + unit);
    };
    switch (f.kind) {
    case SizingFieldKind::Text:
    case SizingFieldKind::LongText:
    case SizingFieldKind::Date:
        return v.toString();
    case SizingFieldKind::Integer:
    case SizingFieldKind::Number:
        return withUnit(formatNumber(v.toDouble()));
    case SizingFieldKind::Choice:
        return f.choiceLabel(v.toString());
    case SizingFieldKind::MultiChoice: {
        QStringList labels;
        for (const QJsonValue &item : v.toArray())
            labels.append(f.choiceLabel(item.toString()));
        return labels.join(QLatin1String(", "));
    }
    case SizingFieldKind::YesNo:
        return v.toBool() ? tr("yes") : tr("no");
    case SizingFieldKind::Percentiles: {
        const QJsonObject o = v.toObject();
        QStringList parts;
        for (const char *p : {"p50", "p95", "p99"}) {
            const QJsonValue x = o.value(QLatin1String(p));
            parts.append(x.isDouble() ? formatNumber(x.toDouble()) : QStringLiteral("?"));
        }
        return tr("%1 (p50 / p95 / p99)").arg(withUnit(parts.join(QLatin1String(" / "))));
    }
    case SizingFieldKind::Objective: {
        const QJsonObject o = v.toObject();
        const QJsonValue t = o.value(QLatin1String("threshold_ms"));
        const QJsonValue a = o.value(QLatin1String("attainment"));
        const QString threshold =
            t.isDouble() ? withUnit(formatNumber(t.toDouble())) : QStringLiteral("?");
        return a.isDouble()
                   ? tr("%1 for %2 % of requests").arg(threshold, formatNumber(a.toDouble()))
                   : threshold;
    }
    case SizingFieldKind::ClassList:
        break;
    }
    return {};
}

QString SizingAnswerText::formatClass(const SizingWorkloadClass &c)
{
    QString text = c.name;
    if (!c.execution.isEmpty())
        text += QLatin1String(" (") + SizingField::executionLabel(c.execution) + QLatin1Char(')');
    if (!c.description.isEmpty())
        text += QLatin1String(": ") + c.description;
    return text;
}

} // namespace llmcap
