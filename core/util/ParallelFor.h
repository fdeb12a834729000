#pragma once

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace llmcap {

// Calls body(i) for every i in [0, n) on up to `threads` threads (this one included), each
// taking the next index as it finishes one; returns when all have run. body must be safe to
// call concurrently for distinct i. threads <= 0: one per hardware thread. For CPU-bound work
// of independent items (the twin's long runs), whose results go to slot i.
template<typename Body>
void parallelFor(int n, int threads, const Body &body)
{
    if (threads <= 0)
        threads = int(std::max(1u, std::thread::hardware_concurrency()));
    threads = std::clamp(threads, 1, std::max(1, n));
    if (threads == 1) {
        for (int i = 0; i < n; ++i)
            body(i);
        return;
    }
    std::atomic<int> next{0};
    auto work = [&] {
        for (int i = next.fetch_add(1); i < n; i = next.fetch_add(1))
            body(i);
    };
    std::vector<std::thread> helpers;
    helpers.reserve(size_t(threads - 1));
    for (int t = 1; t < threads; ++t)
        helpers.emplace_back(work);
    work();
    for (std::thread &h : helpers)
        h.join();
}

} // namespace llmcap
