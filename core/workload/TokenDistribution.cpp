#include "workload/TokenDistribution.h"

#include "util/JsonReader.h"
#include "workload/SeededRandom.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace llmcap {

namespace {

constexpr double kZ95 = 1.6448536269514722; // standard normal quantile at 0.95
constexpr int kMaxTokens = 10'000'000;

} // namespace

TokenDistribution TokenDistribution::fixed(int tokens)
{
    TokenDistribution d;
    d.m_kind = Kind::Fixed;
    d.m_min = d.m_max = tokens;
    return d;
}

TokenDistribution TokenDistribution::uniform(int min, int max)
{
    TokenDistribution d;
    d.m_kind = Kind::Uniform;
    d.m_min = min;
    d.m_max = max;
    return d;
}

TokenDistribution TokenDistribution::logNormal(double p50, double p95, int min, int max)
{
    TokenDistribution d;
    d.m_kind = Kind::LogNormal;
    d.m_p50 = p50;
    d.m_p95 = p95;
    d.m_min = min;
    d.m_max = max;
    return d;
}

TokenDistribution TokenDistribution::empirical(QList<int> values, QList<double> weights)
{
    TokenDistribution d;
    d.m_kind = Kind::Empirical;
    d.m_values = std::move(values);
    if (weights.size() != d.m_values.size())
        weights = QList<double>(d.m_values.size(), 1.0);
    double total = 0;
    for (double w : weights)
        total += w;
    double running = 0;
    for (double w : weights) {
        running += w / total;
        d.m_cumulative.append(running);
    }
    if (!d.m_cumulative.isEmpty())
        d.m_cumulative.back() = 1.0;
    d.m_min = d.m_values.isEmpty() ? 1 : *std::min_element(d.m_values.begin(), d.m_values.end());
    d.m_max = d.m_values.isEmpty() ? 1 : *std::max_element(d.m_values.begin(), d.m_values.end());
    return d;
}

int TokenDistribution::sample(SeededRandom &random) const
{
    switch (m_kind) {
    case Kind::Fixed:
        return m_min;
    case Kind::Uniform:
        return int(random.between(m_min, m_max));
    case Kind::LogNormal: {
        const double mu = std::log(m_p50);
        const double sigma = (std::log(m_p95) - mu) / kZ95;
        const double x = std::exp(mu + sigma * random.normal());
        return std::clamp(int(std::lround(x)), m_min, m_max);
    }
    case Kind::Empirical: {
        const double u = random.uniform();
        const auto it = std::upper_bound(m_cumulative.begin(), m_cumulative.end(), u);
        const qsizetype i = std::min(qsizetype(it - m_cumulative.begin()), m_values.size() - 1);
        return m_values.at(i);
    }
    }
    return m_min;
}

double TokenDistribution::quantile(double q) const
{
    switch (m_kind) {
    case Kind::Fixed:
        return m_min;
    case Kind::Uniform:
        return m_min + q * (m_max - m_min);
    case Kind::LogNormal: // fitted through p50 and p95 (see the class comment)
        return std::clamp(q >= 0.95 ? m_p95 : m_p50, double(m_min), double(m_max));
    case Kind::Empirical: {
        const auto it = std::lower_bound(m_cumulative.begin(), m_cumulative.end(), q);
        const qsizetype i = std::min(qsizetype(it - m_cumulative.begin()), m_values.size() - 1);
        return i >= 0 ? m_values.at(i) : m_min;
    }
    }
    return m_min;
}

double TokenDistribution::mean() const
{
    switch (m_kind) {
    case Kind::Fixed:
        return m_min;
    case Kind::Uniform:
        return (m_min + m_max) / 2.0;
    case Kind::LogNormal: {
        const double sigma = (std::log(m_p95) - std::log(m_p50)) / kZ95;
        return std::min<double>(m_max, m_p50 * std::exp(sigma * sigma / 2));
    }
    case Kind::Empirical: {
        double sum = 0;
        double previous = 0;
        for (qsizetype i = 0; i < m_values.size(); ++i) {
            sum += m_values.at(i) * (m_cumulative.at(i) - previous);
            previous = m_cumulative.at(i);
        }
        return sum;
    }
    }
    return 0;
}

