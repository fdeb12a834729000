#include "workload/JointLengths.h"

#include "util/JsonReader.h"
#include "workload/SeededRandom.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>

#include <algorithm>
#include <cmath>

namespace llmcap {

namespace {

constexpr int kMaxTokens = 10'000'000; // as TokenDistribution

} // namespace

JointLengths::JointLengths(QList<Pair> pairs, QList<double> weights)
    : m_pairs(std::move(pairs))
{
    if (weights.size() != m_pairs.size())
        weights = QList<double>(m_pairs.size(), 1.0);
    m_weights = weights;
    double total = 0;
    for (double w : weights)
        total += std::max(0.0, w);
    double running = 0;
    for (double w : weights) {
        running += total > 0 ? std::max(0.0, w) / total : 1.0 / double(weights.size());
        m_cumulative.append(running);
    }
    if (!m_cumulative.isEmpty())
        m_cumulative.back() = 1.0;
}

double JointLengths::weight(qsizetype i) const
{
    if (i < 0 || i >= m_cumulative.size())
        return 0;
    return m_cumulative.at(i) - (i > 0 ? m_cumulative.at(i - 1) : 0.0);
}

JointLengths::Pair JointLengths::sample(SeededRandom &random) const
{
    if (m_pairs.isEmpty())
        return {};
    const double u = random.uniform();
    const auto it = std::upper_bound(m_cumulative.begin(), m_cumulative.end(), u);
    const qsizetype i = std::min(qsizetype(it - m_cumulative.begin()), m_pairs.size() - 1);
    return m_pairs.at(i);
}

TokenDistribution JointLengths::marginal(bool input) const
{
    QMap<int, double> byValue;
    for (qsizetype i = 0; i < m_pairs.size(); ++i)
        byValue[input ? m_pairs.at(i).inputTokens : m_pairs.at(i).outputTokens] += weight(i);
    return TokenDistribution::empirical(byValue.keys(), byValue.values());
}

JointLengths JointLengths::read(JsonReader &reader, const char *key)
{
    JsonReader r = reader.child(key);
    if (!reader.object().value(QLatin1String(key)).isObject()) {
        reader.addError(key, tr("must be an object with pairs and weights"));
        return {};
    }
    r.rejectUnknownKeys({QStringLiteral("pairs"), QStringLiteral("weights")});
    QList<Pair> pairs;
    const QJsonArray array = r.array("pairs", true);
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonArray p = array.at(i).toArray();
        const auto valid = [](const QJsonValue &v) {
            return v.isDouble() && v.toDouble() >= 1 && v.toDouble() <= kMaxTokens &&
                   v.toDouble() == std::floor(v.toDouble());
        };
        if (p.size() != 2 || !valid(p.at(0)) || !valid(p.at(1))) {
            r.addError("pairs", tr("item %1 must be [input_tokens, output_tokens], whole numbers "
                                   "from 1 to %2")
                                    .arg(i)
                                    .arg(kMaxTokens));
            return {};
        }
        pairs.append({int(p.at(0).toDouble()), int(p.at(1).toDouble())});
    }
    if (pairs.isEmpty() && r.has("pairs")) {
        r.addError("pairs", tr("must hold at least one pair"));
        return {};
    }
    if (pairs.size() > kMaxPairs) {
        r.addError("pairs", tr("must hold at most %1 pairs").arg(kMaxPairs));
        return {};
    }
    QList<double> weights;
    if (r.has("weights")) {
        double total = 0;
        for (const QJsonValue &w : r.array("weights")) {
            if (!w.isDouble() || w.toDouble() < 0) {
                r.addError("weights", tr("must hold non-negative numbers"));
                return {};
            }
            weights.append(w.toDouble());
            total += w.toDouble();
        }
        if (weights.size() != pairs.size()) {
            r.addError("weights", tr("must have as many entries as pairs (%1)").arg(pairs.size()));
            return {};
        }
        if (total <= 0) {
            r.addError("weights", tr("must not all be zero"));
            return {};
        }
    }
    return JointLengths(pairs, weights);
}

QJsonValue JointLengths::toJson() const
{
    QJsonArray pairs;
    QJsonArray weights;
    bool uniform = true;
    for (qsizetype i = 0; i < m_pairs.size(); ++i) {
        pairs.append(QJsonArray{m_pairs.at(i).inputTokens, m_pairs.at(i).outputTokens});
        weights.append(m_weights.at(i));
        uniform = uniform && m_weights.at(i) == m_weights.at(0);
    }
    QJsonObject o{{QStringLiteral("pairs"), pairs}};
    if (!uniform)
        o.insert(QStringLiteral("weights"), weights);
    return o;
}

} // namespace llmcap
