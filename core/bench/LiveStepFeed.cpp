#include "bench/LiveStepFeed.h"

namespace llmcap {

LiveStepFeed::LiveStepFeed(double rateWindowS)
    : m_windowS(rateWindowS)
{}

void LiveStepFeed::reset()
{
    m_history.clear();
    m_outputTokens = 0;
    m_lastT = -1;
    m_records = 0;
    m_samples = 0;
}

LiveStepFeed::Batch LiveStepFeed::take(const LoadProgress &progress,
                                       const std::vector<RequestRecord> &records,
                                       const std::vector<ServerMetricsSample> &samples)
{
    Batch b;
    if (qsizetype(records.size()) < m_records || qsizetype(samples.size()) < m_samples)
        reset(); // another runner's buffers
    for (qsizetype i = m_records; i < qsizetype(records.size()); ++i)
        if (records[size_t(i)].succeeded())
            m_outputTokens += double(records[size_t(i)].outputTokens());
    m_records = qsizetype(records.size());
    for (qsizetype i = m_samples; i < qsizetype(samples.size()); ++i) {
        const ServerMetricsSample &s = samples[size_t(i)];
        const double t = double(s.tNs) / 1e9;
        if (s.waiting >= 0)
            b.serverWaiting.append({t, s.waiting});
        if (s.kvUsage >= 0)
            b.kvUsagePct.append({t, 100.0 * s.kvUsage});
    }
    m_samples = qsizetype(samples.size());

    const double t = progress.elapsedS;
    if (progress.phase == LoadProgress::Phase::NotStarted || t <= m_lastT)
        return b;
    m_lastT = t;
    // Offered: requests that were due (sent or held back by the in-flight cap).
    const Snapshot now{t, progress.dispatched + progress.waiting, progress.finished,
                       m_outputTokens};
    m_history.push_back(now);
    while (m_history.size() > 2 && m_history[1].t <= t - m_windowS)
        m_history.pop_front();
    b.inFlight.append({t, double(progress.inFlight)});
    const Snapshot &from = m_history.front();
    const double dt = t - from.t;
    if (dt >= 0.25 * m_windowS) {
        b.offeredRps.append({t, double(now.offered - from.offered) / dt});
        b.completedRps.append({t, double(now.finished - from.finished) / dt});
        b.outputTokensPerS.append({t, (now.outputTokens - from.outputTokens) / dt});
    }
    return b;
}

} // namespace llmcap
