#include "bench/TransferFactory.h"

#include "bench/StreamTransfer.h"

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
    const QByteArray prompt = m_prompts.prompt(
        {planned.index, planned.inputTokens, planned.prefixKey, planned.prefixTokens});
    if (m_options.storeText)
        record.promptText = QString::fromUtf8(prompt);

    StreamTransfer::Options transferOptions;
    transferOptions.originNs = m_originNs;
    transferOptions.timeoutMs = m_options.requestTimeoutMs;
    transferOptions.storeText = m_options.storeText;
    transferOptions.cancelAfterTokens = planned.cancelAfterTokens;
    transferOptions.cancelAfterMs = planned.cancelAfterMs;

    CURL *easy = nullptr;
    if (!m_idle.empty()) {
        easy = m_idle.back();
        m_idle.pop_back();
        curl_easy_reset(easy);
    } else {
        easy = curl_easy_init();
    }
    auto transfer = std::make_unique<StreamTransfer>(
        easy, std::move(record), m_bodies.build(prompt, planned.outputTokens, cls.sampling),
        transferOptions);
    transfer->configure(m_url, m_session);
    return transfer;
}

} // namespace llmcap
