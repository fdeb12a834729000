#include "simserver/SimService.h"

#include "appinfo/Version.h"
#include "sim/SimRandom.h"
#include "simserver/TokenCounter.h"
#include "util/TraceParent.h"

#include <QDateTime>

#include <algorithm>
#include <chrono>
#include <cmath>

namespace llmcap {

namespace {

std::string_view pathOf(std::string_view target)
{
    const size_t q = target.find('?');
    return q == std::string_view::npos ? target : target.substr(0, q);
}

// How far real time may run ahead of the simulated schedule before the engine skips ahead.
constexpr double kMaxLagWallSec = 0.05;

HttpReply detail(int status, const char *text)
{
    HttpReply r;
    r.status = status;
    r.body = std::string("{\"detail\":\"") + text + "\"}";
    return r;
}

} // namespace

SimService::SimService(SimServiceOptions options, WakeupFn scheduleWakeup)
    : m_options(std::move(options))
    , m_scheduleWakeup(std::move(scheduleWakeup))
    , m_clock(m_options.speed)
    , m_engine(m_options.preset.engine, StepTimeModel(m_options.preset.stepTime))
    , m_metrics(m_options.preset)
    , m_modelJson(ChunkFormatter::jsonString(m_options.preset.servedModelName))
{
    m_originUnixNs = std::chrono::duration_cast<std::chrono::nanoseconds>(
                         std::chrono::system_clock::now().time_since_epoch())
                         .count();
}

SimService::~SimService() = default;

Status SimService::openSpanFile()
{
    return m_options.otlpFile.isEmpty() ? Status() : m_spans.open(m_options.otlpFile);
}

quint64 SimService::handle(std::string_view method, std::string_view target,
                           const std::string &body, const std::shared_ptr<ResponseSink> &sink,
                           const CallerHeaders &headers)
{
    const std::string_view path = pathOf(target);
    const bool get = method == "GET";
    const bool post = method == "POST";
    auto only = [&](bool allowed, const char *allow) {
        if (allowed)
            return true;
        HttpReply r = detail(405, "Method Not Allowed");
        r.headers.emplace_back("Allow", allow);
        sink->reply(std::move(r));
        return false;
    };

    if (!isReady() &&
        (path == "/health" || path == "/v1/chat/completions" || path == "/v1/completions")) {
        replyError(*sink, ApiError::unavailable(QStringLiteral("The server is starting up.")));
        return 0;
    }
    if (path == "/v1/chat/completions") {
        return only(post, "POST") ? generate(ApiKind::Chat, body, sink, headers) : 0;
    }
    if (path == "/v1/completions") {
        return only(post, "POST") ? generate(ApiKind::Completion, body, sink, headers) : 0;
    }
    if (path == "/health") {
        if (only(get, "GET"))
            sink->reply(HttpReply{200, "application/json", {}, {}});
    } else if (path == "/v1/models") {
        if (only(get, "GET"))
            sink->reply(models());
    } else if (path == "/metrics") {
        if (only(get, "GET"))
            sink->reply(HttpReply{
                200, "text/plain; version=0.0.4; charset=utf-8", m_metrics.render(m_engine), {}});
    } else if (path == "/tokenize") {
        if (only(post, "POST"))
            sink->reply(tokenize(body));
    } else if (path == "/version") {
        if (only(get, "GET"))
            sink->reply(HttpReply{200,
                                  "application/json",
                                  std::string("{\"version\":\"llmcap-sim ") + kVersion + "\"}",
                                  {}});
    } else {
        sink->reply(detail(404, "Not Found"));
    }
    return 0;
}

bool SimService::isReady() const
{
    return m_options.startupS <= 0 || m_clock.nowSec() >= m_options.startupS;
}

bool SimService::servesModel(const QString &model) const
{
    return model == m_options.preset.servedModelName || model == m_options.preset.hardware.model.id;
}

void SimService::replyError(ResponseSink &sink, const ApiError &error)
{
    m_metrics.countRejected();
    HttpReply r{error.status, "application/json", error.body(), {}};
    if (error.status == 429 || error.status == 503)
        r.headers.emplace_back("Retry-After", "1");
    sink.reply(std::move(r));
}

std::string SimService::modelsBody(const SimPreset &preset, qint64 createdSec)
{
    const std::string model = ChunkFormatter::jsonString(preset.servedModelName);
    return "{\"object\":\"list\",\"data\":[{\"id\":" + model +
           ",\"object\":\"model\",\"created\":" + std::to_string(createdSec) +
           ",\"owned_by\":\"llmcap\",\"root\":" + model +
           ",\"parent\":null,\"max_model_len\":" + std::to_string(preset.engine.maxModelLen) +
           ",\"permission\":[]}]}";
}

HttpReply SimService::models() const
{
    return HttpReply{200,
                     "application/json",
                     modelsBody(m_options.preset, QDateTime::currentSecsSinceEpoch()),
                     {}};
}

HttpReply SimService::tokenize(const std::string &body)
{
    const auto parsed = ApiRequestParser::parseTokenize(
        QByteArray::fromRawData(body.data(), qsizetype(body.size())));
    ApiError error;
    if (parsed.error)
        error = *parsed.error;
    else if (!parsed.request.model.isEmpty() && !servesModel(parsed.request.model))
        error = ApiError::notFound(
            QStringLiteral("The model `%1` does not exist.").arg(parsed.request.model));
    else {
        std::string s = "{\"count\":" + std::to_string(parsed.request.count) +
                        ",\"max_model_len\":" + std::to_string(m_engine.config().maxModelLen) +
                        ",\"tokens\":[";
        s.reserve(s.size() + parsed.request.tokens.size() * 7 + 32);
        for (size_t i = 0; i < parsed.request.tokens.size(); ++i) {
            if (i)
                s += ',';
            s += std::to_string(parsed.request.tokens[i]);
        }
        s += "],\"token_strs\":null}";
        return HttpReply{200, "application/json", std::move(s), {}};
    }
    m_metrics.countRejected();
    return HttpReply{error.status, "application/json", error.body(), {}};
}

quint64 SimService::generate(ApiKind kind, const std::string &body,
                             const std::shared_ptr<ResponseSink> &sink,
                             const CallerHeaders &headers)
{
    const EngineConfig &config = m_engine.config();
    auto parsed = ApiRequestParser::parseGeneration(
        kind, QByteArray::fromRawData(body.data(), qsizetype(body.size())), config.blockSize);
    if (parsed.error) {
        replyError(*sink, *parsed.error);
        return 0;
    }
    GenerationRequest &req = parsed.request;
    if (!servesModel(req.model)) {
        replyError(*sink, ApiError::notFound(
                              QStringLiteral("The model `%1` does not exist.").arg(req.model)));
        return 0;
    }
    const int maxLen = config.maxModelLen;
    const qint64 requested = qint64(req.promptTokens) + (req.maxTokens ? *req.maxTokens : 1);
    // llama.cpp takes any max_tokens and stops where the slot's context fills; the engine
    // refuses a prompt that fills it, in llama.cpp's words.
    const bool slots = config.scheduler == SchedulerPolicy::LlamaSlots;
    if (!slots && (req.promptTokens >= maxLen || requested > maxLen)) {
        replyError(*sink,
                   ApiError::badRequest(
                       QStringLiteral("This model's maximum context length is %1 tokens. However, "
                                      "you requested %2 tokens (%3 in the messages, %4 in the "
                                      "completion). Please reduce the length of the messages or "
                                      "completion.")
                           .arg(maxLen)
                           .arg(requested)
                           .arg(req.promptTokens)
                           .arg(requested - req.promptTokens),
                       QStringLiteral("max_tokens")));
        return 0;
    }
    const int maxTokens = req.maxTokens.value_or(std::max(1, maxLen - req.promptTokens));
    if (req.minTokens > maxTokens) {
        replyError(*sink, ApiError::badRequest(
                              QStringLiteral("min_tokens (%1) exceeds the tokens left in the "
                                             "context (%2).")
                                  .arg(req.minTokens)
                                  .arg(maxTokens),
                              QStringLiteral("min_tokens")));
        return 0;
    }
    if (m_options.maxQueue > 0 && m_engine.waitingCount() >= m_options.maxQueue) {
        replyError(*sink, ApiError::tooManyRequests(
                              QStringLiteral("The server is overloaded: %1 requests are waiting "
                                             "(limit %2). Try again later.")
                                  .arg(m_engine.waitingCount())
                                  .arg(m_options.maxQueue)));
        return 0;
    }

    const quint64 index = m_nextIndex++;
    const FaultKind fault = m_options.faults.pickFor(m_options.seed, index);
    switch (fault) {
    case FaultKind::Status429:
        replyError(*sink, ApiError::tooManyRequests(
                              QStringLiteral("Rate limit reached (injected fault).")));
        return 0;
    case FaultKind::Status500:
        replyError(*sink, ApiError::internal(QStringLiteral("Internal error (injected fault).")));
        return 0;
    case FaultKind::Status503:
        replyError(*sink,
                   ApiError::unavailable(QStringLiteral("Service unavailable (injected fault).")));
        return 0;
    default:
        break;
    }

    int target = maxTokens;
    if (!req.ignoreEos && !m_options.instant) {
        const quint64 key = simrandom::combine(simrandom::combine(m_options.seed, 0x07ULL), index);
        target = std::clamp(m_options.preset.outputTokens.sample(key), std::max(1, req.minTokens),
                            maxTokens);
    }
    Generation g{sink,
                 ChunkFormatter(kind, index, m_modelJson, QDateTime::currentSecsSinceEpoch())};
    g.index = index;
    g.stream = req.stream;
    g.includeUsage = req.includeUsage;
    g.continuousUsage = req.continuousUsage;
    g.promptTokens = req.promptTokens;
    g.maxTokens = maxTokens;
    g.target = target;
    // A completion's text output must not glue its first word onto the prompt's last one, or a
    // client carrying prompt + output forward would get other tokens than the server computed.
    g.leadingSpace = kind == ApiKind::Completion && req.promptEndsInWord;
    if (m_options.instant) {
        answerInstantly(g, *sink);
        return 0;
    }
    SimRequest sim;
    sim.id = index;
    sim.promptTokens = req.promptTokens;
    sim.outputTokens = target;
    if (config.prefixCaching)
        sim.outputBlockHashes = outputBlockHashes(req, index, target);
    sim.promptBlockHashes = std::move(req.promptBlockHashes);
    const double now = m_clock.nowSec();
    if (const Status submitted = m_engine.submit(std::move(sim), now); !submitted) {
        replyError(*sink, ApiError::badRequest(submitted.error()));
        return 0;
    }
    g.arrivalSec = now;
    g.fault = fault;
    if (m_spans.isOpen()) {
        // Child of the caller's trace; a request without one starts its own (as vLLM does).
        if (const auto parent = TraceParent::parse(headers.traceparent)) {
            g.traceId = parent->traceId.toStdString();
            g.parentSpanId = parent->spanId.toStdString();
        } else {
            g.traceId = TraceParent::generate().traceId.toStdString();
        }
        g.requestId = headers.requestId.empty() ? g.format.id() : headers.requestId.substr(0, 256);
    }
    m_generations.emplace(index, std::move(g));
    if (req.stream)
        sink->startStream();
    kick();
    return index;
}

void SimService::cancel(quint64 generationId)
{
    if (m_generations.count(generationId) == 0)
        return;
    m_engine.abort(generationId);
    finish(generationId, SimMetrics::Finish::Abort);
}

void SimService::answerInstantly(Generation &g, ResponseSink &sink)
{
    const ServerTimings timings; // nothing was computed
    const TokenUsage usage{g.promptTokens, g.target, 0};
    std::string text;
    std::string out;
    if (g.stream) {
        const TokenUsage opening{g.promptTokens, 0, 0};
        out = g.format.roleChunk(g.continuousUsage ? &opening : nullptr);
    }
    for (int i = 0; i < g.target; ++i) {
        std::string_view word = ChunkFormatter::fillerWord(m_options.seed, g.index, i);
        std::string spaced;
        if (i == 0 && g.leadingSpace) {
            spaced = ' ' + std::string(word);
            word = spaced;
        }
        const bool last = i + 1 == g.target;
        if (!g.stream) {
            text += word;
            continue;
        }
        const TokenUsage running{g.promptTokens, i + 1, 0};
        out += g.format.tokenChunk(word, last ? "length" : nullptr,
                                   g.continuousUsage ? &running : nullptr,
                                   last && !g.includeUsage ? &timings : nullptr);
    }
    m_metrics.countFinished(SimMetrics::Finish::Length);
    if (!g.stream) {
        sink.reply(HttpReply{
            200, "application/json", g.format.completeBody(text, "length", usage, timings), {}});
        return;
    }
    if (g.includeUsage)
        out += g.format.usageChunk(usage, timings);
    out += ChunkFormatter::doneEvent();
    sink.startStream();
    sink.streamWrite(std::move(out));
    sink.endStream();
}

void SimService::finish(quint64 id, SimMetrics::Finish reason)
{
    m_metrics.countFinished(reason);
    m_generations.erase(id);
}

void SimService::kick()
{
    if (!m_stepInFlight)
        runStep(m_clock.nowSec());
}

void SimService::runStep(double nowSec)
{
    const StepResult &step = m_engine.step(nowSec);
    if (step.idle()) {
        m_stepInFlight = false;
        m_step = nullptr;
        return;
    }
    m_stepInFlight = true;
    m_step = &step;
    m_scheduleWakeup(m_clock.wallTimeOf(step.endSec()));
}

void SimService::onWakeup()
{
    if (!m_step)
        return;
    const StepResult &step = *m_step;
    deliver(step);
    // Keep the simulated timeline on its absolute schedule: timer lateness must not add up
    // step after step. Only a server that fell far behind (overloaded) skips ahead.
    const double now = m_clock.nowSec();
    const bool farBehind = m_clock.toWallSec(now - step.endSec()) > kMaxLagWallSec;
    runStep(farBehind ? now : step.endSec());
}

std::vector<quint64> SimService::outputBlockHashes(const GenerationRequest &req, quint64 index,
                                                   int outputTokens)
{
    // Every filler word is one token; the leading space of a completion's first word adds none.
    TokenCounter tokens(m_engine.config().blockSize, req.promptTokens, req.promptChain);
    for (int i = 0; i < outputTokens; ++i) {
        const std::string_view word = ChunkFormatter::fillerWord(m_options.seed, index, i);
        auto it = m_fillerIds.find(word.data());
        if (it == m_fillerIds.end()) {
            const QString w = QString::fromLatin1(word.data(), qsizetype(word.size())).trimmed();
            it = m_fillerIds.emplace(word.data(), TokenCounter::wordId(w)).first;
        }
        tokens.addTokenId(it->second);
    }
    return tokens.blockHashes();
}

ServerTimings SimService::timingsOf(const SimRequestTiming &t) const
{
    const double k = 1000.0 / m_options.speed;
    ServerTimings s;
    s.queueMs = t.queueSec() * k;
    s.prefillMs = t.prefillSec() * k;
    s.decodeMs = t.decodeSec() * k;
    s.ttftMs = t.ttftSec() * k;
    s.e2eMs = t.e2eSec() * k;
    s.preemptions = t.preemptions;
    s.cachedPromptTokens = t.cachedPromptTokens;
    return s;
}

void SimService::writeSpan(const Generation &g, const SimRequestTiming &t)
{
    // The engine keeps simulated time only; the span carries wall-clock times and durations,
    // as the client measures them (simulated seconds / speed).
    const double toWall = 1.0 / m_options.speed;
    const auto unixNs = [&](double simSec) {
        return m_originUnixNs + qint64(std::llround(simSec * toWall * 1e9));
    };
    OtlpSpanWriter::Span s;
    s.traceId = g.traceId;
    s.spanId = TraceParent::generate().spanId.toStdString();
    s.parentSpanId = g.parentSpanId;
    s.requestId = g.requestId;
    s.model = m_options.preset.servedModelName.toStdString();
    s.startUnixNs = unixNs(t.arrivalSec);
    s.endUnixNs = unixNs(t.finishSec);
    s.promptTokens = t.promptTokens;
    s.completionTokens = t.outputTokens;
    s.maxTokens = g.maxTokens;
    s.queueS = t.queueSec() * toWall;
    s.prefillS = t.prefillSec() * toWall;
    s.decodeS = t.decodeSec() * toWall;
    s.ttftS = t.ttftSec() * toWall;
    s.e2eS = t.e2eSec() * toWall;
    m_spans.write(s);
}

bool SimService::injectMidStream(quint64 id, Generation &g, ResponseSink &sink)
{
    switch (g.fault) {
    case FaultKind::Drop:
        sink.drop();
        m_engine.abort(id);
        finish(id, SimMetrics::Finish::Abort);
        return true;
    case FaultKind::Stall:
        sink.pause(m_options.faults.stallMs());
        return false;
    case FaultKind::Malformed:
        if (g.stream)
            sink.streamWrite(g.format.malformedChunk());
        return false;
    case FaultKind::ErrorEvent:
        if (!g.stream)
            return false;
        {
            std::string out = g.emitted == 1 ? g.format.roleChunk(nullptr) : std::string();
            out += ChunkFormatter::errorEvent(ApiError::internal(
                QStringLiteral("Engine error inside the stream (injected fault).")));
            out += ChunkFormatter::doneEvent();
            sink.streamWrite(std::move(out));
            sink.endStream();
        }
        m_engine.abort(id);
        finish(id, SimMetrics::Finish::Abort);
        return true;
    default:
        return false;
    }
}

void SimService::deliver(const StepResult &step)
{
    const double end = step.endSec();
    const double toWall = 1.0 / m_options.speed;
    m_finishedNow.clear();
    for (const SimRequestTiming &t : step.finished)
        m_finishedNow.emplace(t.id, &t);

    // First tokens go out before the decode tokens of the same step: with thousands of streams
    // the write loop takes a while, and TTFT is what a new request waits for.
    m_deliveryOrder.clear();
    for (const bool firstTokens : {true, false})
        for (const quint64 id : step.tokenEmitted) {
            const auto it = m_generations.find(id);
            if (it != m_generations.end() && (it->second.emitted == 0) == firstTokens)
                m_deliveryOrder.push_back(id);
        }
    for (const quint64 id : m_deliveryOrder) {
        const auto it = m_generations.find(id); // an earlier delivery may have ended it
        if (it != m_generations.end())
            deliverToken(id, it->second, end, toWall);
    }
}

void SimService::deliverToken(quint64 id, Generation &g, double end, double toWall)
{
    const std::shared_ptr<ResponseSink> sink = g.sink.lock();
    if (!sink) {
        cancel(id);
        return;
    }
    ++g.emitted;
    if (g.emitted == 1)
        m_metrics.observeTtft((end - g.arrivalSec) * toWall);
    else
        m_metrics.observeInterToken((end - g.lastTokenSec) * toWall);
    g.lastTokenSec = end;
    if (g.fault != FaultKind::None && g.emitted == std::max(1, (g.target + 1) / 2) &&
        injectMidStream(id, g, *sink))
        return;

    std::string_view word = ChunkFormatter::fillerWord(m_options.seed, g.index, g.emitted - 1);
    std::string spaced;
    if (g.emitted == 1 && g.leadingSpace) {
        spaced = ' ' + std::string(word);
        word = spaced;
    }
    const auto done = m_finishedNow.find(id);
    const bool last = done != m_finishedNow.end();
    // A llama.cpp slot whose context filled stops short of its target with "length" too.
    const bool cutShort = last && g.emitted < g.target;
    const char *reason = g.emitted >= g.maxTokens || cutShort ? "length" : "stop";
    ServerTimings timings;
    TokenUsage usage{g.promptTokens, g.emitted, 0};
    if (last) {
        timings = timingsOf(*done->second);
        usage.cachedTokens = done->second->cachedPromptTokens;
        m_metrics.observeE2e(done->second->e2eSec() * toWall);
        m_metrics.observeQueue(done->second->queueSec() * toWall);
        if (m_spans.isOpen())
            writeSpan(g, *done->second);
    }
    if (g.stream) {
        std::string out;
        const TokenUsage running{g.promptTokens, g.emitted, usage.cachedTokens};
        if (g.emitted == 1) {
            const TokenUsage opening{g.promptTokens, 0, 0};
            out = g.format.roleChunk(g.continuousUsage ? &opening : nullptr);
        }
        out += g.format.tokenChunk(word, last ? reason : nullptr,
                                   g.continuousUsage ? &running : nullptr,
                                   last && !g.includeUsage ? &timings : nullptr);
        if (last) {
            if (g.includeUsage)
                out += g.format.usageChunk(usage, timings);
            if (g.fault != FaultKind::NoDone)
                out += ChunkFormatter::doneEvent();
        }
        sink->streamWrite(std::move(out));
        if (last)
            sink->endStream();
    } else {
        g.text += word;
        if (last) {
            std::string body = g.format.completeBody(g.text, reason, usage, timings);
            if (g.fault == FaultKind::Malformed)
                body.resize(body.size() / 2);
            sink->reply(HttpReply{200, "application/json", std::move(body), {}});
        }
    }
    if (last)
        finish(id, reason[0] == 'l' ? SimMetrics::Finish::Length : SimMetrics::Finish::Stop);
}

} // namespace llmcap
