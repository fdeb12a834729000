#pragma once

#include "workload/TokenDistribution.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QList>

namespace llmcap {

class JsonReader;
class SeededRandom;

// An empirical joint distribution of (input, output) token counts: representative pairs with
// weights, so that a long prompt keeps its own output length instead of one drawn
// independently. Telemetry derivation writes it (at most ~1,000 pairs, stratified); a request
// drawn from a class with pairs takes both lengths from one pair. File form (workload class key
// `lengths`):
//   lengths: {pairs: [[812, 160], [4096, 256]], weights: [3, 1]}
class JointLengths
{
    Q_DECLARE_TR_FUNCTIONS(JointLengths)

public:
    struct Pair
    {
        int inputTokens = 1;
        int outputTokens = 1;
        bool operator==(const Pair &) const = default;
    };

    static constexpr int kMaxPairs = 100'000;

    JointLengths() = default;
    // Weights default to 1 each; they need not sum to 1.
    JointLengths(QList<Pair> pairs, QList<double> weights = {});

    bool isEmpty() const { return m_pairs.isEmpty(); }
    qsizetype size() const { return m_pairs.size(); }
    const QList<Pair> &pairs() const { return m_pairs; }
    double weight(qsizetype i) const; // normalised: the pair's probability
    // One pair from one uniform number in [0, 1).
    Pair sample(SeededRandom &random) const;

    // The input (or output) lengths of the pairs as an empirical distribution, weighted.
    TokenDistribution marginal(bool input) const;

    // Reads the value at key of reader (an object with pairs and optional weights); errors go to
    // the reader's list with their path.
    static JointLengths read(JsonReader &reader, const char *key);
    QJsonValue toJson() const;

    bool operator==(const JointLengths &o) const
    {
        return m_pairs == o.m_pairs && m_weights == o.m_weights;
    }

private:
    QList<Pair> m_pairs;
    QList<double> m_weights;    // as given (written back unchanged)
    QList<double> m_cumulative; // cumulative normalised weights, last = 1
};

} // namespace llmcap
