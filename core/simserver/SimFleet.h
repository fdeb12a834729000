#pragma once

#include "simserver/SimServer.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QUrl>

#include <memory>
#include <mutex>
#include <vector>

namespace llmcap {

// A fleet of built-in simulated replicas in real time (issue 19): N SimServers of one preset,
// each its own engine and KV cache on its own 127.0.0.1 port, for live validation drills with
// nothing else installed. A replica keeps its port: lose() stops it (its requests in flight
// fail, the port refuses connections); restart() starts a fresh engine on the same port that
// answers 503 (GET /health included) until the start-up time has passed. Thread-safe: drills
// act from their own thread while the load generator sends.
class SimFleet
{
    Q_DECLARE_TR_FUNCTIONS(SimFleet)

public:
    struct Options
    {
        QString preset;
        int replicas = 1;
        double speed = 1; // simulated seconds per wall-clock second
        quint64 seed = 1;
        int maxQueue = 0; // per replica: waiting requests beyond which new ones get 429
    };

    // Starts every replica, ready at once; fails naming the problem (preset, speed, a port).
    static Result<std::unique_ptr<SimFleet>> start(const Options &options);
    ~SimFleet();
    SimFleet(const SimFleet &) = delete;
    SimFleet &operator=(const SimFleet &) = delete;

    int size() const { return int(m_ports.size()); }
    double speed() const { return m_options.speed; }
    // http://127.0.0.1:PORT, the same through restarts.
    QUrl url(int replica) const;
    bool isRunning(int replica) const;

    void lose(int replica);
    // Stops the replica if it runs and starts a fresh one on its port, ready after startupS
    // simulated seconds (startupS / speed wall-clock seconds).
    Status restart(int replica, double startupS);

private:
    explicit SimFleet(Options options);
    Result<std::unique_ptr<SimServer>> launch(int replica, quint16 port, double startupS);

    Options m_options;
    mutable std::mutex m_mutex;
    std::vector<std::unique_ptr<SimServer>> m_servers;
    std::vector<quint16> m_ports;
    std::vector<int> m_generation; // restarts per replica, for fresh seeds
};

} // namespace llmcap
