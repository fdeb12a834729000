// The HTTP face of the simulated server. All Boost.Beast/Asio code lives in this one
// translation unit (compile time); the request logic is in SimService.
#include "simserver/SimServer.h"

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http.hpp>

#include <optional>
#include <pthread.h>
#include <sstream>
#include <thread>

namespace llmcap {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = net::ip::tcp;

namespace {

constexpr std::chrono::seconds kWriteTimeout{60};
constexpr std::chrono::seconds kLingerTimeout{5};
constexpr size_t kMaxPendingBytes = 32 * 1024 * 1024; // a client that stopped reading
constexpr std::string_view kContinue = "HTTP/1.1 100 Continue\r\n\r\n";

template<typename Message>
std::string serialize(const Message &message)
{
    std::ostringstream os;
    os << message;
    return std::move(os).str();
}

} // namespace

namespace detail {

// What connections share: the options, the service and the event loop.
struct SimServerState
{
    explicit SimServerState(const SimServerOptions &o)
        : options(o)
    {}

    void doAccept();
    void scheduleWakeup(RealTimeClock::WallTime at);

    SimServerOptions options;
    std::unique_ptr<SimService> service; // outlives the io_context and its handlers
    net::io_context ioc{1};
    tcp::acceptor acceptor{ioc};
    net::steady_timer wakeTimer{ioc};
    net::steady_timer acceptRetry{ioc};
    std::thread thread;
};

} // namespace detail

struct SimServer::Impl : detail::SimServerState
{
    using SimServerState::SimServerState;
};

namespace {

using detail::SimServerState;

// One client connection: reads requests (keep-alive), hands them to SimService and writes its
// answers, plain or as a chunked SSE stream, through one ordered byte queue.
class HttpSession : public std::enable_shared_from_this<HttpSession>, public ResponseSink
{
public:
    HttpSession(tcp::socket socket, SimServerState &impl)
        : m_stream(std::move(socket))
        , m_impl(impl)
        , m_pauseTimer(impl.ioc)
    {}

    void start() { readHeader(); }

    void reply(HttpReply r) override
    {
        http::response<http::string_body> res{static_cast<http::status>(r.status), m_version};
        res.set(http::field::server, "llmcap-sim");
        res.set(http::field::content_type, r.contentType);
        for (const auto &[name, value] : r.headers)
            res.set(name, value);
        res.keep_alive(m_keepAlive);
        res.body() = std::move(r.body);
        res.prepare_payload();
        m_pending += serialize(res);
        endExchange();
    }

    void startStream() override
    {
        http::response<http::empty_body> res{http::status::ok, m_version};
        res.set(http::field::server, "llmcap-sim");
        res.set(http::field::content_type, "text/event-stream; charset=utf-8");
        res.set(http::field::cache_control, "no-cache");
        m_chunked = m_version >= 11;
        if (m_chunked)
            res.chunked(true);
        else
            m_keepAlive = false; // HTTP/1.0: the end of the stream is the end of the connection
        res.keep_alive(m_keepAlive);
        m_pending += serialize(res.base());
        flush();
    }

    void streamWrite(std::string data) override
    {
        if (data.empty() || m_closing || m_failing)
            return;
        if (m_chunked) {
            char size[20];
            const int n = std::snprintf(size, sizeof size, "%zx\r\n", data.size());
            m_pending.append(size, size_t(n));
            m_pending += data;
            m_pending += "\r\n";
        } else {
            m_pending += data;
        }
        if (m_pending.size() > kMaxPendingBytes)
            return goneLater();
        flush();
    }

    void endStream() override
    {
        if (m_chunked)
            m_pending += "0\r\n\r\n";
        endExchange();
    }

    void drop() override
    {
        m_generation = 0;
        m_closing = true;
        beast::error_code ec;
        m_stream.socket().set_option(net::socket_base::linger(true, 0), ec);
        m_stream.socket().close(ec);
        m_pauseTimer.cancel();
    }

