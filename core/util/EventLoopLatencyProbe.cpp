#include "util/EventLoopLatencyProbe.h"

#include <QTimer>

#include <algorithm>

namespace llmcap {

EventLoopLatencyProbe::EventLoopLatencyProbe(QObject *parent)
    : QObject(parent)
{
    m_clock.start();
}

void EventLoopLatencyProbe::start()
{
    if (m_running)
        return;
    m_running = true;
    post();
}

void EventLoopLatencyProbe::stop()
{
    m_running = false;
}

void EventLoopLatencyProbe::reset()
{
    m_delaysMs.clear();
    m_postedAtNs.clear();
}

void EventLoopLatencyProbe::post()
{
    m_postedNs = m_clock.nsecsElapsed();
    QTimer::singleShot(m_intervalMs, Qt::PreciseTimer, this, [this] {
        const qint64 dueNs = m_postedNs + qint64(m_intervalMs) * 1'000'000;
        m_delaysMs.push_back(double(std::max<qint64>(0, m_clock.nsecsElapsed() - dueNs)) / 1e6);
        m_postedAtNs.push_back(dueNs);
        if (m_running)
            post();
    });
}

EventLoopLatencyProbe::Summary EventLoopLatencyProbe::summary() const
{
    return summary(sampleCount());
}

EventLoopLatencyProbe::Summary EventLoopLatencyProbe::summary(qsizetype count) const
{
    Summary s;
    s.samples = std::clamp<qsizetype>(count, 0, sampleCount());
    if (s.samples == 0)
        return s;
    std::vector<double> sorted(m_delaysMs.begin(), m_delaysMs.begin() + s.samples);
    std::sort(sorted.begin(), sorted.end());
    auto at = [&](double q) {
        return sorted[std::min(sorted.size() - 1, size_t(q * double(sorted.size())))];
    };
    s.p50Ms = at(0.50);
    s.p99Ms = at(0.99);
    s.maxMs = sorted.back();
    return s;
}

EventLoopLatencyProbe::SlotSummary EventLoopLatencyProbe::slotSummary(double slotMs, double boundMs,
                                                                      qsizetype count) const
{
    SlotSummary s;
    const qsizetype n = std::clamp<qsizetype>(count, 0, sampleCount());
    if (n == 0 || !(slotMs > 0))
        return s;
    const qint64 slotNs = std::max<qint64>(1, qint64(slotMs * 1e6));
    const qint64 firstNs = m_postedAtNs.front();
    std::vector<double> worst;
    for (qsizetype i = 0; i < n; ++i) {
        const qint64 from = m_postedAtNs[size_t(i)] - firstNs;
        const qint64 to = from + qint64(m_delaysMs[size_t(i)] * 1e6);
        const size_t last = size_t(to / slotNs);
        if (worst.size() <= last)
            worst.resize(last + 1, 0.0);
        for (size_t slot = size_t(from / slotNs); slot <= last; ++slot)
            worst[slot] = std::max(worst[slot], m_delaysMs[size_t(i)]);
    }
    s.slots = qsizetype(worst.size());
    s.slotsOver = std::count_if(worst.begin(), worst.end(), [&](double d) { return d > boundMs; });
    std::sort(worst.begin(), worst.end());
    auto at = [&](double q) {
        return worst[std::min(worst.size() - 1, size_t(q * double(worst.size())))];
    };
    s.p50Ms = at(0.50);
    s.p99Ms = at(0.99);
    s.maxMs = worst.back();
    return s;
}

} // namespace llmcap
