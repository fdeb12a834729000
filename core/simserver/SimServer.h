#pragma once

#include "simserver/SimService.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QString>
#include <QUrl>

#include <memory>

namespace llmcap {

struct SimServerOptions
{
    QString host = QStringLiteral("127.0.0.1");
    quint16 port = 0; // 0: a free port
    SimServiceOptions service;
    qint64 maxBodyBytes = 8 * 1024 * 1024; // larger request bodies get 413
    int idleTimeoutSec = 300;              // keep-alive connections idle this long are closed
};

// The built-in simulated inference server: SimService behind an HTTP/1.1 server (Boost.Beast
// on Asio) running on its own thread, one event loop holding thousands of streaming
// connections. The GUI and tests start it in-process; `llmcap-cli serve-sim` runs it until
// interrupted. Start once; stop() (or the destructor) closes every connection.
class SimServer
{
    Q_DECLARE_TR_FUNCTIONS(SimServer)

public:
    explicit SimServer(SimServerOptions options);
    ~SimServer();
    SimServer(const SimServer &) = delete;
    SimServer &operator=(const SimServer &) = delete;

    // Binds host:port (listen backlog SOMAXCONN) and starts serving; fails with a one-line
    // message (address in use, bad host, ...).
    Status start();
    void stop();
    bool isRunning() const;

    const SimServerOptions &options() const { return m_options; }
    quint16 port() const { return m_port; }
    // The bound base URL, e.g. http://127.0.0.1:41234 (the OpenAI base URL adds /v1).
    QUrl url() const;

    static bool isLoopback(const QString &host);

private:
    struct Impl;
    SimServerOptions m_options;
    quint16 m_port = 0;
    std::unique_ptr<Impl> d;
};

} // namespace llmcap
