#pragma once

#include "bench/EndpointProbe.h"
#include "bench/LoadGenerator.h"
#include "sim/SimPresetCatalog.h"
#include "simserver/SimServer.h"

#include <memory>

// The built-in simulated server on 127.0.0.1, port 0, for end-to-end tests of the benchmark
// client, the simulated server itself and the sweeps; the one place tests set up its options.
struct SimFixture
{
    // The preset tests use unless they say otherwise.
    static llmcap::SimPreset tinyCpu()
    {
        return *llmcap::SimPresetCatalog::builtin().find(QStringLiteral("tiny-cpu"));
    }

    static llmcap::SimServerOptions options(double speed, const QString &faults = {},
                                            quint64 seed = 1, int maxQueue = 0)
    {
        llmcap::SimServerOptions options;
        options.service.preset = tinyCpu();
        options.service.speed = speed;
        options.service.seed = seed;
        options.service.maxQueue = maxQueue;
        options.service.faults = *llmcap::FaultSpec::parse(faults);
        return options;
    }

    // Started, or nullptr (with a warning saying why).
    static std::unique_ptr<llmcap::SimServer> start(const llmcap::SimServerOptions &options)
    {
        auto server = std::make_unique<llmcap::SimServer>(options);
        const llmcap::Status started = server->start();
        if (!started) {
            qWarning("server did not start: %s", qPrintable(started.error()));
            return nullptr;
        }
        return server;
    }

    static std::unique_ptr<llmcap::SimServer> start(double speed, const QString &faults = {},
                                                    quint64 seed = 1, int maxQueue = 0)
    {
        return start(options(speed, faults, seed, maxQueue));
    }

    static llmcap::EndpointTarget target(const llmcap::SimServer &server)
    {
        llmcap::EndpointTarget t;
        t.baseUrl = server.url();
        return t;
    }

    // Plans, probes and runs a load to its end; returns every record.
    static std::vector<llmcap::RequestRecord> run(const llmcap::SimServer &server,
                                                  const llmcap::PlanSettings &plan,
                                                  llmcap::LoadOptions options = {},
                                                  llmcap::RunWindow *window = nullptr)
    {
        options.target = target(server);
        auto endpoint = llmcap::EndpointProbe(options.target).probe();
        if (!endpoint)
            qFatal("probe failed: %s", qPrintable(endpoint.error()));
        options.target.model = endpoint->model;
        options.extensions = llmcap::ServerExtensions::forRuntime(endpoint->runtime);
        options.runTag = QStringLiteral("test");
        llmcap::LoadGenerator load(*llmcap::RunPlan::create(plan),
                                   llmcap::PromptFactory(plan.seed, endpoint->calibration),
                                   options);
        if (!load.start())
            qFatal("load did not start");
        load.wait();
        if (window)
            *window = load.window();
        return load.takeRecords();
    }

    static llmcap::PlanSettings constantPlan(double rate, double seconds, int input, int output)
    {
        llmcap::PlanSettings p;
        p.workload = llmcap::Workload::single(input, output);
        p.arrival.kind = llmcap::ArrivalProcess::Kind::Constant;
        p.rateRps = rate;
        p.durationS = seconds;
        return p;
    }
};
