#include "simserver/ApiError.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace llmcap {

namespace {

ApiError make(int status, const char *type, const QString &message, const QString &param = {})
{
    return ApiError{status, QLatin1String(type), message, param};
}

} // namespace

ApiError ApiError::badRequest(const QString &message, const QString &param)
{
    return make(400, "BadRequestError", message, param);
}

ApiError ApiError::notFound(const QString &message)
{
    return make(404, "NotFoundError", message, QStringLiteral("model"));
}

ApiError ApiError::tooLarge(qint64 limitBytes)
{
    return make(413, "RequestEntityTooLarge",
                QStringLiteral("Request body exceeds the limit of %1 bytes.").arg(limitBytes));
}

ApiError ApiError::tooManyRequests(const QString &message)
{
    return make(429, "RateLimitError", message);
}

ApiError ApiError::internal(const QString &message)
{
    return make(500, "InternalServerError", message);
}

ApiError ApiError::unavailable(const QString &message)
{
    return make(503, "ServiceUnavailableError", message);
}

std::string ApiError::body() const
{
    const QJsonObject error{
        {QStringLiteral("message"), message},
        {QStringLiteral("type"), type},
        {QStringLiteral("param"), param.isEmpty() ? QJsonValue() : QJsonValue(param)},
        {QStringLiteral("code"), status},
    };
    return QJsonDocument(QJsonObject{{QStringLiteral("error"), error}})
        .toJson(QJsonDocument::Compact)
        .toStdString();
}

} // namespace llmcap
