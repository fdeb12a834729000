#pragma once

#include "workload/Trace.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace llmcap {

class JsonReader;

// The (agentic) Mooncake form of a trace line, read by Trace::parse (docs/file-formats.md
// "Run fields"): the FAST'25 Mooncake trace's timestamp (ms), input_length, output_length and
// hash_ids (one id per 512-token block; equal ids: equal prefix blocks), and the agent fields
// that NVIDIA Dynamo's agent simulation writes: session_id (or trajectory_id) for the run,
// request_id for the call, wait_for (the request_id, or a list of them for a join) and
// tool_wait_ms. They map onto the run fields: a session's calls are numbered in file order,
// wait_for becomes depends_on, tool_wait_ms both tool_wait_s and offset_s (the recorded gap
// after the awaited request ended), and hash_ids the prefix relation: leading ids shared with
// the awaited request → "previous", with other requests → "group". Other keys are ignored.
//
// AIPerf's multi-turn reading of the form (its mooncake_trace dataset): rows of one session_id
// are the turns of a conversation in file order; the first has a timestamp, each later one a
// delay (ms) after the previous turn's answer instead, and its input_length counts the turn's
// new tokens: it is sent with the conversation so far (prompt and answer), as AIPerf does. Such
// a turn becomes a call that waits for the previous one (depends_on, offset_s = delay) and
// carries it (prefix previous).
//
// Usage within a parse: read() each line, accept() the lines that had no errors (in order),
// then finish() once, which needs the whole file (wait_for may name any request).
class MooncakeTraceForm
{
    Q_DECLARE_TR_FUNCTIONS(MooncakeTraceForm)

public:
    static constexpr int kBlockTokens = 512; // Mooncake's hash block

    static bool matches(const QJsonObject &line); // holds input_length
    void read(JsonReader &r, TraceEntry &entry);
    void accept(int line, qsizetype entryIndex); // the line last read() became this entry
    void finish(Trace &trace, QStringList &errors) const;

private:
    struct Row
    {
        int line = 0;
        qsizetype entry = -1;
        QString session;
        QString requestId;
        QStringList waitFor;
        QStringList hashIds;
        double delayMs = -1; // AIPerf's multi-turn form: a later turn, this long after the last
    };
    Row m_pending;
    QList<Row> m_rows;
};

} // namespace llmcap
