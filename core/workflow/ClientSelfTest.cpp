#include "workflow/ClientSelfTest.h"

#include "bench/BenchConfig.h"
#include "bench/BenchRunner.h"
#include "bench/EndpointProbe.h"
#include "bench/RunMetrics.h"
#include "sim/SimPresetCatalog.h"
#include "simserver/SimServer.h"
#include "workload/Workload.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <memory>
#include <optional>

namespace llmcap {

namespace {

// The narrowing after the doubling: two geometric midpoints between the highest rate kept and
// the lowest missed give the ceiling within a factor of 2^(1/4) (19 %).
constexpr int kNarrowings = 2;

Result<SelfTestRate> runRate(const EndpointInfo &endpoint, const EndpointTarget &target,
                             const SelfTestOptions &o, int outputTokens, double rateRps,
                             const QString &database, const std::function<bool()> &cancelled,
                             bool *wasCancelled)
{
    BenchConfig config;
    config.target = target;
    config.plan.workload = Workload::single(o.inputTokens, outputTokens);
    config.plan.arrival.kind = ArrivalProcess::Kind::Poisson;
    config.plan.rateRps = rateRps;
    config.plan.durationS = o.windowS;
    config.plan.warmupS = 0.5;
    config.plan.seed = o.seed;
    config.drainTimeoutMs = 5000;
    config.scheduleLagBoundMs = o.lagTargetMs;
    config.label =
        QStringLiteral("client self-test, %1 events, %2 req/s").arg(outputTokens).arg(rateRps);
    BenchRunner runner(config, endpoint);
    runner.setDatabasePath(database);

    SelfTestRate rate;
    rate.outputTokens = outputTokens;
    rate.offeredRps = rateRps;
    if (Status s = runner.start(); !s)
        return Result<SelfTestRate>::failure(
            ClientSelfTest::tr("the self-test cannot start its run at %1 req/s: %2")
                .arg(rateRps)
                .arg(s.error()));
    QEventLoop loop;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        const LoadProgress p = runner.progress();
        if (p.phase == LoadProgress::Phase::Measuring && p.loadThreadCpuShare >= 0)
            rate.loadThreadCpuShare = p.loadThreadCpuShare;
        if (rate.behind.isEmpty())
            rate.behind = p.fallingBehindText();
        if (cancelled && cancelled() && !*wasCancelled) {
            *wasCancelled = true;
            runner.abort();
        }
    });
    QObject::connect(&runner, &BenchRunner::finished, &loop, &QEventLoop::quit);
    poll.start(200);
    if (runner.isRunning())
        loop.exec();
    poll.stop();

    const RunResult &result = runner.result();
    const MetricSet &m = result.metrics.overall;
    rate.due = m.due;
    rate.sent = m.sent;
    rate.completedRps = m.completedRps;
    rate.errors = m.errors;
    rate.lag = m.scheduleLag;
    qint64 events = 0;
    for (const RequestRecord &r : runner.records())
        events += qint64(r.chunks.size()) + 1; // the output chunks and the usage chunk
    const double spanS = result.metrics.window.seconds() + 0.5;
    rate.sseEventsPerS = spanS > 0 ? double(events) / spanS : 0;
    rate.kept = !result.metrics.clientLimited && m.due > 0 && m.sent == m.due && m.errors == 0 &&
                double(m.succeeded) >= 0.95 * double(m.due) && m.scheduleLag.p99 <= o.lagTargetMs;
    return rate;
}

QString describeRate(double rps)
{
    return QString::number(std::round(rps), 'f', 0);
}

} // namespace

QJsonObject SelfTestRate::toJson() const
{
    QJsonObject o{{QStringLiteral("output_tokens"), outputTokens},
                  {QStringLiteral("offered_rps"), offeredRps},
                  {QStringLiteral("due"), due},
                  {QStringLiteral("sent"), sent},
                  {QStringLiteral("sent_share"), sentShare()},
                  {QStringLiteral("completed_rps"), completedRps},
                  {QStringLiteral("errors"), errors},
                  {QStringLiteral("schedule_lag_ms"), lag.toJson()},
                  {QStringLiteral("sse_events_per_s"), sseEventsPerS},
                  {QStringLiteral("kept"), kept}};
    if (loadThreadCpuShare >= 0)
        o.insert(QStringLiteral("load_thread_cpu_share"), loadThreadCpuShare);
    if (!behind.isEmpty())
        o.insert(QStringLiteral("falling_behind"), behind);
    return o;
}

