#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace llmcap {

// How a benchmark request ended. Everything but None, StoppedEarly and Cancelled is an error.
enum class ErrorCategory : quint8 {
    None = 0,     // complete: the stream ended with [DONE] (or a complete body)
    Connect,      // no connection (refused, DNS, TLS, too many open files)
    Timeout,      // the per-request timeout, or still running at the end of the drain
    Http4xx,      // a 4xx answer other than 429
    Http429,      // too many requests: load shed by a gateway or rate limiter
    Http5xx,      // a 5xx answer (503 is shed load too), or an error event in a 200 stream
    StreamBroken, // the connection closed or failed mid-stream, or [DONE] never came
    Parse,        // the server sent something that is not a valid chunk
    Cancelled,    // the workload's simulated user gave up (cancel probability)
    StoppedEarly, // complete, but fewer output tokens than asked for (finish_reason "stop")
    // Appended (issue 20); stored by key, so the order only matters to code.
    ConnectTimeout,   // no connection within the connect time-out
    FirstByteTimeout, // connected and sent, but no answer began within the first-byte time-out
    IdleTimeout,      // the answer began, then no byte came for the idle time-out
};

class ErrorCategories
{
    Q_DECLARE_TR_FUNCTIONS(ErrorCategories)

public:
    static QList<ErrorCategory> all();
    static QString key(ErrorCategory category); // "none", "connect", "timeout", "4xx", ...
    static ErrorCategory fromKey(const QString &key);
    static QString label(ErrorCategory category);
    static bool isError(ErrorCategory category)
    {
        return category != ErrorCategory::None && category != ErrorCategory::StoppedEarly &&
               category != ErrorCategory::Cancelled;
    }
    // 429 and 503 answers: the server or a gateway refused the load (domain reference §3).
    static bool isShed(ErrorCategory category, int httpStatus)
    {
        return category == ErrorCategory::Http429 ||
               (category == ErrorCategory::Http5xx && httpStatus == 503);
    }
    static ErrorCategory fromHttpStatus(int status);
};

} // namespace llmcap
