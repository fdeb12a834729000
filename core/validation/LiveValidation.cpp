#include "validation/LiveValidation.h"

#include "bench/EndpointProbe.h"
#include "bench/LoadGenerator.h"
#include "bench/RunPlan.h"
#include "net/CurlMultiLoop.h"
#include "simserver/SimFleet.h"
#include "validation/FleetLoad.h"
#include "validation/LiveDrills.h"
#include "validation/ReplicaRouter.h"

#include <algorithm>
#include <cmath>

namespace llmcap {

namespace {

// After the window, requests in flight get this many fleet seconds to end.
constexpr double kDrainS = 600;

} // namespace

Status LiveTarget::addDrillCommand(const QString &spec)
{
    const qsizetype eq = spec.indexOf(QLatin1Char('='));
    const QString key = spec.left(eq).trimmed();
    const QString command = spec.mid(eq + 1).trimmed();
    if (eq <= 0 || command.isEmpty() ||
        (key != QLatin1String("lose") && key != QLatin1String("restore")))
        return Status::failure(tr("drill command '%1': expected lose=COMMAND or "
                                  "restore=COMMAND ({replica} and {url} are replaced)")
                                   .arg(spec));
    (key == QLatin1String("lose") ? loseCommand : restoreCommand) = command;
    return {};
}

Status LiveValidation::check(const FleetValidationRequest &request, const LiveTarget &target)
{
    switch (target.kind) {
    case LiveTarget::Kind::SimFleet:
        if (!(target.speed > 0))
            return Status::failure(tr("the simulated fleet's speed must be above 0"));
        if (request.workload.hasRunClasses() && target.speed != 1)
            return Status::failure(tr("a workload with run classes runs on the simulated fleet "
                                      "at speed 1: its tool and think times pass in wall-clock "
                                      "time"));
        return ValidationWorkflow::check(request);
    case LiveTarget::Kind::Replicas:
        if (target.urls.size() < 1)
            return Status::failure(tr("give at least one replica endpoint"));
        if (request.replicas != target.urls.size())
            return Status::failure(tr("the fleet has %1 replicas but %2 endpoints were given")
                                       .arg(request.replicas)
                                       .arg(target.urls.size()));
        break;
    case LiveTarget::Kind::Gateway:
        if (target.urls.size() != 1)
            return Status::failure(tr("give exactly one gateway URL"));
        break;
    }
    for (const QUrl &url : target.urls) {
        EndpointTarget t = target.endpoint;
        t.baseUrl = url;
        if (const QString problem = t.validate(); !problem.isEmpty())
            return Status::failure(problem);
    }
    return ValidationWorkflow::checkFleet(request);
}

FleetRequest LiveValidation::toFleetRequest(const RequestRecord &record, double speed)
{
    auto sec = [speed](qint64 ns) { return ns < 0 ? -1.0 : double(ns) / 1e9 * speed; };
    FleetRequest r;
    r.replica = record.replica;
    SimRequestTiming &t = r.timing;
    t.id = quint64(record.index);
    t.arrivalSec = sec(record.scheduledNs);
    t.promptTokens =
        int(record.promptTokens >= 0 ? record.promptTokens : record.plannedInputTokens);
    t.outputTokens = int(record.outputTokens());
    t.cachedPromptTokens = int(std::max<qint64>(0, record.cachedTokens));
    // The server's queue time where it reports one (the built-in server does, in wall ms).
    t.firstScheduledSec = record.server.queueMs >= 0
                              ? t.arrivalSec + record.server.queueMs / 1000.0 * speed
                              : t.arrivalSec;
    t.firstTokenSec = sec(record.firstTokenNs);
    if (record.succeeded()) {
        r.outcome = FleetRequest::Outcome::Completed;
        t.finishSec = sec(record.lastTokenNs >= 0 ? record.lastTokenNs : record.endNs);
        if (t.firstTokenSec < 0)
            t.firstTokenSec = t.finishSec;
    } else if (ErrorCategories::isShed(record.error, record.httpStatus)) {
        r.outcome = FleetRequest::Outcome::Shed;
    } else if (record.error == ErrorCategory::Connect ||
               record.error == ErrorCategory::StreamBroken) {
        r.outcome = FleetRequest::Outcome::Lost; // its replica went away under it
        r.lostAtSec = sec(record.endNs);
    } else if (record.error == ErrorCategory::Timeout || record.error == ErrorCategory::Cancelled ||
               record.error == ErrorCategory::ConnectTimeout ||
               record.error == ErrorCategory::FirstByteTimeout ||
               record.error == ErrorCategory::IdleTimeout) {
        r.outcome = FleetRequest::Outcome::Unfinished;
    } else {
        r.outcome = FleetRequest::Outcome::Refused;
    }
    return r;
}

Result<ValidationReport> LiveValidation::run(const FleetValidationRequest &request,
                                             const LiveTarget &target, LiveDetails *details,
                                             const LiveProgress *progress)
{
    using R = Result<ValidationReport>;
    if (Status ok = check(request, target); !ok)
        return R::failure(ok.error());
    const double speed = target.kind == LiveTarget::Kind::SimFleet ? target.speed : 1.0;

    std::unique_ptr<SimFleet> fleet;
    QList<QUrl> urls = target.urls;
    if (target.kind == LiveTarget::Kind::SimFleet) {
        SimFleet::Options o;
        o.preset = request.preset;
        o.replicas = request.replicas;
        o.speed = speed;
        o.seed = request.seed;
        o.maxQueue = request.maxWaiting;
        auto started = SimFleet::start(o);
        if (!started)
            return R::failure(started.error());
        fleet = std::move(*started);
        urls.clear();
        for (int r = 0; r < fleet->size(); ++r)
            urls.append(fleet->url(r));
    }

    EndpointTarget endpoint = target.endpoint;
    endpoint.baseUrl = urls.first();
    const auto info = EndpointProbe(endpoint).probe();
    if (!info)
        return R::failure(tr("%1: %2").arg(urls.first().toString(), info.error()));

    // The same seeded plan as runVirtual, S times faster: the gaps scale, the draws do not.
    PlanSettings settings;
    settings.workload = request.workload;
    settings.arrival = request.arrival;
    settings.rateRps = request.rateRps * speed;
    settings.durationS = request.durationS / speed;
    settings.seed = request.seed;
    auto plan = RunPlan::create(settings);
    if (!plan)
        return R::failure(plan.error());
    // A request plan's arrivals are known now; a run plan's calls are known once sent (each
    // falls due when the calls it waits for have ended) and are taken from the records.
    const bool runPlan = plan->isRunPlan();
    std::vector<FleetArrival> arrivals;
    if (!runPlan)
        arrivals = FleetLoad::fromPlan(*plan);
    for (FleetArrival &a : arrivals)
        a.arrivalSec *= speed;
    QStringList classNames;
    for (const WorkloadClass &c : plan->classes())
        classNames.append(c.name);

    std::shared_ptr<ReplicaRouter> router;
    if (target.kind != LiveTarget::Kind::Gateway)
        router = std::make_shared<ReplicaRouter>(endpoint, urls, request.strategy, request.seed);
    LoadOptions load;
    load.target = endpoint;
    load.target.model = info->model;
    load.extensions = ServerExtensions::forRuntime(info->runtime);
    load.maxInFlight = 0; // the fleet's queues, not the client's, hold what it cannot take
    load.drainTimeoutMs = qint64(kDrainS / speed * 1000);
    load.requestTimeoutMs = std::max<qint64>(load.requestTimeoutMs, load.drainTimeoutMs);
    load.runTag = QStringLiteral("validate");
    load.router = router;
    PromptFactory prompts(request.seed, info->calibration);
    LoadGenerator generator(std::move(plan).value(), std::move(prompts), load);

    LiveDrills::Setup drillSetup;
    drillSetup.drills = request.drills;
    drillSetup.nodes = request.nodes;
    drillSetup.replicas = request.replicas;
    drillSetup.startupS = request.startupS;
    drillSetup.speed = speed;
    drillSetup.urls = urls;
    drillSetup.endpoint = endpoint;
    drillSetup.fleet = fleet.get();
    drillSetup.router = router.get();
    drillSetup.loseCommand = target.loseCommand;
    drillSetup.restoreCommand = target.restoreCommand;
    drillSetup.commandTimeoutS = target.commandTimeoutS;
    drillSetup.healthTimeoutS = target.healthTimeoutS;
    LiveDrills drills(drillSetup);

    if (Status started = generator.start(); !started)
        return R::failure(started.error());
    drills.start(generator.originNs());

    // Each record judged as the fleet report counts it. A request plan's arrivals are known;
    // a run plan's calls are taken from the records (not those of runs started after the
    // window). soFar: only the requests that have ended, each in its arrival's minute.
    std::vector<double> lags;
    auto judge = [&](const std::vector<RequestRecord> &records, bool soFar) {
        std::vector<FleetArrival> judged;
        FleetResult result;
        if (!runPlan && !soFar) {
            judged = arrivals;
            result.requests.resize(arrivals.size());
        }
        for (const RequestRecord &record : records) {
            if (runPlan) {
                if (record.warmup)
                    continue; // a run started after the window (or a warm-up run): not judged
                FleetArrival a;
                a.arrivalSec = double(record.scheduledNs) / 1e9 * speed;
                a.promptTokens = std::max(1, record.plannedInputTokens);
                a.outputTokens = std::max(1, record.plannedOutputTokens);
                a.classIndex = std::max(0, int(classNames.indexOf(record.className)));
                judged.push_back(a);
                result.requests.push_back(toFleetRequest(record, speed));
            } else if (record.index >= 0 && size_t(record.index) < arrivals.size()) {
                if (soFar) {
                    judged.push_back(arrivals[size_t(record.index)]);
                    result.requests.push_back(toFleetRequest(record, speed));
                } else {
                    result.requests[size_t(record.index)] = toFleetRequest(record, speed);
                }
            } else {
                continue;
            }
            if (!soFar && record.dispatchedNs >= 0 && !record.clientQueued)
                lags.push_back(record.scheduleLagMs());
        }
        return ValidationReport::compute(judged, result, request.slo, request.drills,
                                         request.replicas, classNames);
    };

    std::vector<RequestRecord> records;
    auto drain = [&] {
        std::vector<RequestRecord> more = generator.takeRecords();
        records.insert(records.end(), std::make_move_iterator(more.begin()),
                       std::make_move_iterator(more.end()));
    };
    const int intervalMs = progress ? std::max(50, progress->intervalMs) : 1000;
    bool stopped = false;
    while (!generator.wait(intervalMs)) {
        if (progress && progress->stop && progress->stop->load() && !stopped) {
            stopped = true;
            generator.abort();
            continue;
        }
        if (progress && progress->onUpdate) {
            drain();
            const double fleetS =
                double(CurlMultiLoop::nowNs() - generator.originNs()) / 1e9 * speed;
            progress->onUpdate(judge(records, true), fleetS);
        }
    }
    drills.stop();
    drain();
    if (stopped || (progress && progress->stop && progress->stop->load()))
        return R::failure(
            tr("the validation was stopped after %1 requests had ended").arg(records.size()));
    std::sort(records.begin(), records.end(),
              [](const RequestRecord &a, const RequestRecord &b) { return a.index < b.index; });
    auto report = judge(records, false);
    report.singleReplicaRps = request.singleReplicaRps;
    if (runPlan)
        report.runs = FleetRunCount::of(generator.takeRunOutcomes());

    if (details) {
        details->speed = speed;
        details->notes = drills.notes();
        if (router)
            details->routed = router->routedCounts();
        std::sort(lags.begin(), lags.end());
        if (!lags.empty()) {
            details->p99LagMs =
                lags[std::min(lags.size() - 1, size_t(std::ceil(0.99 * double(lags.size()))) - 1)];
            details->maxLagMs = lags.back();
        }
        details->records = std::move(records);
    }
    return report;
}

} // namespace llmcap
