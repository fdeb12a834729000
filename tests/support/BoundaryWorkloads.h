#pragma once

// The workload shapes the boundary benchmarks and the twin's tests share (bench_boundary's
// cells, bench_twin, tests/core/twin): one class each, lengths that fit every preset's context
// (tiny-cpu: 4,096 tokens), so summarisation prompts are ~3,000 tokens rather than 4,000.

#include "workload/Workload.h"

namespace llmcap::boundaryworkloads {

// "chat", "summarise", "rag" (examples/workloads/rag-summariser.yaml: long prompts behind one
// shared 1,500-token system prompt, for presets with a long context), anything else: "generate".
inline Workload shape(const QString &name)
{
    WorkloadClass c;
    c.name = name;
    if (name == QLatin1String("chat")) {
        c.inputTokens = TokenDistribution::logNormal(300, 800, 16, 2000);
        c.outputTokens = TokenDistribution::uniform(50, 250);
    } else if (name == QLatin1String("summarise")) {
        c.inputTokens = TokenDistribution::logNormal(3000, 3500, 1000, 3700);
        c.outputTokens = TokenDistribution::uniform(100, 300);
    } else if (name == QLatin1String("rag")) {
        c.inputTokens = TokenDistribution::logNormal(6000, 12000, 2000, 16000);
        c.outputTokens = TokenDistribution::logNormal(300, 600, 100, 800);
        c.sharedPrefix.tokens = 1500;
        c.sharedPrefix.shareRatio = 1.0;
        c.sharedPrefix.groups = 1;
    } else {
        c.inputTokens = TokenDistribution::logNormal(300, 800, 16, 1500);
        c.outputTokens = TokenDistribution::logNormal(1000, 1800, 200, 2400);
    }
    Workload w;
    w.name = name;
    w.classes.append(c);
    return w;
}

} // namespace llmcap::boundaryworkloads
