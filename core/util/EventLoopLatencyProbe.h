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

    explicit EventLoopLatencyProbe(QObject *parent = nullptr);

    void start();
    void stop();
    bool isRunning() const { return m_running; }
    Summary summary() const;
    // The summary of the first `count` samples only: take sampleCount() at a moment of interest
    // (cheap, while the loop is measured) and summarize later (sorting millions of samples on the
    // measured loop would itself stall it).
    Summary summary(qsizetype count) const;
    qsizetype sampleCount() const { return qsizetype(m_delaysMs.size()); }
    void reset();

private:
    void post();

    bool m_running = false;
    QElapsedTimer m_clock;
    qint64 m_postedNs = 0;
    std::vector<double> m_delaysMs;
};

} // namespace llmcap