QList<int> SelfTestResult::answerLengths() const
{
    QList<int> lengths;
    for (const SelfTestRate &r : rates)
        if (!lengths.contains(r.outputTokens))
            lengths.append(r.outputTokens);
    return lengths;
}

double SelfTestResult::ceilingRps(int outputTokens) const
{
    double best = 0;
    for (const SelfTestRate &r : rates)
        if (r.outputTokens == outputTokens && r.kept)
            best = std::max(best, r.offeredRps);
    return best;
}

double SelfTestResult::firstMissedRps(int outputTokens) const
{
    const double ceiling = ceilingRps(outputTokens);
    double missed = 0;
    for (const SelfTestRate &r : rates)
        if (r.outputTokens == outputTokens && !r.kept && r.offeredRps > ceiling &&
            (missed == 0 || r.offeredRps < missed))
            missed = r.offeredRps;
    return missed;
}

QStringList SelfTestResult::verdictLines() const
{
    QStringList lines;
    for (int body : answerLengths()) {
        const double ceiling = ceilingRps(body);
        const double missed = firstMissedRps(body);
        if (ceiling <= 0) {
            lines << tr("%1-event answers: no rate was kept (p99 schedule lag <= %2 ms, no errors, "
                        "all sent); this machine's client does not keep its schedule within %2 "
                        "ms even at the lowest rate tried")
                         .arg(body)
                         .arg(lagTargetMs);
            continue;
        }
        QString line = tr("%1-event answers: the client keeps its schedule (p99 lag <= %2 ms) up "
                          "to %3 req/s")
                           .arg(body)
                           .arg(lagTargetMs)
                           .arg(describeRate(ceiling));
        if (missed > 0) {
            line += tr(", not at %1 req/s").arg(describeRate(missed));
            // A load thread far from a whole core that still slipped was kept from running:
            // the machine's other work, not the client's own, set this ceiling.
            for (const SelfTestRate &r : rates)
                if (r.outputTokens == body && r.offeredRps == missed && r.loadThreadCpuShare >= 0 &&
                    r.loadThreadCpuShare < 0.5)
                    line += tr(" (its load thread used %1 % of a core: other work on this "
                               "machine delayed it; an idle machine may keep more)")
                                .arg(100 * r.loadThreadCpuShare, 0, 'f', 0);
        }
        line += tr("; trust runs up to %1 req/s (80 %) with answers this long")
                    .arg(describeRate(0.8 * ceiling));
        lines << line;
    }
    return lines;
}

QJsonObject SelfTestResult::toJson() const
{
    QJsonArray rateArray;
    for (const SelfTestRate &r : rates)
        rateArray.append(r.toJson());
    QJsonArray ceilings;
    for (int body : answerLengths()) {
        QJsonObject c{{QStringLiteral("output_tokens"), body},
                      {QStringLiteral("ceiling_rps"), ceilingRps(body)},
                      {QStringLiteral("trusted_up_to_rps"), 0.8 * ceilingRps(body)}};
        if (const double missed = firstMissedRps(body); missed > 0)
            c.insert(QStringLiteral("first_missed_rps"), missed);
        ceilings.append(c);
    }
    return {{QStringLiteral("server"), server},
            {QStringLiteral("cores"), cores},
            {QStringLiteral("lag_target_ms"), lagTargetMs},
            {QStringLiteral("sleep_lateness_ms"), sleepLateness.toJson()},
            {QStringLiteral("rates"), rateArray},
            {QStringLiteral("ceilings"), ceilings}};
}

std::optional<double> ClientSelfTest::nextRate(const SelfTestOptions &o, double rate, double kept,
                                               double missed, int *narrowed)
{
    if (missed == 0) // doubling while every rate is kept, up to the highest
        return rate >= o.maxRps ? std::nullopt : std::optional(std::min(o.maxRps, 2 * rate));
    if (kept == 0) // the first rate was missed: halving down to an eighth of it
        return rate <= o.firstRps / 8 ? std::nullopt : std::optional(rate / 2);
    if ((*narrowed)++ >= kNarrowings)
        return std::nullopt;
    const double mid = std::round(std::sqrt(kept * missed));
    if (mid <= kept || mid >= missed)
        return std::nullopt;
    return mid;
}

