#include "bench/EndpointProbe.h"

#include "net/HttpClient.h"
#include "servermetrics/MetricsScraper.h"
#include "servermetrics/PrometheusText.h"
#include "servermetrics/ServerMetricsNormalizer.h"
#include "serving/ServingConfigProbe.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace llmcap {

namespace {

constexpr int kSampleWords = 400;
// The model list and the other JSON answers read while probing: a list of thousands of models
// stays far below it.
constexpr qsizetype kMaxJsonBytes = 1024 * 1024;
constexpr quint64 kCalibrationStream = 0xCA11B;

QByteArray jsonBytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// Token count of a /tokenize answer in any of the shapes servers use; -1 when unusable.
qint64 tokenCount(const HttpResponse &response)
{
    if (!response.ok())
        return -1;
    const QJsonDocument doc = response.json();
    if (doc.isArray())
        return doc.array().size(); // TGI: one object per token
    const QJsonObject o = doc.object();
    if (o.value(QLatin1String("count")).isDouble())
        return o.value(QLatin1String("count")).toInteger();
    if (o.value(QLatin1String("tokens")).isArray())
        return o.value(QLatin1String("tokens")).toArray().size();
    return -1;
}

// usage.prompt_tokens of a non-streamed answer; -1 when absent.
qint64 promptTokens(const HttpResponse &response)
{
    if (!response.ok())
        return -1;
    const QJsonValue v =
        response.json().object().value(QLatin1String("usage"))[QLatin1String("prompt_tokens")];
    return v.isDouble() ? v.toInteger() : -1;
}

} // namespace

QJsonObject EndpointInfo::toJson() const
{
    QJsonArray modelArray;
    for (const QString &m : models)
        modelArray.append(m);
    QJsonArray noteArray;
    for (const QString &n : notes)
        noteArray.append(n);
    return {{QStringLiteral("models"), modelArray},
            {QStringLiteral("model"), model},
            {QStringLiteral("runtime"), runtime},
            {QStringLiteral("calibration"), calibration.toJson()},
            {QStringLiteral("metrics_available"), metricsAvailable},
            {QStringLiteral("notes"), noteArray}};
}

EndpointProbe::EndpointProbe(EndpointTarget target)
    : m_target(std::move(target))
{}

