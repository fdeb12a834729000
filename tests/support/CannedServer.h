#pragma once

// A local HTTP server that answers every request with bytes the test gives, verbatim: a real
// server's recorded stream, or a hostile one (issue 20). It reads the request (head and
// Content-Length body), writes the reply, and closes the connection. 127.0.0.1 only.
//
// A Streamer instead writes over time, each connection on its own thread: a server that hangs,
// trickles or streams without end. Its writes and sleeps return false once the client went away
// or the server is being destroyed, so a streamer loops `while (out.write(...))`.
// CannedServer::unaccepting() gives a port that takes no connection at all (a full backlog).
#include <QByteArray>
#include <QUrl>

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/read_until.hpp>
#include <boost/asio/write.hpp>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <list>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

class CannedServer
{
public:
    // Given the request head ("POST /v1/chat/completions HTTP/1.1\r\n..."), the raw reply.
    using Responder = std::function<QByteArray(const QByteArray &head)>;

    // One connection of a Streamer: writes and sleeps that give up when the client is gone or
    // the server stops.
    class Connection
    {
    public:
        Connection(boost::asio::ip::tcp::socket &socket, const std::atomic<bool> &stopping)
            : m_socket(socket)
            , m_stopping(stopping)
        {}
        bool write(const QByteArray &bytes)
        {
            boost::system::error_code ec;
            boost::asio::write(m_socket,
                               boost::asio::buffer(bytes.constData(), size_t(bytes.size())), ec);
            return !ec && !m_stopping;
        }
        bool sleepMs(int ms)
        {
            const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
            while (!m_stopping && std::chrono::steady_clock::now() < until)
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
            return !m_stopping;
        }

    private:
        boost::asio::ip::tcp::socket &m_socket;
        const std::atomic<bool> &m_stopping;
    };
    using Streamer = std::function<void(const QByteArray &head, Connection &out)>;

    explicit CannedServer(Responder responder)
        : m_responder(std::move(responder))
        , m_acceptor(m_io, {boost::asio::ip::make_address("127.0.0.1"), 0})
    {
        m_thread = std::thread([this] { serve(); });
    }
    explicit CannedServer(Streamer streamer)
        : m_streamer(std::move(streamer))
        , m_acceptor(m_io, {boost::asio::ip::make_address("127.0.0.1"), 0})
    {
        m_thread = std::thread([this] { serve(); });
    }
    ~CannedServer()
    {
        m_stopping = true;
        // Wake a blocking accept with a connection: the serving thread then sees m_stopping and
        // returns. The acceptor is closed only after the join: closing it here, while that
        // thread is inside accept() on it, is a data race (ThreadSanitizer).
        boost::system::error_code ignored;
        boost::asio::ip::tcp::socket poke(m_io);
        poke.connect({boost::asio::ip::make_address("127.0.0.1"), m_port}, ignored);
        m_thread.join();
        {
            // Unblock streamers stuck in a write to a client that stopped reading.
            std::lock_guard lock(m_mutex);
            for (auto &socket : m_sockets)
                ::shutdown(socket->native_handle(), SHUT_RDWR);
        }
        for (std::thread &t : m_connections)
            t.join();
        m_acceptor.close(ignored);
    }
    CannedServer(const CannedServer &) = delete;
    CannedServer &operator=(const CannedServer &) = delete;

