#pragma once

#include "sim/Clock.h"

#include <chrono>

namespace llmcap {

// Simulated time that follows the wall clock (steady clock), speed simulated seconds per
// wall-clock second: speed 10 runs ten times faster than real time. Simulated time 0 is the
// moment of construction (or restart()).
class RealTimeClock : public Clock
{
public:
    using WallTime = std::chrono::steady_clock::time_point;

    explicit RealTimeClock(double speed = 1.0);

    double speed() const { return m_speed; }
    void restart() { m_origin = std::chrono::steady_clock::now(); }

    double nowSec() const override;
    // Sleeps the calling thread until the wall-clock moment of simSec.
    void advanceTo(double simSec) override;

    WallTime wallTimeOf(double simSec) const;
    // Simulated seconds as wall-clock seconds (simSec / speed).
    double toWallSec(double simSec) const { return simSec / m_speed; }

private:
    double m_speed;
    WallTime m_origin;
};

} // namespace llmcap
