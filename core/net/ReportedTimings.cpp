#include "net/ReportedTimings.h"

namespace llmcap {

namespace {

void put(QJsonObject &o, const char *key, double v)
{
    if (v >= 0)
        o.insert(QLatin1String(key), v);
}

double get(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toDouble(-1);
}

} // namespace

QJsonObject ReportedTimings::toJson() const
{
    QJsonObject o;
    put(o, "queue_ms", queueMs);
    put(o, "prefill_ms", prefillMs);
    put(o, "decode_ms", decodeMs);
    put(o, "ttft_ms", ttftMs);
    put(o, "e2e_ms", e2eMs);
    put(o, "preemptions", preemptions);
    put(o, "cached_prompt_tokens", cachedPromptTokens);
    return o;
}

ReportedTimings ReportedTimings::fromJson(const QJsonObject &o)
{
    ReportedTimings t;
    t.queueMs = get(o, "queue_ms");
    t.prefillMs = get(o, "prefill_ms");
    t.decodeMs = get(o, "decode_ms");
    t.ttftMs = get(o, "ttft_ms");
    t.e2eMs = get(o, "e2e_ms");
    t.preemptions = int(get(o, "preemptions"));
    t.cachedPromptTokens = int(get(o, "cached_prompt_tokens"));
    return t;
}

} // namespace llmcap
