#pragma once

#include <vector>

namespace llmcap {

// Least-squares slope of y over x with a one-sided t-test for "the slope is positive"
// (GuideLLM's over-saturation check, domain reference §6).
struct Trend
{
    double slope = 0;
    double standardError = 0;
    double tStatistic = 0;
    int samples = 0;
    bool significantlyPositive = false;
};

class TrendTest
{
public:
    static Trend fit(const std::vector<double> &x, const std::vector<double> &y,
                     double confidence = 0.95);
    // The one-sided critical value of Student's t with the given degrees of freedom.
    static double criticalT(double confidence, int degreesOfFreedom);
};

} // namespace llmcap
