#pragma once

namespace llmcap {

// Simulated time in seconds as a driver of SimEngine advances it.
class Clock
{
public:
    virtual ~Clock() = default;
    virtual double nowSec() const = 0;
    // Returns once simulated time has reached simSec (at once when it already has).
    virtual void advanceTo(double simSec) = 0;
};

// Time that jumps: a simulation runs as fast as the CPU allows.
class VirtualClock : public Clock
{
public:
    double nowSec() const override { return m_now; }
    void advanceTo(double simSec) override
    {
        if (simSec > m_now)
            m_now = simSec;
    }

private:
    double m_now = 0;
};

} // namespace llmcap
