#include "validation/LiveDrills.h"

#include "net/CurlMultiLoop.h"
#include "net/HttpClient.h"
#include "simserver/SimFleet.h"
#include "validation/ReplicaRouter.h"

#include <QProcess>

#include <algorithm>
#include <chrono>

namespace llmcap {

namespace {

constexpr double kPollWallS = 0.02;  // health and drain checks: a small delay against the virtual
constexpr double kSurgeDrainS = 120; // fleet seconds a replaced replica may take to empty

} // namespace

LiveDrills::LiveDrills(Setup setup)
    : m_setup(std::move(setup))
    , m_generation(size_t(std::max(1, m_setup.replicas)), 0)
{
    const double speed = m_setup.speed;
    for (const DrillEvent &d : m_setup.drills.events) {
        const double startup = d.startupS >= 0 ? d.startupS : m_setup.startupS;
        QList<int> replicas;
        if (d.replica >= 0)
            replicas = {d.replica};
        else if (!d.node.isEmpty())
            replicas = m_setup.nodes.value(d.node);
        auto on = [&](Step::Kind kind, double atS, int replica, double startupS,
                      double drainLimitS = 0) {
            Step s;
            s.wallS = atS / speed;
            s.kind = kind;
            s.replica = replica;
            s.startupS = startupS;
            s.drainLimitS = drainLimitS;
            s.sinceS = s.wallS;
            push(s);
        };
        switch (d.kind) {
        case DrillEvent::Kind::LoseReplica:
        case DrillEvent::Kind::LoseNode:
            for (int r : replicas)
                on(Step::Kind::Kill, d.atS, r, 0);
            break;
        case DrillEvent::Kind::RestartReplica:
            for (int r : replicas) {
                on(Step::Kind::Kill, d.atS, r, 0);
                on(Step::Kind::Start, d.atS, r, startup);
            }
            break;
        case DrillEvent::Kind::RestoreReplica:
        case DrillEvent::Kind::RestoreNode:
            for (int r : replicas)
                on(Step::Kind::Start, d.atS, r, startup);
            break;
        case DrillEvent::Kind::RollingRestart:
        case DrillEvent::Kind::Rollback: {
            const int group = std::max(1, d.surge);
            for (int r = 0; r < m_setup.replicas; ++r) {
                const double at = d.atS + double(r / group) * startup;
                // With surge the new instance would start beside the old one: the replica
                // keeps serving through the start-up, then is replaced at once.
                if (d.surge > 0)
                    on(Step::Kind::Drain, at + startup, r, 0, kSurgeDrainS);
                else
                    on(Step::Kind::Drain, at, r, startup, startup);
            }
            break;
        }
        }
    }
}

LiveDrills::~LiveDrills()
{
    stop();
}

void LiveDrills::push(Step step)
{
    step.order = m_order++;
    m_queue.push_back(step);
    std::push_heap(m_queue.begin(), m_queue.end(), Later{});
}

double LiveDrills::nowS() const
{
    return double(CurlMultiLoop::nowNs() - m_originNs) / 1e9;
}

void LiveDrills::start(qint64 originNs)
{
    m_originNs = originNs;
    m_thread = std::thread([this] { run(); });
}

void LiveDrills::stop()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    if (m_thread.joinable())
        m_thread.join();
}

QStringList LiveDrills::notes() const
{
    std::lock_guard lock(m_mutex);
    return m_notes;
}

void LiveDrills::note(double wallS, const QString &text)
{
    std::lock_guard lock(m_mutex);
    m_notes.append(tr("at %1: %2").arg(DrillScript::formatTime(wallS * m_setup.speed), text));
}

void LiveDrills::run()
{
    std::unique_lock lock(m_mutex);
    while (!m_stop) {
        if (m_queue.empty()) {
            m_wake.wait(lock, [this] { return m_stop || !m_queue.empty(); });
            continue;
        }
        const double dueS = m_queue.front().wallS;
        const double now = nowS();
        if (now < dueS) {
            m_wake.wait_for(lock, std::chrono::duration<double>(dueS - now));
            continue;
        }
        std::pop_heap(m_queue.begin(), m_queue.end(), Later{});
        const Step step = m_queue.back();
        m_queue.pop_back();
        lock.unlock();
        apply(step, now);
        lock.lock();
    }
}

