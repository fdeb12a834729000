#pragma once

#include "telemetry/TelemetryJson.h"
#include "util/Result.h"

#include <QCoreApplication>

#include <cstdio>
#include <unordered_set>

namespace llmcap {

class ImportContext;

// Mooncake-style request traces (JSONL; used by vLLM, GuideLLM, AIPerf, Dynamo): timestamp
// (ms), input_length, output_length and hash_ids, one id per 512-token block, equal ids for
// equal prefixes. The first block's id gives the prefix group; the leading blocks seen in an
// earlier request give the reused prefix tokens. The agentic variant's session (trajectory)
// id gives the run; wait_for and tool_wait_ms are kept as attributes.
class MooncakeReader
{
    Q_DECLARE_TR_FUNCTIONS(MooncakeReader)

public:
    static constexpr int kBlockTokens = 512;

    explicit MooncakeReader(ImportContext &context);
    Status read(std::FILE *file);

private:
    Status visit(const telemetry::Json &row, qint64 line);

    ImportContext &m_context;
    std::unordered_set<quint64> m_seenBlocks; // grows with the distinct blocks: 8 bytes + node
};

} // namespace llmcap
