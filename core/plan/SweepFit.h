#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace llmcap {

struct Envelope;
struct PlanInput;
struct SweepSummary;

// Whether a sweep measured the request a plan divides by it for: the differences between the
// sweep's workload, SLO and serving configuration and the sizing request's, each named with both
// values, and whether the sweep finished with a boundary at all. CapacityPlanner turns every
// finding into a mistake and a reason the plan is preliminary, so the CLI, the GUI and the demo
// flag a mismatched or unfinished sweep the same way.
class SweepFit
{
    Q_DECLARE_TR_FUNCTIONS(SweepFit)

public:
    // Token lengths may differ this much (relative, at p50 and p95) before the workload counts
    // as another one. The sustainable load scales roughly with prompt and output length
    // (prefill work with the prompt, decode time with the output), and the boundary search
    // itself resolves the rate to about 10 %: a length 25 % off moves the boundary clearly more
    // than the measurement's own uncertainty, while the sampling of a lognormal clamped at p99
    // (SizingSweep) stays well inside it.
    static constexpr double kLengthTolerance = 0.25;

    QStringList workload; // "class chat: the sweep's prompts are p50 200 / p95 400 tokens, ..."
    QStringList slo;      // "the sweep's TTFT objective is 500 ms at p95, the request's 800 ..."
    QStringList serving;  // "the sweep ran on tiny-cpu, the request is for Llama 3.1 8B on ..."
    QStringList standing; // unfinished, or only a lower bound

    bool differs() const { return !workload.isEmpty() || !slo.isEmpty() || !serving.isEmpty(); }
    QStringList differences() const { return workload + slo + serving; }

    static SweepFit check(const SweepSummary &sweep, const PlanInput &input,
                          const Envelope &envelope);
};

} // namespace llmcap