    void pause(int wallMs) override
    {
        m_paused = true;
        m_pauseTimer.expires_after(std::chrono::milliseconds(wallMs));
        m_pauseTimer.async_wait([self = shared_from_this()](beast::error_code ec) {
            if (ec)
                return;
            self->m_paused = false;
            self->flush();
        });
    }

private:
    void readHeader()
    {
        m_parser.emplace();
        m_parser->header_limit(64 * 1024);
        m_parser->body_limit(std::uint64_t(std::max<qint64>(0, m_impl.options.maxBodyBytes)));
        m_stream.expires_after(std::chrono::seconds(m_impl.options.idleTimeoutSec));
        http::async_read_header(
            m_stream, m_buffer, *m_parser,
            [self = shared_from_this()](beast::error_code ec, size_t) { self->onHeader(ec); });
    }

    void onHeader(beast::error_code ec)
    {
        if (ec)
            return onReadError(ec);
        const auto &req = m_parser->get();
        m_version = req.version();
        m_keepAlive = req.keep_alive();
        // A Content-Length over the body limit already failed the header read (body_limit).
        if (beast::iequals(req[http::field::expect], "100-continue")) {
            net::async_write(m_stream, net::buffer(kContinue.data(), kContinue.size()),
                             [self = shared_from_this()](beast::error_code e, size_t) {
                                 if (!e)
                                     self->readBody();
                             });
            return;
        }
        readBody();
    }

    void readBody()
    {
        http::async_read(
            m_stream, m_buffer, *m_parser,
            [self = shared_from_this()](beast::error_code ec, size_t) { self->onRequest(ec); });
    }

    void onReadError(beast::error_code ec)
    {
        if (ec == http::error::body_limit)
            return refuseTooLarge();
        const bool notHttp =
            ec.category() == http::make_error_code(http::error::bad_target).category() &&
            ec != http::error::end_of_stream && ec != http::error::partial_message;
        if (!notHttp)
            return closeGracefully(); // hung up, timed out or reset
        // Not HTTP: answer 400 and close.
        m_keepAlive = false;
        m_version = 11;
        reply(HttpReply{400,
                        "application/json",
                        ApiError::badRequest(QStringLiteral("Malformed HTTP request.")).body(),
                        {}});
    }

    void refuseTooLarge()
    {
        m_keepAlive = false;
        reply(HttpReply{
            413, "application/json", ApiError::tooLarge(m_impl.options.maxBodyBytes).body(), {}});
    }

    void onRequest(beast::error_code ec)
    {
        if (ec)
            return onReadError(ec);
        m_stream.expires_never();
        auto &req = m_parser->get();
        m_keepAlive = req.keep_alive();
        ++m_exchange;
        m_exchangeDone = false;
        m_chunked = false;
        const std::string method(req.method_string());
        const std::string target(req.target());
        // Moved out: an answer given at once may start reading the next request (and reset the
        // parser) before handle() returns. The body dies at the end of this function: the
        // prompt is never kept.
        const std::string body = std::move(req.body());
        SimService::CallerHeaders headers;
        if (const auto it = req.find("traceparent"); it != req.end())
            headers.traceparent = std::string(it->value());
        if (const auto it = req.find("x-request-id"); it != req.end())
            headers.requestId = std::string(it->value());
        const unsigned exchange = m_exchange;
        const quint64 generation =
            m_impl.service->handle(method, target, body, shared_from_this(), headers);
        if (generation && exchange == m_exchange && !m_exchangeDone) {
            m_generation = generation;
            watchDisconnect();
        }
    }

    // While a generation runs, notice a client that hangs up (vLLM aborts those requests).
    void watchDisconnect()
    {
        const unsigned serial = m_exchange;
        m_stream.socket().async_wait(tcp::socket::wait_read, [self = shared_from_this(),
                                                              serial](beast::error_code ec) {
            if (ec || serial != self->m_exchange || self->m_closing || !self->m_generation)
                return;
            char c;
            beast::error_code e;
            const size_t n =
                self->m_stream.socket().receive(net::buffer(&c, 1), tcp::socket::message_peek, e);
            if (e == net::error::would_block || e == net::error::try_again)
                return self->watchDisconnect();
            if (e || n == 0)
                self->clientGone();
            // Otherwise a pipelined request waits for its turn.
        });
    }

