#include "net/CurlMultiLoop.h"

#include "net/CurlSession.h"

#include <curl/curl.h>

#include <chrono>
#include <cstring>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/timerfd.h>
#include <unistd.h>

namespace llmcap {

namespace {

// Sockets handled per call: small batches let the caller start due requests between them.
constexpr int kMaxEvents = 32;
// A marker for sockets already in the epoll set (curl_multi_assign needs a non-null pointer).
char g_registered;

} // namespace

CurlMultiLoop::CurlMultiLoop()
{
    CurlSession::ensureGlobalInit();
    m_multi = curl_multi_init();
    m_epoll = epoll_create1(EPOLL_CLOEXEC);
    m_timer = timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC);
    m_wake = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    if (!m_multi || m_epoll < 0 || m_timer < 0 || m_wake < 0) {
        m_error = QString::fromLocal8Bit(std::strerror(errno));
        return;
    }
    epoll_event ev = {};
    ev.events = EPOLLIN;
    ev.data.fd = m_timer;
    epoll_ctl(m_epoll, EPOLL_CTL_ADD, m_timer, &ev);
    ev.data.fd = m_wake;
    epoll_ctl(m_epoll, EPOLL_CTL_ADD, m_wake, &ev);

    curl_multi_setopt(m_multi, CURLMOPT_SOCKETFUNCTION, &CurlMultiLoop::onSocket);
    curl_multi_setopt(m_multi, CURLMOPT_SOCKETDATA, this);
    curl_multi_setopt(m_multi, CURLMOPT_TIMERFUNCTION, &CurlMultiLoop::onTimer);
    curl_multi_setopt(m_multi, CURLMOPT_TIMERDATA, this);
    curl_multi_setopt(m_multi, CURLMOPT_PIPELINING, long(CURLPIPE_MULTIPLEX));
    m_valid = true;
}

CurlMultiLoop::~CurlMultiLoop()
{
    if (m_multi)
        curl_multi_cleanup(m_multi);
    for (int fd : {m_epoll, m_timer, m_wake})
        if (fd >= 0)
            ::close(fd);
}

qint64 CurlMultiLoop::nowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

void CurlMultiLoop::setMaxConnections(long connections)
{
    curl_multi_setopt(m_multi, CURLMOPT_MAXCONNECTS, connections);
}

bool CurlMultiLoop::add(CURL *easy)
{
    return curl_multi_add_handle(m_multi, easy) == CURLM_OK;
}

void CurlMultiLoop::remove(CURL *easy)
{
    curl_multi_remove_handle(m_multi, easy);
}

int CurlMultiLoop::onSocket(CURL *, int socket, int what, void *self, void *socketData)
{
    auto *loop = static_cast<CurlMultiLoop *>(self);
    if (what == CURL_POLL_REMOVE) {
        epoll_ctl(loop->m_epoll, EPOLL_CTL_DEL, socket, nullptr);
        curl_multi_assign(loop->m_multi, socket, nullptr);
        return 0;
    }
    epoll_event ev = {};
    ev.data.fd = socket;
    if (what == CURL_POLL_IN || what == CURL_POLL_INOUT)
        ev.events |= EPOLLIN;
    if (what == CURL_POLL_OUT || what == CURL_POLL_INOUT)
        ev.events |= EPOLLOUT;
    if (socketData) {
        epoll_ctl(loop->m_epoll, EPOLL_CTL_MOD, socket, &ev);
    } else {
        epoll_ctl(loop->m_epoll, EPOLL_CTL_ADD, socket, &ev);
        curl_multi_assign(loop->m_multi, socket, &g_registered);
    }
    return 0;
}

int CurlMultiLoop::onTimer(CURLM *, long timeoutMs, void *self)
{
    auto *loop = static_cast<CurlMultiLoop *>(self);
    loop->m_curlDeadlineNs = timeoutMs < 0 ? -1 : nowNs() + qint64(timeoutMs) * 1'000'000;
    return 0;
}

void CurlMultiLoop::arm(qint64 atNs)
{
    if (atNs == m_armedNs)
        return;
    itimerspec spec = {};
    if (atNs > 0) {
        spec.it_value.tv_sec = time_t(atNs / 1'000'000'000);
        spec.it_value.tv_nsec = long(atNs % 1'000'000'000);
    }
    timerfd_settime(m_timer, TFD_TIMER_ABSTIME, &spec, nullptr);
    m_armedNs = atNs;
}

void CurlMultiLoop::runOnce(qint64 wakeAtNs, const std::function<void(CURL *, int)> &onDone)
{
    qint64 deadline = wakeAtNs;
    if (m_curlDeadlineNs >= 0 && (deadline < 0 || m_curlDeadlineNs < deadline))
        deadline = m_curlDeadlineNs;
    const qint64 now = nowNs();
    int timeoutMs = -1;
    if (deadline >= 0 && deadline <= now) {
        timeoutMs = 0;
    } else if (deadline >= 0) {
        arm(deadline);
    } else {
        arm(-1);
    }

    epoll_event events[kMaxEvents];
    const int n = epoll_wait(m_epoll, events, kMaxEvents, timeoutMs);
    int running = 0;
    for (int i = 0; i < n; ++i) {
        const int fd = events[i].data.fd;
        if (fd == m_timer || fd == m_wake) {
            quint64 value = 0;
            [[maybe_unused]] ssize_t r = ::read(fd, &value, sizeof value);
            if (fd == m_timer)
                m_armedNs = -1;
            continue;
        }
        int flags = 0;
        if (events[i].events & EPOLLIN)
            flags |= CURL_CSELECT_IN;
        if (events[i].events & EPOLLOUT)
            flags |= CURL_CSELECT_OUT;
        if (events[i].events & (EPOLLERR | EPOLLHUP))
            flags |= CURL_CSELECT_ERR;
        curl_multi_socket_action(m_multi, fd, flags, &running);
    }
    if (m_curlDeadlineNs >= 0 && m_curlDeadlineNs <= nowNs()) {
        m_curlDeadlineNs = -1;
        curl_multi_socket_action(m_multi, CURL_SOCKET_TIMEOUT, 0, &running);
    }
    collect(onDone);
}

void CurlMultiLoop::collect(const std::function<void(CURL *, int)> &onDone)
{
    int pending = 0;
    while (CURLMsg *message = curl_multi_info_read(m_multi, &pending)) {
        if (message->msg == CURLMSG_DONE)
            onDone(message->easy_handle, int(message->data.result));
    }
}

void CurlMultiLoop::wakeUp()
{
    const quint64 one = 1;
    [[maybe_unused]] ssize_t r = ::write(m_wake, &one, sizeof one);
}

} // namespace llmcap
