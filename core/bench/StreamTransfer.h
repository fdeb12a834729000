#pragma once

#include "net/SseParser.h"
#include "records/RequestRecord.h"

#include <QByteArray>
#include <QCoreApplication>

typedef void CURL;
struct curl_slist;

namespace llmcap {

class CurlSession;
struct OpenAiChunk;

// One streamed generation request in flight: the libcurl easy handle's callbacks, the SSE and
// chunk parsing, and the RequestRecord it fills. Runs on the load generator's thread; every
// timestamp is taken in a callback, on the monotonic clock, relative to the run's origin.
class StreamTransfer
{
    Q_DECLARE_TR_FUNCTIONS(StreamTransfer)

public:
    struct Options
    {
        qint64 originNs = 0;       // the run's start instant (monotonic)
        qint64 timeoutMs = 300000; // whole request, connection included
        qint64 connectTimeoutMs = 10000;
        qint64 firstByteTimeoutMs = 0; // from the request sent; 0: timeoutMs
        qint64 idleTimeoutMs = 60000;  // between two bytes of the answer; 0: none
        int maxChunkTimes = 65536;     // output chunk times kept; later ones merge into the last
        bool storeText = false;
        // Collect the output text in the record even without storeText: a run's next call
        // sends it back as the conversation (the load generator drops it afterwards).
        bool keepOutputText = false;
        int cancelAfterTokens = 0; // simulated user cancel; 0 = never
        double cancelAfterMs = 0;  // ... after this long from the scheduled time; 0 = never
        quint64 sessionKey = 0;    // client-side routing (RequestRouter): a run's key
        quint64 prefixKey = 0;     // ... and the shared-prefix group
    };

    StreamTransfer(CURL *easy, RequestRecord record, QByteArray body, const Options &options);
    ~StreamTransfer();
    StreamTransfer(const StreamTransfer &) = delete;
    StreamTransfer &operator=(const StreamTransfer &) = delete;

    // Sets the URL, body, callbacks, the session's shared options, an X-Request-Id header
    // (the record's requestId) and a W3C traceparent (its traceId and spanId, when set) on the
    // easy handle.
    void configure(const QByteArray &url, const CurlSession &session);
    const Options &options() const { return m_options; }

    CURL *easy() const { return m_easy; }
    RequestRecord &record() { return m_record; }
    qint64 relativeNow() const;

    // Completes the record after libcurl reported the transfer done with curlCode.
    void finish(int curlCode);
    // Ends the transfer from outside (cancel, drain timeout, abort); the caller removes the
    // handle from the multi handle.
    void finishAs(ErrorCategory category, const QString &message);
    // True, with the record classified, when the answer is overdue at nowNs (run-relative):
    // no first byte within the first-byte time-out of the send, or no byte for the idle
    // time-out. The caller then removes the handle and completes the transfer.
    bool timedOutAt(qint64 nowNs);
    // The answer bodies read whole (not streamed) are refused above these sizes.
    static constexpr qsizetype kMaxJsonBody = 4 * 1024 * 1024;
    static constexpr qsizetype kMaxErrorBody = 64 * 1024;
    static constexpr qsizetype kMaxOutputTextChars = 1024 * 1024;

private:
    static size_t onWrite(char *data, size_t size, size_t count, void *self);
    static size_t onHeader(char *data, size_t size, size_t count, void *self);
    static int onPrereq(void *self, char *, char *, int, int);

    size_t write(const char *data, size_t size);
    void checkStatus();
    void handleEvent(const SseEvent &event, qint64 now);
    void applyChunk(const OpenAiChunk &chunk, qint64 now);
    void failWith(ErrorCategory category, const QString &message);
    void classifyTransportError(int curlCode);
    void finishTransfer(int curlCode);
    void finishBody();
    void noteLimits();

    enum class Mode { Unknown, Stream, Json, ErrorBody };

    CURL *m_easy;
    curl_slist *m_headers = nullptr;
    RequestRecord m_record;
    QByteArray m_body;
    Options m_options;
    SseParser m_sse;
    QByteArray m_buffer; // a non-streamed body or an error answer
    Mode m_mode = Mode::Unknown;
    bool m_sawDone = false;
    bool m_failed = false; // an error found while reading: the transfer is being aborted
    qint64 m_lastCumulativeTokens = 0;
    qint64 m_tokensSeen = 0;
    qint64 m_lastByteNs = -1;
    qint64 m_mergedChunks = 0; // output chunks past maxChunkTimes
    bool m_textCut = false;    // output text past kMaxOutputTextChars
    bool m_limitsNoted = false;
    QByteArray m_limitHeaders; // retry-after and x-ratelimit-* lines, "; "-joined
};

} // namespace llmcap