TokenCalibration EndpointProbe::calibrate(HttpClient &client, const EndpointTarget &target,
                                          const QString &model, const PromptFactory &prompts)
{
    TokenCalibration result;
    const QUrl url = target.rootUrl(QStringLiteral("tokenize"));
    const QString small = QString::fromUtf8(prompts.words(kSampleWords, kCalibrationStream));
    const QString large = QString::fromUtf8(prompts.words(2 * kSampleWords, kCalibrationStream));

    struct Shape
    {
        const char *method;
        std::function<QJsonObject(const QString &)> body;
    };
    const Shape shapes[] = {
        {"vllm /tokenize",
         [&](const QString &text) {
             return QJsonObject{{QStringLiteral("model"), model}, {QStringLiteral("prompt"), text}};
         }},
        {"llama.cpp /tokenize",
         [](const QString &text) {
             return QJsonObject{{QStringLiteral("content"), text}};
         }},
        {"tgi /tokenize",
         [](const QString &text) {
             return QJsonObject{{QStringLiteral("inputs"), text}};
         }},
    };
    for (const Shape &shape : shapes) {
        const qint64 a = tokenCount(client.postJson(url, jsonBytes(shape.body(small))));
        if (a <= 0)
            continue;
        const qint64 b = tokenCount(client.postJson(url, jsonBytes(shape.body(large))));
        if (b <= a)
            continue;
        result.tokensPerWord = double(b - a) / kSampleWords;
        result.promptOverheadTokens =
            std::max(0, int(std::lround(double(a) - result.tokensPerWord * kSampleWords)));
        result.calibrated = true;
        result.method = QLatin1String(shape.method);
        break;
    }
    if (target.api != EndpointTarget::Api::Chat)
        return result;
    const auto messages = [&](const QString &text) {
        return QJsonArray{QJsonObject{{QStringLiteral("role"), QStringLiteral("user")},
                                      {QStringLiteral("content"), text}}};
    };
    // The chat template's tokens: vLLM tokenizes messages the way it will serve them.
    if (result.calibrated && result.method.startsWith(QLatin1String("vllm"))) {
        const qint64 c = tokenCount(
            client.postJson(url, jsonBytes({{QStringLiteral("model"), model},
                                            {QStringLiteral("messages"), messages(small)}})));
        if (c > 0) {
            result.promptOverheadTokens =
                std::max(0, int(std::lround(double(c) - result.tokensPerWord * kSampleWords)));
            return result;
        }
    }
    // Every other runtime (issue 20: chat prompts ran 8 tokens long on all but vLLM): one
    // output token per answer, and the prompt_tokens its usage counts. Without /tokenize, two
    // answers give tokens per word as well.
    const QUrl chatUrl = target.apiUrl(QStringLiteral("chat/completions"));
    const auto chatPromptTokens = [&](const QString &text) {
        return promptTokens(
            client.postJson(chatUrl, jsonBytes({{QStringLiteral("model"), model},
                                                {QStringLiteral("messages"), messages(text)},
                                                {QStringLiteral("max_tokens"), 1},
                                                {QStringLiteral("stream"), false}})));
    };
    const qint64 c = chatPromptTokens(small);
    if (c <= 0)
        return result;
    if (!result.calibrated) {
        const qint64 d = chatPromptTokens(large);
        if (d <= c)
            return result;
        result.tokensPerWord = double(d - c) / kSampleWords;
        result.calibrated = true;
        result.method = QStringLiteral("chat usage");
    }
    result.promptOverheadTokens =
        std::max(0, int(std::lround(double(c) - result.tokensPerWord * kSampleWords)));
    return result;
}

