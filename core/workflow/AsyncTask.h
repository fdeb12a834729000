#pragma once

#include <QDeadlineTimer>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <type_traits>
#include <utility>

namespace llmcap {

// Runs one piece of work on a thread of its own and hands its result to a context object on the
// context's thread, which is the thread that starts the task: the one way the GUI runs long work
// (a verb, a read of the database) off its thread. The work gets only what it captured, by value,
// and a cancel flag it may poll; work on the database opens a connection of its own there
// (Database::open), as a connection belongs to one thread.
//
// done(result) is not called when the context is destroyed first, so a page may die before its
// work: the thread ends when the work returns and is deleted then, on the thread that started
// it. A task is a handle to shared state (copies see the same work); use it on the thread that
// started it. An owner whose work must not outlive it (a read of the database file, at
// shutdown) cancels and waits in its destructor.
class AsyncTask
{
public:
    AsyncTask() = default; // no work

    // work is callable as work(const std::atomic_bool &cancelled) or work(); done as done(T&&)
    // with what the work returned. Both are copyable; T need only be movable.
    template<typename Work, typename Done>
    static AsyncTask start(QObject *context, Work work, Done done);

    bool isNull() const { return !m_state; }
    // Sets the flag the work polls. done is still called, with what the work returns.
    void cancel() const;
    bool isCancelled() const;
    // True until the work has returned and its thread ended (done may still be on its way).
    bool isRunning() const;
    // Blocks until the work's thread ended; true when it did before the deadline.
    bool wait(QDeadlineTimer deadline = QDeadlineTimer(QDeadlineTimer::Forever)) const;

    struct State; // shared by the handles and the worker (AsyncTask.cpp)

private:
    static AsyncTask launch(QObject *context, std::function<void(const std::atomic_bool &)> run,
                            std::function<void()> deliver);

    std::shared_ptr<State> m_state;
};

template<typename Work, typename Done>
AsyncTask AsyncTask::start(QObject *context, Work work, Done done)
{
    constexpr bool polls = std::is_invocable_v<Work &, const std::atomic_bool &>;
    using T = std::decay_t<
        typename std::conditional_t<polls, std::invoke_result<Work &, const std::atomic_bool &>,
                                    std::invoke_result<Work &>>::type>;
    // Written on the worker before its thread finishes, read on the context's thread after.
    // Qt orders the two (the thread's end, then the queued delivery) through locks of its own
    // that ThreadSanitizer cannot see; the mutex states the hand-over where it can.
    struct Slot
    {
        std::mutex mutex;
        std::optional<T> value;
    };
    auto result = std::make_shared<Slot>();
    auto run = [work = std::move(work), result](const std::atomic_bool &cancelled) mutable {
        std::optional<T> value;
        if constexpr (polls)
            value.emplace(work(cancelled));
        else
            value.emplace(work());
        const std::lock_guard<std::mutex> lock(result->mutex);
        result->value = std::move(value);
    };
    auto deliver = [done = std::move(done), result]() mutable {
        std::optional<T> value;
        {
            const std::lock_guard<std::mutex> lock(result->mutex);
            value.swap(result->value);
        }
        if (value.has_value())
            done(std::move(*value));
    };
    return launch(context, std::move(run), std::move(deliver));
}

} // namespace llmcap
