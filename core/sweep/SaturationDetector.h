#pragma once

#include "sweep/TrendTest.h"

#include <QCoreApplication>
#include <QStringList>

#include <vector>

namespace llmcap {

// Samples of one step's measurement window, as plain series.
struct SaturationInput
{
    // Client view, sampled regularly (about once a second): requests in flight, including those
    // waiting behind the client's in-flight cap.
    std::vector<double> sampleTimeSec;
    std::vector<double> inFlight;
    // Server view at the same instants (num_requests_waiting); empty when not scraped.
    std::vector<double> serverWaiting;
    // Per successful request: scheduled send time and TTFT.
    std::vector<double> requestTimeSec;
    std::vector<double> ttftMs;
    double offeredRps = 0;
    double completedRps = 0;
    double windowSec = 0;
};

struct SaturationVerdict
{
    bool saturated = false;
    QStringList reasons; // one sentence per sign found
    Trend inFlightTrend;
    Trend ttftTrend;
    Trend waitingTrend;
};

// Signs that offered load exceeds what the replica sustains (domain reference §6): in-flight
// requests and TTFT both rising (GuideLLM), offered above completed with a growing backlog, the
// server queue growing without recovery. A trend counts only when it is statistically positive
// (95 %, one-sided t-test) and large enough to matter over the window.
class SaturationDetector
{
    Q_DECLARE_TR_FUNCTIONS(SaturationDetector)

public:
    struct Options
    {
        double minWindowSec = 30; // GuideLLM waits at least 30 s before trusting slopes
        double confidence = 0.95;
        double backlogTolerance = 0.05; // completed may trail offered by this share
        // A count (in flight, waiting) must grow by more than this many standard deviations of
        // the difference between two of its samples, sqrt(2 var), the variance being the larger
        // of its mean (Poisson) and the scatter around its trend (queueing adds variance).
        double countNoiseZ = 2.5; // one-sided, about 99.4 %
    };

    static SaturationVerdict evaluate(const SaturationInput &input, const Options &options);
    static SaturationVerdict evaluate(const SaturationInput &input)
    {
        return evaluate(input, Options{});
    }
};

} // namespace llmcap
