#include "records/ReportedTimings.h"

#include "util/KnownValues.h"

namespace llmcap {

QJsonObject ReportedTimings::toJson() const
{
    QJsonObject o;
    KnownValues::put(o, "queue_ms", queueMs);
    KnownValues::put(o, "prefill_ms", prefillMs);
    KnownValues::put(o, "decode_ms", decodeMs);
    KnownValues::put(o, "ttft_ms", ttftMs);
    KnownValues::put(o, "e2e_ms", e2eMs);
    KnownValues::put(o, "preemptions", preemptions);
    KnownValues::put(o, "cached_prompt_tokens", cachedPromptTokens);
    return o;
}

ReportedTimings ReportedTimings::fromJson(const QJsonObject &o)
{
    ReportedTimings t;
    t.queueMs = KnownValues::get(o, "queue_ms");
    t.prefillMs = KnownValues::get(o, "prefill_ms");
    t.decodeMs = KnownValues::get(o, "decode_ms");
    t.ttftMs = KnownValues::get(o, "ttft_ms");
    t.e2eMs = KnownValues::get(o, "e2e_ms");
    t.preemptions = int(KnownValues::get(o, "preemptions"));
    t.cachedPromptTokens = int(KnownValues::get(o, "cached_prompt_tokens"));
    return t;
}

} // namespace llmcap
