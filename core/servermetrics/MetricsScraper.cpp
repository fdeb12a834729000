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

    void run();
};

void MetricsScraper::Impl::run()
{
    HttpClient client(target, std::min(5000, std::max(500, intervalMs * 2)));
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
        const HttpResponse response = client.get(url);
        const qint64 tNs = CurlMultiLoop::nowNs() - originNs;
        if (!response.ok()) {
            std::lock_guard lock(mutex);
            error =
                tr("server metrics at %1: %2")
                    .arg(EndpointTarget::scrubbed(url).toString(), HttpClient::describe(response));
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
    if (!d->thread.joinable())
        d->thread = std::thread([this] { d->run(); });
}

void MetricsScraper::stop()
{
    {
        std::lock_guard lock(d->mutex);
        d->stopRequested = true;
    }
    d->wake.notify_all();
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
