#include "plan/ProjectSweepInputs.h"

#include "bench/BenchInputRepository.h"
#include "demand/SizingSweep.h"
#include "plan/PlanRepository.h"
#include "plan/SimulatorEstimator.h"
#include "sim/SimPresetCatalog.h"

namespace llmcap {

Result<ProjectSweepInputs> ProjectSweepInputs::load(Database &db, qint64 projectId)
{
    using R = Result<ProjectSweepInputs>;
    auto saved = BenchInputRepository(db).load(projectId);
    if (!saved)
        return R::failure(saved.error());
    ProjectSweepInputs inputs;
    inputs.workload = saved->workload;
    inputs.slo = saved->slo;
    auto stored = PlanRepository(db).loadInput(projectId);
    if (!stored)
        return R::failure(stored.error());
    if (!*stored)
        return inputs; // no sizing request yet
    const PlanInput &request = **stored;
    // Fails when the request names no class or no SLO objective: then nothing is derived.
    if (auto sweep =
            SizingSweep::from(request.request, request.baseDir, request.deployment.maxModelLen)) {
        if (!inputs.workload) {
            inputs.workload = sweep->workload;
            inputs.fromRequest = true;
            inputs.assumptions = sweep->assumptions;
        }
        if (!inputs.slo) {
            inputs.slo = sweep->slo;
            inputs.fromRequest = true;
        }
    }
    if (inputs.fromRequest && request.deployment.hasReplicaConfig()) {
        // Only a catalog preset: the set-up names its server by preset id.
        auto preset = SimulatorEstimator::presetFor(request.deployment);
        if (preset && SimPresetCatalog::builtin().find(preset->id))
            inputs.simPreset = preset->id;
    }
    return inputs;
}

} // namespace llmcap
