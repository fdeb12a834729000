#include "bench/TransferFactory.h"

#include "bench/StreamTransfer.h"
#include "util/TraceParent.h"

#include <curl/curl.h>

namespace llmcap {

TransferFactory::TransferFactory(const RunPlan &plan, PromptFactory prompts,
                                 const LoadOptions &options, qint64 originNs)
    : m_plan(plan)
    , m_prompts(std::move(prompts))
    , m_options(options)
    , m_originNs(originNs)
    , m_bodies(options.target.api, options.target.model, options.extensions)
    , m_url(options.target.apiUrl(options.target.generationPath()).toEncoded())
    , m_session(options.target, {"Content-Type: application/json", "Accept: text/event-stream"})
{}

TransferFactory::~TransferFactory()
{
    for (CURL *easy : m_idle)
        curl_easy_cleanup(easy);
}

void TransferFactory::recycle(CURL *easy)
{
    m_idle.push_back(easy);
}

std::unique_ptr<StreamTransfer> TransferFactory::make(const PlannedRequest &planned,
                                                      qint64 scheduledNs)
{
    const WorkloadClass &cls = m_plan.classes().at(planned.classIndex);
    RequestRecord record;
    record.index = planned.index;
    record.className = cls.name;
    record.scheduledNs = scheduledNs;
    record.warmup = m_plan.isWarmup(planned.index, scheduledNs);
    record.plannedInputTokens = planned.inputTokens;
    record.plannedOutputTokens = planned.outputTokens;
    record.requestId = QStringLiteral("llmcap-%1-%2").arg(m_options.runTag).arg(planned.index);
    const QByteArray prompt =
        m_prompts.prompt({planned.index, planned.inputTokens, planned.prefixKey,
                          planned.prefixTokens, &planned.blocks, planned.blockTokens});
    if (m_options.storeText)
        record.promptText = QString::fromUtf8(prompt);

    return makeTransfer(
        std::move(record), m_bodies.build(prompt, planned.outputTokens, cls.sampling),
        planned.cancelAfterTokens, planned.cancelAfterMs, false, 0, planned.prefixKey);
}

std::unique_ptr<StreamTransfer> TransferFactory::makeCall(const Call &c, QList<QByteArray> &turns)
{
    const RunCall &call = *c.call;
    const WorkloadClass &cls = m_plan.classes().at(c.run->classIndex);
    RequestRecord record;
    record.index = c.index;
    record.className = cls.name;
    record.scheduledNs = c.scheduledNs;
    record.warmup = c.warmup;
    record.plannedInputTokens = c.plannedInputTokens;
    record.plannedOutputTokens = call.outputTokens;
    record.requestId = QStringLiteral("llmcap-%1-%2").arg(m_options.runTag).arg(c.index);
    record.runId = c.run->runId;
    record.callIndex = call.index;
    // A continuation's new text is a message of its own: the template overhead the factory
    // takes off a whole prompt is not spent again.
    const int overhead = m_prompts.calibration().promptOverheadTokens;
    quint64 key = 0;
    if (call.compaction) {
        const QByteArray summary = m_prompts.prompt({-1 - c.index, call.summaryTokens, 0, 0});
        const QByteArray fresh = m_prompts.prompt({c.index, call.newInputTokens + overhead, 0, 0});
        turns = {summary + '\n' + fresh};
    } else if (turns.isEmpty()) {
        if (call.prefix == RunCall::Prefix::Group)
            key = PromptFactory::prefixKey(cls.name, call.prefixGroup);
        turns.append(m_prompts.prompt({c.index, call.newInputTokens, key, call.prefixTokens,
                                       &call.blocks, call.blockTokens}));
    } else {
        turns.append(m_prompts.prompt({c.index, call.newInputTokens + overhead, 0, 0}));
    }
    if (m_options.storeText)
        record.promptText = QString::fromUtf8(RequestBodyBuilder::completionPrompt(turns));
    return makeTransfer(std::move(record),
                        m_bodies.buildConversation(turns, call.outputTokens, cls.sampling), 0, 0,
                        true, qHash(c.run->runId) | 1, key);
}

std::unique_ptr<StreamTransfer> TransferFactory::makeTransfer(RequestRecord record, QByteArray body,
                                                              int cancelAfterTokens,
                                                              double cancelAfterMs,
                                                              bool keepOutputText,
                                                              quint64 sessionKey, quint64 prefixKey)
{
    // A fresh W3C trace context per request: the server's span joins by it (issue 21).
    const TraceParent trace = TraceParent::generate();
    record.traceId = QString::fromLatin1(trace.traceId);
    record.spanId = QString::fromLatin1(trace.spanId);

    StreamTransfer::Options transferOptions;
    transferOptions.originNs = m_originNs;
    transferOptions.timeoutMs = m_options.requestTimeoutMs;
    transferOptions.connectTimeoutMs = m_options.connectTimeoutMs;
    transferOptions.firstByteTimeoutMs = m_options.firstByteTimeoutMs;
    transferOptions.idleTimeoutMs = m_options.idleTimeoutMs;
    transferOptions.maxChunkTimes = m_options.maxChunkTimes;
    transferOptions.storeText = m_options.storeText;
    transferOptions.keepOutputText = keepOutputText;
    transferOptions.cancelAfterTokens = cancelAfterTokens;
    transferOptions.cancelAfterMs = cancelAfterMs;
    transferOptions.sessionKey = sessionKey;
    transferOptions.prefixKey = prefixKey;

    CURL *easy = nullptr;
    if (!m_idle.empty()) {
        easy = m_idle.back();
        m_idle.pop_back();
        curl_easy_reset(easy);
    } else {
        easy = curl_easy_init();
    }
    auto transfer =
        std::make_unique<StreamTransfer>(easy, std::move(record), std::move(body), transferOptions);
    transfer->configure(m_url, m_session);
    return transfer;
}

} // namespace llmcap
