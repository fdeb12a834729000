#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace llmcap {

// One LLM call of a run as planned, before anything is sent (issue 18). A run's calls form a
// directed acyclic graph: a call starts offsetS seconds after every call it waits for has
// ended (or after the run's start when it waits for none), so that tool time, think time and
// fan-out with a join replay as the agent produced them. Calls within a run are closed-loop by
// construction; only run starts are open-loop.
struct RunCall
{
    int index = 0;          // 0-based position in the run, unique; calls are in index order
    QList<int> waitsFor;    // indices of earlier calls this one starts after (all of them: a
                            // join); empty: it starts from the run's start
    double offsetS = 0;     // seconds after the last of waitsFor ended (or the run's start)
    double toolWaitS = 0;   // of offsetS, the seconds spent in tool calls (the rest: think time)
    int newInputTokens = 1; // tokens this call adds to the context it carries (>= 1)
    int outputTokens = 1;   // tokens it asks the server to generate (>= 1)
    // What the call's prompt starts with. Carried: the prompt and the received output of the
    // call it carries (carriesCall; by default the first of waitsFor), as the conversation so
    // far, so a server's prefix cache sees what a real agent produces. Group: prefixTokens
    // shared with the other requests of prefixGroup. None: nothing shared.
    enum class Prefix { None, Group, Carried };
    Prefix prefix = Prefix::None;
    int carriesCall = -1; // Carried: the call whose conversation this one continues
    QString prefixGroup;  // Group
    int prefixTokens = 0; // Group: shared tokens (part of newInputTokens)
    // Not Carried: the prompt's content as a trace's block ids (TraceEntry::blocks).
    QStringList blocks;
    int blockTokens = 0;
    // Compaction: the call starts from a summary of summaryTokens tokens instead of carrying
    // the whole conversation (the conversation had passed the class's threshold).
    bool compaction = false;
    int summaryTokens = 0;
    bool retry = false; // a repeat of the previous call after a failed tool call

    bool operator==(const RunCall &) const = default;
};

// One run as planned: its class, when it starts and its calls. From a run class of the
// workload (drawn from the class's distributions with the run's own random stream) or from a
// recorded trace (its run fields, or the agentic Mooncake form).
struct RunScript
{
    QString runId;            // unique within a plan ("r17", or the trace's run id)
    int classIndex = 0;       // the plan's class
    double startS = 0;        // scheduled start, seconds from the plan's start instant
    QList<RunCall> calls;     // >= 1, in index order
    double cancelAfterS = -1; // >= 0: the user cancels the whole run this long after its start

    bool operator==(const RunScript &) const = default;
};

} // namespace llmcap
