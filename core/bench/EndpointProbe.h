#pragma once

#include "net/EndpointTarget.h"
#include "serving/ServingConfig.h"
#include "util/Result.h"
#include "workload/PromptFactory.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

namespace llmcap {

class HttpClient;

// What an endpoint reveals before a run.
struct EndpointInfo
{
    QStringList models;
    QString model;         // the model the run uses
    QString runtime;       // "vllm", "sglang", "tgi", "llama.cpp", "nim", "llmcap-sim" or ""
    ServingConfig serving; // filled from the server's answers (Source::Server)
    TokenCalibration calibration;
    bool metricsAvailable = false;
    QStringList notes; // what could not be learned, in plain words

    QJsonObject toJson() const;
};

// Asks an endpoint what it serves before a run (blocking; call it off the GUI thread):
// GET /v1/models (the model, picked when not given), /version (vLLM), /get_server_info
// (SGLang), /info (TGI), /props (llama.cpp), /metrics (runtime, vLLM cache_config_info) and
// calibrates the synthetic prompts through /tokenize (vLLM {model, prompt} and {model,
// messages}, llama.cpp {content}, TGI {inputs}).
class EndpointProbe
{
    Q_DECLARE_TR_FUNCTIONS(EndpointProbe)

public:
    // A /metrics page that has not answered by then is given up: the run starts without it.
    static constexpr int kMetricsTimeoutMs = 5000;

    explicit EndpointProbe(EndpointTarget target);
    // Off: the endpoint's metrics are not requested at all (bench --no-metrics).
    EndpointProbe &withMetrics(bool metrics)
    {
        m_metrics = metrics;
        return *this;
    }

    // Fails only when the endpoint cannot be reached or names no model to use.
    Result<EndpointInfo> probe();
    // Measures tokens per word and the prompt overhead with the endpoint's tokenizer.
    static TokenCalibration calibrate(HttpClient &client, const EndpointTarget &target,
                                      const QString &model, const PromptFactory &prompts);

private:
    EndpointTarget m_target;
    bool m_metrics = true;
};

} // namespace llmcap
