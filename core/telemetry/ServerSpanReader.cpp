#include "telemetry/ServerSpanReader.h"

#include "telemetry/JsonRecordStream.h"

#include <QFile>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <memory>

namespace llmcap {

using telemetry::Json;
using telemetry::member;

namespace {

bool isSpanPath(const std::vector<std::string> &p)
{
    const size_t n = p.size();
    return n >= 7 && p[n - 1] == "*" && p[n - 2] == "spans" && p[n - 3] == "*" &&
           (p[n - 4] == "scopeSpans" || p[n - 4] == "instrumentationLibrarySpans") &&
           p[n - 5] == "*" && p[n - 6] == "resourceSpans";
}

bool isHexId(const QString &s, int digits)
{
    if (s.size() != digits)
        return false;
    bool nonZero = false;
    for (const QChar c : s) {
        const char16_t u = c.unicode();
        if (!((u >= '0' && u <= '9') || (u >= 'a' && u <= 'f')))
            return false;
        nonZero = nonZero || u != '0';
    }
    return nonZero;
}

// An AnyValue's scalar: {stringValue | intValue | doubleValue | boolValue}.
const Json *scalar(const Json &value)
{
    if (!value.is_object())
        return &value;
    return telemetry::firstMember(value, {"doubleValue", "intValue", "stringValue", "boolValue"});
}

} // namespace

Status ServerSpanReader::read(const QString &path, const Sink &sink, Counts *counts)
{
    std::unique_ptr<std::FILE, int (*)(std::FILE *)> file(
        std::fopen(QFile::encodeName(path).constData(), "rbe"), &std::fclose);
    if (!file)
        return Status::failure(tr("cannot read the span file %1: %2")
                                   .arg(path, QString::fromLocal8Bit(std::strerror(errno))));
    Counts local;
    Counts &c = counts ? *counts : local;
    c = {};
    QString error;

    const auto onSpan = [&](int, Json &span, qint64 line) {
        if (!error.isEmpty())
            return false;
        ServerSpan s;
        s.line = line;
        const std::string name = telemetry::text(member(span, "name"));
        const Json *attributes = member(span, "attributes");
        bool hasTtft = false;
        if (attributes && attributes->is_array()) {
            for (const Json &a : *attributes) {
                const std::string key = telemetry::text(member(a, "key"));
                if (key.rfind("gen_ai.", 0) != 0)
                    continue;
                const Json *value = member(a, "value");
                if (!value)
                    continue;
                const Json *v = scalar(*value);
                if (key == "gen_ai.request.id") {
                    s.requestId = telemetry::qtext(v).left(256);
                    continue;
                }
                const auto seconds = telemetry::number(v);
                if (!seconds || !(*seconds >= 0))
                    continue;
                const double ms = *seconds * 1000.0;
                if (!std::isfinite(ms))
                    continue;
                if (key == "gen_ai.latency.time_in_queue")
                    s.queueMs = ms;
                else if (key == "gen_ai.latency.time_in_model_prefill")
                    s.prefillMs = ms;
                else if (key == "gen_ai.latency.time_in_model_decode")
                    s.decodeMs = ms;
                else if (key == "gen_ai.latency.time_to_first_token")
                    s.ttftMs = ms, hasTtft = true;
                else if (key == "gen_ai.latency.e2e")
                    s.e2eMs = ms;
            }
        }
        if (name != "llm_request" && !hasTtft) {
            ++c.otherSpans;
            return true;
        }
        // OTLP JSON spells ids in hex; some exporters use upper case.
        s.traceId = telemetry::qtext(member(span, "traceId")).toLower();
        s.spanId = telemetry::qtext(member(span, "spanId")).toLower();
        s.parentSpanId = telemetry::qtext(member(span, "parentSpanId")).toLower();
        if (!isHexId(s.traceId, 32)) {
            error = tr("%1, line %2: a request span without a valid traceId (32 hex digits)")
                        .arg(path)
                        .arg(line);
            return false;
        }
        if (!s.parentSpanId.isEmpty() && !isHexId(s.parentSpanId, 16))
            s.parentSpanId.clear();
        ++c.requestSpans;
        sink(s);
        return true;
    };
    const auto skip = [](const Json &, const std::string &key, size_t depth) {
        return depth == 1 && (key == "events" || key == "links");
    };
    const auto problem = [&](qint64 line, const QString &reason) {
        if (error.isEmpty())
            error = tr("%1, line %2: %3").arg(path).arg(line).arg(reason);
    };
    JsonRecordStream stream(
        file.get(), [](const std::vector<std::string> &p) { return isSpanPath(p) ? 0 : -1; }, skip,
        onSpan, problem);
    stream.read();
    if (!error.isEmpty())
        return Status::failure(error);
    if (std::ferror(file.get()))
        return Status::failure(tr("cannot read the span file %1").arg(path));
    return {};
}

} // namespace llmcap
