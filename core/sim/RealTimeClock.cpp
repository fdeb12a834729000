#include "sim/RealTimeClock.h"

#include <thread>

namespace llmcap {

RealTimeClock::RealTimeClock(double speed)
    : m_speed(speed > 0 ? speed : 1.0)
    , m_origin(std::chrono::steady_clock::now())
{}

double RealTimeClock::nowSec() const
{
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - m_origin;
    return elapsed.count() * m_speed;
}

void RealTimeClock::advanceTo(double simSec)
{
    std::this_thread::sleep_until(wallTimeOf(simSec));
}

RealTimeClock::WallTime RealTimeClock::wallTimeOf(double simSec) const
{
    return m_origin + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                          std::chrono::duration<double>(simSec / m_speed));
}

} // namespace llmcap
