#include "validation/LoadBalancer.h"

#include <limits>

namespace llmcap {

namespace {

// SplitMix64's finaliser: a well-mixed 64-bit hash of a key and a replica index.
quint64 mix(quint64 x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

constexpr LoadBalancer::Strategy kStrategies[] = {
    LoadBalancer::Strategy::RoundRobin,     LoadBalancer::Strategy::LeastOutstanding,
    LoadBalancer::Strategy::PowerOfTwo,     LoadBalancer::Strategy::SessionAffinity,
    LoadBalancer::Strategy::PrefixAffinity,
};

} // namespace

LoadBalancer::LoadBalancer(Strategy strategy, quint64 seed)
    : m_strategy(strategy)
    , m_rng(seed)
{}

QString LoadBalancer::key(Strategy strategy)
{
    switch (strategy) {
    case Strategy::RoundRobin:
        return QStringLiteral("round-robin");
    case Strategy::LeastOutstanding:
        return QStringLiteral("least-outstanding");
    case Strategy::PowerOfTwo:
        return QStringLiteral("power-of-two");
    case Strategy::SessionAffinity:
        return QStringLiteral("session-affinity");
    case Strategy::PrefixAffinity:
        return QStringLiteral("prefix-affinity");
    }
    return {};
}

QStringList LoadBalancer::keys()
{
    QStringList out;
    for (Strategy s : kStrategies)
        out.append(key(s));
    return out;
}

Result<LoadBalancer::Strategy> LoadBalancer::parse(const QString &text)
{
    for (Strategy s : kStrategies)
        if (key(s) == text.trimmed().toLower())
            return s;
    return Result<Strategy>::failure(tr("unknown load-balancing strategy '%1'; expected one of: %2")
                                         .arg(text, keys().join(QLatin1String(", "))));
}

int LoadBalancer::leastOutstanding(const std::vector<Replica> &replicas) const
{
    int best = -1;
    for (size_t i = 0; i < replicas.size(); ++i)
        if (replicas[i].ready &&
            (best < 0 || replicas[i].outstanding < replicas[size_t(best)].outstanding))
            best = int(i);
    return best;
}

int LoadBalancer::rendezvous(const std::vector<Replica> &replicas, quint64 key)
{
    int best = -1;
    quint64 bestScore = 0;
    for (size_t i = 0; i < replicas.size(); ++i) {
        if (!replicas[i].ready)
            continue;
        const quint64 score = mix(key ^ mix(quint64(i) + 1));
        if (best < 0 || score > bestScore) {
            best = int(i);
            bestScore = score;
        }
    }
    return best;
}

int LoadBalancer::choose(const std::vector<Replica> &replicas, quint64 sessionKey,
                         quint64 prefixKey)
{
    const size_t n = replicas.size();
    switch (m_strategy) {
    case Strategy::RoundRobin:
        for (size_t k = 0; k < n; ++k) {
            const size_t i = (m_next + k) % n;
            if (replicas[i].ready) {
                m_next = i + 1;
                return int(i);
            }
        }
        return -1;
    case Strategy::LeastOutstanding:
        return leastOutstanding(replicas);
    case Strategy::PowerOfTwo: {
        std::vector<int> ready;
        ready.reserve(n);
        for (size_t i = 0; i < n; ++i)
            if (replicas[i].ready)
                ready.push_back(int(i));
        if (ready.empty())
            return -1;
        if (ready.size() == 1)
            return ready.front();
        std::uniform_int_distribution<size_t> pick(0, ready.size() - 1);
        const int a = ready[pick(m_rng)];
        int b = a;
        while (b == a)
            b = ready[pick(m_rng)];
        return replicas[size_t(b)].outstanding < replicas[size_t(a)].outstanding ? b : a;
    }
    case Strategy::SessionAffinity:
        return sessionKey != 0 ? rendezvous(replicas, sessionKey) : leastOutstanding(replicas);
    case Strategy::PrefixAffinity:
        return prefixKey != 0 ? rendezvous(replicas, prefixKey) : leastOutstanding(replicas);
    }
    return -1;
}

} // namespace llmcap
