#pragma once

#include <QCoreApplication>
#include <QJsonValue>
#include <QList>

namespace llmcap {

class JsonReader;
class SeededRandom;

// A distribution of token counts (prompt or output length). File forms:
//   512                                                   fixed
//   {distribution: uniform, min: 100, max: 900}
//   {distribution: lognormal, p50: 400, p95: 2000, min: 1, max: 8000}
//   {distribution: empirical, values: [100, 400, 1600], weights: [5, 3, 2]}
// The lognormal is fitted from its median and 95th percentile: mu = ln p50,
// sigma = (ln p95 - ln p50) / 1.6449; samples are clamped to [min, max].
class TokenDistribution
{
    Q_DECLARE_TR_FUNCTIONS(TokenDistribution)

public:
    enum class Kind { Fixed, Uniform, LogNormal, Empirical };

    static TokenDistribution fixed(int tokens);
    static TokenDistribution uniform(int min, int max);
    static TokenDistribution logNormal(double p50, double p95, int min = 1, int max = 1 << 20);
    static TokenDistribution empirical(QList<int> values, QList<double> weights = {});

    Kind kind() const { return m_kind; }
    int sample(SeededRandom &random) const;
    double mean() const;
    // The median and the 95th percentile of the lengths drawn (clamping included), for comparing
    // a workload with the percentiles a sizing request gives.
    double p50() const { return quantile(0.5); }
    double p95() const { return quantile(0.95); }
    int minimum() const { return m_min; }
    int maximum() const { return m_max; }

    // Reads the value at key of reader; errors are added to the reader's list.
    static TokenDistribution read(JsonReader &reader, const char *key);
    QJsonValue toJson() const;
    QString describe() const;

    bool operator==(const TokenDistribution &) const = default;

private:
    double quantile(double q) const; // q is 0.5 or 0.95 for a lognormal

    Kind m_kind = Kind::Fixed;
    int m_min = 1;
    int m_max = 1;
    double m_p50 = 0;
    double m_p95 = 0;
    QList<int> m_values;
    QList<double> m_cumulative; // empirical: cumulative weights, last = 1
};

} // namespace llmcap
