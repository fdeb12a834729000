#include "simserver/SimFleet.h"

#include "sim/SimPresetCatalog.h"
#include "simserver/BuiltinServer.h"

namespace llmcap {

SimFleet::SimFleet(Options options)
    : m_options(std::move(options))
{}

SimFleet::~SimFleet()
{
    std::lock_guard lock(m_mutex);
    for (auto &server : m_servers)
        if (server)
            server->stop();
}

Result<std::unique_ptr<SimFleet>> SimFleet::start(const Options &options)
{
    using R = Result<std::unique_ptr<SimFleet>>;
    if (const QString problem = BuiltinServer::checkPreset(options.preset); !problem.isEmpty())
        return R::failure(problem);
    if (!(options.speed > 0))
        return R::failure(tr("the simulated fleet's speed must be above 0"));
    if (options.replicas < 1)
        return R::failure(tr("a fleet needs at least one replica"));
    std::unique_ptr<SimFleet> fleet(new SimFleet(options));
    for (int r = 0; r < options.replicas; ++r) {
        auto server = fleet->launch(r, 0, 0);
        if (!server)
            return R::failure(server.error());
        fleet->m_ports.push_back((*server)->port());
        fleet->m_servers.push_back(std::move(*server));
        fleet->m_generation.push_back(0);
    }
    return R(std::move(fleet));
}

Result<std::unique_ptr<SimServer>> SimFleet::launch(int replica, quint16 port, double startupS)
{
    using R = Result<std::unique_ptr<SimServer>>;
    SimServerOptions o;
    o.host = QStringLiteral("127.0.0.1");
    o.port = port;
    o.service.preset = *SimPresetCatalog::builtin().find(m_options.preset);
    o.service.speed = m_options.speed;
    // Each replica and each restart its own seed: replicas do not mirror each other's lengths.
    const int generation =
        size_t(replica) < m_generation.size() ? m_generation[size_t(replica)] : 0;
    o.service.seed = m_options.seed * 1000003ULL + quint64(replica) * 7919ULL + quint64(generation);
    o.service.maxQueue = m_options.maxQueue;
    o.service.startupS = startupS;
    auto server = std::make_unique<SimServer>(o);
    if (Status started = server->start(); !started)
        return R::failure(
            tr("cannot start simulated replica %1: %2").arg(replica + 1).arg(started.error()));
    return R(std::move(server));
}

QUrl SimFleet::url(int replica) const
{
    QUrl u;
    u.setScheme(QStringLiteral("http"));
    u.setHost(QStringLiteral("127.0.0.1"));
    u.setPort(m_ports.at(size_t(replica)));
    return u;
}

bool SimFleet::isRunning(int replica) const
{
    std::lock_guard lock(m_mutex);
    return m_servers.at(size_t(replica)) != nullptr;
}

void SimFleet::lose(int replica)
{
    std::unique_ptr<SimServer> gone;
    {
        std::lock_guard lock(m_mutex);
        gone = std::move(m_servers.at(size_t(replica)));
    }
    if (gone)
        gone->stop(); // closes every connection: the requests in flight fail
}

Status SimFleet::restart(int replica, double startupS)
{
    lose(replica);
    std::lock_guard lock(m_mutex);
    ++m_generation.at(size_t(replica));
    auto server = launch(replica, m_ports.at(size_t(replica)), startupS);
    if (!server)
        return Status::failure(server.error());
    m_servers.at(size_t(replica)) = std::move(*server);
    return {};
}

} // namespace llmcap
