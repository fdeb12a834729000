#pragma once

#include "net/EndpointTarget.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QUrl>

#include <atomic>

namespace llmcap {

struct HttpResponse
{
    int status = 0; // 0 when the transfer failed
    QByteArray body;
    QByteArray contentType;
    QByteArray serverHeader; // the "Server:" response header
    QString error;           // transport error, empty when an HTTP answer came
    bool timedOut = false;   // no complete answer within the client's timeout
    bool tooLarge = false;   // the body passed the client's cap: nothing of it is kept
    bool cancelled = false;  // cancel() ended it

    bool ok() const { return error.isEmpty() && status >= 200 && status < 300; }
    QJsonDocument json() const { return QJsonDocument::fromJson(body); }
};

// Blocking requests to an endpoint for probing (models, tokenizer, server info) and metric
// scraping; not for load. Safe to use from any one thread at a time; cancel() from any thread.
// A body above the cap (64 MiB unless set) is refused whole: no caller parses half a page.
class HttpClient
{
    Q_DECLARE_TR_FUNCTIONS(HttpClient)

public:
    explicit HttpClient(EndpointTarget target, int timeoutMs = 10000);
    ~HttpClient();
    HttpClient(const HttpClient &) = delete;
    HttpClient &operator=(const HttpClient &) = delete;

    void setMaxBodyBytes(qsizetype bytes) { m_maxBodyBytes = bytes; }
    qsizetype maxBodyBytes() const { return m_maxBodyBytes; }
    int timeoutMs() const { return m_timeoutMs; }
    // For the requests that follow (a probe's /metrics waits less than its model list).
    void setTimeoutMs(int timeoutMs) { m_timeoutMs = timeoutMs; }
    // Ends the request in progress at once and refuses later ones (error "cancelled").
    void cancel();

    HttpResponse get(const QUrl &url);
    HttpResponse postJson(const QUrl &url, const QByteArray &body);

    // A one-line description of a failed response ("HTTP 404", or the transport error).
    static QString describe(const HttpResponse &response);

private:
    HttpResponse perform(const QUrl &url, const QByteArray *body);

    EndpointTarget m_target;
    int m_timeoutMs;
    qsizetype m_maxBodyBytes = 64 * 1024 * 1024;
    void *m_easy = nullptr;  // reused so the connection stays open between calls
    void *m_multi = nullptr; // drives the easy handle, so cancel() can wake it
    std::atomic<bool> m_cancelled{false};
};

} // namespace llmcap