    QUrl url() const { return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_port)); }
    int requests() const { return m_requests; }

    // A 200 text/event-stream reply with this SSE body, the connection closed after it.
    static QByteArray sse(const QByteArray &body)
    {
        return "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n" +
               body;
    }
    // A reply with this status, headers (each ending in \r\n) and body, with its length.
    static QByteArray reply(int status, const QByteArray &headers, const QByteArray &body)
    {
        return "HTTP/1.1 " + QByteArray::number(status) + " X\r\n" + headers +
               "Content-Length: " + QByteArray::number(body.size()) +
               "\r\nConnection: close\r\n\r\n" + body;
    }

    // A listening port whose backlog is full: connecting to it hangs until the client gives up
    // (the kernel drops the SYNs of a full accept queue).
    class Unaccepting
    {
    public:
        Unaccepting()
            : m_acceptor(m_io)
        {
            const boost::asio::ip::tcp::endpoint any{boost::asio::ip::make_address("127.0.0.1"), 0};
            m_acceptor.open(any.protocol());
            m_acceptor.bind(any);
            m_acceptor.listen(0);
            // Backlog 0 still queues one connection; fill the queue twice over (raw
            // non-blocking connects: asio's connect would wait for the ones that hang).
            sockaddr_in address{};
            address.sin_family = AF_INET;
            address.sin_port = htons(m_acceptor.local_endpoint().port());
            address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
            for (int &fd : m_fillers) {
                fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
                ::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address);
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
        ~Unaccepting()
        {
            for (int fd : m_fillers)
                ::close(fd);
        }
        Unaccepting(const Unaccepting &) = delete;
        Unaccepting &operator=(const Unaccepting &) = delete;
        QUrl url() const
        {
            return QUrl(
                QStringLiteral("http://127.0.0.1:%1").arg(m_acceptor.local_endpoint().port()));
        }

    private:
        boost::asio::io_context m_io;
        boost::asio::ip::tcp::acceptor m_acceptor;
        int m_fillers[3] = {-1, -1, -1};
    };

private:
    void serve()
    {
        while (!m_stopping) {
            boost::asio::ip::tcp::socket accepted(m_io);
            boost::system::error_code ec;
            m_acceptor.accept(accepted, ec);
            if (ec || m_stopping)
                return;
            if (m_streamer) {
                auto socket = std::make_shared<boost::asio::ip::tcp::socket>(std::move(accepted));
                std::lock_guard lock(m_mutex);
                m_sockets.push_back(socket);
                m_connections.emplace_back([this, socket] { stream(*socket); });
                continue;
            }
            boost::asio::ip::tcp::socket &socket = accepted;
            std::string buffer;
            const QByteArray head = readHead(socket, buffer, ec);
            if (ec)
                continue;
            ++m_requests;
            const QByteArray out = m_responder(head);
            boost::asio::write(socket, boost::asio::buffer(out.constData(), size_t(out.size())),
                               ec);
            socket.shutdown(boost::asio::ip::tcp::socket::shutdown_both, ec);
        }
    }

    void stream(boost::asio::ip::tcp::socket &socket)
    {
        std::string buffer;
        boost::system::error_code ec;
        const QByteArray head = readHead(socket, buffer, ec);
        if (ec)
            return;
        ++m_requests;
        Connection out(socket, m_stopping);
        m_streamer(head, out);
        socket.shutdown(boost::asio::ip::tcp::socket::shutdown_both, ec);
    }

    // Reads the request head and its Content-Length body; returns the head.
    static QByteArray readHead(boost::asio::ip::tcp::socket &socket, std::string &buffer,
                               boost::system::error_code &ec)
    {
        const size_t headEnd =
            boost::asio::read_until(socket, boost::asio::dynamic_buffer(buffer), "\r\n\r\n", ec);
        if (ec)
            return {};
        const QByteArray head = QByteArray::fromStdString(buffer.substr(0, headEnd));
        qsizetype length = 0;
        for (const QByteArray &line : head.split('\n'))
            if (line.toLower().startsWith("content-length:"))
                length = line.mid(15).trimmed().toLongLong();
        const size_t have = buffer.size() - headEnd;
        if (qsizetype(have) < length)
            boost::asio::read(socket, boost::asio::dynamic_buffer(buffer),
                              boost::asio::transfer_exactly(size_t(length) - have), ec);
        return head;
    }

    Responder m_responder;
    Streamer m_streamer;
    boost::asio::io_context m_io;
    boost::asio::ip::tcp::acceptor m_acceptor;
    unsigned short m_port = m_acceptor.local_endpoint().port();
    std::atomic<bool> m_stopping{false};
    std::atomic<int> m_requests{0};
    std::thread m_thread;
    // A Streamer's connections (after m_io: destroyed before it).
    std::mutex m_mutex; // guards m_sockets and m_connections
    std::list<std::shared_ptr<boost::asio::ip::tcp::socket>> m_sockets;
    std::list<std::thread> m_connections;
};
