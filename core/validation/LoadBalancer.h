#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QString>

#include <random>
#include <vector>

namespace llmcap {

// How a gateway spreads requests over a fleet's replicas (issue 19), as production balancers
// do: round-robin, least outstanding requests, power of two random choices, and affinity by
// session (a run or a user pseudonym) or by shared-prefix group. Affinity uses rendezvous
// hashing over the replicas that take traffic, so losing one replica moves only its own keys;
// a request without a key falls back to least outstanding. Pure: the caller says which replicas
// are ready and how many requests each holds.
//
//   LoadBalancer lb(LoadBalancer::Strategy::PowerOfTwo, seed);
//   const int r = lb.choose(replicas, request.sessionKey, request.prefixKey);
class LoadBalancer
{
    Q_DECLARE_TR_FUNCTIONS(LoadBalancer)

public:
    enum class Strategy : quint8 {
        RoundRobin,
        LeastOutstanding,
        PowerOfTwo,
        SessionAffinity,
        PrefixAffinity,
    };
    struct Replica
    {
        bool ready = true;   // takes new requests
        int outstanding = 0; // requests sent to it and not yet ended
    };

    explicit LoadBalancer(Strategy strategy = Strategy::RoundRobin, quint64 seed = 1);

    Strategy strategy() const { return m_strategy; }
    // The replica for a request, or -1 when none is ready.
    int choose(const std::vector<Replica> &replicas, quint64 sessionKey = 0, quint64 prefixKey = 0);

    // "round-robin", "least-outstanding", "power-of-two", "session-affinity", "prefix-affinity".
    static QString key(Strategy strategy);
    static Result<Strategy> parse(const QString &text);
    static QStringList keys();

private:
    int leastOutstanding(const std::vector<Replica> &replicas) const;
    static int rendezvous(const std::vector<Replica> &replicas, quint64 key);

    Strategy m_strategy;
    std::mt19937_64 m_rng;
    size_t m_next = 0;
};

} // namespace llmcap
