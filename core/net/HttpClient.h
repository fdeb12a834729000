#pragma once

#include "net/EndpointTarget.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QUrl>

namespace llmcap {

struct HttpResponse
{
    int status = 0; // 0 when the transfer failed
    QByteArray body;
    QByteArray contentType;
    QByteArray serverHeader; // the "Server:" response header
    QString error;           // transport error, empty when an HTTP answer came

    bool ok() const { return error.isEmpty() && status >= 200 && status < 300; }
    QJsonDocument json() const { return QJsonDocument::fromJson(body); }
};

// Blocking requests to an endpoint for probing (models, tokenizer, server info) and metric
// scraping; not for load. Safe to use from any one thread at a time.
class HttpClient
{
    Q_DECLARE_TR_FUNCTIONS(HttpClient)

public:
    explicit HttpClient(EndpointTarget target, int timeoutMs = 10000);
    ~HttpClient();
    HttpClient(const HttpClient &) = delete;
    HttpClient &operator=(const HttpClient &) = delete;

    HttpResponse get(const QUrl &url);
    HttpResponse postJson(const QUrl &url, const QByteArray &body);

    // A one-line description of a failed response ("HTTP 404", or the transport error).
    static QString describe(const HttpResponse &response);

private:
    HttpResponse perform(const QUrl &url, const QByteArray *body);

    EndpointTarget m_target;
    int m_timeoutMs;
    void *m_easy = nullptr; // reused so the connection stays open between calls
};

} // namespace llmcap
