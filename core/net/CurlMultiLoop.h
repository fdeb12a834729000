#pragma once

#include <QString>

#include <atomic>
#include <functional>

typedef void CURL;
typedef void CURLM;

namespace llmcap {

// libcurl's multi interface driven by its socket API on an epoll set, for one thread. A timerfd
// in the set wakes the loop at an absolute monotonic instant with microsecond precision (a
// plain curl_multi_poll() timeout has only millisecond resolution), and an eventfd lets other
// threads wake it. Only the sockets with activity are processed, so thousands of open streams
// cost nothing while idle (platform notes: libcurl at high concurrency). Linux only.
class CurlMultiLoop
{
public:
    CurlMultiLoop();
    ~CurlMultiLoop();
    CurlMultiLoop(const CurlMultiLoop &) = delete;
    CurlMultiLoop &operator=(const CurlMultiLoop &) = delete;

    bool isValid() const { return m_valid; }
    QString error() const { return m_error; }

    // Nanoseconds on the monotonic clock (CLOCK_MONOTONIC, std::chrono::steady_clock).
    static qint64 nowNs();

    void setMaxConnections(long connections);
    bool add(CURL *easy);
    void remove(CURL *easy);

    // Waits for socket activity, the instant wakeAtNs (monotonic, -1 for none), libcurl's own
    // timer or wakeUp(), lets libcurl process what is ready and reports each finished transfer
    // through onDone(easy, CURLcode as int). The easy handle is still in the multi handle then;
    // remove() it.
    void runOnce(qint64 wakeAtNs, const std::function<void(CURL *, int)> &onDone);
    // Thread-safe: makes a waiting runOnce() return.
    void wakeUp();

private:
    static int onSocket(CURL *easy, int socket, int what, void *self, void *socketData);
    static int onTimer(CURLM *multi, long timeoutMs, void *self);
    void arm(qint64 atNs);
    void collect(const std::function<void(CURL *, int)> &onDone);

    CURLM *m_multi = nullptr;
    int m_epoll = -1;
    int m_timer = -1;
    int m_wake = -1;
    qint64 m_armedNs = -1;
    qint64 m_curlDeadlineNs = -1;
    bool m_valid = false;
    QString m_error;
};

} // namespace llmcap