Result<EndpointInfo> EndpointProbe::probe()
{
    using R = Result<EndpointInfo>;
    if (const QString problem = m_target.validate(); !problem.isEmpty())
        return R::failure(problem);
    HttpClient client(m_target, 15000);
    client.setMaxBodyBytes(kMaxJsonBytes);
    EndpointInfo info;

    const QUrl modelsUrl = m_target.apiUrl(QStringLiteral("models"));
    const HttpResponse models = client.get(modelsUrl);
    if (models.tooLarge) {
        const QString problem = tr("the model list at %1 is larger than %2 MiB; it was not read")
                                    .arg(EndpointTarget::scrubbed(modelsUrl).toString())
                                    .arg(kMaxJsonBytes / (1024 * 1024));
        if (m_target.model.isEmpty())
            return R::failure(problem + tr("; name the model with --model"));
        info.notes.append(problem);
    } else if (!models.error.isEmpty())
        return R::failure(
            tr("cannot reach %1: %2")
                .arg(EndpointTarget::scrubbed(m_target.baseUrl).toString(), models.error));
    if (models.status == 401 || models.status == 403)
        return R::failure(tr("the endpoint refused the credentials (HTTP %1); check the API key")
                              .arg(models.status));
    const QJsonObject modelsJson = models.ok() ? models.json().object() : QJsonObject();
    for (const QJsonValue &v : modelsJson.value(QLatin1String("data")).toArray())
        info.models.append(v[QLatin1String("id")].toString());
    info.model = m_target.model;
    if (info.model.isEmpty()) {
        if (info.models.isEmpty())
            return R::failure(tr("the endpoint lists no models (%1); name one with --model")
                                  .arg(HttpClient::describe(models)));
        info.model = info.models.first();
        if (info.models.size() > 1)
            info.notes.append(tr("the endpoint serves %1 models; using the first, %2")
                                  .arg(info.models.size())
                                  .arg(info.model));
    } else if (!info.models.isEmpty() && !info.models.contains(info.model)) {
        return R::failure(tr("the endpoint does not serve '%1' (it lists: %2)")
                              .arg(info.model, info.models.join(QLatin1String(", "))));
    }
    info.serving = ServingConfigProbe::fromModels(modelsJson, info.model);
    info.runtime = ServingConfigProbe::runtimeFromModels(modelsJson);

    client.setMaxBodyBytes(MetricsScraper::kMaxPageBytes);
    const int timeoutMs = client.timeoutMs();
    client.setTimeoutMs(std::min(timeoutMs, kMetricsTimeoutMs));
    const HttpResponse metrics =
        m_metrics ? client.get(m_target.effectiveMetricsUrl()) : HttpResponse{};
    client.setTimeoutMs(timeoutMs);
    client.setMaxBodyBytes(kMaxJsonBytes);
    if (m_metrics && metrics.ok()) {
        const PrometheusText scrape = PrometheusText::parse(metrics.body);
        info.metricsAvailable = !scrape.samples().isEmpty();
        const QString fromMetrics = ServerMetricsNormalizer::detectRuntime(scrape);
        if (info.runtime.isEmpty())
            info.runtime = fromMetrics;
        info.serving.fillFrom(ServingConfigProbe::fromVllmMetrics(scrape));
    }
    if (m_metrics && metrics.timedOut)
        info.notes.append(
            tr("Prometheus metrics at %1 did not answer within %2 s: the run has no server view")
                .arg(EndpointTarget::scrubbed(m_target.effectiveMetricsUrl()).toString())
                .arg(kMetricsTimeoutMs / 1000));
    else if (m_metrics && metrics.tooLarge)
        info.notes.append(
            tr("Prometheus metrics at %1: %2; the run has no server view")
                .arg(EndpointTarget::scrubbed(m_target.effectiveMetricsUrl()).toString(),
                     metrics.error));
    else if (!info.metricsAvailable && m_metrics)
        info.notes.append(
            tr("no Prometheus metrics at %1: the run has no server view")
                .arg(EndpointTarget::scrubbed(m_target.effectiveMetricsUrl()).toString()));

    const auto tryJson = [&](const char *path) {
        const HttpResponse r = client.get(m_target.rootUrl(QLatin1String(path)));
        return r.ok() && r.json().isObject() ? r.json().object() : QJsonObject();
    };
    if (info.runtime == QLatin1String("vllm") || info.runtime.isEmpty()) {
        const QJsonObject version = tryJson("version");
        info.serving.fillFrom(ServingConfigProbe::fromVllmVersion(version));
    }
    if (info.runtime == QLatin1String("sglang") || info.runtime.isEmpty()) {
        const QJsonObject sglang = tryJson("get_server_info");
        if (!sglang.isEmpty()) {
            info.runtime = QStringLiteral("sglang");
            info.serving.fillFrom(ServingConfigProbe::fromSglangServerInfo(sglang));
        }
    }
    if (info.runtime == QLatin1String("tgi") || info.runtime.isEmpty()) {
        const QJsonObject tgi = tryJson("info");
        if (tgi.contains(QLatin1String("model_id"))) {
            info.runtime = QStringLiteral("tgi");
            info.serving.fillFrom(ServingConfigProbe::fromTgiInfo(tgi));
        }
    }
    if (info.runtime == QLatin1String("llama.cpp") || info.runtime.isEmpty()) {
        const QJsonObject props = tryJson("props");
        if (props.contains(QLatin1String("default_generation_settings"))) {
            info.runtime = QStringLiteral("llama.cpp");
            info.serving.fillFrom(ServingConfigProbe::fromLlamaCppProps(props));
        }
    }
    if (info.runtime.isEmpty())
        info.notes.append(tr("unknown runtime: only standard OpenAI request fields are sent "
                             "(no ignore_eos), so outputs may stop early"));

    info.calibration = calibrate(client, m_target, info.model, PromptFactory());
    if (!info.calibration.calibrated)
        info.notes.append(tr("no /tokenize endpoint: prompt lengths assume one token per word; "
                             "the recorded counts are the server's usage"));
    return info;
}

} // namespace llmcap
