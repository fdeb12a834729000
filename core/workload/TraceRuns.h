#pragma once

#include "util/Result.h"
#include "workload/RunScript.h"
#include "workload/Trace.h"
#include "workload/Workload.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace llmcap {

// The runs recorded in a trace, as the run scripts a replay executes with their causal
// structure (docs/file-formats.md "Run fields"). Pure and reentrant.
//
//   auto runs = TraceRuns::build(trace, plan.classes(), 0.5);
//   if (!runs) return fail(runs.error()); // "trace.jsonl:17: run r7: call 3 waits for ..."
//
// - The entries of one run_id become one RunScript; entries without a run_id are not runs and
//   are not returned: they stay independent requests sent at their timestamps, as before
//   runs existed, so a trace without run fields plans exactly as it always did.
// - Runs are ordered by start (ties: first appearance). startS = timeScale x the timestamp of
//   the run's earliest call; timeScale scales run starts only: offsets and tool waits within
//   a run are replayed as recorded.
// - Calls are renumbered 0, 1, ... in an order where each comes after the calls it waits for
//   (Kahn's algorithm, smallest call_index first: call_index order whenever that is already
//   causal). waitsFor holds every depends_on (a join for a list). offsetS: offset_s; when it is
//   unknown, the call's timestamp minus the latest start among the calls it waits for (a
//   trace records starts, not ends, so this includes the awaited call's recorded duration),
//   and never less than tool_wait_s. A call that waits for nothing starts its recorded
//   distance (timestamps) after the run's earliest call; its offset_s (from a run span's
//   start, before the first LLM call) is not replayed.
// - Prefix "previous" with a dependency → Carried (the first of depends_on), newInputTokens =
//   input minus the carried call's input and output (at least 1). Otherwise a prefix_group →
//   Group with prefix_tokens (-1: the class's shared_prefix tokens), kept below the input so
//   that newInputTokens = input - prefixTokens >= 1 and the prompt keeps its recorded length;
//   no group → None with newInputTokens = input.
// - The run's class is its earliest call's (empty: the first of classes); a class not in
//   classes is an error naming the line. cancelAfterS stays -1, compaction and retry false.
class TraceRuns
{
    Q_DECLARE_TR_FUNCTIONS(TraceRuns)

public:
    static Result<QList<RunScript>> build(const Trace &trace, const QList<WorkloadClass> &classes,
                                          double timeScale = 1.0);

    // The run-structure errors, one line each naming the entry's line (Trace::where) and the
    // run: call_index twice, a dependency on itself or on a call the run lacks, a cycle
    // (naming its calls), negative offset_s or tool_wait_s, tool_wait_s above offset_s, a call
    // that starts before a call it waits for, and a run whose earliest call waits for one.
    // At most maxErrors. Trace::parse calls it, so a loaded trace has none.
    static QStringList check(const Trace &trace, int maxErrors = 20);
};

} // namespace llmcap