    void endExchange()
    {
        m_generation = 0;
        m_exchangeDone = true;
        flush();
    }

    void flush()
    {
        if (m_writing || m_paused || m_closing || m_failing)
            return;
        if (!m_pending.empty()) {
            // Fast path: the socket is non-blocking, and a streaming client usually has room
            // in its receive buffer, so most events go out here without an asynchronous op.
            beast::error_code ec;
            const size_t n = m_stream.socket().write_some(net::buffer(m_pending), ec);
            if (ec && ec != net::error::would_block && ec != net::error::try_again)
                return goneLater();
            m_pending.erase(0, n);
        }
        if (m_pending.empty()) {
            if (m_exchangeDone)
                afterExchange();
            return;
        }
        // The client reads slowly: write the rest asynchronously, with a timeout.
        m_outgoing.swap(m_pending);
        m_pending.clear();
        m_writing = true;
        m_stream.expires_after(kWriteTimeout);
        net::async_write(m_stream, net::buffer(m_outgoing),
                         [self = shared_from_this()](beast::error_code ec, size_t) {
                             self->m_writing = false;
                             self->m_outgoing.clear();
                             if (ec)
                                 return self->clientGone();
                             self->m_stream.expires_never();
                             self->flush();
                         });
    }

    // Sink calls must not re-enter SimService, so a failure found inside one is handled later.
    void goneLater()
    {
        if (m_failing || m_closing)
            return;
        m_failing = true;
        net::post(m_impl.ioc, [self = shared_from_this()] { self->clientGone(); });
    }

    void afterExchange()
    {
        m_exchangeDone = false;
        ++m_exchange; // stale disconnect watches ignore themselves
        beast::error_code ec;
        m_stream.socket().cancel(ec);
        if (m_keepAlive)
            return readHeader();
        closeGracefully();
    }

    // Half-closes, then discards what the client still sends, so it reads our answer before
    // the connection goes away (a close with unread data would reset it).
    void closeGracefully()
    {
        if (m_closing)
            return;
        m_closing = true;
        beast::error_code ec;
        m_stream.socket().shutdown(tcp::socket::shutdown_send, ec);
        m_stream.expires_after(kLingerTimeout);
        drain();
    }

    void drain()
    {
        m_stream.async_read_some(net::buffer(m_scratch),
                                 [self = shared_from_this()](beast::error_code ec, size_t) {
                                     if (ec) {
                                         beast::error_code e;
                                         self->m_stream.socket().close(e);
                                         return;
                                     }
                                     self->drain();
                                 });
    }

    void clientGone()
    {
        if (m_closing)
            return;
        m_closing = true;
        if (const quint64 id = m_generation) {
            m_generation = 0;
            m_impl.service->cancel(id);
        }
        beast::error_code ec;
        m_stream.socket().shutdown(tcp::socket::shutdown_both, ec);
        m_stream.socket().close(ec);
        m_pauseTimer.cancel();
    }

