#include "sweep/AttainmentFit.h"

#include <boost/math/distributions/students_t.hpp>

#include <algorithm>
#include <cmath>

namespace llmcap {

namespace {

double logistic(double eta)
{
    return 1.0 / (1.0 + std::exp(-eta));
}

double logit(double p)
{
    return std::log(p / (1.0 - p));
}

constexpr double kTiny = 1e-12;
constexpr int kMaxIterations = 100;
constexpr double kMaxSlope = 1e3; // beyond it the misses separate completely: no curve to fit

} // namespace

AttainmentFit AttainmentFit::fit(const std::vector<FitPoint> &points)
{
    AttainmentFit f;
    std::vector<double> x, y, w; // ln rate, miss share, prior weight n / dispersion
    double misses = 0, n = 0;
    for (const FitPoint &p : points) {
        if (!(p.rateRps > 0) || !(p.n > 0) || p.misses < 0 || p.misses > p.n)
            continue;
        x.push_back(std::log(p.rateRps));
        y.push_back(p.misses / p.n);
        w.push_back(p.n / std::max(1.0, p.dispersion));
        misses += p.misses;
        n += p.n;
    }
    f.m_points = int(x.size());
    // A curve needs two parameters and one degree of freedom for the scale, misses somewhere
    // and hits somewhere, and more than one rate.
    if (f.m_points < 3 || misses <= 0 || misses >= n ||
        *std::max_element(x.begin(), x.end()) - *std::min_element(x.begin(), x.end()) <= 0)
        return f;

    double a = logit(std::clamp(misses / n, 1e-6, 1 - 1e-6));
    double b = 0;
    double s0 = 0, s1 = 0, s2 = 0; // the information matrix at the last iteration
    bool converged = false;
    for (int it = 0; it < kMaxIterations && !converged; ++it) {
        double t0 = 0, t1 = 0;
        s0 = s1 = s2 = 0;
        for (size_t i = 0; i < x.size(); ++i) {
            const double eta = a + b * x[i];
            const double p = logistic(eta);
            const double v = std::max(kTiny, p * (1 - p));
            const double wi = w[i] * v;
            const double z = eta + (y[i] - p) / v;
            s0 += wi;
            s1 += wi * x[i];
            s2 += wi * x[i] * x[i];
            t0 += wi * z;
            t1 += wi * x[i] * z;
        }
        const double det = s0 * s2 - s1 * s1;
        if (!(det > 0))
            return f;
        const double na = (s2 * t0 - s1 * t1) / det;
        const double nb = (s0 * t1 - s1 * t0) / det;
        if (!std::isfinite(na) || !std::isfinite(nb) || std::abs(nb) > kMaxSlope)
            return f;
        converged = std::abs(na - a) + std::abs(nb - b) < 1e-10 * (1 + std::abs(a) + std::abs(b));
        a = na;
        b = nb;
    }
    if (!converged)
        return f;

    // Covariance at the solution, scaled by the spread of the steps around the curve.
    s0 = s1 = s2 = 0;
    double pearson = 0;
    for (size_t i = 0; i < x.size(); ++i) {
        const double p = logistic(a + b * x[i]);
        const double v = std::max(kTiny, p * (1 - p));
        s0 += w[i] * v;
        s1 += w[i] * v * x[i];
        s2 += w[i] * v * x[i] * x[i];
        pearson += w[i] * (y[i] - p) * (y[i] - p) / v;
    }
    const double det = s0 * s2 - s1 * s1;
    if (!(det > 0))
        return f;
    f.m_phi = std::max(1.0, pearson / double(f.m_points - 2));
    f.m_a = a;
    f.m_b = b;
    f.m_saa = f.m_phi * s2 / det;
    f.m_sab = -f.m_phi * s1 / det;
    f.m_sbb = f.m_phi * s0 / det;
    f.m_ok = true;
    return f;
}

double AttainmentFit::missShare(double rateRps) const
{
    return m_ok && rateRps > 0 ? logistic(m_a + m_b * std::log(rateRps)) : 0;
}

std::optional<double> AttainmentFit::rateAt(double allowedShare) const
{
    if (!m_ok || !(m_b > 0) || !(allowedShare > 0 && allowedShare < 1))
        return std::nullopt;
    return std::exp((logit(allowedShare) - m_a) / m_b);
}

std::optional<std::pair<double, double>>
AttainmentFit::interval(double allowedShare, double confidence, double loRps, double hiRps) const
{
    if (!rateAt(allowedShare) || !(confidence > 0 && confidence < 1) || !(loRps > 0) ||
        !(hiRps > loRps))
        return std::nullopt;
    // Student's t on the fit's degrees of freedom even when the steps spread no more than their
    // counts say: a dozen steps cannot rule out a wider spread (the rare long busy periods a
    // short step misses), and the binomial scale would claim they did.
    const double t = boost::math::quantile(
        boost::math::students_t_distribution<double>(std::max(1, degreesOfFreedom())),
        0.5 + confidence / 2);
    const double target = logit(allowedShare);
    // The pointwise band of the curve, a + b x +- t sd(a + b x), on a fine grid of x = ln rate:
    // the boundary is not below the first rate where the band's upper edge reaches the target,
    // and not above the last rate where its lower edge is still under it. Where the slope is
    // clearly positive this is Fieller's interval; where it is not, the interval stays bounded
    // by the rates the steps ran at instead of becoming unbounded.
    constexpr int kGrid = 2000;
    const double x0 = std::log(loRps), x1 = std::log(hiRps);
    double lower = loRps, upper = hiRps;
    bool lowerFound = false;
    for (int i = 0; i <= kGrid; ++i) {
        const double x = x0 + (x1 - x0) * i / kGrid;
        const double eta = m_a + m_b * x;
        const double sd = std::sqrt(std::max(0.0, m_saa + 2 * x * m_sab + x * x * m_sbb));
        if (!lowerFound && eta + t * sd >= target) {
            lower = std::exp(x);
            lowerFound = true;
        }
        if (eta - t * sd <= target)
            upper = std::exp(x);
    }
    return std::make_pair(lower, std::max(lower, upper));
}

} // namespace llmcap
