#pragma once

// Real results for the Results page tests: two short sweeps against in-process simulated
// servers that differ in max_num_seqs (the sweeps pin it, so their serving configurations
// differ), and one two-class bench run against a server injecting faults, all stored in one
// temporary database through core's SweepController and BenchRunner.

#include "SimFixture.h"

#include "bench/BenchRunner.h"
#include "project/Workspace.h"
#include "storage/Database.h"
#include "sweep/SweepController.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <memory>

namespace llmcap::test {

struct ResultsFixture
{
    qint64 alphaProject = 0;
    qint64 betaProject = 0;
    qint64 wideSweep = 0;   // max_num_seqs 64
    qint64 narrowSweep = 0; // max_num_seqs 2
    qint64 faultyRun = 0;   // two classes, 500s and dropped streams
    QString error;

    static Workload twoClasses()
    {
        Workload w;
        WorkloadClass chat;
        chat.name = QStringLiteral("chat");
        chat.weight = 2;
        chat.inputTokens = TokenDistribution::uniform(40, 400);
        chat.outputTokens = TokenDistribution::fixed(24);
        WorkloadClass summary;
        summary.name = QStringLiteral("summarize");
        summary.inputTokens = TokenDistribution::uniform(600, 1200);
        summary.outputTokens = TokenDistribution::fixed(12);
        w.classes = {chat, summary};
        return w;
    }

    static Slo slo()
    {
        Slo s;
        s.name = QStringLiteral("test chat");
        s.objectives = {{SloMetric::Ttft, 400, 90}, {SloMetric::Tpot, 60, 90}};
        s.maxErrorRatePct = 5;
        return s;
    }

    static std::unique_ptr<SimServer> server(int maxNumSeqs, const QString &faults = {},
                                             double speed = 2.0)
    {
        SimServerOptions options = SimFixture::options(speed, faults, 7);
        options.service.preset.engine.maxNumSeqs = maxNumSeqs;
        return SimFixture::start(options);
    }

    static SweepConfig sweepConfig(const SimServer &server, int maxNumSeqs, qint64 projectId,
                                   const QString &name)
    {
        SweepConfig c;
        c.name = name;
        c.bench.target = SimFixture::target(server);
        c.bench.plan.workload = Workload::single(120, 24);
        c.bench.plan.seed = 3;
        c.bench.projectId = projectId;
        c.bench.scheduleLagBoundMs = 500; // a busy test machine must not make steps invalid
        c.bench.scrapeIntervalMs = 250;
        c.bench.drainTimeoutMs = 5000;
        c.bench.requestTimeoutMs = 10000;
        c.bench.slo = slo();
        c.bench.serving.set(QStringLiteral("max_num_seqs"), maxNumSeqs);
        c.bench.serving.set(QStringLiteral("gpu_type"), QStringLiteral("simulated CPU"));
        c.bench.serving.set(QStringLiteral("gpu_count"), 1);
        c.search.startRps = 2;
        c.search.growth = 2;
        c.search.maxRps = 64;
        c.search.tolerance = 0.3;
        c.search.repeats = 1;
        c.stepWarmupS = 0.4;
        c.minStepS = 1.2;
        c.maxStepS = 1.6;
        c.minStepRequests = 4;
        c.cooldownS = 0;
        c.earlyStopConfidence = 0.95;
        return c;
    }

    // Runs everything; fills error on failure. Bounded: gives up after limitMs.
    void build(Workspace &workspace, int limitMs = 90'000)
    {
        auto alpha = workspace.createProject(QStringLiteral("alpha"));
        auto beta = workspace.createProject(QStringLiteral("beta"));
        if (!alpha || !beta) {
            error = QStringLiteral("projects");
            return;
        }
        alphaProject = alpha->id;
        betaProject = beta->id;
        const QString path = workspace.databasePath();

        auto wideServer = server(64);
        auto narrowServer = server(2);
        auto faultyServer = server(64, QStringLiteral("status500=0.1,drop=0.06"), 8.0);
        if (!wideServer || !narrowServer || !faultyServer) {
            error = QStringLiteral("servers did not start");
            return;
        }
        const SweepConfig wideConfig =
            sweepConfig(*wideServer, 64, alphaProject, QStringLiteral("wide batch"));
        const SweepConfig narrowConfig =
            sweepConfig(*narrowServer, 2, betaProject, QStringLiteral("narrow batch"));
        auto wideEndpoint = EndpointProbe(wideConfig.bench.target).probe();
        auto narrowEndpoint = EndpointProbe(narrowConfig.bench.target).probe();
        if (!wideEndpoint || !narrowEndpoint) {
            error = QStringLiteral("probe failed");
            return;
        }

        BenchConfig runConfig;
        runConfig.target = SimFixture::target(*faultyServer);
        runConfig.plan.workload = twoClasses();
        runConfig.plan.arrival.kind = ArrivalProcess::Kind::Poisson;
        runConfig.plan.rateRps = 10;
        runConfig.plan.durationS = 5;
        runConfig.plan.warmupS = 0.5;
        runConfig.plan.seed = 11;
        runConfig.scheduleLagBoundMs = 500;
        runConfig.drainTimeoutMs = 5000;
        runConfig.requestTimeoutMs = 10000;
        runConfig.label = QStringLiteral("faulty");
        runConfig.slo = slo();
        runConfig.projectId = alphaProject;
        auto faultyEndpoint = EndpointProbe(runConfig.target).probe();
        if (!faultyEndpoint) {
            error = QStringLiteral("probe failed");
            return;
        }

        SweepController wide(wideConfig, *wideEndpoint, path);
        SweepController narrow(narrowConfig, *narrowEndpoint, path);
        BenchRunner runner(runConfig, *faultyEndpoint);
        runner.setDatabasePath(path);

        QEventLoop loop;
        int pending = 3;
        auto done = [&] {
            if (--pending == 0)
                loop.quit();
        };
        for (SweepController *c : {&wide, &narrow}) {
            QObject::connect(c, &SweepController::finished, &loop, done);
            QObject::connect(c, &SweepController::stopped, &loop, done);
            QObject::connect(c, &SweepController::failed, &loop, [&](const QString &m) {
                error = m;
                done();
            });
        }
        QObject::connect(&runner, &BenchRunner::finished, &loop, done);
        if (Status s = wide.start(); !s) {
            error = s.error();
            return;
        }
        if (Status s = narrow.start(); !s) {
            error = s.error();
            return;
        }
        if (Status s = runner.start(); !s) {
            error = s.error();
            return;
        }
        QTimer::singleShot(limitMs, &loop, [&] {
            error = QStringLiteral("fixture timed out");
            wide.stop();
            narrow.stop();
            runner.abort();
            loop.quit();
        });
        loop.exec();
        wideSweep = wide.sweepId();
        narrowSweep = narrow.sweepId();
        faultyRun = runner.runId();
    }
};

} // namespace llmcap::test
