#include "workflow/AsyncTask.h"

#include <QPointer>
#include <QThread>

namespace llmcap {

struct AsyncTask::State
{
    std::atomic_bool cancelled{false};
    QPointer<QThread> thread; // null once the ended thread was deleted
};

AsyncTask AsyncTask::launch(QObject *context, std::function<void(const std::atomic_bool &)> run,
                            std::function<void()> deliver)
{
    Q_ASSERT(context);
    AsyncTask task;
    task.m_state = std::make_shared<State>();
    // The worker holds the state too: the flag outlives every handle.
    QThread *thread =
        QThread::create([run = std::move(run), state = task.m_state] { run(state->cancelled); });
    // finished is emitted on the worker: both connections are queued to the threads of their
    // receivers, the delivery first. A destroyed context drops its connection and its queued
    // call; the thread is deleted on the thread it belongs to, whether or not the context lives.
    QObject::connect(thread, &QThread::finished, context, std::move(deliver));
    QObject::connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    task.m_state->thread = thread;
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
