#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

namespace llmcap {

// The q-quantile (0 <= q <= 1) of a sample by linear interpolation between order statistics
// (Hyndman and Fan's type 7, the default of R and NumPy); 0 for an empty sample.
inline double sampleQuantile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const double pos = std::clamp(q, 0.0, 1.0) * double(v.size() - 1);
    const std::size_t lo = std::size_t(std::floor(pos));
    const std::size_t hi = std::min(v.size() - 1, lo + 1);
    return v[lo] + (pos - double(lo)) * (v[hi] - v[lo]);
}

// The median as the element at index size / 2 of the sorted sample (the upper median for an
// even size; no interpolation), found in linear time; 0 for an empty sample.
inline double upperMedian(std::vector<double> v)
{
    if (v.empty())
        return 0;
    const auto mid = v.begin() + std::ptrdiff_t(v.size() / 2);
    std::nth_element(v.begin(), mid, v.end());
    return *mid;
}

} // namespace llmcap
