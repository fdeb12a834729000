#pragma once

#include "util/Result.h"
#include "workload/JointLengths.h"
#include "workload/TokenDistribution.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace llmcap {

// Generation settings sent with every request of a class. Only the ones set are sent;
// extra_body is merged into the request body verbatim (for server-specific switches such as
// chat_template_kwargs).
struct SamplingSettings
{
    std::optional<double> temperature;
    std::optional<double> topP;
    std::optional<int> topK;
    std::optional<qint64> seed;
    // Ask the server to ignore end-of-sequence so outputs reach max_tokens (vLLM, SGLang,
    // llama.cpp); early stops are counted either way.
    bool ignoreEos = true;
    QJsonObject extraBody;

    bool operator==(const SamplingSettings &) const = default;
};

// Requests that start with the same text: with probability shareRatio a request begins with one
// of `groups` shared prefixes of `tokens` tokens (a system prompt, tool schemas; a shorter
// request shares only its own length); otherwise its prompt begins with a unique nonce, so
// nothing is served from the prefix cache. input_tokens counts the prefix.
struct SharedPrefix
{
    int tokens = 0;
    double shareRatio = 0;
    int groups = 1;

    bool operator==(const SharedPrefix &) const = default;
};

// A user who gives up: with `probability` the client closes the stream after `afterTokens`
// output tokens or `afterMs` milliseconds, whichever is set.
struct CancelBehaviour
{
    double probability = 0;
    int afterTokens = 0;
    double afterMs = 0;

    bool operator==(const CancelBehaviour &) const = default;
};

// What makes a class a run class (issue 18): each arrival is a run of several LLM calls, as an
// agent produces them. The class's input_tokens is the first call's prompt and output_tokens
// each call's output; call k > 0 carries the conversation so far (the previous call's prompt
// and output) plus newTokens tokens of its own. RunSchedule draws a RunScript from these.
struct RunBehaviour
{
    TokenDistribution calls = TokenDistribution::fixed(1);       // LLM calls per run (>= 1)
    TokenDistribution newTokens = TokenDistribution::fixed(128); // added by each later call
    std::optional<TokenDistribution> toolTimeMs; // tool or think time before each later call
    double toolFailureProbability = 0;           // a tool call fails: the LLM call is repeated
    int maxRetries = 0;                          // ... at most this many times in a row
    int compactionThresholdTokens = 0;           // > 0: a context above this is compacted
    int summaryTokens = 0;                       // ... to a summary of this many tokens
    double fanOutProbability = 0; // a step becomes fanOutWidth parallel calls and a join
    int fanOutWidth = 1;
    double cancelProbability = 0; // the user cancels the whole run
    double cancelAfterS = 0;      // ... this long after its start

    bool operator==(const RunBehaviour &) const = default;
};

struct WorkloadClass
{
    QString name;
    double weight = 1;
    TokenDistribution inputTokens = TokenDistribution::fixed(256);
    TokenDistribution outputTokens = TokenDistribution::fixed(128);
    // When not empty, a request takes both lengths from one pair (the marginals above stay
    // filled for readers that know only them, such as the footprint).
    JointLengths lengths;
    // LLM calls per run as recorded (telemetry derivation). Without `run` the load generator
    // sends them as independent calls; a `run` without its own `calls` takes this.
    std::optional<TokenDistribution> callsPerRun;
    std::optional<RunBehaviour> run; // set: a run class (each arrival is a run of calls)
    SharedPrefix sharedPrefix;
    SamplingSettings sampling;
    CancelBehaviour cancel;

    bool isRunClass() const { return run.has_value(); }

    bool operator==(const WorkloadClass &) const = default;
};

// A workload: a weighted mix of request classes (JSON or YAML; README "Workload files"). The
// GUI edits the same model.
//
//   name: chat and summaries
//   classes:
//     - name: chat
//       weight: 3
//       input_tokens: {distribution: lognormal, p50: 400, p95: 2000, max: 8000}
//       output_tokens: {distribution: uniform, min: 100, max: 300}
//       lengths: {pairs: [[812, 160], [4096, 256]], weights: [3, 1]}   # joint, optional
//       calls_per_run: {distribution: empirical, values: [1, 3], weights: [4, 1]}
//       shared_prefix: {tokens: 300, share_ratio: 0.9, groups: 4}
//       sampling: {temperature: 0.7, top_p: 0.95, ignore_eos: true}
//       extra_body: {chat_template_kwargs: {enable_thinking: false}}
//       cancel: {probability: 0.05, after_tokens: 20}
//     - name: coding agent                     # a run class (docs/file-formats.md)
//       input_tokens: 2000                      # the first call's prompt
//       output_tokens: {distribution: uniform, min: 100, max: 400}   # each call's output
//       run: {calls: 10, new_tokens: 300, tool_time_ms: 2000,
//             tool_failure: {probability: 0.05, max_retries: 2},
//             compaction: {threshold_tokens: 32000, summary_tokens: 2000},
//             fan_out: {probability: 0.2, width: 3}, cancel: {probability: 0.02, after_s: 30}}
class Workload
{
    Q_DECLARE_TR_FUNCTIONS(Workload)

public:
    QString name;
    QList<WorkloadClass> classes;

    static Result<Workload> load(const QString &path);
    static Result<Workload> fromJson(const QJsonObject &json, const QString &origin = {});
    QJsonObject toJson() const;

    // A single class with fixed lengths, for quick runs without a file.
    static Workload single(int inputTokens, int outputTokens);

    qsizetype indexOf(const QString &className) const;
    // Picks a class index by weight from one uniform number in [0, 1).
    qsizetype pick(double uniform) const;
    // True when a class is a run class: arrivals then count runs (RunSchedule).
    bool hasRunClasses() const;

    bool operator==(const Workload &) const = default;
};

} // namespace llmcap
