#pragma once

#include <QString>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

// Tells a real-time test whether this process got the CPU when it asked for it (issue 37: on a
// loaded machine a live run's attainment measures the load, not the code). A thread sleeps 1
// ms at a time for as long as the probe lives and records how late each wake-up came; a run
// whose wake-ups came late by more than kStarvedP99Ms at p99 (or kStarvedMaxMs at most) was
// starved, and a comparison that failed then says "starved" rather than "wrong". On an idle
// two-core machine the p99 is 0.1-0.2 ms.
class StarvationProbe
{
public:
    static constexpr double kStarvedP99Ms = 5;
    static constexpr double kStarvedMaxMs = 200;

    StarvationProbe()
        : m_thread([this] { run(); })
    {}
    ~StarvationProbe() { stop(); }
    StarvationProbe(const StarvationProbe &) = delete;
    StarvationProbe &operator=(const StarvationProbe &) = delete;

    // Ends the probe (idempotent); the figures below are then final.
    void stop()
    {
        m_stop = true;
        if (m_thread.joinable())
            m_thread.join();
    }
    double p99LateMs() const { return quantile(0.99); }
    double maxLateMs() const { return quantile(1.0); }
    std::size_t wakeUps() const { return m_lateMs.size(); }
    bool starved() const { return p99LateMs() > kStarvedP99Ms || maxLateMs() > kStarvedMaxMs; }
    QString text() const
    {
        return QStringLiteral("%1 wake-ups of a 1 ms sleep came late by %2 ms at p99, %3 ms at "
                              "most")
            .arg(wakeUps())
            .arg(p99LateMs(), 0, 'f', 2)
            .arg(maxLateMs(), 0, 'f', 1);
    }

private:
    void run()
    {
        using Clock = std::chrono::steady_clock;
        while (!m_stop) {
            const auto asked = Clock::now() + std::chrono::milliseconds(1);
            std::this_thread::sleep_until(asked);
            const double late =
                std::chrono::duration<double, std::milli>(Clock::now() - asked).count();
            m_lateMs.push_back(std::max(0.0, late));
        }
    }
    double quantile(double q) const
    {
        if (m_lateMs.empty() || m_thread.joinable())
            return 0;
        std::vector<double> v = m_lateMs;
        const std::size_t at = std::min(v.size() - 1, std::size_t(q * double(v.size() - 1)));
        std::nth_element(v.begin(), v.begin() + std::ptrdiff_t(at), v.end());
        return v[at];
    }

    std::atomic<bool> m_stop{false};
    std::vector<double> m_lateMs;
    std::thread m_thread;
};
