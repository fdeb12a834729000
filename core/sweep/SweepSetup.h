#pragma once

#include "sweep/SweepConfig.h"

#include <QString>

namespace llmcap {

// What the Benchmark page's set-up produces and a sweep session starts from: the sweep itself
// and, when the target is the built-in simulated server, which preset to serve and how fast.
// With builtinServer the session starts a SimServer on a free loopback port and points
// config.bench.target at it; config.bench.target.baseUrl is then ignored.
struct SweepSetup
{
    SweepConfig config;
    bool builtinServer = true;
    QString simPreset = QStringLiteral("tiny-cpu");
    double simSpeed = 1.0; // simulated seconds per wall-clock second
    quint64 simSeed = 1;
};

} // namespace llmcap
