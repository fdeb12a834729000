#include "net/CurlSession.h"

#include <curl/curl.h>

#include <mutex>

namespace llmcap {

CurlSession::CurlSession(const EndpointTarget &target, const QList<QByteArray> &extraHeaders)
    : m_target(target)
    , m_caBundle(target.caBundle.toLocal8Bit())
{
    ensureGlobalInit();
    m_lines = target.headerLines() + extraHeaders;
    for (const QByteArray &line : m_lines)
        m_headers = curl_slist_append(m_headers, line.constData());
}

CurlSession::~CurlSession()
{
    curl_slist_free_all(m_headers);
}

void CurlSession::ensureGlobalInit()
{
    static std::once_flag once;
    std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

curl_slist *CurlSession::headersWith(const QByteArray &line) const
{
    curl_slist *list = nullptr;
    for (const QByteArray &l : m_lines)
        list = curl_slist_append(list, l.constData());
    return curl_slist_append(list, line.constData());
}

void CurlSession::apply(CURL *easy, curl_slist *headers) const
{
    curl_easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(easy, CURLOPT_TCP_NODELAY, 1L);
    curl_easy_setopt(easy, CURLOPT_TCP_KEEPALIVE, 1L);
    curl_easy_setopt(easy, CURLOPT_SSL_VERIFYPEER, m_target.verifyTls ? 1L : 0L);
    curl_easy_setopt(easy, CURLOPT_SSL_VERIFYHOST, m_target.verifyTls ? 2L : 0L);
    if (!m_caBundle.isEmpty())
        curl_easy_setopt(easy, CURLOPT_CAINFO, m_caBundle.constData());
    long version = CURL_HTTP_VERSION_1_1;
    if (m_target.http2)
        version = m_target.baseUrl.scheme() == QLatin1String("https")
                      ? CURL_HTTP_VERSION_2TLS
                      : CURL_HTTP_VERSION_2_PRIOR_KNOWLEDGE;
    curl_easy_setopt(easy, CURLOPT_HTTP_VERSION, version);
    curl_easy_setopt(easy, CURLOPT_PIPEWAIT, m_target.http2 ? 1L : 0L);
    curl_easy_setopt(easy, CURLOPT_HTTPHEADER, headers ? headers : m_headers);
    curl_easy_setopt(easy, CURLOPT_ACCEPT_ENCODING, nullptr);
}

} // namespace llmcap
