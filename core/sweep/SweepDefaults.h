#pragma once

#include "sweep/SweepSetup.h"

#include <QCoreApplication>

namespace llmcap {

class Slo;
class Workload;

// The sweep a first-time user gets by pressing Start with nothing filled in: the built-in
// simulated server with the tiny-cpu preset, a chat-like workload that fits it, an interactive
// SLO, and steps short enough that the sweep reaches its SLO boundary in about one to three
// minutes on an ordinary machine. The Benchmark page fills whatever its set-up leaves empty
// from here; the set-up forms take their initial values from here.
class SweepDefaults
{
    Q_DECLARE_TR_FUNCTIONS(SweepDefaults)

public:
    static Workload workload();
    static Slo slo();
    static SweepConfig config();
    // What a set-up leaves empty, filled from the defaults: a set-up with neither workload nor
    // SLO is taken as "nothing set up" and becomes the default sweep against its target (the
    // built-in server at the default speed, or setup's endpoint); otherwise a missing workload
    // or SLO alone is filled in. A sweep of an endpoint left unnamed (or under the default
    // built-in sweep's name) is named after the endpoint (endpointName).
    static SweepSetup completed(SweepSetup setup);
    // "Sweep of qwen at 10.0.0.5:8000": the endpoint's model and host.
    static QString endpointName(const EndpointTarget &target);
};

SweepSetup defaultSweepSetup();

} // namespace llmcap