LatencySummary ClientSelfTest::sleepLateness(int samples)
{
    std::vector<double> lateMs;
    lateMs.reserve(size_t(samples));
    timespec due{};
    clock_gettime(CLOCK_MONOTONIC, &due);
    for (int i = 0; i < samples; ++i) {
        due.tv_nsec += 1'000'000;
        if (due.tv_nsec >= 1'000'000'000) {
            due.tv_nsec -= 1'000'000'000;
            ++due.tv_sec;
        }
        clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &due, nullptr);
        timespec now{};
        clock_gettime(CLOCK_MONOTONIC, &now);
        lateMs.push_back(double(now.tv_sec - due.tv_sec) * 1e3 +
                         double(now.tv_nsec - due.tv_nsec) / 1e6);
    }
    return LatencySummary::of(std::move(lateMs));
}

Result<SelfTestResult> ClientSelfTest::run(const SelfTestOptions &o, const RateHook &onRate,
                                           const std::function<bool()> &cancelled)
{
    using R = Result<SelfTestResult>;
    if (o.outputTokens.isEmpty() ||
        std::any_of(o.outputTokens.cbegin(), o.outputTokens.cend(), [](int n) { return n < 1; }))
        return R::failure(tr("the self-test needs answer lengths of at least one token"));
    if (!(o.windowS >= 1) || !(o.firstRps > 0) || !(o.maxRps >= o.firstRps))
        return R::failure(tr("the self-test needs a window of at least 1 s and a first rate "
                             "above 0 and at most the highest"));

    SelfTestResult result;
    result.cores = QThread::idealThreadCount();
    result.lagTargetMs = o.lagTargetMs;
    result.sleepLateness = sleepLateness();

    std::unique_ptr<SimServer> server;
    EndpointTarget target;
    if (o.url.isEmpty()) {
        SimServerOptions serverOptions;
        const auto preset = SimPresetCatalog::builtin().find(QStringLiteral("tiny-cpu"));
        if (!preset)
            return R::failure(tr("the built-in presets lack tiny-cpu, the self-test's model"));
        serverOptions.service.preset = *preset;
        serverOptions.service.instant = true;
        server = std::make_unique<SimServer>(serverOptions);
        if (Status s = server->start(); !s)
            return R::failure(tr("cannot start the zero-compute server: %1").arg(s.error()));
        target.baseUrl = server->url();
        result.server = tr("in-process zero-compute server at %1 (a thread of its own)")
                            .arg(server->url().toString());
    } else {
        target.baseUrl = o.url;
        result.server = tr("zero-compute server at %1 (given)").arg(o.url.toString());
    }
    auto endpoint = EndpointProbe(target).probe();
    if (!endpoint)
        return R::failure(tr("the self-test's server: %1").arg(endpoint.error()));
    target.model = endpoint->model;

    QTemporaryDir scratch;
    if (!scratch.isValid())
        return R::failure(tr("cannot make a temporary folder for the self-test's database: %1")
                              .arg(scratch.errorString()));
    const QString database = scratch.filePath(QStringLiteral("self-test.sqlite"));

    bool wasCancelled = false;
    for (int body : o.outputTokens) {
        double kept = 0, missed = 0;
        int narrowed = 0;
        double rate = o.firstRps;
        while (!wasCancelled) {
            auto measured =
                runRate(*endpoint, target, o, body, rate, database, cancelled, &wasCancelled);
            if (!measured)
                return R::failure(measured.error());
            SelfTestRate r = *measured;
            if (wasCancelled)
                break;
            if (result.rates.empty() && r.errors > 0 && r.errors >= r.sent)
                return R::failure(tr("the self-test's server answered every request with an "
                                     "error at %1 req/s: is it a zero-compute server?")
                                      .arg(rate));
            result.rates.push_back(r);
            if (onRate)
                onRate(r);
            if (r.kept)
                kept = std::max(kept, rate);
            else if (missed == 0 || rate < missed)
                missed = rate;
            const std::optional<double> next = nextRate(o, rate, kept, missed, &narrowed);
            if (!next)
                break;
            rate = *next;
        }
    }
    if (server)
        server->stop();
    return result;
}

} // namespace llmcap
