#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace llmcap {

// A distribution of token counts (the simulator's output lengths), sampled deterministically
// from a 64-bit key. JSON form, as in the presets:
//   {"distribution": "fixed", "mean": 128}
//   {"distribution": "uniform", "min": 16, "max": 256}
//   {"distribution": "normal" | "lognormal", "mean": 200, "stddev": 80, "min": 1, "max": 2048}
//   {"distribution": "exponential", "mean": 200, "min": 1, "max": 4096}
// Samples are rounded and clamped to [min, max] (min defaults to 1).
class LengthDistribution
{
    Q_DECLARE_TR_FUNCTIONS(LengthDistribution)

public:
    enum class Kind { Fixed, Uniform, Normal, LogNormal, Exponential };

    LengthDistribution() = default;
    static LengthDistribution fixed(int tokens);
    static Result<LengthDistribution> fromJson(const QJsonObject &json);
    QJsonObject toJson() const;

    Kind kind() const { return m_kind; }
    double mean() const { return m_mean; }
    int sample(quint64 key) const;

private:
    Kind m_kind = Kind::Fixed;
    double m_mean = 128;
    double m_stddev = 0;
    int m_min = 1;
    int m_max = 1 << 20;
};

} // namespace llmcap
