#include "validation/ReplicaRouter.h"

#include <algorithm>

namespace llmcap {

ReplicaRouter::ReplicaRouter(const EndpointTarget &target, const QList<QUrl> &replicas,
                             LoadBalancer::Strategy strategy, quint64 seed)
    : m_balancer(strategy, seed)
{
    for (const QUrl &url : replicas) {
        EndpointTarget t = target;
        t.baseUrl = url;
        m_urls.push_back(t.apiUrl(t.generationPath()).toEncoded());
    }
    m_replicas.resize(m_urls.size());
    m_routed.assign(m_urls.size(), 0);
}

RequestRouter::Route ReplicaRouter::route(quint64 sessionKey, quint64 prefixKey)
{
    std::lock_guard lock(m_mutex);
    const int r = m_balancer.choose(m_replicas, sessionKey, prefixKey);
    if (r < 0)
        return {};
    ++m_replicas[size_t(r)].outstanding;
    ++m_routed[size_t(r)];
    return {r, m_urls[size_t(r)]};
}

void ReplicaRouter::ended(int replica)
{
    std::lock_guard lock(m_mutex);
    if (replica >= 0 && size_t(replica) < m_replicas.size())
        m_replicas[size_t(replica)].outstanding =
            std::max(0, m_replicas[size_t(replica)].outstanding - 1);
}

void ReplicaRouter::setInRotation(int replica, bool inRotation)
{
    std::lock_guard lock(m_mutex);
    m_replicas.at(size_t(replica)).ready = inRotation;
}

bool ReplicaRouter::inRotation(int replica) const
{
    std::lock_guard lock(m_mutex);
    return m_replicas.at(size_t(replica)).ready;
}

int ReplicaRouter::outstanding(int replica) const
{
    std::lock_guard lock(m_mutex);
    return m_replicas.at(size_t(replica)).outstanding;
}

std::vector<qint64> ReplicaRouter::routedCounts() const
{
    std::lock_guard lock(m_mutex);
    return m_routed;
}

} // namespace llmcap
