#include "sweep/TrendTest.h"

#include <boost/math/distributions/students_t.hpp>

#include <cmath>
#include <limits>

namespace llmcap {

double TrendTest::criticalT(double confidence, int degreesOfFreedom)
{
    if (degreesOfFreedom < 1)
        return std::numeric_limits<double>::infinity();
    return boost::math::quantile(boost::math::students_t_distribution<double>(degreesOfFreedom),
                                 confidence);
}

Trend TrendTest::fit(const std::vector<double> &x, const std::vector<double> &y, double confidence)
{
    Trend t;
    const size_t n = std::min(x.size(), y.size());
    t.samples = int(n);
    if (n < 3)
        return t;
    double mx = 0, my = 0;
    for (size_t i = 0; i < n; ++i) {
        mx += x[i];
        my += y[i];
    }
    mx /= double(n);
    my /= double(n);
    double sxx = 0, sxy = 0;
    for (size_t i = 0; i < n; ++i) {
        sxx += (x[i] - mx) * (x[i] - mx);
        sxy += (x[i] - mx) * (y[i] - my);
    }
    if (sxx <= 0)
        return t;
    t.slope = sxy / sxx;
    const double intercept = my - t.slope * mx;
    double sse = 0;
    for (size_t i = 0; i < n; ++i) {
        const double r = y[i] - (intercept + t.slope * x[i]);
        sse += r * r;
    }
    const double variance = sse / double(n - 2);
    t.standardError = std::sqrt(variance / sxx);
    if (t.standardError == 0) {
        t.tStatistic = t.slope > 0 ? std::numeric_limits<double>::infinity() : 0;
    } else {
        t.tStatistic = t.slope / t.standardError;
    }
    t.significantlyPositive = t.slope > 0 && t.tStatistic > criticalT(confidence, int(n) - 2);
    return t;
}

} // namespace llmcap
