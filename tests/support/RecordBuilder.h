#pragma once

#include "records/RequestRecord.h"

#include <initializer_list>

// Builds synthetic request records for metric tests; times in milliseconds.
class RecordBuilder
{
public:
    RecordBuilder(qint64 index, double scheduledMs, const QString &className = QStringLiteral("a"))
    {
        r.index = index;
        r.className = className;
        r.scheduledNs = ns(scheduledMs);
        r.dispatchedNs = r.scheduledNs;
        r.sentNs = r.scheduledNs;
        r.httpStatus = 200;
        r.plannedOutputTokens = 1;
    }
    static qint64 ns(double ms) { return qint64(ms * 1e6); }

    RecordBuilder &lag(double ms)
    {
        r.dispatchedNs = r.scheduledNs + ns(ms);
        return *this;
    }
    // Output chunks at these offsets from the scheduled time, with token counts (0 = unknown).
    RecordBuilder &chunks(std::initializer_list<std::pair<double, int>> list)
    {
        for (const auto &[ms, tokens] : list)
            r.chunks.push_back({r.scheduledNs + ns(ms), tokens});
        r.firstTokenNs = r.chunks.front().tNs;
        r.lastTokenNs = r.chunks.back().tNs;
        r.endNs = r.lastTokenNs + ns(1);
        return *this;
    }
    RecordBuilder &usage(qint64 prompt, qint64 completion)
    {
        r.promptTokens = prompt;
        r.completionTokens = completion;
        r.plannedOutputTokens = int(completion);
        return *this;
    }
    RecordBuilder &error(llmcap::ErrorCategory category, int status = 200)
    {
        r.error = category;
        r.httpStatus = status;
        if (r.endNs < 0)
            r.endNs = r.dispatchedNs + ns(5);
        return *this;
    }
    // A call of a run (issue 18).
    RecordBuilder &call(const QString &runId, int callIndex)
    {
        r.runId = runId;
        r.callIndex = callIndex;
        return *this;
    }
    RecordBuilder &warmup()
    {
        r.warmup = true;
        return *this;
    }
    RecordBuilder &queue(double ms)
    {
        r.server.queueMs = ms;
        return *this;
    }
    RecordBuilder &serverTtft(double ms)
    {
        r.server.ttftMs = ms;
        return *this;
    }
    operator llmcap::RequestRecord() const { return r; }

    llmcap::RequestRecord r;
};
