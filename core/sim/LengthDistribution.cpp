#include "sim/LengthDistribution.h"

#include "sim/SimRandom.h"

#include <cmath>

namespace llmcap {

namespace {

struct KindName
{
    LengthDistribution::Kind kind;
    const char *name;
};

constexpr KindName kKinds[] = {
    {LengthDistribution::Kind::Fixed, "fixed"},
    {LengthDistribution::Kind::Uniform, "uniform"},
    {LengthDistribution::Kind::Normal, "normal"},
    {LengthDistribution::Kind::LogNormal, "lognormal"},
    {LengthDistribution::Kind::Exponential, "exponential"},
};

} // namespace

LengthDistribution LengthDistribution::fixed(int tokens)
{
    LengthDistribution d;
    d.m_kind = Kind::Fixed;
    d.m_mean = tokens;
    d.m_min = d.m_max = tokens;
    return d;
}

Result<LengthDistribution> LengthDistribution::fromJson(const QJsonObject &json)
{
    using R = Result<LengthDistribution>;
    LengthDistribution d;
    const QString name =
        json.value(QLatin1String("distribution")).toString(QStringLiteral("fixed"));
    bool known = false;
    for (const KindName &k : kKinds) {
        if (name == QLatin1String(k.name)) {
            d.m_kind = k.kind;
            known = true;
        }
    }
    if (!known)
        return R::failure(tr("unknown length distribution '%1' (use fixed, uniform, normal, "
                             "lognormal or exponential)")
                              .arg(name));
    d.m_min = json.value(QLatin1String("min")).toInt(1);
    d.m_max = json.value(QLatin1String("max")).toInt(1 << 20);
    if (d.m_kind == Kind::Uniform)
        d.m_mean = 0.5 * (d.m_min + d.m_max);
    else
        d.m_mean = json.value(QLatin1String("mean")).toDouble(-1);
    d.m_stddev = json.value(QLatin1String("stddev")).toDouble(0);
    if (d.m_kind == Kind::Fixed) {
        d.m_min = d.m_max = int(std::lround(d.m_mean));
    }
    if (d.m_min < 1 || d.m_max < d.m_min)
        return R::failure(
            tr("length distribution needs 1 <= min <= max (got %1, %2)").arg(d.m_min).arg(d.m_max));
    if (d.m_mean <= 0 || !std::isfinite(d.m_mean))
        return R::failure(tr("length distribution '%1' needs a positive mean").arg(name));
    if (d.m_stddev < 0 || !std::isfinite(d.m_stddev))
        return R::failure(tr("length distribution stddev must not be negative"));
    return d;
}

QJsonObject LengthDistribution::toJson() const
{
    QJsonObject o;
    for (const KindName &k : kKinds) {
        if (k.kind == m_kind)
            o.insert(QLatin1String("distribution"), QLatin1String(k.name));
    }
    if (m_kind != Kind::Uniform)
        o.insert(QLatin1String("mean"), m_mean);
    if (m_kind == Kind::Normal || m_kind == Kind::LogNormal)
        o.insert(QLatin1String("stddev"), m_stddev);
    if (m_kind != Kind::Fixed) {
        o.insert(QLatin1String("min"), m_min);
        o.insert(QLatin1String("max"), m_max);
    }
    return o;
}

int LengthDistribution::sample(quint64 key) const
{
    double x = m_mean;
    switch (m_kind) {
    case Kind::Fixed:
        break;
    case Kind::Uniform:
        x = m_min + simrandom::uniform01(key) * (m_max - m_min + 1) - 0.5;
        break;
    case Kind::Normal:
        x = m_mean + m_stddev * simrandom::standardNormal(key);
        break;
    case Kind::LogNormal: {
        // Parameters of the underlying normal from the mean and stddev of the lengths.
        const double cv2 = (m_stddev / m_mean) * (m_stddev / m_mean);
        const double sigma2 = std::log1p(cv2);
        const double mu = std::log(m_mean) - 0.5 * sigma2;
        x = std::exp(mu + std::sqrt(sigma2) * simrandom::standardNormal(key));
        break;
    }
    case Kind::Exponential:
        x = -m_mean * std::log(1.0 - simrandom::uniform01(key));
        break;
    }
    if (!(x >= m_min)) // also catches NaN
        return m_min;
    if (x >= m_max)
        return m_max;
    return std::clamp(int(std::lround(x)), m_min, m_max);
}

} // namespace llmcap
