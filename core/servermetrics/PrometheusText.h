#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <utility>
#include <vector>

namespace llmcap {

struct PrometheusSample
{
    QString name;
    QList<std::pair<QString, QString>> labels;
    double value = 0;

    QString label(const QString &key) const;
};

// A cumulative histogram (Prometheus buckets): upper bounds and cumulative counts.
struct PrometheusHistogram
{
    std::vector<double> bounds; // ascending, last usually +Inf
    std::vector<double> cumulative;
    double sum = 0;
    double count = 0;

    bool isValid() const { return !bounds.empty() && bounds.size() == cumulative.size(); }
    // This histogram minus an earlier one of the same series (counter deltas).
    PrometheusHistogram minus(const PrometheusHistogram &earlier) const;
    double mean() const { return count > 0 ? sum / count : 0; }
    // The bucket the q-quantile falls in, q in [0, 1]: {lower, upper} bound; upper is +Inf
    // above the highest finite bound, both NaN for an empty histogram. No interpolation inside
    // the bucket (as PromQL's histogram_quantile() does): a histogram cannot say more than its
    // buckets, and the first bucket's interpolation read 150 ms for a 0.19 ms queue.
    std::pair<double, double> bucketOf(double q) const;
};

// One scrape in the Prometheus text exposition format (also OpenMetrics text). Lines that do
// not parse are skipped and counted: a metrics page must never stop a benchmark.
class PrometheusText
{
public:
    static PrometheusText parse(const QByteArray &text);

    const QList<PrometheusSample> &samples() const { return m_samples; }
    int skippedLines() const { return m_skipped; }
    bool has(const QString &name) const;
    // Sum over every label set of a metric; -1 when absent.
    double sum(const QString &name) const;
    double max(const QString &name) const;
    QList<const PrometheusSample *> find(const QString &name) const;
    // A histogram summed over every label set but "le"; invalid when absent.
    PrometheusHistogram histogram(const QString &name) const;
    // Every metric name starts with one of these? ("vllm:", "sglang:", ...)
    bool hasPrefix(const QString &prefix) const;

private:
    QList<PrometheusSample> m_samples;
    QHash<QString, QList<qsizetype>> m_byName;
    int m_skipped = 0;
};

} // namespace llmcap