void LiveDrills::runCommand(const QString &command, int replica)
{
    if (command.isEmpty())
        return;
    QString line = command;
    line.replace(QLatin1String("{replica}"), QString::number(replica + 1));
    line.replace(QLatin1String("{url}"), m_setup.urls.value(replica).toString());
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), line});
    const double start = nowS();
    if (!process.waitForFinished(int(m_setup.commandTimeoutS * 1000))) {
        process.kill();
        process.waitForFinished(1000);
        note(start, tr("command for replica %1 did not end within %2 s: %3")
                        .arg(replica + 1)
                        .arg(m_setup.commandTimeoutS)
                        .arg(line));
        return;
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        note(start, tr("command for replica %1 failed (exit %2): %3")
                        .arg(replica + 1)
                        .arg(process.exitCode())
                        .arg(line));
    else
        note(start, tr("ran for replica %1: %2").arg(replica + 1).arg(line));
}

void LiveDrills::apply(const Step &step, double now)
{
    const int r = step.replica;
    const double speed = m_setup.speed;
    ReplicaRouter *router = m_setup.router;
    auto poll = [&](double startupS) {
        if (!router)
            return; // a gateway: its own balancer decides when the replica is back
        Step p;
        p.kind = Step::Kind::Poll;
        p.replica = r;
        p.sinceS = now;
        p.wallS = now + kPollWallS;
        p.untilS = now + startupS / speed + m_setup.healthTimeoutS;
        std::lock_guard lock(m_mutex);
        p.generation = m_generation[size_t(r)];
        push(p);
    };
    auto bump = [&] {
        std::lock_guard lock(m_mutex);
        ++m_generation[size_t(r)];
    };
    auto restart = [&](double startupS) {
        if (m_setup.fleet) {
            if (Status ok = m_setup.fleet->restart(r, startupS); !ok)
                note(now, ok.error());
        } else {
            runCommand(m_setup.restoreCommand, r);
        }
    };
    switch (step.kind) {
    case Step::Kind::Kill:
        bump();
        if (router)
            router->setInRotation(r, false);
        if (m_setup.fleet)
            m_setup.fleet->lose(r);
        else
            runCommand(m_setup.loseCommand, r);
        break;
    case Step::Kind::Start:
        bump();
        restart(step.startupS);
        poll(step.startupS);
        break;
    case Step::Kind::Drain: {
        if (router && step.sinceS == step.wallS)
            router->setInRotation(r, false);
        const double drainedS = (now - step.sinceS) * speed;
        if (router && router->outstanding(r) > 0 && drainedS < step.drainLimitS) {
            Step again = step;
            again.wallS = now + kPollWallS;
            std::lock_guard lock(m_mutex);
            push(again);
            break;
        }
        bump();
        const double left = std::max(0.0, step.startupS - drainedS);
        if (!m_setup.fleet)
            runCommand(m_setup.loseCommand, r);
        restart(left);
        poll(left);
        break;
    }
    case Step::Kind::Poll: {
        {
            std::lock_guard lock(m_mutex);
            if (step.generation != m_generation[size_t(r)])
                break;
        }
        EndpointTarget t = m_setup.endpoint;
        t.baseUrl = m_setup.urls.value(r);
        HttpClient client(t, 1000);
        if (client.get(t.rootUrl(QStringLiteral("health"))).status == 200) {
            router->setInRotation(r, true);
            note(now, tr("replica %1 back in the rotation after %2")
                          .arg(r + 1)
                          .arg(DrillScript::formatTime((now - step.sinceS) * speed)));
        } else if (now < step.untilS) {
            Step again = step;
            again.wallS = now + kPollWallS;
            std::lock_guard lock(m_mutex);
            push(again);
        } else {
            note(now, tr("replica %1 did not answer /health with 200 in time; it stays out of "
                         "the rotation")
                          .arg(r + 1));
        }
        break;
    }
    }
}

} // namespace llmcap
