#include "net/HttpClient.h"

#include "net/CurlSession.h"

#include <curl/curl.h>

namespace llmcap {

namespace {

struct BodySink
{
    HttpResponse *response;
    qsizetype maxBytes;
};

size_t appendBody(char *data, size_t size, size_t count, void *user)
{
    auto *sink = static_cast<BodySink *>(user);
    HttpResponse *response = sink->response;
    if (response->body.size() + qsizetype(size * count) > sink->maxBytes) {
        response->tooLarge = true;
        response->body.clear();
        return 0;
    }
    response->body.append(data, qsizetype(size * count));
    return size * count;
}

QString mib(qsizetype bytes)
{
    return QString::number(double(bytes) / (1024.0 * 1024.0), 'g', 3);
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
    m_multi = curl_multi_init();
}

HttpClient::~HttpClient()
{
    curl_multi_cleanup(static_cast<CURLM *>(m_multi));
    curl_easy_cleanup(static_cast<CURL *>(m_easy));
}

void HttpClient::cancel()
{
    m_cancelled.store(true);
    if (m_multi)
        curl_multi_wakeup(static_cast<CURLM *>(m_multi));
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
    CURLM *multi = static_cast<CURLM *>(m_multi);
    if (!easy || !multi) {
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
    BodySink sink{&response, m_maxBodyBytes};
    curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, appendBody);
    curl_easy_setopt(easy, CURLOPT_WRITEDATA, &sink);
    curl_easy_setopt(easy, CURLOPT_HEADERFUNCTION, readHeader);
    curl_easy_setopt(easy, CURLOPT_HEADERDATA, &response);
    if (body) {
        curl_easy_setopt(easy, CURLOPT_POSTFIELDS, body->constData());
        curl_easy_setopt(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body->size()));
    }
    char errorBuffer[CURL_ERROR_SIZE] = {};
    curl_easy_setopt(easy, CURLOPT_ERRORBUFFER, errorBuffer);
    // curl_easy_perform with a multi handle of our own: cancel() wakes the poll at once.
    CURLcode code = CURLE_OK;
    curl_multi_add_handle(multi, easy);
    for (int running = 1; running > 0;) {
        if (m_cancelled.load()) {
            code = CURLE_ABORTED_BY_CALLBACK;
            break;
        }
        if (curl_multi_perform(multi, &running) != CURLM_OK) {
            code = CURLE_FAILED_INIT;
            break;
        }
        int queued = 0;
        while (CURLMsg *msg = curl_multi_info_read(multi, &queued))
            if (msg->msg == CURLMSG_DONE && msg->easy_handle == easy)
                code = msg->data.result;
        if (running > 0)
            curl_multi_poll(multi, nullptr, 0, 1000, nullptr);
    }
    curl_multi_remove_handle(multi, easy);
    curl_easy_setopt(easy, CURLOPT_ERRORBUFFER, nullptr);
    curl_easy_setopt(easy, CURLOPT_HTTPHEADER, nullptr);
    if (response.tooLarge) {
        response.error =
            tr("the answer is larger than %1 MiB; it was not read").arg(mib(m_maxBodyBytes));
        return response;
    }
    if (m_cancelled.load()) {
        response.cancelled = true;
        response.error = tr("cancelled");
        return response;
    }
    if (code != CURLE_OK) {
        response.timedOut = code == CURLE_OPERATION_TIMEDOUT;
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
