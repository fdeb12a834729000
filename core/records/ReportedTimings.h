#pragma once

#include <QJsonObject>

namespace llmcap {

// Per-request timings a server reports about itself: the built-in simulator's "llmcap_timings"
// object, llama.cpp's "timings". -1 where the server said nothing.
struct ReportedTimings
{
    double queueMs = -1;
    double prefillMs = -1;
    double decodeMs = -1;
    double ttftMs = -1;
    double e2eMs = -1;
    int preemptions = -1;
    int cachedPromptTokens = -1;

    bool any() const
    {
        return queueMs >= 0 || prefillMs >= 0 || decodeMs >= 0 || ttftMs >= 0 || e2eMs >= 0 ||
               preemptions >= 0 || cachedPromptTokens >= 0;
    }
    QJsonObject toJson() const;
    static ReportedTimings fromJson(const QJsonObject &json);

    bool operator==(const ReportedTimings &) const = default;
};

} // namespace llmcap
