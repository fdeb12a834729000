#pragma once

#include "net/EndpointTarget.h"

#include <QByteArray>
#include <QList>

typedef void CURL;
struct curl_slist;

namespace llmcap {

// libcurl set-up shared by every transfer to an endpoint: one global initialisation, the
// target's TLS, HTTP version and header options, and a header list that lives as long as the
// session.
class CurlSession
{
public:
    explicit CurlSession(const EndpointTarget &target, const QList<QByteArray> &extraHeaders = {});
    ~CurlSession();
    CurlSession(const CurlSession &) = delete;
    CurlSession &operator=(const CurlSession &) = delete;

    // Calls curl_global_init once per process.
    static void ensureGlobalInit();
    // Applies TLS verification, CA bundle, HTTP version, keep-alive and the headers (the
    // session's, or the given list) to an easy handle.
    void apply(CURL *easy, curl_slist *headers = nullptr) const;
    // A new header list: the session's lines plus one more. The caller frees it
    // (curl_slist_free_all) after the transfer.
    curl_slist *headersWith(const QByteArray &line) const;

private:
    const EndpointTarget &m_target;
    QByteArray m_caBundle;
    QList<QByteArray> m_lines;
    curl_slist *m_headers = nullptr;
};

} // namespace llmcap
