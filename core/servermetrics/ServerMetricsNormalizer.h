#pragma once

#include "servermetrics/PrometheusText.h"
#include "servermetrics/ServerMetricsSample.h"

namespace llmcap {

// Maps the metric names of vLLM (current and older names), NVIDIA NIM (vLLM names without
// prefix), SGLang, TGI and llama.cpp onto one ServerMetricsSample (domain reference §4).
class ServerMetricsNormalizer
{
public:
    // The runtime whose names the scrape uses, "" when none is recognised.
    static QString detectRuntime(const PrometheusText &scrape);
    static ServerMetricsSample normalize(const PrometheusText &scrape, qint64 tNs = 0);
};

} // namespace llmcap
