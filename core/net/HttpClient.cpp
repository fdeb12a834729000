#include "net/HttpClient.h"

#include "net/CurlSession.h"

#include <curl/curl.h>

namespace llmcap {

namespace {

size_t appendBody(char *data, size_t size, size_t count, void *user)
{
    auto *response = static_cast<HttpResponse *>(user);
    constexpr qsizetype kMaxBody = 64 * 1024 * 1024;
    if (response->body.size() + qsizetype(size * count) > kMaxBody)
        return 0;
    response->body.append(data, qsizetype(size * count));
    return size * count;
}

size_t readHeader(char *data, size_t size, size_t count, void *user)
{
    auto *response = static_cast<HttpResponse *>(user);
    const QByteArray line = QByteArray(data, qsizetype(size * count)).trimmed();
    const qsizetype colon = line.indexOf(':');
    if (colon > 0 && line.left(colon).trimmed().toLower() == "server")
        response->serverHeader = line.mid(colon + 1).trimmed();
    return size * count;
}

} // namespace

HttpClient::HttpClient(EndpointTarget target, int timeoutMs)
    : m_target(std::move(target))
    , m_timeoutMs(timeoutMs)
{
    CurlSession::ensureGlobalInit();
    m_easy = curl_easy_init();
}

HttpClient::~HttpClient()
{
    curl_easy_cleanup(static_cast<CURL *>(m_easy));
}

HttpResponse HttpClient::get(const QUrl &url)
{
    return perform(url, nullptr);
}

HttpResponse HttpClient::postJson(const QUrl &url, const QByteArray &body)
{
    return perform(url, &body);
}

HttpResponse HttpClient::perform(const QUrl &url, const QByteArray *body)
{
    HttpResponse response;
    CURL *easy = static_cast<CURL *>(m_easy);
    if (!easy) {
        response.error = tr("cannot initialise libcurl");
        return response;
    }
    curl_easy_reset(easy);
    CurlSession session(m_target, body ? QList<QByteArray>{"Content-Type: application/json"}
                                       : QList<QByteArray>{});
    session.apply(easy);
    const QByteArray encoded = url.toEncoded();
    curl_easy_setopt(easy, CURLOPT_URL, encoded.constData());
    curl_easy_setopt(easy, CURLOPT_TIMEOUT_MS, long(m_timeoutMs));
    curl_easy_setopt(easy, CURLOPT_CONNECTTIMEOUT_MS, long(std::min(m_timeoutMs, 5000)));
    curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, appendBody);
    curl_easy_setopt(easy, CURLOPT_WRITEDATA, &response);
    curl_easy_setopt(easy, CURLOPT_HEADERFUNCTION, readHeader);
    curl_easy_setopt(easy, CURLOPT_HEADERDATA, &response);
    if (body) {
        curl_easy_setopt(easy, CURLOPT_POSTFIELDS, body->constData());
        curl_easy_setopt(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body->size()));
    }
    char errorBuffer[CURL_ERROR_SIZE] = {};
    curl_easy_setopt(easy, CURLOPT_ERRORBUFFER, errorBuffer);
    const CURLcode code = curl_easy_perform(easy);
    curl_easy_setopt(easy, CURLOPT_ERRORBUFFER, nullptr);
    curl_easy_setopt(easy, CURLOPT_HTTPHEADER, nullptr);
    if (code != CURLE_OK) {
        response.error = QString::fromUtf8(errorBuffer[0] ? errorBuffer : curl_easy_strerror(code));
        return response;
    }
    long status = 0;
    curl_easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &status);
    response.status = int(status);
    const char *type = nullptr;
    curl_easy_getinfo(easy, CURLINFO_CONTENT_TYPE, &type);
    if (type)
        response.contentType = type;
    return response;
}

QString HttpClient::describe(const HttpResponse &response)
{
    if (!response.error.isEmpty())
        return response.error;
    return tr("HTTP %1").arg(response.status);
}

} // namespace llmcap
