#pragma once

#include "sweep/SweepConfig.h"

#include <QString>

namespace llmcap {

// What the Benchmark page's set-up produces and a sweep session starts from: the sweep itself
// and, when the target is the built-in simulated server, which preset to serve and how fast.
// With builtinServer the session starts a SimServer on a free loopback port and points
// config.bench.target at it; config.bench.target.baseUrl is then ignored, and
// config.builtinServer records the server with the sweep.
struct SweepSetup
{
    SweepConfig config;
    bool builtinServer = true;
    QString simPreset = QStringLiteral("tiny-cpu");
    double simSpeed = 1.0; // simulated seconds per wall-clock second
    quint64 simSeed = 1;
    // With builtinServer: run the steps on the simulated engine in virtual time, without a
    // server or HTTP (VirtualStepExecutor); a sweep then takes seconds of CPU.
    bool virtualTime = false;
    // With builtinServer (not in virtual time): where the server appends its request spans
    // (OTLP JSON), for `results --sweep ID --otlp FILE`. A local output, not stored with the
    // sweep; a resume writes spans only when it is given again.
    QString simOtlpFile;
    // The calibrated twin (issue 34): fitted to the steps' requests, it sets the confirmation's
    // rate and, when it passes its check against every step, the sweep's boundary. Off: the
    // empirical estimate alone (`llmcap-cli sweep --no-twin`).
    bool twin = true;

    // The set-up a stored sweep ran with: the built-in server it recorded, else its endpoint
    // (without the API key, which is never stored).
    static SweepSetup ofStored(const SweepConfig &config)
    {
        SweepSetup s;
        s.config = config;
        s.builtinServer = config.builtinServer.has_value();
        if (config.builtinServer) {
            s.simPreset = config.builtinServer->preset;
            s.simSpeed = config.builtinServer->speed;
            s.simSeed = config.builtinServer->seed;
            s.virtualTime = config.builtinServer->virtualTime;
        }
        return s;
    }
};

} // namespace llmcap
