#pragma once

#include "bench/EndpointProbe.h"
#include "bench/LoadGenerator.h"
#include "sim/SimPresetCatalog.h"
#include "simserver/SimServer.h"

#include <memory>

// The built-in simulated server on 127.0.0.1, port 0, for end-to-end tests of the benchmark
// client.
struct SimFixture
{
    static std::unique_ptr<llmcap::SimServer> start(double speed, const QString &faults = {},
                                                    quint64 seed = 1, int maxQueue = 0)
    {
        llmcap::SimServerOptions options;
        options.service.preset =
            *llmcap::SimPresetCatalog::builtin().find(QStringLiteral("tiny-cpu"));
        options.service.speed = speed;
        options.service.seed = seed;
        options.service.maxQueue = maxQueue;
        options.service.faults = *llmcap::FaultSpec::parse(faults);
        auto server = std::make_unique<llmcap::SimServer>(options);
        if (!server->start())
            return nullptr;
        return server;
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
