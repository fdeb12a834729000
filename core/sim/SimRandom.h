#pragma once

#include <QtGlobal>

#include <cmath>

namespace llmcap {

// Small, portable and fully deterministic hashing and random helpers for the simulator (the
// standard library's distributions differ between implementations; these never do).
namespace simrandom {

// SplitMix64 finaliser: a good 64-bit mix of x.
inline quint64 mix(quint64 x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

inline quint64 combine(quint64 a, quint64 b)
{
    return mix(a ^ (mix(b) + 0x632be59bd9b4e019ULL + (a << 6) + (a >> 2)));
}

// Uniform in [0, 1) from a 64-bit key.
inline double uniform01(quint64 key)
{
    return double(mix(key) >> 11) * (1.0 / 9007199254740992.0);
}

// Standard normal from a key (Box-Muller on two derived uniforms).
inline double standardNormal(quint64 key)
{
    const double u1 = 1.0 - uniform01(combine(key, 1)); // (0, 1]
    const double u2 = uniform01(combine(key, 2));
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
}

} // namespace simrandom

} // namespace llmcap
