#pragma once

#include "workload/JointLengths.h"
#include "workload/SeededRandom.h"

#include <vector>

namespace llmcap {

// A class's (input, output) lengths as a workload keeps them: a uniform reservoir of
// kCapacity pairs (Vitter's algorithm R), reduced to about kMaxPairs weighted representatives.
// The reduction sorts by input into kInputStrata quantile ranges that narrow towards the tail
// (range i of K ends at quantile 1 - (1 - (i + 1) / K)^2, so the top percent is split finely),
// splits each by output the same way into parts in proportion to its size, and keeps each
// part's middle pair weighted by the part's size: both marginals and their correlation
// survive (docs/telemetry-shape.md).
class LengthPairSample
{
public:
    static constexpr int kCapacity = 20'000;
    static constexpr int kMaxPairs = 1000;
    static constexpr int kInputStrata = 64;

    explicit LengthPairSample(quint64 seed)
        : m_random(seed)
    {}

    void add(int inputTokens, int outputTokens);
    qint64 seen() const { return m_seen; }
    bool isEmpty() const { return m_pairs.empty(); }
    JointLengths representative() const;

private:
    SeededRandom m_random;
    std::vector<JointLengths::Pair> m_pairs;
    qint64 m_seen = 0;
};

} // namespace llmcap
