#include "workflow/AsyncTask.h"

#include <QPointer>
#include <QThread>

namespace llmcap {

// Only the starting thread touches context, deliver and thread; the worker reads threadObject
// (set before it starts) and sets workDone.
struct AsyncTask::State
{
    std::atomic_bool cancelled{false};
    // Set by the worker after its work and read (acquire) before delivery: the order of the two
    // stated where ThreadSanitizer sees it, besides Qt's posted-event queue, which it does not.
    std::atomic_bool workDone{false};
    QThread *threadObject = nullptr;
    QPointer<QThread> thread; // null once the ended thread was deleted
    QPointer<QObject> context;
    std::function<void()> deliver;
};

namespace {

// On the starting thread, once the work has returned: the worker's thread ends at once, then
// the result goes to a context that still lives, and the thread object is deleted.
void finishOnStarter(const std::shared_ptr<AsyncTask::State> &state)
{
    QThread *thread = state->threadObject;
    thread->wait();
    std::function<void()> deliver;
    deliver.swap(state->deliver);
    if (state->workDone.load(std::memory_order_acquire) && state->context && deliver)
        deliver();
    thread->deleteLater();
}

} // namespace

AsyncTask AsyncTask::launch(QObject *context, std::function<void(const std::atomic_bool &)> run,
                            std::function<void()> deliver)
{
    Q_ASSERT(context);
    // The result is delivered on the thread that starts the task, which must be the context's.
    Q_ASSERT(context->thread() == QThread::currentThread());
    AsyncTask task;
    auto state = std::make_shared<State>();
    task.m_state = state;
    state->context = context;
    state->deliver = std::move(deliver);
    // The worker holds the state too: the flag outlives every handle. It hands back through
    // invokeMethod to its own thread object, which lives on the starting thread until
    // finishOnStarter deletes it, so the call always has a receiver.
    QThread *thread = QThread::create([run = std::move(run), state] {
        run(state->cancelled);
        state->workDone.store(true, std::memory_order_release);
        QMetaObject::invokeMethod(
            state->threadObject, [state] { finishOnStarter(state); }, Qt::QueuedConnection);
    });
    state->threadObject = thread;
    state->thread = thread;
    thread->start();
    return task;
}

void AsyncTask::cancel() const
{
    if (m_state)
        m_state->cancelled = true;
}

bool AsyncTask::isCancelled() const
{
    return m_state && m_state->cancelled;
}

bool AsyncTask::isRunning() const
{
    return m_state && m_state->thread && !m_state->thread->isFinished();
}

bool AsyncTask::wait(QDeadlineTimer deadline) const
{
    if (!m_state || !m_state->thread)
        return true;
    return m_state->thread->wait(deadline);
}

} // namespace llmcap
