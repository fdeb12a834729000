#include "bench/StreamTransfer.h"

#include "net/CurlMultiLoop.h"
#include "net/CurlSession.h"
#include "net/OpenAiChunk.h"
#include "util/SecretText.h"
#include "util/TraceParent.h"

#include <curl/curl.h>

#include <QStringList>

#include <cerrno>

namespace llmcap {

namespace {

QString snippet(std::string_view text)
{
    constexpr size_t kMax = 120;
    QString s = QString::fromUtf8(text.data(), qsizetype(std::min(text.size(), kMax)));
    if (text.size() > kMax)
        s += QStringLiteral("...");
    return s.simplified();
}

// What a server said in an error, as stored with the request: at most kMaxExcerpt characters,
// credentials it may echo (a gateway repeating the Authorization header) masked.
QString excerpt(const QString &text)
{
    constexpr qsizetype kMaxExcerpt = 300;
    QString s = SecretText::redact(text.left(4 * kMaxExcerpt)).simplified();
    if (s.size() > kMaxExcerpt || text.size() > 4 * kMaxExcerpt)
        s = s.left(kMaxExcerpt) + QStringLiteral("...");
    return s;
}

ErrorCategory categoryForCode(int code)
{
    if (code == 429)
        return ErrorCategory::Http429;
    if (code >= 400 && code < 500)
        return ErrorCategory::Http4xx;
    return ErrorCategory::Http5xx;
}

} // namespace

StreamTransfer::StreamTransfer(CURL *easy, RequestRecord record, QByteArray body,
                               const Options &options)
    : m_easy(easy)
    , m_record(std::move(record))
    , m_body(std::move(body))
    , m_options(options)
{}

StreamTransfer::~StreamTransfer()
{
    curl_slist_free_all(m_headers);
}

qint64 StreamTransfer::relativeNow() const
{
    return CurlMultiLoop::nowNs() - m_options.originNs;
}

void StreamTransfer::configure(const QByteArray &url, const CurlSession &session)
{
    m_headers = session.headersWith("X-Request-Id: " + m_record.requestId.toUtf8());
    if (!m_record.traceId.isEmpty()) {
        const TraceParent trace{m_record.traceId.toLatin1(), m_record.spanId.toLatin1(), true};
        const QByteArray line = "traceparent: " + trace.header();
        m_headers = curl_slist_append(m_headers, line.constData());
    }
    session.apply(m_easy, m_headers);
    curl_easy_setopt(m_easy, CURLOPT_URL, url.constData());
    curl_easy_setopt(m_easy, CURLOPT_POSTFIELDS, m_body.constData());
    curl_easy_setopt(m_easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(m_body.size()));
    curl_easy_setopt(m_easy, CURLOPT_TIMEOUT_MS, long(m_options.timeoutMs));
    curl_easy_setopt(m_easy, CURLOPT_CONNECTTIMEOUT_MS,
                     long(std::min(m_options.timeoutMs, m_options.connectTimeoutMs)));
    curl_easy_setopt(m_easy, CURLOPT_WRITEFUNCTION, &StreamTransfer::onWrite);
    curl_easy_setopt(m_easy, CURLOPT_WRITEDATA, this);
    curl_easy_setopt(m_easy, CURLOPT_HEADERFUNCTION, &StreamTransfer::onHeader);
    curl_easy_setopt(m_easy, CURLOPT_HEADERDATA, this);
    curl_easy_setopt(m_easy, CURLOPT_PREREQFUNCTION, &StreamTransfer::onPrereq);
    curl_easy_setopt(m_easy, CURLOPT_PREREQDATA, this);
    curl_easy_setopt(m_easy, CURLOPT_PRIVATE, this);
}

int StreamTransfer::onPrereq(void *self, char *, char *, int, int)
{
    auto *t = static_cast<StreamTransfer *>(self);
    if (t->m_record.sentNs < 0)
        t->m_record.sentNs = t->relativeNow();
    return CURL_PREREQFUNC_OK;
}

size_t StreamTransfer::onHeader(char *data, size_t size, size_t count, void *self)
{
    auto *t = static_cast<StreamTransfer *>(self);
    t->m_lastByteNs = t->relativeNow();
    if (t->m_record.firstByteNs < 0)
        t->m_record.firstByteNs = t->m_lastByteNs;
    // Rate-limit advice, for the error message of a 429 or 503.
    const QByteArray line = QByteArray(data, qsizetype(size * count)).trimmed();
    const QByteArray lower = line.toLower();
    if ((lower.startsWith("retry-after:") || lower.startsWith("x-ratelimit-")) &&
        t->m_limitHeaders.size() < 512)
        t->m_limitHeaders += (t->m_limitHeaders.isEmpty() ? "" : "; ") + line.left(120);
    return size * count;
}

size_t StreamTransfer::onWrite(char *data, size_t size, size_t count, void *self)
{
    return static_cast<StreamTransfer *>(self)->write(data, size * count);
}

void StreamTransfer::checkStatus()
{
    long status = 0;
    curl_easy_getinfo(m_easy, CURLINFO_RESPONSE_CODE, &status);
    m_record.httpStatus = int(status);
    if (status < 200 || status >= 300) {
        m_mode = Mode::ErrorBody;
        return;
    }
    const char *type = nullptr;
    curl_easy_getinfo(m_easy, CURLINFO_CONTENT_TYPE, &type);
    const QByteArray contentType = QByteArray(type ? type : "").toLower();
    m_mode = contentType.contains("application/json") ? Mode::Json : Mode::Stream;
}

size_t StreamTransfer::write(const char *data, size_t size)
{
    const qint64 now = relativeNow();
    m_lastByteNs = now;
    if (m_failed)
        return 0;
    if (m_mode == Mode::Unknown)
        checkStatus();
    if (m_mode == Mode::ErrorBody) {
        // The start of an error answer says what went wrong; the rest is not read.
        if (m_buffer.size() + qsizetype(size) > kMaxErrorBody) {
            m_buffer.append(data, kMaxErrorBody - m_buffer.size());
            finishBody();
            return 0;
        }
        m_buffer.append(data, qsizetype(size));
        return size;
    }
    if (m_mode == Mode::Json) {
        // Nothing is parsed from a truncated answer.
        if (m_buffer.size() + qsizetype(size) > kMaxJsonBody) {
            m_buffer.clear();
            failWith(ErrorCategory::Parse,
                     tr("the response body is larger than %1 MiB; it was not read")
                         .arg(kMaxJsonBody / (1024 * 1024)));
            return 0;
        }
        m_buffer.append(data, qsizetype(size));
        return size;
    }
    m_sse.feed(data, size, [&](const SseEvent &event) {
        if (!m_failed)
            handleEvent(event, now);
    });
    if (m_sse.overflowed())
        failWith(ErrorCategory::Parse,
                 tr("a stream line or event larger than %1 MiB; the rest was not read")
                     .arg(SseParser::kMaxLineBytes / (1024 * 1024)));
    return m_failed ? 0 : size; // 0 makes libcurl abort the transfer
}

void StreamTransfer::handleEvent(const SseEvent &event, qint64 now)
{
    const OpenAiChunk chunk =
        OpenAiChunk::parse(event.data, event.type, m_options.storeText || m_options.keepOutputText);
    switch (chunk.kind) {
    case OpenAiChunk::Kind::Done:
        m_sawDone = true;
        return;
    case OpenAiChunk::Kind::Malformed:
        failWith(ErrorCategory::Parse, tr("malformed chunk: %1").arg(excerpt(snippet(event.data))));
        return;
    case OpenAiChunk::Kind::Foreign:
        failWith(ErrorCategory::Parse,
                 tr("not a chat-completions stream (this looks like %1)").arg(chunk.errorMessage));
        return;
    case OpenAiChunk::Kind::Error:
        // An error event inside a 200 stream (also llama.cpp's "error:" line): the code it
        // carries, else a server error.
        failWith(chunk.errorCode ? categoryForCode(chunk.errorCode) : ErrorCategory::Http5xx,
                 tr("error event in the stream: %1")
                     .arg(excerpt(chunk.errorMessage.isEmpty() ? snippet(event.data)
                                                               : chunk.errorMessage)));
        return;
    case OpenAiChunk::Kind::Data:
        break;
    }
    applyChunk(chunk, now);
}

void StreamTransfer::applyChunk(const OpenAiChunk &chunk, qint64 now)
{
    if (chunk.outputBearing) {
        if (m_record.firstTokenNs < 0)
            m_record.firstTokenNs = now;
        m_record.lastTokenNs = now;
        int tokens = 0;
        if (chunk.hasUsage && chunk.completionTokens >= 0) {
            tokens = int(std::max<qint64>(0, chunk.completionTokens - m_lastCumulativeTokens));
            m_lastCumulativeTokens = chunk.completionTokens;
        }
        if (qsizetype(m_record.chunks.size()) < std::max(2, m_options.maxChunkTimes)) {
            m_record.chunks.push_back({now, tokens});
        } else {
            // A stream longer than any answer a run asks for (or one that never ends): the
            // record stays bounded, the tail's tokens arrive as one chunk at its last time, so
            // token counts, E2E and the mean ITL over the tail stay right.
            OutputChunk &last = m_record.chunks.back();
            if (m_mergedChunks == 0 && last.tokens == 0)
                last.tokens = 1;
            last.tNs = now;
            last.tokens += tokens > 0 ? tokens : 1;
            ++m_mergedChunks;
        }
        m_tokensSeen += tokens > 0 ? tokens : 1;
        if ((m_options.storeText || m_options.keepOutputText) && !m_textCut) {
            if (m_record.outputText.size() + chunk.text.size() <= kMaxOutputTextChars)
                m_record.outputText += chunk.text;
            else
                m_textCut = true;
        }
        if (m_options.cancelAfterTokens > 0 && m_tokensSeen >= m_options.cancelAfterTokens)
            failWith(ErrorCategory::Cancelled,
                     tr("cancelled by the simulated user after %1 tokens").arg(m_tokensSeen));
    } else if (chunk.hasUsage && chunk.completionTokens >= 0) {
        m_lastCumulativeTokens = chunk.completionTokens;
    }
    if (chunk.hasUsage) {
        if (chunk.promptTokens >= 0)
            m_record.promptTokens = chunk.promptTokens;
        if (chunk.completionTokens >= 0)
            m_record.completionTokens = chunk.completionTokens;
        if (chunk.cachedTokens >= 0)
            m_record.cachedTokens = chunk.cachedTokens;
    }
    if (!chunk.finishReason.isEmpty())
        m_record.finishReason = chunk.finishReason;
    if (chunk.timings.any())
        m_record.server = chunk.timings;
}

void StreamTransfer::failWith(ErrorCategory category, const QString &message)
{
    if (m_failed)
        return;
    m_failed = true;
    m_record.error = category;
    m_record.errorMessage = message;
}

void StreamTransfer::finishAs(ErrorCategory category, const QString &message)
{
    failWith(category, message);
    m_record.endNs = relativeNow();
    noteLimits();
}

// Says what the per-request bounds left out, once, whatever the outcome.
void StreamTransfer::noteLimits()
{
    if (m_limitsNoted || (m_mergedChunks == 0 && !m_textCut))
        return;
    m_limitsNoted = true;
    QStringList cut;
    if (m_mergedChunks > 0)
        cut << tr("the times of the last %1 output chunks kept as one (at most %2 per request)")
                   .arg(m_mergedChunks)
                   .arg(m_options.maxChunkTimes);
    if (m_textCut)
        cut << tr("output text cut at %1 characters").arg(kMaxOutputTextChars);
    const QString note = cut.join(QStringLiteral("; "));
    m_record.errorMessage = m_record.errorMessage.isEmpty()
                                ? note
                                : m_record.errorMessage + QStringLiteral("; ") + note;
}

bool StreamTransfer::timedOutAt(qint64 nowNs)
{
    if (m_failed || m_record.sentNs < 0)
        return false;
    if (m_record.firstByteNs < 0) {
        const qint64 limitMs =
            m_options.firstByteTimeoutMs > 0 ? m_options.firstByteTimeoutMs : m_options.timeoutMs;
        if (limitMs >= m_options.timeoutMs || nowNs - m_record.sentNs < limitMs * 1'000'000)
            return false; // the whole-request timeout says it (libcurl's own)
        finishAs(ErrorCategory::FirstByteTimeout,
                 tr("no answer began within the first-byte timeout (%1 s) after the request "
                    "was sent")
                     .arg(double(limitMs) / 1000.0));
        return true;
    }
    if (m_options.idleTimeoutMs <= 0 || nowNs - m_lastByteNs < m_options.idleTimeoutMs * 1'000'000)
        return false;
    finishAs(ErrorCategory::IdleTimeout,
             tr("the answer stopped: no byte for the idle timeout (%1 s)")
                 .arg(double(m_options.idleTimeoutMs) / 1000.0));
    return true;
}

void StreamTransfer::finish(int curlCode)
{
    finishTransfer(curlCode);
    noteLimits();
}

void StreamTransfer::finishTransfer(int curlCode)
{
    m_record.endNs = relativeNow();
    if (m_failed)
        return; // cancelled, malformed chunk or error event: already classified
    if (m_mode == Mode::Unknown && curlCode == CURLE_OK)
        checkStatus(); // an answer without a body
    if (curlCode != CURLE_OK) {
        classifyTransportError(curlCode);
        return;
    }
    finishBody();
}

void StreamTransfer::classifyTransportError(int curlCode)
{
    const auto code = CURLcode(curlCode);
    QString message = QString::fromUtf8(curl_easy_strerror(code));
    long osErrno = 0;
    curl_easy_getinfo(m_easy, CURLINFO_OS_ERRNO, &osErrno);
    if (osErrno == EMFILE || osErrno == ENFILE) {
        failWith(ErrorCategory::Connect,
                 tr("too many open files: raise the limit (ulimit -n) or lower --max-in-flight"));
        return;
    }
    switch (code) {
    case CURLE_OPERATION_TIMEDOUT:
        if (m_record.sentNs < 0 && m_options.connectTimeoutMs < m_options.timeoutMs) {
            failWith(ErrorCategory::ConnectTimeout,
                     tr("no connection within the connect timeout (%1 s)")
                         .arg(double(m_options.connectTimeoutMs) / 1000.0));
            return;
        }
        failWith(ErrorCategory::Timeout,
                 tr("no complete answer within %1 ms").arg(m_options.timeoutMs));
        return;
    case CURLE_COULDNT_CONNECT:
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_RESOLVE_PROXY:
    case CURLE_SSL_CONNECT_ERROR:
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CACERT_BADFILE:
    case CURLE_SSL_CERTPROBLEM:
        if (m_record.firstByteNs < 0) {
            failWith(ErrorCategory::Connect, message);
            return;
        }
        break;
    default:
        break;
    }
    if (m_record.firstByteNs < 0 && m_record.sentNs < 0) {
        failWith(ErrorCategory::Connect, message);
        return;
    }
    failWith(ErrorCategory::StreamBroken, tr("the stream broke: %1").arg(message));
}

void StreamTransfer::finishBody()
{
    if (m_mode == Mode::ErrorBody) {
        const OpenAiChunk error =
            OpenAiChunk::parse(std::string_view(m_buffer.constData(), size_t(m_buffer.size())));
        QString message = error.errorMessage;
        if (message.isEmpty())
            message = snippet(std::string_view(m_buffer.constData(), size_t(m_buffer.size())));
        message = message.isEmpty() ? tr("empty body") : excerpt(message);
        if (!m_limitHeaders.isEmpty())
            message += QStringLiteral(" (%1)").arg(excerpt(QString::fromLatin1(m_limitHeaders)));
        failWith(ErrorCategories::fromHttpStatus(m_record.httpStatus),
                 QStringLiteral("HTTP %1: %2").arg(m_record.httpStatus).arg(message));
        return;
    }
    if (m_mode == Mode::Json) {
        // The server ignored "stream": the whole answer arrived at once.
        const OpenAiChunk body =
            OpenAiChunk::parse(std::string_view(m_buffer.constData(), size_t(m_buffer.size())),
                               "message", m_options.storeText || m_options.keepOutputText);
        if (body.kind == OpenAiChunk::Kind::Malformed) {
            failWith(ErrorCategory::Parse, tr("the response body is not valid JSON"));
            return;
        }
        if (body.kind == OpenAiChunk::Kind::Error) {
            failWith(body.errorCode ? categoryForCode(body.errorCode) : ErrorCategory::Http5xx,
                     excerpt(body.errorMessage));
            return;
        }
        if (body.kind == OpenAiChunk::Kind::Foreign) {
            failWith(
                ErrorCategory::Parse,
                tr("not a chat-completions response (this looks like %1)").arg(body.errorMessage));
            return;
        }
        applyChunk(body, m_record.endNs);
        m_sawDone = true;
    } else {
        m_sse.finish([&](const SseEvent &event) {
            if (!m_failed)
                handleEvent(event, m_record.endNs);
        });
        if (m_failed)
            return;
        if (!m_sawDone) {
            // TGI before 2.2 ends every stream so: a clean end after the finish chunk is a
            // complete answer; before it, the stream broke.
            if (m_record.finishReason.isEmpty()) {
                failWith(ErrorCategory::StreamBroken,
                         tr("the stream ended without [DONE] and before its finish chunk"));
                return;
            }
            m_record.errorMessage =
                m_record.completionTokens >= 0
                    ? tr("ended without [DONE] after its finish chunk and usage: complete")
                    : tr("ended without [DONE] after its finish chunk (no usage): complete");
        }
    }
    if (m_record.chunks.empty() && m_record.completionTokens > 0) {
        const QString note = tr("%1 completion tokens in usage but no output-bearing chunk: no "
                                "TTFT, ITL or TPOT")
                                 .arg(m_record.completionTokens);
        m_record.errorMessage = m_record.errorMessage.isEmpty()
                                    ? note
                                    : m_record.errorMessage + QStringLiteral("; ") + note;
    }
    if (m_record.completionTokens >= 0 &&
        m_record.completionTokens < m_record.plannedOutputTokens) {
        const QString note = m_record.errorMessage;
        failWith(ErrorCategory::StoppedEarly,
                 tr("%1 of %2 output tokens (finish_reason %3)")
                     .arg(m_record.completionTokens)
                     .arg(m_record.plannedOutputTokens)
                     .arg(m_record.finishReason.isEmpty() ? QStringLiteral("-")
                                                          : m_record.finishReason));
        if (!note.isEmpty())
            m_record.errorMessage += QStringLiteral("; ") + note;
    }
}

} // namespace llmcap
