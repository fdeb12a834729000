#include "telemetry/LengthPairSample.h"

#include <QMap>
#include <QPair>

#include <algorithm>
#include <cmath>

namespace llmcap {

using Pair = JointLengths::Pair;

void LengthPairSample::add(int inputTokens, int outputTokens)
{
    const Pair p{std::max(1, inputTokens), std::max(1, outputTokens)};
    ++m_seen;
    if (m_pairs.size() < size_t(kCapacity))
        m_pairs.push_back(p);
    else if (const qint64 j = m_random.between(0, m_seen - 1); j < kCapacity)
        m_pairs[size_t(j)] = p;
}

JointLengths LengthPairSample::representative() const
{
    std::vector<Pair> pairs = m_pairs;
    QMap<QPair<int, int>, double> weights;
    auto add = [&weights](const Pair &p, double w) {
        weights[{p.inputTokens, p.outputTokens}] += w;
    };
    if (pairs.size() <= size_t(kMaxPairs)) {
        for (const Pair &p : pairs)
            add(p, 1);
    } else {
        std::sort(pairs.begin(), pairs.end(),
                  [](const Pair &a, const Pair &b) { return a.inputTokens < b.inputTokens; });
        const double n = double(pairs.size());
        auto edge = [n](int i) {
            const double rest = 1.0 - double(i) / kInputStrata;
            return size_t(std::llround(n * (1.0 - rest * rest)));
        };
        for (int i = 0; i < kInputStrata; ++i) {
            const size_t from = edge(i);
            const size_t to = i + 1 == kInputStrata ? pairs.size() : edge(i + 1);
            if (to <= from)
                continue;
            std::sort(pairs.begin() + qsizetype(from), pairs.begin() + qsizetype(to),
                      [](const Pair &a, const Pair &b) { return a.outputTokens < b.outputTokens; });
            const size_t m = to - from;
            // One part each, the rest in proportion to size: at most kPairs in all.
            const size_t parts =
                std::min<size_t>(m, 1 + size_t(double(m) / n * double(kMaxPairs - kInputStrata)));
            // Output parts narrow towards the tail too.
            auto split = [m, parts](size_t j) {
                const double rest = 1.0 - double(j) / double(parts);
                return j >= parts ? m : size_t(std::llround(double(m) * (1.0 - rest * rest)));
            };
            for (size_t j = 0; j < parts; ++j) {
                const size_t a = from + split(j);
                const size_t b = from + split(j + 1);
                if (b > a)
                    add(pairs[(a + b) / 2], double(b - a));
            }
        }
    }
    QList<Pair> list;
    QList<double> w;
    for (auto it = weights.begin(); it != weights.end(); ++it) {
        list.append({it.key().first, it.key().second});
        w.append(it.value());
    }
    return JointLengths(list, w);
}

} // namespace llmcap
