#pragma once

#include "workload/Workload.h"

namespace llmcap::test {

// Runs of three calls: 200-token prompts, 40-token outputs, 60 new tokens and toolMs of tool
// time before each later call, which carries the conversation so far.
inline Workload agentWorkload(double toolMs)
{
    WorkloadClass c;
    c.name = QStringLiteral("agent");
    c.inputTokens = TokenDistribution::fixed(200);
    c.outputTokens = TokenDistribution::fixed(40);
    RunBehaviour b;
    b.calls = TokenDistribution::fixed(3);
    b.newTokens = TokenDistribution::fixed(60);
    b.toolTimeMs = TokenDistribution::fixed(toolMs);
    c.run = b;
    Workload w;
    w.name = QStringLiteral("agent");
    w.classes = {c};
    return w;
}

} // namespace llmcap::test
