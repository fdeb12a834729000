#pragma once

// A local HTTP server that answers every request with bytes the test gives, verbatim: a real
// server's recorded stream, or a hostile one (issue 20). It reads the request (head and
// Content-Length body), writes the reply, and closes the connection. 127.0.0.1 only.
#include <QByteArray>
#include <QUrl>

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/read_until.hpp>
#include <boost/asio/write.hpp>

#include <atomic>
#include <functional>
#include <string>
#include <thread>

class CannedServer
{
public:
    // Given the request head ("POST /v1/chat/completions HTTP/1.1\r\n..."), the raw reply.
    using Responder = std::function<QByteArray(const QByteArray &head)>;

    explicit CannedServer(Responder responder)
        : m_responder(std::move(responder))
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

private:
    void serve()
    {
        while (!m_stopping) {
            boost::asio::ip::tcp::socket socket(m_io);
            boost::system::error_code ec;
            m_acceptor.accept(socket, ec);
            if (ec || m_stopping)
                return;
            std::string buffer;
            const size_t headEnd = boost::asio::read_until(
                socket, boost::asio::dynamic_buffer(buffer), "\r\n\r\n", ec);
            if (ec)
                continue;
            const QByteArray head = QByteArray::fromStdString(buffer.substr(0, headEnd));
            qsizetype length = 0;
            for (const QByteArray &line : head.split('\n'))
                if (line.toLower().startsWith("content-length:"))
                    length = line.mid(15).trimmed().toLongLong();
            const size_t have = buffer.size() - headEnd;
            if (qsizetype(have) < length)
                boost::asio::read(socket, boost::asio::dynamic_buffer(buffer),
                                  boost::asio::transfer_exactly(size_t(length) - have), ec);
            ++m_requests;
            const QByteArray out = m_responder(head);
            boost::asio::write(socket, boost::asio::buffer(out.constData(), size_t(out.size())),
                               ec);
            socket.shutdown(boost::asio::ip::tcp::socket::shutdown_both, ec);
        }
    }

    Responder m_responder;
    boost::asio::io_context m_io;
    boost::asio::ip::tcp::acceptor m_acceptor;
    unsigned short m_port = m_acceptor.local_endpoint().port();
    std::atomic<bool> m_stopping{false};
    std::atomic<int> m_requests{0};
    std::thread m_thread;
};
