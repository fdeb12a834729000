#include "sweep/SweepDefaults.h"

#include "slo/Slo.h"
#include "workload/Workload.h"

namespace llmcap {

namespace {

// tiny-cpu saturates at about 3 req/s of ~200 prompt / ~100 output tokens at speed 1; at speed
// 4 the boundary lies near 10 req/s, so a step collects its minimum of requests in seconds.
constexpr double kSimSpeed = 4.0;

} // namespace

Workload SweepDefaults::workload()
{
    Workload w;
    w.name = tr("Chat (default)");
    WorkloadClass chat;
    chat.name = QStringLiteral("chat");
    chat.inputTokens = TokenDistribution::logNormal(200, 400, 16, 1024);
    chat.outputTokens = TokenDistribution::uniform(50, 150);
    w.classes.append(chat);
    return w;
}

Slo SweepDefaults::slo()
{
    // Thresholds for an interactive chat on the tiny-cpu replica, in its own time (an SLO is
    // always the replica's; a sweep at speed S judges them / S on the client's clock): a few
    // times its light-load latencies (TTFT ~160 ms, ITL ~16 ms, TPOT ~20 ms), so the boundary
    // is where queueing starts.
    Slo s;
    s.name = tr("Interactive chat (default)");
    s.objectives = {
        {SloMetric::Ttft, 2000, 95}, {SloMetric::Itl, 200, 95}, {SloMetric::Tpot, 100, 90}};
    s.maxErrorRatePct = 1.0;
    return s;
}

SweepConfig SweepDefaults::config()
{
    SweepConfig c;
    c.name = tr("Default sweep (built-in server)");
    c.bench.plan.workload = workload();
    c.bench.plan.seed = 1;
    c.bench.slo = slo();
    // The built-in server runs in this process, so client and server share the machine's
    // cores, and a default step has only a few hundred requests, so its p99 schedule lag is
    // nearly its largest one. The setting's 5 ms (meant for a client on a machine of its own)
    // would call a busy desktop client-limited after one hiccup. Lag is part of every TTFT
    // (measured from the scheduled time), so a lag that matters fails the SLO anyway; 100 ms,
    // a fifth of the TTFT threshold, only catches a client that cannot keep the schedule.
    c.bench.scheduleLagBoundMs = 100;
    c.bench.requestTimeoutMs = 60'000;
    c.bench.drainTimeoutMs = 10'000;
    // Placeholder: the session points the target at the server it starts.
    c.bench.target.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:8000"));
    c.search.startRps = 4;
    c.search.growth = 2;
    c.search.minRps = 0.25;
    c.search.maxRps = 1000;
    c.search.tolerance = 0.1;
    c.search.repeats = 3; // with 2, the t interval (1 degree of freedom) plans about 40 % low
    c.stepWarmupS = 2;
    c.minStepS = 5;
    c.maxStepS = 15;
    c.search.confirmS = 30; // short steps read high: one run twice as long confirms
    c.minStepRequests = 40;
    c.cooldownS = 1;
    c.earlyStopConfidence = 0.99;
    return c;
}

QString SweepDefaults::endpointName(const EndpointTarget &target)
{
    const QUrl &url = target.baseUrl;
    QString where = url.host();
    if (url.port() > 0)
        where += QLatin1Char(':') + QString::number(url.port());
    if (where.isEmpty())
        where = url.toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery);
    return target.model.isEmpty() ? tr("Sweep of %1").arg(where)
                                  : tr("Sweep of %1 at %2").arg(target.model, where);
}

SweepSetup SweepDefaults::completed(SweepSetup setup)
{
    const bool noWorkload = setup.config.bench.plan.workload.classes.isEmpty();
    const bool noSlo = !setup.config.bench.slo.has_value();
    if (noWorkload && noSlo) {
        SweepSetup d = defaultSweepSetup();
        d.config.bench.projectId = setup.config.bench.projectId;
        d.builtinServer = setup.builtinServer;
        if (setup.builtinServer) {
            d.simPreset = setup.simPreset.isEmpty() ? d.simPreset : setup.simPreset;
            d.simSeed = setup.simSeed;
        } else {
            d.config.bench.target = setup.config.bench.target;
        }
        setup = d;
    } else {
        if (noWorkload)
            setup.config.bench.plan.workload = workload();
        if (noSlo)
            setup.config.bench.slo = slo();
    }
    // An endpoint's sweep is not the built-in server's: unnamed, or still under the default
    // sweep's name (the set-up form's first value), it is named after the endpoint.
    QString &name = setup.config.name;
    if (!setup.builtinServer && (name.trimmed().isEmpty() || name == config().name))
        name = endpointName(setup.config.bench.target);
    return setup;
}

SweepSetup defaultSweepSetup()
{
    SweepSetup setup;
    setup.config = SweepDefaults::config();
    setup.builtinServer = true;
    setup.simPreset = QStringLiteral("tiny-cpu");
    setup.simSpeed = kSimSpeed;
    setup.simSeed = 1;
    return setup;
}

} // namespace llmcap
