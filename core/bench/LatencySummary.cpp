#include "bench/LatencySummary.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace llmcap {

namespace {

QString levelKey(double level)
{
    if (level == 99.9)
        return QStringLiteral("p99_9");
    return QString(QLatin1Char('p') + QString::number(int(level)));
}

} // namespace

const QList<double> &LatencySummary::levels()
{
    static const QList<double> all = {50, 90, 95, 99, 99.9};
    return all;
}

qint64 LatencySummary::samplesNeeded(double levelPct)
{
    return qint64(std::ceil(10.0 / (1.0 - levelPct / 100.0) - 1e-6));
}

double LatencySummary::at(double levelPct) const
{
    if (levelPct == 50)
        return p50;
    if (levelPct == 90)
        return p90;
    if (levelPct == 95)
        return p95;
    if (levelPct == 99)
        return p99;
    return p999;
}

LatencySummary LatencySummary::of(std::vector<double> values)
{
    std::vector<WeightedSample> samples;
    samples.reserve(values.size());
    for (double v : values)
        samples.push_back({v, 1.0});
    return ofWeighted(std::move(samples));
}

LatencySummary LatencySummary::ofWeighted(std::vector<WeightedSample> samples)
{
    LatencySummary s;
    samples.erase(std::remove_if(samples.begin(), samples.end(),
                                 [](const WeightedSample &w) {
                                     return !(w.weight > 0) || !std::isfinite(w.value);
                                 }),
                  samples.end());
    if (samples.empty())
        return s;
    std::sort(samples.begin(), samples.end(),
              [](const WeightedSample &a, const WeightedSample &b) { return a.value < b.value; });
    double total = 0;
    double sum = 0;
    for (const WeightedSample &w : samples) {
        total += w.weight;
        sum += w.value * w.weight;
    }
    s.count = qint64(std::llround(total));
    s.mean = sum / total;
    double squares = 0;
    for (const WeightedSample &w : samples)
        squares += w.weight * (w.value - s.mean) * (w.value - s.mean);
    s.stddev = std::sqrt(squares / total);
    s.min = samples.front().value;
    s.max = samples.back().value;

    // Nearest rank: the first sample whose cumulative weight reaches level * total.
    double running = 0;
    size_t i = 0;
    double *targets[] = {&s.p50, &s.p90, &s.p95, &s.p99, &s.p999};
    const QList<double> &lv = levels();
    for (qsizetype k = 0; k < lv.size(); ++k) {
        const double needed = lv.at(k) / 100.0 * total * (1 - 1e-12);
        while (i < samples.size() && running + samples[i].weight < needed) {
            running += samples[i].weight;
            ++i;
        }
        *targets[k] = samples[std::min(i, samples.size() - 1)].value;
    }
    return s;
}

QStringList LatencySummary::warnings(const QString &metric) const
{
    QStringList out;
    if (count == 0)
        return out;
    for (double level : levels())
        if (!enoughSamples(level))
            out.append(tr("%1 %2 rests on %3 samples (%4 needed)")
                           .arg(metric, levelKey(level).replace(QLatin1Char('_'), QLatin1Char('.')))
                           .arg(count)
                           .arg(samplesNeeded(level)));
    return out;
}

QJsonObject LatencySummary::toJson() const
{
    QJsonObject o{{QStringLiteral("count"), count}};
    if (count == 0)
        return o;
    o.insert(QStringLiteral("mean"), mean);
    o.insert(QStringLiteral("stddev"), stddev);
    o.insert(QStringLiteral("min"), min);
    o.insert(QStringLiteral("max"), max);
    QJsonArray thin;
    for (double level : levels()) {
        o.insert(levelKey(level), at(level));
        if (!enoughSamples(level))
            thin.append(levelKey(level));
    }
    if (!thin.isEmpty())
        o.insert(QStringLiteral("too_few_samples"), thin);
    if (!exact)
        o.insert(QStringLiteral("percentiles_exact"), false);
    return o;
}

LatencySummary LatencySummary::fromJson(const QJsonObject &o)
{
    LatencySummary s;
    s.count = o.value(QLatin1String("count")).toInteger();
    s.mean = o.value(QLatin1String("mean")).toDouble();
    s.stddev = o.value(QLatin1String("stddev")).toDouble();
    s.min = o.value(QLatin1String("min")).toDouble();
    s.max = o.value(QLatin1String("max")).toDouble();
    s.exact = o.value(QLatin1String("percentiles_exact")).toBool(true);
    s.p50 = o.value(QLatin1String("p50")).toDouble();
    s.p90 = o.value(QLatin1String("p90")).toDouble();
    s.p95 = o.value(QLatin1String("p95")).toDouble();
    s.p99 = o.value(QLatin1String("p99")).toDouble();
    s.p999 = o.value(QLatin1String("p99_9")).toDouble();
    return s;
}

} // namespace llmcap
