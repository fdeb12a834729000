#include "telemetry/LatencyUnitDetector.h"

#include "util/SampleQuantile.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace llmcap {

namespace {
// Intervals shorter than this say little about the unit: timestamps carry milliseconds.
constexpr double kMinComparableS = 0.005;
// A value within this factor of the interval counts as that unit: the two unit readings are
// 1000x apart, so a factor of 3 either way cannot confuse them.
constexpr double kMatchFactor = 3.0;
// Without timestamps: an LLM call's median latency above a minute, or a median time to first
// token above 30 s, is taken for milliseconds.
constexpr double kMaxPlausibleMedianLatencyS = 60.0;
constexpr double kMaxPlausibleMedianTtftS = 30.0;
constexpr size_t kMagnitudeSamples = 20000;

} // namespace

void LatencyUnitDetector::compare(double value, double timestampsS)
{
    if (timestampsS < kMinComparableS || !(value > 0))
        return;
    ++m_comparisons;
    const double ratio = value / timestampsS;
    if (ratio > 1 / kMatchFactor && ratio < kMatchFactor)
        ++m_secondsVotes;
    else if (ratio > 1000 / kMatchFactor && ratio < 1000 * kMatchFactor)
        ++m_millisecondsVotes;
}

void LatencyUnitDetector::addLatency(double value, double timestampsS, bool generation)
{
    if (std::isnan(value))
        return;
    compare(value, timestampsS);
    if (generation && !m_latenciesAreGenerations) {
        m_latencies.clear();
        m_latenciesAreGenerations = true;
    }
    if ((generation || !m_latenciesAreGenerations) && m_latencies.size() < kMagnitudeSamples)
        m_latencies.push_back(value);
}

void LatencyUnitDetector::addTtft(double value, double timestampsS)
{
    if (std::isnan(value))
        return;
    compare(value, timestampsS);
    if (m_ttfts.size() < kMagnitudeSamples)
        m_ttfts.push_back(value);
}

LatencyUnitDetector::Unit LatencyUnitDetector::decide(QString *reason) const
{
    const QLocale locale;
    if (m_secondsVotes + m_millisecondsVotes > 0 && m_secondsVotes != m_millisecondsVotes) {
        const bool seconds = m_secondsVotes > m_millisecondsVotes;
        if (reason)
            *reason = (seconds ? tr("latency and time_to_first_token matched the timestamps "
                                    "as seconds in %1 of %2 records compared")
                               : tr("latency and time_to_first_token matched the timestamps "
                                    "as milliseconds in %1 of %2 records compared"))
                          .arg(locale.toString(seconds ? m_secondsVotes : m_millisecondsVotes),
                               locale.toString(m_comparisons));
        return seconds ? Unit::Seconds : Unit::Milliseconds;
    }
    if (m_latencies.empty() && m_ttfts.empty()) {
        if (reason)
            *reason = tr("no latency or time_to_first_token values");
        return Unit::None;
    }
    const bool byLatency = !m_latencies.empty();
    const double m = byLatency ? upperMedian(m_latencies) : upperMedian(m_ttfts);
    const bool milliseconds =
        m > (byLatency ? kMaxPlausibleMedianLatencyS : kMaxPlausibleMedianTtftS);
    if (reason) {
        const QString field =
            byLatency ? QStringLiteral("latency") : QStringLiteral("time_to_first_token");
        *reason = (milliseconds ? tr("no timestamps to compare with; the median %1, %2, is "
                                     "too long for seconds")
                                : tr("no timestamps to compare with; the median %1, %2, is "
                                     "plausible in seconds"))
                      .arg(field, locale.toString(m, 'g', 4));
    }
    return milliseconds ? Unit::Milliseconds : Unit::Seconds;
}

} // namespace llmcap