    beast::tcp_stream m_stream;
    SimServerState &m_impl;
    net::steady_timer m_pauseTimer;
    beast::flat_buffer m_buffer;
    std::optional<http::request_parser<http::string_body>> m_parser;
    std::string m_pending, m_outgoing;
    char m_scratch[4096];
    quint64 m_generation = 0;
    unsigned m_exchange = 0;
    unsigned m_version = 11;
    bool m_keepAlive = true;
    bool m_chunked = false;
    bool m_writing = false;
    bool m_paused = false;
    bool m_exchangeDone = false;
    bool m_closing = false;
    bool m_failing = false; // a write failed inside a sink call; clientGone() is queued
};

} // namespace

void detail::SimServerState::doAccept()
{
    acceptor.async_accept(ioc, [this](beast::error_code ec, tcp::socket socket) {
        if (ec == net::error::operation_aborted)
            return;
        if (ec) {
            // Out of file descriptors and the like: back off instead of spinning.
            acceptRetry.expires_after(std::chrono::milliseconds(50));
            acceptRetry.async_wait([this](beast::error_code e) {
                if (!e)
                    doAccept();
            });
            return;
        }
        beast::error_code e;
        socket.set_option(tcp::no_delay(true), e);
        socket.non_blocking(true, e);
        std::make_shared<HttpSession>(std::move(socket), *this)->start();
        doAccept();
    });
}

void detail::SimServerState::scheduleWakeup(RealTimeClock::WallTime at)
{
    wakeTimer.expires_at(at);
    wakeTimer.async_wait([this](beast::error_code ec) {
        if (!ec)
            service->onWakeup();
    });
}

SimServer::SimServer(SimServerOptions options)
    : m_options(std::move(options))
{}

SimServer::~SimServer()
{
    stop();
}

bool SimServer::isLoopback(const QString &host)
{
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0)
        return true;
    beast::error_code ec;
    const auto address = net::ip::make_address(host.toStdString(), ec);
    return !ec && address.is_loopback();
}

Status SimServer::start()
{
    if (d)
        return Status::failure(tr("the simulated server is already running"));
    if (const QString problem = m_options.service.preset.engine.validate(); !problem.isEmpty())
        return Status::failure(problem);
    auto impl = std::make_unique<Impl>(m_options);
    Impl *p = impl.get();
    p->service = std::make_unique<SimService>(
        m_options.service, [p](RealTimeClock::WallTime at) { p->scheduleWakeup(at); });
    if (const Status spans = p->service->openSpanFile(); !spans)
        return spans;

    beast::error_code ec;
    const std::string host = m_options.host.toStdString();
    net::ip::address address = net::ip::make_address(host, ec);
    if (ec) {
        tcp::resolver resolver(p->ioc);
        const auto results = resolver.resolve(host, std::to_string(m_options.port), ec);
        if (ec || results.empty())
            return Status::failure(tr("cannot listen on %1: %2")
                                       .arg(m_options.host, QString::fromStdString(ec.message())));
        address = results.begin()->endpoint().address();
    }
    const tcp::endpoint endpoint(address, m_options.port);
    p->acceptor.open(endpoint.protocol(), ec);
    if (!ec)
        p->acceptor.set_option(net::socket_base::reuse_address(true), ec);
    if (!ec)
        p->acceptor.bind(endpoint, ec);
    if (!ec)
        p->acceptor.listen(net::socket_base::max_listen_connections, ec);
    if (ec)
        return Status::failure(tr("cannot listen on %1 port %2: %3")
                                   .arg(m_options.host)
                                   .arg(m_options.port)
                                   .arg(QString::fromStdString(ec.message())));
    m_port = p->acceptor.local_endpoint().port();
    p->doAccept();
    p->thread = std::thread([p] {
        pthread_setname_np(pthread_self(), "llmcap-sim"); // visible in top -H and benchmarks
        p->ioc.run();
    });
    d = std::move(impl);
    return {};
}

void SimServer::stop()
{
    if (!d)
        return;
    d->ioc.stop();
    if (d->thread.joinable())
        d->thread.join();
    d.reset(); // destroys the pending handlers, and with them every connection
}

bool SimServer::isRunning() const
{
    return d != nullptr;
}

QUrl SimServer::url() const
{
    QUrl u;
    u.setScheme(QStringLiteral("http"));
    u.setHost(m_options.host == QLatin1String("0.0.0.0") || m_options.host == QLatin1String("::")
                  ? QStringLiteral("127.0.0.1")
                  : m_options.host);
    u.setPort(m_port);
    return u;
}

} // namespace llmcap
