#pragma once

#include <QByteArray>
#include <QtGlobal>

namespace llmcap {

// Client-side routing for a LoadGenerator spreading one load over several replica endpoints
// (issue 19): the load thread asks for a replica when a request is handed to the transport and
// reports its end, so a strategy can count outstanding requests. Implementations are
// thread-safe: drills take replicas out of rotation and put them back from another thread.
class RequestRouter
{
public:
    struct Route
    {
        int replica = -1; // -1: no replica in rotation; the request is not sent
        QByteArray url;   // the replica's generation URL (…/v1/chat/completions)
    };

    virtual ~RequestRouter() = default;
    // Load thread, once per request sent. sessionKey: a run's key (0: none); prefixKey: the
    // request's shared-prefix group (0: none).
    virtual Route route(quint64 sessionKey, quint64 prefixKey) = 0;
    // Load thread: a request routed to replica ended (any outcome).
    virtual void ended(int replica) = 0;
};

} // namespace llmcap
