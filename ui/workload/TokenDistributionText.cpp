#include "workload/TokenDistributionText.h"

#include "util/JsonReader.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>

namespace llmcap {

namespace {

constexpr int kDefaultMax = 10'000'000; // TokenDistribution's own upper bound

QString number(double v)
{
    return QString::number(v, 'g', 12);
}

QString list(const QJsonArray &array)
{
    QStringList parts;
    for (const QJsonValue &v : array)
        parts.append(number(v.toDouble()));
    return parts.join(QLatin1Char(','));
}

} // namespace

QString TokenDistributionText::format(const TokenDistribution &distribution)
{
    const QJsonValue json = distribution.toJson();
    if (json.isDouble())
        return number(json.toDouble());
    const QJsonObject o = json.toObject();
    const QString kind = o.value(QLatin1String("distribution")).toString();
    QStringList words{kind};
    if (kind == QLatin1String("uniform")) {
        words << QStringLiteral("min=") + number(o.value(QLatin1String("min")).toDouble())
              << QStringLiteral("max=") + number(o.value(QLatin1String("max")).toDouble());
    } else if (kind == QLatin1String("lognormal")) {
        words << QStringLiteral("p50=") + number(o.value(QLatin1String("p50")).toDouble())
              << QStringLiteral("p95=") + number(o.value(QLatin1String("p95")).toDouble());
        if (const int min = o.value(QLatin1String("min")).toInt(); min != 1)
            words << QStringLiteral("min=") + number(min);
        if (const int max = o.value(QLatin1String("max")).toInt(); max != kDefaultMax)
            words << QStringLiteral("max=") + number(max);
    } else if (kind == QLatin1String("empirical")) {
        words << QStringLiteral("values=") + list(o.value(QLatin1String("values")).toArray());
        const QJsonArray weights = o.value(QLatin1String("weights")).toArray();
        bool equal = true;
        for (const QJsonValue &w : weights)
            equal = equal && qFuzzyCompare(w.toDouble(), weights.first().toDouble());
        if (!equal)
            words << QStringLiteral("weights=") + list(weights);
    }
    return words.join(QLatin1Char(' '));
}

Result<QJsonValue> TokenDistributionText::toJson(const QString &text)
{
    using R = Result<QJsonValue>;
    const QStringList words =
        text.trimmed().split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    if (words.isEmpty())
        return R::failure(tr("is required"));
    bool ok = false;
    const double fixed = words.first().toDouble(&ok);
    if (ok) {
        if (words.size() > 1)
            return R::failure(tr("a fixed length is one number"));
        return QJsonValue(fixed);
    }
    QJsonObject o{{QStringLiteral("distribution"), words.first().toLower()}};
    for (qsizetype i = 1; i < words.size(); ++i) {
        const qsizetype eq = words.at(i).indexOf(QLatin1Char('='));
        if (eq <= 0)
            return R::failure(tr("'%1' is not key=value").arg(words.at(i)));
        const QString key = words.at(i).left(eq);
        const QStringList parts = words.at(i).mid(eq + 1).split(QLatin1Char(','));
        QJsonArray numbers;
        for (const QString &p : parts) {
            const double v = p.toDouble(&ok);
            if (!ok)
                return R::failure(tr("'%1' is not a number").arg(p));
            numbers.append(v);
        }
        const bool isList = key == QLatin1String("values") || key == QLatin1String("weights");
        o.insert(key, isList ? QJsonValue(numbers) : numbers.first());
    }
    return QJsonValue(o);
}

QString TokenDistributionText::summary(const QString &text)
{
    if (!text.trimmed().startsWith(QLatin1String("empirical"), Qt::CaseInsensitive))
        return {};
    const auto json = toJson(text);
    if (!json || !json->isObject())
        return {};
    const qsizetype count = json->toObject().value(QLatin1String("values")).toArray().size();
    if (count <= kValuesShown)
        return {};
    // The values are judged (and the percentiles drawn) as the workload reader does.
    QStringList errors;
    JsonReader reader(QJsonObject{{QStringLiteral("tokens"), *json}}, {}, &errors);
    const TokenDistribution d = TokenDistribution::read(reader, "tokens");
    if (!errors.isEmpty())
        return {};
    const QLocale locale;
    return tr("empirical, %1 values, p50 %2, p95 %3")
        .arg(locale.toString(count), locale.toString(d.p50(), 'f', 0),
             locale.toString(d.p95(), 'f', 0));
}

QString TokenDistributionText::wrapped(const QString &text, int width)
{
    QString out;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        out += text.at(i);
        if (text.at(i) == QLatin1Char(',') && out.size() - lineStart >= width) {
            out += QLatin1Char('\n');
            lineStart = out.size();
        }
    }
    return out;
}

QString TokenDistributionText::help()
{
    return tr("A token count (256), or one of:\n"
              "uniform min=100 max=900\n"
              "lognormal p50=400 p95=2000 max=8000\n"
              "empirical values=100,400,1600 weights=5,3,2");
}

} // namespace llmcap
