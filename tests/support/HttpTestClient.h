#pragma once

// A small libcurl client for tests of the simulated server over real HTTP.
#include <QByteArray>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QUrl>

#include <curl/curl.h>

#include <functional>

namespace httptest {

struct Chunk
{
    qint64 atMs; // since the request started
    QByteArray data;
};

struct Response
{
    CURLcode code = CURLE_OK;
    long status = 0;
    QByteArray body;
    QByteArray headers;
    QList<Chunk> chunks;
    qint64 totalMs = 0;
    long connects = 0;

    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
    // The payloads of the SSE "data:" lines.
    QList<QByteArray> events() const
    {
        QList<QByteArray> out;
        for (const QByteArray &line : body.split('\n'))
            if (line.startsWith("data: "))
                out.append(line.mid(6));
        return out;
    }
};

struct Request
{
    QByteArray method = "GET";
    QString path;
    QByteArray body;
    long timeoutMs = 30000;
    QList<QByteArray> headers;
    // Return false to abort the transfer (the client goes away).
    std::function<bool(const QByteArray &)> onData;
};

class Client
{
public:
    Client()
        : m_curl(curl_easy_init())
    {}
    ~Client() { curl_easy_cleanup(m_curl); }
    Client(const Client &) = delete;
    Client &operator=(const Client &) = delete;

    Response send(const QUrl &base, const Request &r)
    {
        struct Ctx
        {
            Response *res;
            const Request *req;
            QElapsedTimer timer;
        } ctx;
        Response res;
        ctx.res = &res;
        ctx.req = &r;
        ctx.timer.start();
        curl_easy_reset(m_curl);
        const QByteArray url = base.toString().toUtf8() + r.path.toUtf8();
        curl_easy_setopt(m_curl, CURLOPT_URL, url.constData());
        curl_easy_setopt(m_curl, CURLOPT_CUSTOMREQUEST, r.method.constData());
        if (r.method == "POST") {
            curl_easy_setopt(m_curl, CURLOPT_POSTFIELDS, r.body.constData());
            curl_easy_setopt(m_curl, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(r.body.size()));
        }
        curl_easy_setopt(m_curl, CURLOPT_TIMEOUT_MS, r.timeoutMs);
        curl_easy_setopt(m_curl, CURLOPT_NOSIGNAL, 1L);
        curl_slist *headers = curl_slist_append(nullptr, "Content-Type: application/json");
        for (const QByteArray &h : r.headers)
            headers = curl_slist_append(headers, h.constData());
        curl_easy_setopt(m_curl, CURLOPT_HTTPHEADER, headers);
        curl_easy_setopt(m_curl, CURLOPT_WRITEDATA, &ctx);
        curl_easy_setopt(
            m_curl, CURLOPT_WRITEFUNCTION, +[](char *p, size_t s, size_t n, void *u) -> size_t {
                auto *c = static_cast<Ctx *>(u);
                const QByteArray data(p, qsizetype(s * n));
                c->res->body += data;
                c->res->chunks.append({c->timer.elapsed(), data});
                if (c->req->onData && !c->req->onData(data))
                    return 0;
                return s * n;
            });
        curl_easy_setopt(m_curl, CURLOPT_HEADERDATA, &res.headers);
        curl_easy_setopt(
            m_curl, CURLOPT_HEADERFUNCTION, +[](char *p, size_t s, size_t n, void *u) -> size_t {
                static_cast<QByteArray *>(u)->append(p, qsizetype(s * n));
                return s * n;
            });
        res.code = curl_easy_perform(m_curl);
        curl_easy_getinfo(m_curl, CURLINFO_RESPONSE_CODE, &res.status);
        curl_easy_getinfo(m_curl, CURLINFO_NUM_CONNECTS, &res.connects);
        res.totalMs = ctx.timer.elapsed();
        curl_slist_free_all(headers);
        return res;
    }

    Response get(const QUrl &base, const QString &path)
    {
        Request r;
        r.path = path;
        return send(base, r);
    }
    Response post(const QUrl &base, const QString &path, const QByteArray &body)
    {
        Request r;
        r.method = "POST";
        r.path = path;
        r.body = body;
        return send(base, r);
    }

private:
    CURL *m_curl;
};

inline QByteArray toJson(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// A prompt of exactly n tokens under the server's rule (n words).
inline QString words(int n, const QString &word = QStringLiteral("tok"))
{
    QString s;
    for (int i = 0; i < n; ++i) {
        if (i)
            s += QLatin1Char(' ');
        s += word;
    }
    return s;
}

} // namespace httptest
