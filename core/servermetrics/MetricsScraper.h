#pragma once

#include "net/EndpointTarget.h"
#include "servermetrics/ServerMetricsSample.h"

#include <QCoreApplication>

#include <functional>
#include <memory>
#include <vector>

namespace llmcap {

// Scrapes an endpoint's Prometheus metrics on its own thread every interval, at absolute times
// from the run's start instant, and normalises each scrape. Samples leave through a locked
// buffer and an optional hook (called on the scraper thread). When the first scrapes all fail
// the scraper gives up and says why; a run goes on without a server view.
class MetricsScraper
{
    Q_DECLARE_TR_FUNCTIONS(MetricsScraper)

public:
    // The largest metrics page read (vLLM's with a few models is well below 1 MiB): a bigger
    // page is refused whole rather than parsed in part.
    static constexpr qsizetype kMaxPageBytes = 8 * 1024 * 1024;

    MetricsScraper(EndpointTarget target, qint64 originNs, int intervalMs = 1000);
    ~MetricsScraper();
    MetricsScraper(const MetricsScraper &) = delete;
    MetricsScraper &operator=(const MetricsScraper &) = delete;

    // Before start(): called on the scraper thread for every sample.
    void setSampleHook(std::function<void(const ServerMetricsSample &)> hook);
    void start();
    // Stops and joins the thread at once: a scrape in flight is cancelled.
    void stop();

    std::vector<ServerMetricsSample> takeSamples();
    // Empty while scraping works.
    QString error() const;
    bool gaveUp() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace llmcap
