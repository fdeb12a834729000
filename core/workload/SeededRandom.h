#pragma once

#include <QtGlobal>

#include <cmath>

namespace llmcap {

// A reproducible random stream: xoshiro256** (Blackman and Vigna) seeded through SplitMix64,
// with our own conversions, because the standard library's distributions may differ between
// implementations and a seed must give the same requests on every machine. Cheap to create, so
// every request can have its own stream derived from the run's seed and its index.
class SeededRandom
{
public:
    explicit SeededRandom(quint64 seed)
    {
        for (int i = 0; i < 4; ++i)
            m_state[i] = derive(seed, quint64(i));
    }

    quint64 next()
    {
        const quint64 result = rotl(m_state[1] * 5, 7) * 9;
        const quint64 t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }
    // Uniform in [0, 1).
    double uniform() { return double(next() >> 11) * 0x1.0p-53; }
    // Uniform in (0, 1], safe for log().
    double uniformOpen() { return 1.0 - uniform(); }
    // Uniform integer in [lo, hi].
    qint64 between(qint64 lo, qint64 hi) { return lo + qint64(uniform() * double(hi - lo + 1)); }
    double exponential(double mean = 1.0) { return -std::log(uniformOpen()) * mean; }
    // Standard normal (Box-Muller, one value per call for simplicity).
    double normal()
    {
        const double u1 = uniformOpen();
        const double u2 = uniform();
        return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
    }
    // Gamma(shape, scale) by Marsaglia and Tsang (2000); shape < 1 by the boost u^(1/shape).
    double gamma(double shape, double scale)
    {
        if (shape < 1.0)
            return gamma(shape + 1.0, scale) * std::pow(uniformOpen(), 1.0 / shape);
        const double d = shape - 1.0 / 3.0;
        const double c = 1.0 / std::sqrt(9.0 * d);
        while (true) {
            double x = 0;
            double v = 0;
            do {
                x = normal();
                v = 1.0 + c * x;
            } while (v <= 0);
            v = v * v * v;
            const double u = uniformOpen();
            if (std::log(u) < 0.5 * x * x + d - d * v + d * std::log(v))
                return d * v * scale;
        }
    }

    // Derives an independent seed for a named sub-stream (SplitMix64 finaliser).
    static quint64 derive(quint64 seed, quint64 stream)
    {
        quint64 z = seed + 0x9e3779b97f4a7c15ULL * (stream + 1);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

private:
    static quint64 rotl(quint64 x, int k) { return (x << k) | (x >> (64 - k)); }

    quint64 m_state[4];
};

} // namespace llmcap
