#pragma once

#include "sim/RealTimeClock.h"
#include "sim/SimEngine.h"
#include "sim/SimPreset.h"
#include "simserver/ApiRequest.h"
#include "simserver/ChunkFormatter.h"
#include "simserver/FaultSpec.h"
#include "simserver/OtlpSpanWriter.h"
#include "simserver/ResponseSink.h"
#include "simserver/SimMetrics.h"

#include <functional>
#include <memory>
#include <string_view>
#include <unordered_map>

namespace llmcap {

struct SimServiceOptions
{
    SimPreset preset;
    double speed = 1.0; // simulated seconds per wall-clock second
    quint64 seed = 0;   // output lengths, filler text and faults
    FaultSpec faults;
    int maxQueue = 0; // waiting requests beyond which new ones get 429; 0 = no limit
    // Simulated seconds after the start before the server is ready (a replica starting up):
    // until then GET /health and generation requests answer 503.
    double startupS = 0;
    // When set, each finished generation appends an OTLP llm_request span to this file
    // (OtlpSpanWriter), child of the request's traceparent.
    QString otlpFile;
    // A zero-compute server (issue 37's client self-test): every generation is answered at
    // once with max_tokens tokens (the whole stream in one write), no engine behind it.
    bool instant = false;
};

// The simulated OpenAI-compatible server without the sockets: routes requests, validates them,
// drives a SimEngine in real time (RealTimeClock at the configured speed) and turns engine
// events into responses and SSE events, injecting faults. Single-threaded: the HTTP layer calls
// it from its event-loop thread only.
//
// Endpoints: POST /v1/chat/completions, POST /v1/completions, POST /tokenize, GET /v1/models,
// GET /health, GET /metrics, GET /version. See ChunkFormatter for the response shapes and the
// llmcap_timings extension, TokenCounter for how prompt tokens are counted, FaultSpec for
// --faults.
class SimService
{
public:
    // Asks the HTTP layer to call onWakeup() at that wall-clock time (one pending at a time).
    using WakeupFn = std::function<void(RealTimeClock::WallTime)>;

    // The request headers the service reads: the W3C traceparent and X-Request-Id, for the
    // request's span (empty when absent).
    struct CallerHeaders
    {
        std::string traceparent;
        std::string requestId;
    };

    SimService(SimServiceOptions options, WakeupFn scheduleWakeup);
    ~SimService();

    // Opens options().otlpFile for the spans (nothing to do when it is empty).
    Status openSpanFile();

    // Answers one request. Returns the id of the generation it started, whose events then go to
    // sink until it ends, or 0 when the answer was given at once.
    quint64 handle(std::string_view method, std::string_view target, const std::string &body,
                   const std::shared_ptr<ResponseSink> &sink, const CallerHeaders &headers = {});
    // The client of a generation went away.
    void cancel(quint64 generationId);
    void onWakeup();

    // GET /v1/models' body for a preset: what a client learns of the model and its context.
    static std::string modelsBody(const SimPreset &preset, qint64 createdSec);

    const SimEngine &engine() const { return m_engine; }
    const SimServiceOptions &options() const { return m_options; }
    int activeGenerations() const { return int(m_generations.size()); }
    bool isReady() const;

private:
    struct Generation
    {
        std::weak_ptr<ResponseSink> sink;
        ChunkFormatter format;
        quint64 index = 0;
        bool stream = false;
        bool includeUsage = false;
        bool continuousUsage = false;
        int promptTokens = 0;
        int maxTokens = 0;
        int target = 0;
        int emitted = 0;
        double arrivalSec = 0;
        double lastTokenSec = 0;
        FaultKind fault = FaultKind::None;
        bool leadingSpace = false; // the first word gets a space before it (see generate())
        std::string text;          // non-streaming answers
        std::string traceId;       // the span's trace and parent (the caller's traceparent)
        std::string parentSpanId;
        std::string requestId;
    };

    quint64 generate(ApiKind kind, const std::string &body,
                     const std::shared_ptr<ResponseSink> &sink, const CallerHeaders &headers);
    void writeSpan(const Generation &g, const SimRequestTiming &t);
    // SimServiceOptions::instant: the whole answer of g now, then its end.
    void answerInstantly(Generation &g, ResponseSink &sink);
    void replyError(ResponseSink &sink, const ApiError &error);
    HttpReply models() const;
    HttpReply tokenize(const std::string &body);
    bool servesModel(const QString &model) const;

    void kick();
    void runStep(double nowSec);
    void deliver(const StepResult &step);
    void deliverToken(quint64 id, Generation &g, double endSec, double toWall);
    // Returns true when the fault ended the generation.
    bool injectMidStream(quint64 id, Generation &g, ResponseSink &sink);
    ServerTimings timingsOf(const SimRequestTiming &t) const;
    // The chained hashes of the blocks the output text of request index fills after the
    // prompt, as the next prompt carrying prompt and output would hash them.
    std::vector<quint64> outputBlockHashes(const GenerationRequest &req, quint64 index,
                                           int outputTokens);
    void finish(quint64 id, SimMetrics::Finish reason);

    SimServiceOptions m_options;
    WakeupFn m_scheduleWakeup;
    RealTimeClock m_clock;
    qint64 m_originUnixNs = 0; // the wall-clock moment of simulated time 0, for spans
    OtlpSpanWriter m_spans;
    SimEngine m_engine;
    SimMetrics m_metrics;
    std::string m_modelJson;
    quint64 m_nextIndex = 1;
    bool m_stepInFlight = false;
    const StepResult *m_step = nullptr;
    std::unordered_map<quint64, Generation> m_generations;
    std::unordered_map<quint64, const SimRequestTiming *> m_finishedNow;
    std::vector<quint64> m_deliveryOrder;
    std::unordered_map<const char *, qint64> m_fillerIds; // token id by filler word
};

} // namespace llmcap
