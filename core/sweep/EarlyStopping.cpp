#include "sweep/EarlyStopping.h"

#include <boost/math/distributions/binomial.hpp>

namespace llmcap {

namespace {

// P[X <= k] for X ~ Binomial(n, p).
double cdf(qint64 n, qint64 k, double p)
{
    if (k < 0)
        return 0.0;
    if (k >= n)
        return 1.0;
    return boost::math::cdf(boost::math::binomial_distribution<double>(double(n), p), double(k));
}

} // namespace

EarlyStopping::Decision EarlyStopping::decide(qint64 n, qint64 misses, double target,
                                              double confidence)
{
    if (n <= 0 || target <= 0.0 || target >= 1.0)
        return Decision::Undecided;
    const double missRate = 1.0 - target;
    const double alpha = 1.0 - confidence;
    if (cdf(n, misses, missRate) <= alpha)
        return Decision::Pass;
    if (1.0 - cdf(n, misses - 1, missRate) <= alpha)
        return Decision::Fail;
    return Decision::Undecided;
}

qint64 EarlyStopping::requestsNeededToPass(qint64 misses, double target, double confidence,
                                           qint64 limit)
{
    if (target <= 0.0 || target >= 1.0)
        return -1;
    const double missRate = 1.0 - target;
    const double alpha = 1.0 - confidence;
    // cdf(n, misses) falls as n grows: find the first n where it is <= alpha.
    qint64 lo = misses + 1;
    qint64 hi = lo;
    while (cdf(hi, misses, missRate) > alpha) {
        if (hi >= limit)
            return -1;
        hi = std::min(limit, hi * 2);
    }
    while (lo < hi) {
        const qint64 mid = lo + (hi - lo) / 2;
        if (cdf(mid, misses, missRate) <= alpha)
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

} // namespace llmcap
