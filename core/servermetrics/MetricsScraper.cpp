#include "servermetrics/MetricsScraper.h"

#include "net/CurlMultiLoop.h"
#include "net/HttpClient.h"
#include "servermetrics/ServerMetricsNormalizer.h"

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace llmcap {

namespace {

constexpr int kGiveUpAfter = 3; // failed scrapes before the first success

} // namespace

struct MetricsScraper::Impl
{
    EndpointTarget target;
    qint64 originNs = 0;
    int intervalMs = 1000;
    std::function<void(const ServerMetricsSample &)> hook;
    std::thread thread;
    std::mutex mutex;
    std::condition_variable wake;
    bool stopRequested = false;
    std::vector<ServerMetricsSample> samples;
    QString error;
    std::atomic<bool> gaveUp{false};
    // Created by start(); stop() cancels its request in flight so a hanging endpoint never
    // holds up the end of a run.
    std::unique_ptr<HttpClient> client;

    void run();
    QString unavailable(const QUrl &url, double waitedS) const;
};

QString MetricsScraper::Impl::unavailable(const QUrl &url, double waitedS) const
{
    return tr("server metrics unavailable: %1 did not answer within %2 s")
        .arg(url.path().isEmpty() ? QStringLiteral("/") : url.path())
        .arg(waitedS, 0, 'g', 3);
}

void MetricsScraper::Impl::run()
{
    HttpClient &http = *client;
    const QUrl url = target.effectiveMetricsUrl();
    int failuresBeforeSuccess = 0;
    bool succeededOnce = false;
    for (qint64 tick = 0;; ++tick) {
        const qint64 dueNs = originNs + tick * qint64(intervalMs) * 1'000'000;
        {
            std::unique_lock lock(mutex);
            const auto due = std::chrono::steady_clock::time_point(std::chrono::nanoseconds(dueNs));
            if (wake.wait_until(lock, due, [this] { return stopRequested; }))
                return;
        }
        const qint64 askedNs = CurlMultiLoop::nowNs();
        const HttpResponse response = http.get(url);
        const qint64 tNs = CurlMultiLoop::nowNs() - originNs;
        if (response.cancelled) {
            // Stopped while waiting: a scrape late by more than an interval is a hanging
            // endpoint, worth the run's note.
            const double waitedS = double(CurlMultiLoop::nowNs() - askedNs) / 1e9;
            std::lock_guard lock(mutex);
            if (waitedS * 1000 >= std::min(intervalMs, 1000))
                error = unavailable(url, waitedS);
            return;
        }
        if (!response.ok()) {
            std::lock_guard lock(mutex);
            error = response.timedOut ? unavailable(url, http.timeoutMs() / 1000.0)
                                      : tr("server metrics at %1: %2")
                                            .arg(EndpointTarget::scrubbed(url).toString(),
                                                 HttpClient::describe(response));
            if (!succeededOnce && ++failuresBeforeSuccess >= kGiveUpAfter) {
                gaveUp.store(true);
                return;
            }
            continue;
        }
        succeededOnce = true;
        const ServerMetricsSample sample =
            ServerMetricsNormalizer::normalize(PrometheusText::parse(response.body), tNs);
        if (hook)
            hook(sample);
        std::lock_guard lock(mutex);
        error.clear();
        samples.push_back(sample);
    }
}

MetricsScraper::MetricsScraper(EndpointTarget target, qint64 originNs, int intervalMs)
    : d(std::make_unique<Impl>())
{
    d->target = std::move(target);
    d->originNs = originNs;
    d->intervalMs = std::max(50, intervalMs);
}

MetricsScraper::~MetricsScraper()
{
    stop();
}

void MetricsScraper::setSampleHook(std::function<void(const ServerMetricsSample &)> hook)
{
    d->hook = std::move(hook);
}

void MetricsScraper::start()
{
    if (d->thread.joinable())
        return;
    d->client =
        std::make_unique<HttpClient>(d->target, std::min(5000, std::max(500, d->intervalMs * 2)));
    d->client->setMaxBodyBytes(kMaxPageBytes);
    d->thread = std::thread([this] { d->run(); });
}

void MetricsScraper::stop()
{
    {
        std::lock_guard lock(d->mutex);
        d->stopRequested = true;
    }
    d->wake.notify_all();
    if (d->client)
        d->client->cancel();
    if (d->thread.joinable())
        d->thread.join();
}

std::vector<ServerMetricsSample> MetricsScraper::takeSamples()
{
    std::vector<ServerMetricsSample> out;
    std::lock_guard lock(d->mutex);
    out.swap(d->samples);
    return out;
}

QString MetricsScraper::error() const
{
    std::lock_guard lock(d->mutex);
    return d->error;
}

bool MetricsScraper::gaveUp() const
{
    return d->gaveUp.load();
}

} // namespace llmcap
