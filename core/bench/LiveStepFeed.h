#pragma once

#include "bench/LoadGenerator.h"
#include "records/RequestRecord.h"
#include "servermetrics/ServerMetricsSample.h"

#include <QList>
#include <QPointF>

#include <deque>
#include <vector>

namespace llmcap {

// Turns the sweep step in progress into chart points, one batch per drain tick of the live
// view: offered and completed rate and output tokens per second over the last second (from the
// runner's progress and the records new since the last tick), client in-flight requests, and
// the server's waiting requests and KV usage from the samples new since the last tick. x is
// seconds since the step started.
class LiveStepFeed
{
public:
    struct Batch
    {
        QList<QPointF> offeredRps;
        QList<QPointF> completedRps;
        QList<QPointF> outputTokensPerS;
        QList<QPointF> inFlight;
        QList<QPointF> serverWaiting;
        QList<QPointF> kvUsagePct;
    };

    explicit LiveStepFeed(double rateWindowS = 1.0);

    void reset();
    // Consumes records [recordsSeen(), records.size()) and samples likewise.
    Batch take(const LoadProgress &progress, const std::vector<RequestRecord> &records,
               const std::vector<ServerMetricsSample> &samples);

    qsizetype recordsSeen() const { return m_records; }
    qsizetype samplesSeen() const { return m_samples; }

private:
    struct Snapshot
    {
        double t;
        qint64 offered;
        qint64 finished;
        double outputTokens;
    };

    double m_windowS;
    std::deque<Snapshot> m_history;
    double m_outputTokens = 0;
    double m_lastT = -1;
    qsizetype m_records = 0;
    qsizetype m_samples = 0;
};

} // namespace llmcap
