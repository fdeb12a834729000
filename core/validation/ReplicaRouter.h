#pragma once

#include "bench/RequestRouter.h"
#include "net/EndpointTarget.h"
#include "validation/LoadBalancer.h"

#include <QList>
#include <QUrl>

#include <mutex>
#include <vector>

namespace llmcap {

// Client-side routing over a list of replica endpoints with a LoadBalancer strategy (issue 19):
// the load generator asks it for a replica per request and reports each end, so it keeps the
// outstanding counts; drills take replicas out of rotation and put them back from their own
// thread. Thread-safe (one mutex, held for a few hundred nanoseconds per request).
class ReplicaRouter : public RequestRouter
{
public:
    // target gives the API path; each base URL is a replica's root (or its /v1).
    ReplicaRouter(const EndpointTarget &target, const QList<QUrl> &replicas,
                  LoadBalancer::Strategy strategy, quint64 seed = 1);

    Route route(quint64 sessionKey, quint64 prefixKey) override;
    void ended(int replica) override;

    int size() const { return int(m_urls.size()); }
    void setInRotation(int replica, bool inRotation);
    bool inRotation(int replica) const;
    int outstanding(int replica) const;
    // Requests routed to each replica so far.
    std::vector<qint64> routedCounts() const;

private:
    mutable std::mutex m_mutex;
    LoadBalancer m_balancer;
    std::vector<QByteArray> m_urls;
    std::vector<LoadBalancer::Replica> m_replicas;
    std::vector<qint64> m_routed;
};

} // namespace llmcap
