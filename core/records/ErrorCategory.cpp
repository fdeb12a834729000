#include "records/ErrorCategory.h"

namespace llmcap {

QList<ErrorCategory> ErrorCategories::all()
{
    return {
        ErrorCategory::None,         ErrorCategory::Connect,        ErrorCategory::Timeout,
        ErrorCategory::Http4xx,      ErrorCategory::Http429,        ErrorCategory::Http5xx,
        ErrorCategory::StreamBroken, ErrorCategory::Parse,          ErrorCategory::Cancelled,
        ErrorCategory::StoppedEarly, ErrorCategory::ConnectTimeout, ErrorCategory::FirstByteTimeout,
        ErrorCategory::IdleTimeout};
}

QString ErrorCategories::key(ErrorCategory category)
{
    switch (category) {
    case ErrorCategory::None:
        return QStringLiteral("none");
    case ErrorCategory::Connect:
        return QStringLiteral("connect");
    case ErrorCategory::Timeout:
        return QStringLiteral("timeout");
    case ErrorCategory::Http4xx:
        return QStringLiteral("4xx");
    case ErrorCategory::Http429:
        return QStringLiteral("429");
    case ErrorCategory::Http5xx:
        return QStringLiteral("5xx");
    case ErrorCategory::StreamBroken:
        return QStringLiteral("stream_broken");
    case ErrorCategory::Parse:
        return QStringLiteral("parse");
    case ErrorCategory::Cancelled:
        return QStringLiteral("cancelled");
    case ErrorCategory::StoppedEarly:
        return QStringLiteral("stopped_early");
    case ErrorCategory::ConnectTimeout:
        return QStringLiteral("connect_timeout");
    case ErrorCategory::FirstByteTimeout:
        return QStringLiteral("first_byte_timeout");
    case ErrorCategory::IdleTimeout:
        return QStringLiteral("idle_timeout");
    }
    return {};
}

ErrorCategory ErrorCategories::fromKey(const QString &key)
{
    for (ErrorCategory c : all())
        if (ErrorCategories::key(c) == key)
            return c;
    return ErrorCategory::None;
}

QString ErrorCategories::label(ErrorCategory category)
{
    switch (category) {
    case ErrorCategory::None:
        return tr("complete");
    case ErrorCategory::Connect:
        return tr("connect error");
    case ErrorCategory::Timeout:
        return tr("timeout");
    case ErrorCategory::Http4xx:
        return tr("HTTP 4xx");
    case ErrorCategory::Http429:
        return tr("HTTP 429");
    case ErrorCategory::Http5xx:
        return tr("HTTP 5xx");
    case ErrorCategory::StreamBroken:
        return tr("stream broken");
    case ErrorCategory::Parse:
        return tr("parse error");
    case ErrorCategory::Cancelled:
        return tr("cancelled");
    case ErrorCategory::StoppedEarly:
        return tr("stopped early");
    case ErrorCategory::ConnectTimeout:
        return tr("connect timeout");
    case ErrorCategory::FirstByteTimeout:
        return tr("first-byte timeout");
    case ErrorCategory::IdleTimeout:
        return tr("idle timeout");
    }
    return {};
}

ErrorCategory ErrorCategories::fromHttpStatus(int status)
{
    if (status == 429)
        return ErrorCategory::Http429;
    if (status >= 500)
        return ErrorCategory::Http5xx;
    if (status >= 400)
        return ErrorCategory::Http4xx;
    return ErrorCategory::None;
}

} // namespace llmcap