TokenDistribution TokenDistribution::read(JsonReader &reader, const char *key)
{
    const QJsonValue value = reader.object().value(QLatin1String(key));
    if (value.isDouble()) {
        const qint64 tokens = reader.integer(key, std::nullopt, 1, kMaxTokens);
        return fixed(int(tokens));
    }
    if (!value.isObject()) {
        reader.addError(key, value.isUndefined() || value.isNull()
                                 ? tr("is required")
                                 : tr("must be a token count or a distribution object"));
        return fixed(1);
    }
    JsonReader r = reader.child(key);
    const QString kind =
        r.choice("distribution", {QStringLiteral("fixed"), QStringLiteral("uniform"),
                                  QStringLiteral("lognormal"), QStringLiteral("empirical")});
    if (kind == QLatin1String("fixed")) {
        r.rejectUnknownKeys({QStringLiteral("distribution"), QStringLiteral("value")});
        return fixed(int(r.integer("value", std::nullopt, 1, kMaxTokens)));
    }
    if (kind == QLatin1String("uniform")) {
        r.rejectUnknownKeys(
            {QStringLiteral("distribution"), QStringLiteral("min"), QStringLiteral("max")});
        const int min = int(r.integer("min", std::nullopt, 1, kMaxTokens));
        const int max = int(r.integer("max", std::nullopt, 1, kMaxTokens));
        if (max < min)
            r.addError("max", tr("must not be below min (%1)").arg(min));
        return uniform(min, std::max(min, max));
    }
    if (kind == QLatin1String("lognormal")) {
        r.rejectUnknownKeys({QStringLiteral("distribution"), QStringLiteral("p50"),
                             QStringLiteral("p95"), QStringLiteral("min"), QStringLiteral("max")});
        const double p50 = r.number("p50", std::nullopt, 1, kMaxTokens);
        const double p95 = r.number("p95", std::nullopt, 1, kMaxTokens);
        const int min = int(r.integer("min", 1, 1, kMaxTokens));
        const int max = int(r.integer("max", kMaxTokens, 1, kMaxTokens));
        if (p95 < p50)
            r.addError("p95", tr("must not be below p50 (%1)").arg(p50));
        if (max < min)
            r.addError("max", tr("must not be below min (%1)").arg(min));
        return logNormal(std::max(1.0, p50), std::max({1.0, p50, p95}), min, std::max(min, max));
    }
    if (kind == QLatin1String("empirical")) {
        r.rejectUnknownKeys(
            {QStringLiteral("distribution"), QStringLiteral("values"), QStringLiteral("weights")});
        QList<int> values;
        QList<double> weights;
        for (const QJsonValue &v : r.array("values", true)) {
            if (!v.isDouble() || v.toDouble() < 1 || v.toDouble() > kMaxTokens)
                r.addError("values", tr("must hold token counts from 1 to %1").arg(kMaxTokens));
            else
                values.append(int(v.toDouble()));
        }
        if (values.isEmpty()) {
            r.addError("values", tr("must hold at least one token count"));
            values.append(1);
        }
        if (r.has("weights")) {
            for (const QJsonValue &w : r.array("weights")) {
                if (!w.isDouble() || w.toDouble() < 0)
                    r.addError("weights", tr("must hold non-negative numbers"));
                weights.append(w.toDouble());
            }
            double total = 0;
            for (double w : weights)
                total += w;
            if (weights.size() != values.size())
                r.addError("weights",
                           tr("must have as many entries as values (%1)").arg(values.size()));
            else if (total <= 0)
                r.addError("weights", tr("must not all be zero"));
        }
        return empirical(values, weights);
    }
    return fixed(1);
}

QJsonValue TokenDistribution::toJson() const
{
    switch (m_kind) {
    case Kind::Fixed:
        return m_min;
    case Kind::Uniform:
        return QJsonObject{{QStringLiteral("distribution"), QStringLiteral("uniform")},
                           {QStringLiteral("min"), m_min},
                           {QStringLiteral("max"), m_max}};
    case Kind::LogNormal:
        return QJsonObject{{QStringLiteral("distribution"), QStringLiteral("lognormal")},
                           {QStringLiteral("p50"), m_p50},
                           {QStringLiteral("p95"), m_p95},
                           {QStringLiteral("min"), m_min},
                           {QStringLiteral("max"), m_max}};
    case Kind::Empirical: {
        QJsonArray values;
        QJsonArray weights;
        double previous = 0;
        for (qsizetype i = 0; i < m_values.size(); ++i) {
            values.append(m_values.at(i));
            weights.append(m_cumulative.at(i) - previous);
            previous = m_cumulative.at(i);
        }
        return QJsonObject{{QStringLiteral("distribution"), QStringLiteral("empirical")},
                           {QStringLiteral("values"), values},
                           {QStringLiteral("weights"), weights}};
    }
    }
    return {};
}

QString TokenDistribution::describe() const
{
    switch (m_kind) {
    case Kind::Fixed:
        return QString::number(m_min);
    case Kind::Uniform:
        return QStringLiteral("uniform %1-%2").arg(m_min).arg(m_max);
    case Kind::LogNormal:
        return QStringLiteral("lognormal p50 %1, p95 %2").arg(m_p50).arg(m_p95);
    case Kind::Empirical:
        return QStringLiteral("empirical (%1 values, mean %2)")
            .arg(m_values.size())
            .arg(mean(), 0, 'f', 0);
    }
    return {};
}

} // namespace llmcap
