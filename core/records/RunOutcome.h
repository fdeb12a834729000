#pragma once

#include <QString>
#include <QtGlobal>

namespace llmcap {

// What one run of a run class measured (issue 18): the unit an agentic application is sized
// in. Times are nanoseconds from the load run's start instant, like RequestRecord's. The calls
// themselves are RequestRecords that name their run and position (runId, callIndex).
struct RunOutcome
{
    enum class Status {
        Completed, // every call succeeded
        Failed,    // a call failed (after its retries); later calls were not sent
        Cancelled, // the user cancelled the run (its class's cancellation)
        TimedOut,  // a call timed out, or the run did not end before the drain timeout
    };

    QString runId;
    int classIndex = 0;
    qint64 scheduledStartNs = 0; // the run's planned start (open-loop arrival)
    qint64 startNs = -1;         // when its first call was sent (-1: never)
    qint64 endNs = -1;           // when its last call ended (-1: not ended)
    int calls = 0;               // calls sent, retries included
    int retries = 0;
    int compactions = 0;
    double toolWaitS = 0;     // planned tool time it waited
    qint64 totalTokens = 0;   // input + output over its calls, as the server reported
    int maxContextTokens = 0; // the largest input + output of one call
    Status status = Status::Completed;
    bool warmup = false; // its scheduled start lies before the measurement window

    // First call's scheduled start to last call's end: what the user waits for.
    double durationS() const { return endNs >= 0 ? double(endNs - scheduledStartNs) / 1e9 : -1.0; }
    bool succeeded() const { return status == Status::Completed; }

    static QString statusKey(Status status); // completed, failed, cancelled, timed_out
};

inline QString RunOutcome::statusKey(Status status)
{
    switch (status) {
    case Status::Completed:
        return QStringLiteral("completed");
    case Status::Failed:
        return QStringLiteral("failed");
    case Status::Cancelled:
        return QStringLiteral("cancelled");
    case Status::TimedOut:
        return QStringLiteral("timed_out");
    }
    return {};
}

} // namespace llmcap
