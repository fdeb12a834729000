#include "net/EndpointTarget.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QUrlQuery>

namespace llmcap {

namespace {

const QString kMasked = QStringLiteral("***");

QUrl withPath(QUrl url, const QString &path)
{
    QString base = url.path();
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    url.setPath(base + QLatin1Char('/') + path);
    return url;
}

} // namespace

QUrl EndpointTarget::rootUrl() const
{
    QUrl root = baseUrl;
    QString path = root.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    if (path.endsWith(QLatin1String("/v1")))
        path.chop(3);
    root.setPath(path);
    root.setQuery(QString());
    root.setFragment(QString());
    return root;
}

QUrl EndpointTarget::apiUrl(const QString &path) const
{
    return withPath(rootUrl(), QLatin1String("v1/") + path);
}

QUrl EndpointTarget::rootUrl(const QString &path) const
{
    return withPath(rootUrl(), path);
}

QUrl EndpointTarget::effectiveMetricsUrl() const
{
    return metricsUrl.isEmpty() ? rootUrl(QStringLiteral("metrics")) : metricsUrl;
}

QString EndpointTarget::generationPath() const
{
    return api == Api::Chat ? QStringLiteral("chat/completions") : QStringLiteral("completions");
}

QString EndpointTarget::apiName(Api api)
{
    return api == Api::Chat ? QStringLiteral("chat") : QStringLiteral("completions");
}

bool EndpointTarget::parseApi(const QString &name, Api *api)
{
    if (name == QLatin1String("chat"))
        *api = Api::Chat;
    else if (name == QLatin1String("completions"))
        *api = Api::Completions;
    else
        return false;
    return true;
}

QList<QByteArray> EndpointTarget::headerLines() const
{
    QList<QByteArray> lines;
    // libcurl would otherwise send "Expect: 100-continue" for bodies over 1 KiB and wait up to a
    // second for the answer.
    lines.append(QByteArrayLiteral("Expect:"));
    if (!apiKey.isEmpty())
        lines.append("Authorization: Bearer " + apiKey.toUtf8());
    if (!tenant.isEmpty())
        lines.append(tenantHeader.toUtf8() + ": " + tenant.toUtf8());
    for (const auto &[name, value] : headers)
        lines.append(name.toUtf8() + ": " + value.toUtf8());
    return lines;
}

bool EndpointTarget::isSecretName(const QString &name)
{
    static const QStringList hints = {QStringLiteral("auth"),   QStringLiteral("key"),
                                      QStringLiteral("token"),  QStringLiteral("secret"),
                                      QStringLiteral("cookie"), QStringLiteral("password"),
                                      QStringLiteral("sig")};
    const QString lower = name.toLower();
    for (const QString &hint : hints)
        if (lower.contains(hint))
            return true;
    return false;
}

QUrl EndpointTarget::scrubbed(const QUrl &url)
{
    QUrl clean = url;
    if (!clean.userInfo().isEmpty())
        clean.setUserInfo(kMasked);
    if (clean.hasQuery()) {
        QUrlQuery query(clean);
        auto items = query.queryItems();
        for (auto &[key, value] : items)
            if (isSecretName(key))
                value = kMasked;
        query.setQueryItems(items);
        clean.setQuery(query);
    }
    return clean;
}

QJsonObject EndpointTarget::toJson() const
{
    QJsonArray headerArray;
    for (const auto &[name, value] : headers)
        headerArray.append(
            QJsonObject{{QStringLiteral("name"), name},
                        {QStringLiteral("value"), isSecretName(name) ? kMasked : value}});
    QJsonObject o{{QStringLiteral("base_url"), scrubbed(baseUrl).toString()},
                  {QStringLiteral("api"), apiName(api)},
                  {QStringLiteral("model"), model},
                  {QStringLiteral("api_key_set"), !apiKey.isEmpty()},
                  {QStringLiteral("headers"), headerArray},
                  {QStringLiteral("verify_tls"), verifyTls},
                  {QStringLiteral("http2"), http2}};
    if (!tenant.isEmpty()) {
        o.insert(QStringLiteral("tenant_header"), tenantHeader);
        o.insert(QStringLiteral("tenant"), tenant);
    }
    if (!caBundle.isEmpty())
        o.insert(QStringLiteral("ca_bundle"), caBundle);
    if (!metricsUrl.isEmpty())
        o.insert(QStringLiteral("metrics_url"), scrubbed(metricsUrl).toString());
    return o;
}

EndpointTarget EndpointTarget::fromJson(const QJsonObject &o)
{
    EndpointTarget t;
    t.baseUrl = QUrl(o.value(QLatin1String("base_url")).toString());
    parseApi(o.value(QLatin1String("api")).toString(), &t.api);
    t.model = o.value(QLatin1String("model")).toString();
    for (const QJsonValue &h : o.value(QLatin1String("headers")).toArray())
        t.headers.append(
            {h[QLatin1String("name")].toString(), h[QLatin1String("value")].toString()});
    t.tenantHeader = o.value(QLatin1String("tenant_header")).toString(t.tenantHeader);
    t.tenant = o.value(QLatin1String("tenant")).toString();
    t.verifyTls = o.value(QLatin1String("verify_tls")).toBool(true);
    t.caBundle = o.value(QLatin1String("ca_bundle")).toString();
    t.http2 = o.value(QLatin1String("http2")).toBool(false);
    t.metricsUrl = QUrl(o.value(QLatin1String("metrics_url")).toString());
    return t;
}

QStringList EndpointTarget::maskedSecrets() const
{
    QStringList out;
    if (baseUrl.userInfo() == kMasked)
        out << tr("the URL's user name and password");
    for (const auto &[key, value] : QUrlQuery(baseUrl).queryItems())
        if (value == kMasked)
            out << tr("URL parameter %1").arg(key);
    for (const auto &[name, value] : headers)
        if (value == kMasked)
            out << tr("header %1").arg(name);
    return out;
}

void EndpointTarget::restoreSecrets(const EndpointTarget &given)
{
    if (!given.baseUrl.isEmpty() && scrubbed(given.baseUrl) == baseUrl)
        baseUrl = given.baseUrl;
    for (auto &[name, value] : headers) {
        if (value != kMasked)
            continue;
        for (const auto &[givenName, givenValue] : given.headers)
            if (givenName.compare(name, Qt::CaseInsensitive) == 0)
                value = givenValue;
    }
}

QString EndpointTarget::validate() const
{
    if (!baseUrl.isValid() || baseUrl.host().isEmpty())
        return tr("the endpoint URL '%1' is not valid").arg(scrubbed(baseUrl).toString());
    const QString scheme = baseUrl.scheme();
    if (scheme != QLatin1String("http") && scheme != QLatin1String("https"))
        return tr("the endpoint URL must start with http:// or https://");
    if (!caBundle.isEmpty() && !QFileInfo(caBundle).isReadable())
        return tr("cannot read the CA bundle %1").arg(caBundle);
    for (const auto &[name, value] : headers)
        if (name.isEmpty() || name.contains(QLatin1Char(':')) || name.contains(QLatin1Char(' ')))
            return tr("'%1' is not a valid header name").arg(name);
    return {};
}

} // namespace llmcap
