#pragma once

#include <QElapsedTimer>
#include <QObject>

#include <vector>

namespace llmcap {

// Measures how long the event loop it lives on takes to run a 0 ms timer: the delay between
// posting the timer and its callback, again and again while running. A responsive GUI keeps the
// p99 under a frame (16 ms). Used by the GUI benchmark while a sweep feeds the charts.
class EventLoopLatencyProbe : public QObject
{
    Q_OBJECT

public:
    struct Summary
    {
        qsizetype samples = 0;
        double p50Ms = 0;
        double p99Ms = 0;
        double maxMs = 0;
    };
    // The worst delay in each slot of wall time, and the distribution of those worst delays.
    struct SlotSummary
    {
        qsizetype slots = 0;
        double p50Ms = 0;
        double p99Ms = 0;
        double maxMs = 0;
        qsizetype slotsOver = 0; // slots whose worst delay was above the bound asked for
    };

    explicit EventLoopLatencyProbe(QObject *parent = nullptr);

    // 0 (the default): post the next 0 ms timer as soon as the last one ran (a busy loop, the
    // GUI benchmark's short measurement). Above 0: one timer every intervalMs, its delay being
    // how late it ran (for long measurements: a soak, at next to no CPU). Set before start().
    void setIntervalMs(int intervalMs) { m_intervalMs = intervalMs; }
    int intervalMs() const { return m_intervalMs; }

    void start();
    void stop();
    bool isRunning() const { return m_running; }
    Summary summary() const;
    // The summary of the first `count` samples only: take sampleCount() at a moment of interest
    // (cheap, while the loop is measured) and summarize later (sorting millions of samples on the
    // measured loop would itself stall it).
    Summary summary(qsizetype count) const;
    qsizetype sampleCount() const { return qsizetype(m_delaysMs.size()); }
    // Per slot of slotMs wall time (issue 20): a p99 over millions of samples hides a 200 ms
    // stall, a p99 over 100 ms slots does not. A stall counts in every slot it spans. The
    // first `count` samples, as summary(count).
    SlotSummary slotSummary(double slotMs, double boundMs, qsizetype count) const;
    SlotSummary slotSummary(double slotMs, double boundMs) const
    {
        return slotSummary(slotMs, boundMs, sampleCount());
    }
    void reset();

private:
    void post();

    bool m_running = false;
    int m_intervalMs = 0;
    QElapsedTimer m_clock;
    qint64 m_postedNs = 0;
    std::vector<double> m_delaysMs;
    std::vector<qint64> m_postedAtNs; // on m_clock, one per delay
};

} // namespace llmcap
