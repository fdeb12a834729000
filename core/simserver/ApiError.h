#pragma once

#include <QString>

#include <string>

namespace llmcap {

// An HTTP error answer in the OpenAI shape:
//   {"error": {"message": "...", "type": "BadRequestError", "param": null, "code": 400}}
// Bodies are protocol data, not translated.
struct ApiError
{
    int status = 400;
    QString type;
    QString message;
    QString param; // empty -> null

    static ApiError badRequest(const QString &message, const QString &param = {});
    static ApiError notFound(const QString &message);
    static ApiError tooLarge(qint64 limitBytes);
    static ApiError tooManyRequests(const QString &message);
    static ApiError internal(const QString &message);
    static ApiError unavailable(const QString &message);

    std::string body() const;
};

} // namespace llmcap
