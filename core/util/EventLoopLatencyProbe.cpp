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
}

void EventLoopLatencyProbe::post()
{
    m_postedNs = m_clock.nsecsElapsed();
    QTimer::singleShot(m_intervalMs, Qt::PreciseTimer, this, [this] {
        const qint64 dueNs = m_postedNs + qint64(m_intervalMs) * 1'000'000;
        m_delaysMs.push_back(double(std::max<qint64>(0, m_clock.nsecsElapsed() - dueNs)) / 1e6);
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

} // namespace llmcap
