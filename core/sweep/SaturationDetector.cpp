#include "sweep/SaturationDetector.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace llmcap {

namespace {

double mean(const std::vector<double> &v)
{
    return v.empty() ? 0.0 : std::accumulate(v.begin(), v.end(), 0.0) / double(v.size());
}

// A significant slope that also moves the series by at least `floor` and by a tenth of its mean
// over the window; a statistically real but negligible drift is not saturation.
bool growsMaterially(const Trend &t, const std::vector<double> &series, double windowSec,
                     double floor)
{
    const double growth = t.slope * windowSec;
    return t.significantlyPositive && growth >= std::max(floor, 0.1 * mean(series));
}

// The scatter of a series around its fitted line: the slope's standard error is
// sqrt(s^2 / Sxx), so s^2 = se^2 Sxx.
double residualVariance(const std::vector<double> &x, const Trend &t)
{
    if (x.size() < 3)
        return 0.0;
    const double mx = mean(x);
    double sxx = 0;
    for (double v : x)
        sxx += (v - mx) * (v - mx);
    return t.standardError * t.standardError * sxx;
}

} // namespace

SaturationVerdict SaturationDetector::evaluate(const SaturationInput &in, const Options &options)
{
    SaturationVerdict v;
    const QLocale loc;
    v.inFlightTrend = TrendTest::fit(in.sampleTimeSec, in.inFlight, options.confidence);
    v.ttftTrend = TrendTest::fit(in.requestTimeSec, in.ttftMs, options.confidence);
    if (!in.serverWaiting.empty())
        v.waitingTrend = TrendTest::fit(in.sampleTimeSec, in.serverWaiting, options.confidence);

    // Counts of requests (in flight, waiting) fluctuate: by the square root of their level when
    // arrivals are Poisson, more when requests queue. Growth within a few standard deviations
    // of the difference of two samples is noise, however "significant" the slope of
    // autocorrelated samples looks.
    const auto countFloor = [&](const std::vector<double> &series, const Trend &trend) {
        const double variance = std::max(mean(series), residualVariance(in.sampleTimeSec, trend));
        return std::max(1.0, options.countNoiseZ * std::sqrt(2.0 * std::max(0.0, variance)));
    };
    const bool inFlightGrows = growsMaterially(v.inFlightTrend, in.inFlight, in.windowSec,
                                               countFloor(in.inFlight, v.inFlightTrend));
    const bool ttftGrows = growsMaterially(v.ttftTrend, in.ttftMs, in.windowSec, 1.0);

    if (in.windowSec >= options.minWindowSec && inFlightGrows && ttftGrows)
        v.reasons << tr("in-flight requests and TTFT both rise through the window (+%1 "
                        "requests/s, +%2 ms/s)")
                         .arg(loc.toString(v.inFlightTrend.slope, 'f', 2),
                              loc.toString(v.ttftTrend.slope, 'f', 1));

    if (in.offeredRps > 0 && in.completedRps < in.offeredRps * (1.0 - options.backlogTolerance) &&
        inFlightGrows)
        v.reasons << tr("offered %1 req/s but completed %2 req/s, with a growing backlog")
                         .arg(loc.toString(in.offeredRps, 'f', 2),
                              loc.toString(in.completedRps, 'f', 2));

    if (!in.serverWaiting.empty() && growsMaterially(v.waitingTrend, in.serverWaiting, in.windowSec,
                                                     countFloor(in.serverWaiting, v.waitingTrend)))
        v.reasons << tr("the server's waiting queue grows without recovering (+%1 requests/s)")
                         .arg(loc.toString(v.waitingTrend.slope, 'f', 2));

    v.saturated = !v.reasons.isEmpty();
    return v;
}

} // namespace llmcap
