#pragma once

#include <optional>
#include <utility>
#include <vector>

namespace llmcap {

// One step's count of one SLO constraint, as the fit takes it: the offered rate, n judged,
// misses of them, and the dispersion of the misses measured within the step (1: binomial).
struct FitPoint
{
    double rateRps = 0;
    double n = 0;
    double misses = 0;
    double dispersion = 1;
};

// The share of requests that miss one SLO constraint as a function of the offered rate, fitted
// over every step of a sweep: logit(miss share) = a + b ln(rate), a quasi-binomial regression
// (iteratively reweighted least squares). Each step weighs n / dispersion, so misses that come
// in bursts within a step count for less; the spread of the steps around the curve (Pearson
// X^2 over its degrees of freedom, at least 1) scales the covariance, so between-step variance
// that no single step shows widens the interval too. The rate at which the miss share reaches
// what the SLO allows, and its interval, come from inverting the curve (Fieller's theorem: the
// bioassay problem of the dose for a target response). Pure arithmetic; see BoundaryEstimate.
class AttainmentFit
{
public:
    static AttainmentFit fit(const std::vector<FitPoint> &points);

    bool ok() const { return m_ok; }
    double intercept() const { return m_a; }
    double slope() const { return m_b; } // per unit of ln(rate); > 0 when misses grow with rate
    double dispersion() const { return m_phi; } // between-step scale, >= 1
    int points() const { return m_points; }
    int degreesOfFreedom() const { return m_points - 2; }

    double missShare(double rateRps) const;
    // The rate where the fitted miss share equals allowedShare; nullopt without a positive slope.
    std::optional<double> rateAt(double allowedShare) const;
    // The interval for that rate at a two-sided confidence, within [loRps, hiRps] (the rates the
    // steps ran at): Fieller's where the slope is clearly positive; see the .cpp.
    std::optional<std::pair<double, double>> interval(double allowedShare, double confidence,
                                                      double loRps, double hiRps) const;

private:
    bool m_ok = false;
    double m_a = 0;
    double m_b = 0;
    double m_saa = 0; // covariance of (a, b), scaled by m_phi
    double m_sab = 0;
    double m_sbb = 0;
    double m_phi = 1;
    int m_points = 0;
};

} // namespace llmcap
