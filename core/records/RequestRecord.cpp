#include "records/RequestRecord.h"

namespace llmcap {

namespace {

double toMs(qint64 ns)
{
    return double(ns) / 1e6;
}

} // namespace

double RequestRecord::scheduleLagMs() const
{
    return dispatchedNs >= 0 ? toMs(dispatchedNs - scheduledNs) : -1.0;
}

std::optional<double> RequestRecord::ttftMs() const
{
    if (firstTokenNs < 0)
        return std::nullopt;
    return toMs(firstTokenNs - scheduledNs);
}

std::optional<double> RequestRecord::e2eMs() const
{
    const qint64 last = lastTokenNs >= 0 ? lastTokenNs : endNs;
    if (last < 0)
        return std::nullopt;
    return toMs(last - scheduledNs);
}

std::optional<double> RequestRecord::tpotMs() const
{
    const qint64 tokens = outputTokens();
    if (tokens < 2 || firstTokenNs < 0 || lastTokenNs < 0)
        return std::nullopt;
    return toMs(lastTokenNs - firstTokenNs) / double(tokens - 1);
}

qint64 RequestRecord::outputTokens() const
{
    if (completionTokens >= 0)
        return completionTokens;
    qint64 sum = 0;
    for (const OutputChunk &c : chunks)
        sum += c.tokens > 0 ? c.tokens : 1;
    return sum;
}

void RequestRecord::appendItlGaps(std::vector<WeightedSample> &out) const
{
    if (chunks.size() < 2)
        return;
    bool allKnown = true;
    for (size_t i = 1; i < chunks.size(); ++i)
        allKnown = allKnown && chunks[i].tokens > 0;
    double evenWeight = 1.0;
    if (!allKnown && completionTokens > 0) {
        const double first = chunks.front().tokens > 0 ? chunks.front().tokens : 1.0;
        const double later = double(completionTokens) - first;
        if (later > 0)
            evenWeight = later / double(chunks.size() - 1);
    }
    for (size_t i = 1; i < chunks.size(); ++i) {
        const double weight = allKnown ? double(chunks[i].tokens) : evenWeight;
        const double gapMs = toMs(chunks[i].tNs - chunks[i - 1].tNs);
        out.push_back({gapMs / weight, weight});
    }
}

std::optional<double> RequestRecord::clientOverheadMs() const
{
    const auto ttft = ttftMs();
    if (!ttft || server.ttftMs < 0)
        return std::nullopt;
    return *ttft - server.ttftMs;
}

} // namespace llmcap
