#include "workflow/AsyncTask.h"

#include <QPointer>
#include <QSemaphore>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>

using namespace llmcap;

class TestAsyncTask : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void deliversOnTheContextsThread();
    void deliversToAContextOnAnotherThread();
    void dropsTheResultOfADeletedContext_data();
    void dropsTheResultOfADeletedContext();
    void cancelStopsTheWork();
    void nullTaskIsIdle();
};

void TestAsyncTask::deliversOnTheContextsThread()
{
    QObject context;
    QThread *worker = nullptr;
    QThread *deliveredOn = nullptr;
    std::unique_ptr<int> delivered;
    const AsyncTask task = AsyncTask::start(
        &context,
        [] {
            // A move-only result, to show it is handed over, not copied.
            return std::make_pair(QThread::currentThread(), std::make_unique<int>(42));
        },
        [&](std::pair<QThread *, std::unique_ptr<int>> result) {
            worker = result.first;
            delivered = std::move(result.second);
            deliveredOn = QThread::currentThread();
        });
    QVERIFY(!task.isNull());
    QTRY_VERIFY(delivered);
    QCOMPARE(*delivered, 42);
    QCOMPARE(deliveredOn, context.thread());
    QVERIFY(worker != context.thread());
    QVERIFY(task.wait());
    QVERIFY(!task.isRunning());
}

void TestAsyncTask::deliversToAContextOnAnotherThread()
{
    // A task started on another thread with an event loop delivers there, to a context that
    // lives there: the starting thread is the context's.
    class Starter : public QThread
    {
    public:
        std::atomic<QThread *> deliveredOn{nullptr};

    protected:
        void run() override
        {
            QObject context;
            AsyncTask::start(
                &context, [] { return 7; },
                [this](int value) {
                    if (value == 7)
                        deliveredOn = QThread::currentThread();
                    exit(0);
                });
            exec();
        }
    };
    Starter starter;
    starter.start();
    QVERIFY(starter.wait(30000));
    QCOMPARE(starter.deliveredOn.load(), static_cast<QThread *>(&starter));
}

void TestAsyncTask::dropsTheResultOfADeletedContext_data()
{
    QTest::addColumn<bool>("whileWorking");
    QTest::addRow("deleted while the work runs") << true;
    QTest::addRow("deleted after the work ended, before delivery") << false;
}

void TestAsyncTask::dropsTheResultOfADeletedContext()
{
    QFETCH(bool, whileWorking);
    auto *context = new QObject;
    auto release = std::make_shared<QSemaphore>();
    std::atomic<QThread *> worker{nullptr};
    bool delivered = false;
    const AsyncTask task = AsyncTask::start(
        context,
        [release, &worker] {
            worker = QThread::currentThread();
            release->acquire();
            return 1;
        },
        [&delivered](int) { delivered = true; });
    QTRY_VERIFY(worker.load() != nullptr);
    if (whileWorking)
        delete context;
    release->release();
    QVERIFY(task.wait());
    // The thread ended, its delivery is queued (or was never made): the thread object still
    // exists until the event loop deletes it.
    QPointer<QThread> thread(worker.load());
    QVERIFY(!thread.isNull());
    if (!whileWorking)
        delete context;
    QTRY_VERIFY(thread.isNull()); // cleaned up although no one waits for the result
    QTest::qWait(20);
    QVERIFY(!delivered);
    QVERIFY(!task.isRunning());
}

void TestAsyncTask::cancelStopsTheWork()
{
    QObject context;
    std::optional<int> rounds;
    auto started = std::make_shared<std::atomic_int>(0);
    const AsyncTask task = AsyncTask::start(
        &context,
        [started](const std::atomic_bool &cancelled) {
            int n = 0;
            while (!cancelled) {
                started->store(++n);
                QThread::msleep(1);
            }
            return n;
        },
        [&rounds](int n) { rounds = n; });
    // Until the work has run a round: a fixed wait fails when a loaded machine starts the
    // worker late, which says nothing of cancelling.
    QTRY_VERIFY_WITH_TIMEOUT(started->load() > 0, 10'000);
    QVERIFY(task.isRunning());
    QVERIFY(!task.isCancelled());
    const AsyncTask copy = task; // a copy is the same task
    copy.cancel();
    QVERIFY(task.isCancelled());
    QVERIFY(task.wait(QDeadlineTimer(10'000)));
    QTRY_VERIFY(rounds.has_value()); // a cancelled task still delivers what its work returned
    QVERIFY(*rounds > 0);
}

void TestAsyncTask::nullTaskIsIdle()
{
    const AsyncTask task;
    QVERIFY(task.isNull());
    QVERIFY(!task.isRunning());
    QVERIFY(!task.isCancelled());
    task.cancel();
    QVERIFY(task.wait());
}

QTEST_GUILESS_MAIN(TestAsyncTask)
#include "tst_asynctask.moc"
