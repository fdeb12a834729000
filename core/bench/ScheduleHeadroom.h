#pragma once

#include <QtGlobal>

#include <atomic>

namespace llmcap {

struct LoadProgress;

// The client's own headroom while it sends (issue 37): per second of sending (longer until ten
// requests were sent), the share of requests sent later than the lag bound, the share that had
// waited for the in-flight cap, and the share of one core the load thread used. noteSent() runs on
// the load thread only (one clock_gettime per second, nothing per request but counts); fill() may
// be called from any thread.
class ScheduleHeadroom
{
public:
    explicit ScheduleHeadroom(double lateBoundMs)
        : m_lateBoundNs(lateBoundMs * 1e6)
    {}

    void noteSent(qint64 sentNs, qint64 lagNs, bool waitedForCap);
    // Sets progress's recentLateShare, recentCappedShare and loadThreadCpuShare.
    void fill(LoadProgress &progress) const;

private:
    const double m_lateBoundNs;
    // Load thread only: the second being tallied.
    qint64 m_startNs = -1, m_cpuNs = 0, m_sent = 0, m_late = 0, m_capped = 0;
    // Published once a second.
    std::atomic<int> m_latePermille{0}, m_cappedPermille{0}, m_cpuPermille{-1};
};

} // namespace llmcap
