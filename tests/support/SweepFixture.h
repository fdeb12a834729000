#pragma once

#include "SimFixture.h"
#include "sweep/SweepController.h"
#include "sweep/VirtualStepExecutor.h"

#include <QEventLoop>
#include <QTimer>

#include <functional>
#include <memory>

// Sweeps against the built-in simulated server (tiny-cpu) at a speed factor, with steps short
// enough for a test: at speed 10 the SLO below scales the lead's speed-1 SLO (TTFT 1000 ms,
// TPOT 100 ms at 95 %) by 1/10, so the boundary lands near 10 x the speed-1 one (3.9 req/s).
// The same sweep runs over HTTP against a server (config(server)) or on the server's engine in
// virtual time (virtualConfig(), virtualController()): the steps then take milliseconds.
struct SweepFixture
{
    static constexpr double kSpeed = 10;

    static llmcap::Slo slo(double speed = kSpeed)
    {
        llmcap::Slo s;
        s.name = QStringLiteral("tiny");
        s.objectives = {{llmcap::SloMetric::Ttft, 1000 / speed, 95},
                        {llmcap::SloMetric::Tpot, 100 / speed, 95}};
        s.maxErrorRatePct = 1;
        return s;
    }

    static llmcap::SweepConfig config(const llmcap::SimServer &server, quint64 seed = 1)
    {
        llmcap::SweepConfig c = steps(seed);
        c.bench.target = SimFixture::target(server);
        return c;
    }

    // The sweep on tiny-cpu's engine at kSpeed in virtual time: no URL, recorded as such.
    static llmcap::SweepConfig virtualConfig(quint64 seed = 1)
    {
        llmcap::SweepConfig c = steps(seed);
        c.builtinServer =
            llmcap::SweepConfig::BuiltinServer{QStringLiteral("tiny-cpu"), kSpeed, 1, true};
        return c;
    }

    // tiny-cpu's engine at kSpeed; maxQueue > 0 sheds load with 429 as the server's --max-queue.
    static std::unique_ptr<llmcap::VirtualStepExecutor> virtualExecutor(int maxQueue = 0)
    {
        llmcap::VirtualStepExecutor::Options o;
        o.preset = SimFixture::tinyCpu();
        o.speed = kSpeed;
        o.maxQueue = maxQueue;
        return std::make_unique<llmcap::VirtualStepExecutor>(o);
    }

    // A controller whose steps run in virtual time, with the endpoint the executor reports.
    static std::unique_ptr<llmcap::SweepController>
    virtualController(const llmcap::SweepConfig &config, const QString &databasePath,
                      int maxQueue = 0)
    {
        auto executor = virtualExecutor(maxQueue);
        auto controller =
            std::make_unique<llmcap::SweepController>(config, executor->endpoint(), databasePath);
        controller->setExecutor(std::move(executor));
        return controller;
    }

    // A virtual sweep of tiny-cpu with steps long enough for the twin's fit (a few hundred
    // requests each), stored with every request at databasePath, as a sweep over HTTP stores
    // them. Its id, or 0 with *failure saying why.
    static qint64 storeSweepForTwin(const QString &databasePath, QString *failure)
    {
        llmcap::SweepConfig config = virtualConfig();
        config.minStepS = 20;
        config.maxStepS = 30;
        config.minStepRequests = 200;
        auto controller = virtualController(config, databasePath);
        if (const llmcap::Status s = controller->start(); !s) {
            *failure = s.error();
            return 0;
        }
        const Outcome o = wait(*controller, 120'000);
        if (!o.result) {
            *failure = o.failure + describe(*controller);
            return 0;
        }
        return controller->sweepId();
    }

    // The steps, workload, SLO and search every sweep test shares.
    static llmcap::SweepConfig steps(quint64 seed = 1)
    {
        llmcap::SweepConfig c;
        c.name = QStringLiteral("test sweep");
        c.bench.plan.workload = llmcap::Workload::single(200, 100);
        c.bench.plan.seed = seed;
        c.bench.slo = slo();
        // Five helpers share two cores: a loaded machine must not make steps client-limited.
        c.bench.scheduleLagBoundMs = 250;
        c.bench.drainTimeoutMs = 20'000;
        c.bench.scrapeIntervalMs = 250;
        c.search.startRps = 20;
        c.search.minRps = 2;
        c.search.tolerance = 0.1;
        c.search.repeats = 3;
        c.stepWarmupS = 0.5;
        c.minStepS = 1.5;
        c.maxStepS = 3;
        c.minStepRequests = 30;
        c.cooldownS = 0.2;
        return c;
    }

    static llmcap::EndpointInfo probe(const llmcap::SweepConfig &config)
    {
        auto endpoint = llmcap::EndpointProbe(config.bench.target).probe();
        if (!endpoint)
            qFatal("probe failed: %s", qPrintable(endpoint.error()));
        return *endpoint;
    }

    struct Outcome
    {
        std::optional<llmcap::SweepResult> result;
        QString failure;
        bool stopped = false;
        bool timedOut = false;
    };

    // Runs the controller's event loop until it finishes, fails or stops (at most timeoutMs).
    // onStep sees every finished step (it may call stop()).
    static Outcome wait(llmcap::SweepController &controller, int timeoutMs,
                        const std::function<void(const llmcap::SweepStep &)> &onStep = {})
    {
        Outcome o;
        QEventLoop loop;
        QObject::connect(&controller, &llmcap::SweepController::finished, &loop,
                         [&](const llmcap::SweepResult &r) {
                             o.result = r;
                             loop.quit();
                         });
        QObject::connect(&controller, &llmcap::SweepController::failed, &loop,
                         [&](const QString &m) {
                             o.failure = m;
                             loop.quit();
                         });
        QObject::connect(&controller, &llmcap::SweepController::stopped, &loop, [&] {
            o.stopped = true;
            loop.quit();
        });
        if (onStep)
            QObject::connect(&controller, &llmcap::SweepController::stepFinished, &loop,
                             [&](const llmcap::SweepStep &s) { onStep(s); });
        QTimer::singleShot(timeoutMs, &loop, [&] {
            o.timedOut = true;
            loop.quit();
        });
        loop.exec();
        return o;
    }

    static QString describe(const llmcap::SweepController &controller)
    {
        QStringList lines;
        for (const llmcap::SweepStep &s : controller.steps())
            lines << QStringLiteral("step %1 %2 req/s r%3 %4 att %5 err %6 %7")
                         .arg(s.index + 1)
                         .arg(s.rateRps)
                         .arg(s.repeat)
                         .arg(llmcap::SweepStep::verdictKey(s.verdict))
                         .arg(s.attainmentPct, 0, 'f', 1)
                         .arg(s.errorRatePct, 0, 'f', 1)
                         .arg(s.reasons.join(QStringLiteral("; ")));
        return lines.join(QLatin1Char('\n'));
    }

    // Whether b's boundary lies in a's reported interval, widened by the search's resolution
    // (the tolerance of a's last passing rate): what "reproducible" means for these tests.
    static bool within(const llmcap::BoundaryEstimate &a, const llmcap::BoundaryEstimate &b,
                       double tolerance)
    {
        const double slack = tolerance * a.lastPassRps;
        return b.meanRps >= a.lowerRps - slack && b.meanRps <= a.upperRps + slack;
    }
};
