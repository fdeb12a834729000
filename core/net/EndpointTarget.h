#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QUrl>

namespace llmcap {

// Where and how to reach an OpenAI-compatible endpoint. The API key lives only in memory: it is
// never serialised, logged or stored; toJson() also masks credentials in headers and the URL.
struct EndpointTarget
{
    Q_DECLARE_TR_FUNCTIONS(EndpointTarget)

public:
    enum class Api { Chat, Completions };

    QUrl baseUrl;                               // the server root or its /v1; both are accepted
    Api api = Api::Chat;                        // /v1/chat/completions or /v1/completions
    QString model;                              // empty: the first model /v1/models lists
    QString apiKey;                             // sent as "Authorization: Bearer"
    QList<std::pair<QString, QString>> headers; // extra headers, sent verbatim
    QString tenantHeader = QStringLiteral("X-Tenant-Id");
    QString tenant; // sent in tenantHeader when set
    bool verifyTls = true;
    QString caBundle;   // a PEM file of trusted CAs, empty for the system store
    bool http2 = false; // HTTP/2 (with prior knowledge on http://); HTTP/1.1 keep-alive otherwise
    QUrl metricsUrl;    // Prometheus metrics; empty: <root>/metrics

    // The server root (baseUrl without a trailing /v1).
    QUrl rootUrl() const;
    // <root>/v1/<path>, e.g. apiUrl("models").
    QUrl apiUrl(const QString &path) const;
    // <root>/<path>, e.g. rootUrl("tokenize").
    QUrl rootUrl(const QString &path) const;
    QUrl effectiveMetricsUrl() const;
    QString generationPath() const;
    static QString apiName(Api api);
    static bool parseApi(const QString &name, Api *api);

    // Header lines for libcurl ("Name: value"), the key and tenant included.
    QList<QByteArray> headerLines() const;

    // Settings without secrets: the key is left out, credential-like headers and URL user
    // info or query items are masked.
    QJsonObject toJson() const;
    static EndpointTarget fromJson(const QJsonObject &json);
    static QUrl scrubbed(const QUrl &url);
    static bool isSecretName(const QString &name);
    // What toJson() masked, named for a message ("header X-Api-Key"): a target read back from
    // storage would send the mask. Empty when nothing was masked.
    QStringList maskedSecrets() const;
    // Fills the masked parts from `given`: its headers of the same names, and its URL when that
    // is this one unmasked.
    void restoreSecrets(const EndpointTarget &given);

    // Checks the URL and files; an empty string when usable.
    QString validate() const;
};

} // namespace llmcap
