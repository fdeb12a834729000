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

struct WorkloadClass
{
    QString name;
    double weight = 1;
    TokenDistribution inputTokens = TokenDistribution::fixed(256);
    TokenDistribution outputTokens = TokenDistribution::fixed(128);
    // When not empty, a request takes both lengths from one pair (the marginals above stay
    // filled for readers that know only them, such as the footprint).
    JointLengths lengths;
    // LLM calls per run as recorded (telemetry derivation); the load generator sends calls
    // independently until run classes land (issue 18).
    std::optional<TokenDistribution> callsPerRun;
    SharedPrefix sharedPrefix;
    SamplingSettings sampling;
    CancelBehaviour cancel;

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

    bool operator==(const Workload &) const = default;
};

} // namespace llmcap
