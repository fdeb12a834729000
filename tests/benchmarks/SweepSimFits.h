#pragma once

// The two pooled estimators bench_sweepsim prints beside the sweep's own boundary, to compare:
// a Poisson fit of a step's binding misses, log-linear in the rate, and the same with the slope
// fixed. Header-only, used by bench_sweepsim alone.
#include "VirtualStep.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace sweepsimfits {

using namespace llmcap;

// One step's binding objective: its misses against what the SLO allows.
struct MissCount
{
    double rate = 0;
    double judged = 0;
    double misses = 0;
    double allowed = 0.05; // fraction of requests that may miss
    int repeat = 0;
};

inline MissCount bindingOf(double rate, const virtualstep::Judged &j)
{
    MissCount m;
    m.rate = rate;
    double worst = -1;
    for (const ObjectiveTally &t : j.signals.objectives) {
        if (t.judged <= 0)
            continue;
        const double allowed = std::max(1e-6, 1 - t.targetPct / 100);
        const double q = double(t.misses) / double(t.judged) / allowed;
        if (q > worst) {
            worst = q;
            m.judged = double(t.judged);
            m.misses = double(t.misses);
            m.allowed = allowed;
        }
    }
    return m;
}

// Poisson regression misses ~ judged*allowed*exp(a + b*rate) by IRLS; the boundary is where the
// expected miss ratio is 1: rate = -a/b. Returns NaN when it does not converge to b > 0.
inline double pooledBoundary(const std::vector<MissCount> &steps, double lo, double hi)
{
    std::vector<MissCount> v;
    for (const MissCount &m : steps)
        if (m.rate >= lo && m.rate <= hi && m.judged > 0)
            v.push_back(m);
    if (v.size() < 3)
        return std::nan("");
    double a = 0, b = 0;
    for (int it = 0; it < 50; ++it) {
        double s00 = 0, s01 = 0, s11 = 0, g0 = 0, g1 = 0;
        for (const MissCount &m : v) {
            const double mu = m.judged * m.allowed * std::exp(a + b * m.rate);
            g0 += m.misses - mu;
            g1 += (m.misses - mu) * m.rate;
            s00 += mu;
            s01 += mu * m.rate;
            s11 += mu * m.rate * m.rate;
        }
        const double det = s00 * s11 - s01 * s01;
        if (!(std::abs(det) > 1e-12))
            return std::nan("");
        const double da = (s11 * g0 - s01 * g1) / det;
        const double db = (-s01 * g0 + s00 * g1) / det;
        a += std::clamp(da, -5.0, 5.0);
        b += std::clamp(db, -20.0, 20.0);
        if (std::abs(da) < 1e-9 && std::abs(db) < 1e-9)
            break;
    }
    if (!(b > 0))
        return std::nan("");
    return -a / b;
}

// The same with the slope fixed: misses ~ judged*allowed*exp(k*(rate/B - 1)); B solves
// sum(misses) = sum(expected), which falls monotonically in B.
inline double fixedSlopeBoundary(const std::vector<MissCount> &steps, double lo, double hi,
                                 double k)
{
    std::vector<MissCount> v;
    double misses = 0;
    for (const MissCount &m : steps)
        if (m.rate >= lo && m.rate <= hi && m.judged > 0) {
            v.push_back(m);
            misses += m.misses;
        }
    if (v.empty())
        return std::nan("");
    auto expected = [&](double b) {
        double e = 0;
        for (const MissCount &m : v)
            e += m.judged * m.allowed * std::exp(k * (m.rate / b - 1));
        return e;
    };
    double bLo = lo / 4, bHi = hi * 4;
    const double target = std::max(misses, 0.5);
    for (int it = 0; it < 100; ++it) {
        const double mid = std::sqrt(bLo * bHi);
        (expected(mid) > target ? bLo : bHi) = mid;
    }
    return std::sqrt(bLo * bHi);
}

} // namespace sweepsimfits
