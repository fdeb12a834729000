#pragma once

#include <QtGlobal>

namespace llmcap {

// MLPerf LoadGen's binomial early stopping (loadgen/early_stopping.cc, domain reference §6):
// decide whether a step meets "at least target of requests within the threshold" with a stated
// confidence from the requests seen so far, so that a clear pass or fail ends the step early and
// a marginal one runs longer.
class EarlyStopping
{
public:
    enum class Decision { Pass, Fail, Undecided };

    // n requests seen, misses of them outside the objective; target as a fraction (0.99).
    // Pass: seeing at most `misses` in n would have probability <= 1 - confidence if the true
    // miss rate were 1 - target. Fail: likewise for at least `misses`.
    static Decision decide(qint64 n, qint64 misses, double target, double confidence = 0.99);

    // The smallest number of requests that would pass with `misses` misses (h + t in LoadGen's
    // terms), or -1 when no count up to limit suffices.
    static qint64 requestsNeededToPass(qint64 misses, double target, double confidence = 0.99,
                                       qint64 limit = 10'000'000);
};

} // namespace llmcap
