#pragma once

#include "telemetry/QuantileSketch.h"
#include "telemetry/ShapeAnalysis.h"

#include <QMap>

#include <functional>
#include <queue>
#include <vector>

namespace llmcap {

struct TelemetryRecord;
struct TelemetryRun;

// Builds a ShapeAnalysis from streams: LLM calls in start order (addCall) and runs in any
// order (addRun). The time span is fixed up front (the dataset's), so that bucket widths are
// known before the first call. Concurrency is a sweep: the ends of the calls still in flight
// wait in a min-heap, so memory follows the calls in flight. Per-minute counts (for the peak,
// the burst and growth) follow the span.
class ShapeAccumulator
{
public:
    ShapeAccumulator(qint64 firstMs, qint64 lastMs);

    void addCall(const TelemetryRecord &call); // by start: earlier calls first
    void addRun(const TelemetryRun &run);
    ShapeAnalysis finish();

    static int bucketSecondsFor(qint64 spanMs); // the smallest step giving <= kMaxPoints

private:
    qsizetype bucketOf(qint64 ms) const;
    void advanceTo(qsizetype bucket);

    qint64 m_firstMs;
    qint64 m_lastMs;
    int m_bucketS;
    qsizetype m_buckets;
    ShapeAnalysis m_a;

    std::vector<double> m_requests, m_input, m_output;
    std::vector<qint64> m_concurrency;
    std::vector<qint64> m_activeRunsDelta; // +1 at a run's first bucket, -1 after its last
    std::vector<qint32> m_perMinute;
    std::vector<float> m_tokensPerMinute;
    std::priority_queue<qint64, std::vector<qint64>, std::greater<>> m_ends;
    qsizetype m_currentBucket = -1;

    QuantileSketch m_inputSketch, m_outputSketch, m_contextSketch;
    QuantileSketch m_callsPerRun, m_tokensPerRun, m_runDuration;
    QMap<QString, qint64> m_models;
    double m_cached = 0, m_cacheInput = 0, m_reused = 0, m_prefixInput = 0;
    qint64 m_sourceRetries = 0, m_runRetries = 0;
    bool m_anyRun = false;
};

} // namespace llmcap
