#include "bench/ScheduleHeadroom.h"

#include "bench/LoadGenerator.h"

#include <time.h>

#include <algorithm>

namespace llmcap {

namespace {

qint64 threadCpuNs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}

} // namespace

void ScheduleHeadroom::noteSent(qint64 sentNs, qint64 lagNs, bool waitedForCap)
{
    constexpr qint64 kSecondNs = 1'000'000'000;
    constexpr qint64 kMinSent = 10;
    if (m_startNs < 0) {
        m_startNs = sentNs;
        m_cpuNs = threadCpuNs();
    }
    ++m_sent;
    m_late += double(lagNs) > m_lateBoundNs ? 1 : 0;
    m_capped += waitedForCap ? 1 : 0;
    // A tally spans a second and ten requests at least: a client held to a few sends a second
    // by its in-flight cap (a sweep's step at one request in flight sent 3 a second, all of them
    // late) is behind too, and was never said.
    if (sentNs - m_startNs < kSecondNs || m_sent < kMinSent)
        return;
    const qint64 cpu = threadCpuNs();
    m_latePermille.store(int(1000 * m_late / m_sent), std::memory_order_relaxed);
    m_cappedPermille.store(int(1000 * m_capped / m_sent), std::memory_order_relaxed);
    m_cpuPermille.store(int(std::min<qint64>(1000, 1000 * (cpu - m_cpuNs) /
                                                       std::max<qint64>(1, sentNs - m_startNs))),
                        std::memory_order_relaxed);
    m_startNs = sentNs;
    m_cpuNs = cpu;
    m_sent = m_late = m_capped = 0;
}

void ScheduleHeadroom::fill(LoadProgress &p) const
{
    p.recentLateShare = m_latePermille.load(std::memory_order_relaxed) / 1000.0;
    p.recentCappedShare = m_cappedPermille.load(std::memory_order_relaxed) / 1000.0;
    if (const int cpu = m_cpuPermille.load(std::memory_order_relaxed); cpu >= 0)
        p.loadThreadCpuShare = cpu / 1000.0;
}

QString LoadProgress::fallingBehindText() const
{
    if (!(recentLateShare >= kBehindShare))
        return {};
    const QString late = tr("the client cannot keep its schedule: %1 % of the requests of the "
                            "last second went out late")
                             .arg(qRound(100 * recentLateShare));
    if (recentCappedShare >= kBehindShare * recentLateShare)
        return late + tr(" (%1 % had waited for the in-flight cap: the server answers more slowly "
                         "than they arrive, or --max-in-flight is too low)")
                          .arg(qRound(100 * recentCappedShare));
    if (loadThreadCpuShare >= kFullCoreShare)
        return late + tr(" (its load thread used %1 % of a core: this rate is beyond what one "
                         "client reaches on this machine; lower it or split the load)")
                          .arg(qRound(100 * loadThreadCpuShare));
    if (loadThreadCpuShare >= 0)
        return late + tr(" (its load thread used %1 % of a core: the machine gave it too little "
                         "CPU; stop other work or give the client a core of its own)")
                          .arg(qRound(100 * loadThreadCpuShare));
    return late;
}

} // namespace llmcap
