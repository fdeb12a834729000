#include "validation/ValidationWorkflow.h"

#include "bench/RunPlan.h"
#include "sim/SimPresetCatalog.h"
#include "validation/FleetLoad.h"
#include "validation/FleetSimulation.h"

namespace llmcap {

Result<QMap<QString, QList<int>>> ValidationWorkflow::parseNodes(const QString &text)
{
    using R = Result<QMap<QString, QList<int>>>;
    QMap<QString, QList<int>> nodes;
    for (const QString &part : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const qsizetype eq = part.indexOf(QLatin1Char('='));
        const QString name = part.left(eq).trimmed();
        if (eq <= 0 || name.isEmpty())
            return R::failure(tr("placement '%1': expected NODE=REPLICA,REPLICA,... (e.g. "
                                 "A=1,2;B=3,4)")
                                  .arg(part.trimmed()));
        QList<int> replicas;
        for (const QString &r : part.mid(eq + 1).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool ok = false;
            const int n = r.trimmed().toInt(&ok);
            if (!ok || n < 1)
                return R::failure(tr("placement of node '%1': '%2' is not a replica number from 1")
                                      .arg(name, r.trimmed()));
            replicas.append(n - 1);
        }
        nodes.insert(name, replicas);
    }
    return nodes;
}

int ValidationWorkflow::defaultSearchUpTo(int replicas)
{
    return 2 * replicas + 2;
}

StepTimeParams ValidationWorkflow::scaledStepTime(StepTimeParams p, double speed)
{
    if (!(speed > 0) || speed == 1)
        return p;
    // Every term of the step time is linear in one of these: the steps take 1 / speed as long.
    const double k = 1.0 / speed;
    p.betaCompute *= k;
    p.betaKvRead *= k;
    p.betaWeightRead *= k;
    p.betaComm *= k;
    p.perLayerSec *= k;
    p.perSequenceSec *= k;
    p.perStepSec *= k;
    return p;
}

Status ValidationWorkflow::check(const FleetValidationRequest &request)
{
    const SimPresetCatalog &catalog = SimPresetCatalog::builtin();
    if (!request.simPreset && !catalog.find(request.preset))
        return Status::failure(tr("unknown preset '%1'; valid presets: %2")
                                   .arg(request.preset, catalog.ids().join(QLatin1String(", "))));
    if (!(request.speed > 0))
        return Status::failure(tr("the simulated replicas' speed must be above 0"));
    if (Status ok = request.shape.check(request.durationS); !ok)
        return ok;
    return checkFleet(request);
}

Status ValidationWorkflow::checkFleet(const FleetValidationRequest &request)
{
    if (request.replicas < 1)
        return Status::failure(tr("a fleet needs at least one replica"));
    if (request.workload.hasRunClasses() && !request.shape.isFlat())
        return Status::failure(tr("a diurnal or burst load shape applies to independent "
                                  "requests; a workload with run classes starts its runs at "
                                  "a steady rate"));
    if (!(request.rateRps > 0))
        return Status::failure(tr("the fleet's load must be above 0 requests per second"));
    if (!(request.durationS > 0))
        return Status::failure(tr("the validation's duration must be above 0"));
    for (auto it = request.nodes.begin(); it != request.nodes.end(); ++it)
        for (int r : it.value())
            if (r >= request.replicas)
                return Status::failure(tr("node '%1' places replica %2, but the fleet has %3")
                                           .arg(it.key())
                                           .arg(r + 1)
                                           .arg(request.replicas));
    return request.drills.checkAgainst(request.replicas, request.nodes.keys());
}

Result<ValidationReport> ValidationWorkflow::runVirtual(const FleetValidationRequest &request)
{
    using R = Result<ValidationReport>;
    if (Status ok = check(request); !ok)
        return R::failure(ok.error());
    const std::optional<SimPreset> preset =
        request.simPreset ? request.simPreset : SimPresetCatalog::builtin().find(request.preset);

    // A shaped load: drawn at its mean rate, then moved onto the shape (LoadShape::warp).
    PlanSettings settings;
    settings.workload = request.workload;
    settings.arrival = request.arrival;
    settings.rateRps = request.rateRps * request.shape.meanShare(request.durationS);
    settings.durationS = request.durationS;
    settings.seed = request.seed;
    const auto plan = RunPlan::create(settings);
    if (!plan)
        return R::failure(plan.error());
    std::vector<FleetArrival> arrivals;
    if (!plan->isRunPlan()) {
        arrivals = FleetLoad::fromPlan(*plan);
        request.shape.warp(arrivals, request.durationS);
    }

    FleetSimulation::Config config;
    config.engine = preset->engine;
    config.model = StepTimeModel(scaledStepTime(preset->stepTime, request.speed));
    config.replicas = request.replicas;
    config.startupS = request.startupS;
    config.strategy = request.strategy;
    config.seed = request.seed;
    config.maxWaiting = request.maxWaiting;
    config.nodes = request.nodes;
    QStringList classNames;
    for (const WorkloadClass &c : plan->classes())
        classNames.append(c.name);
    auto validate = [&](int replicas) -> R {
        config.replicas = replicas;
        if (request.placeFor)
            config.nodes = request.placeFor(replicas);
        if (plan->isRunPlan()) {
            // Runs: each call falls due when the calls it waits for have ended on the fleet.
            FleetRunFeed feed(*plan);
            auto result = FleetSimulation(config).run(feed, request.drills);
            if (!result)
                return R::failure(result.error());
            // The measured runs' calls: not those of runs started after the window, nor the
            // calls a failed run never sent.
            std::vector<FleetArrival> calls;
            const std::vector<FleetRequest> all = std::move(result->requests);
            result->requests.clear();
            for (size_t i = 0; i < all.size(); ++i)
                if (i < feed.arrivals().size() && feed.isMeasured(qint64(i))) {
                    calls.push_back(feed.arrivals()[i]);
                    result->requests.push_back(all[i]);
                }
            auto report = ValidationReport::compute(calls, *result, request.slo, request.drills,
                                                    replicas, classNames);
            report.runs = FleetRunCount::of(feed.takeOutcomes());
            return report;
        }
        const auto result = FleetSimulation(config).run(arrivals, request.drills);
        if (!result)
            return R::failure(result.error());
        return ValidationReport::compute(arrivals, *result, request.slo, request.drills, replicas,
                                         classNames);
    };
    const auto stopped = [&request] { return request.stop && request.stop->load(); };
    const auto stoppedFailure = [] {
        return R::failure(tr("the validation was stopped before it ended"));
    };
    if (stopped())
        return stoppedFailure();
    auto report = validate(request.replicas);
    if (!report)
        return report;
    if (request.onJudged)
        request.onJudged(request.replicas, *report);
    report->singleReplicaRps = request.singleReplicaRps;
    // The drills name the same replicas, so the search keeps the fleet's placement and adds
    // replicas after the last one.
    if (!report->passed && request.searchUpTo > request.replicas) {
        report->passingSearchLimit = request.searchUpTo;
        report->passingReplicas = -1;
        for (int n = request.replicas + 1; n <= request.searchUpTo; ++n) {
            if (stopped())
                return stoppedFailure();
            const auto more = validate(n);
            if (more && request.onJudged)
                request.onJudged(n, *more);
            if (more && more->passed) {
                report->passingReplicas = n;
                break;
            }
        }
    }
    return report;
}

} // namespace llmcap
