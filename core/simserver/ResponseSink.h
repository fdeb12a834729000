#pragma once

#include <string>
#include <utility>
#include <vector>

namespace llmcap {

// A complete HTTP answer.
struct HttpReply
{
    int status = 200;
    std::string contentType = "application/json";
    std::string body;
    std::vector<std::pair<std::string, std::string>> headers;
};

// One HTTP exchange as SimService sees it; the HTTP layer implements it. Calls never re-enter
// SimService synchronously.
class ResponseSink
{
public:
    virtual ~ResponseSink() = default;
    virtual void reply(HttpReply reply) = 0;
    // 200 with text/event-stream, chunked; then streamWrite() any number of times, endStream().
    virtual void startStream() = 0;
    virtual void streamWrite(std::string data) = 0;
    virtual void endStream() = 0;
    // Closes the connection at once (reset), whatever was queued (fault injection).
    virtual void drop() = 0;
    // Holds everything written from now on for wallMs milliseconds (fault injection).
    virtual void pause(int wallMs) = 0;
};

} // namespace llmcap
