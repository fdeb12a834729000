#include "util/ParallelFor.h"

#include <QElapsedTimer>
#include <QTest>

#include <atomic>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

using namespace llmcap;

class TestParallelFor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runsEveryIndexOnce_data();
    void runsEveryIndexOnce();
    void usesTheThreadsItIsGiven();
};

void TestParallelFor::runsEveryIndexOnce_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("threads");
    QTest::addRow("none") << 0 << 4;
    QTest::addRow("one thread") << 50 << 1;
    QTest::addRow("more threads than items") << 3 << 8;
    QTest::addRow("three threads") << 1000 << 3;
    QTest::addRow("hardware threads") << 257 << 0;
}

// Each index in [0, n) runs exactly once, whatever the threads; slot i gets body(i)'s result.
void TestParallelFor::runsEveryIndexOnce()
{
    QFETCH(int, n);
    QFETCH(int, threads);
    std::vector<std::atomic<int>> calls(static_cast<size_t>(n));
    std::vector<double> slots(static_cast<size_t>(n), -1);
    parallelFor(n, threads, [&](int i) {
        calls[size_t(i)].fetch_add(1);
        slots[size_t(i)] = 2.0 * i;
    });
    for (int i = 0; i < n; ++i) {
        QCOMPARE(calls[size_t(i)].load(), 1);
        QCOMPARE(slots[size_t(i)], 2.0 * i);
    }
}

// With three threads, items that each wait until three have started run on three threads, the
// caller's among them; with one, all run on the caller's.
void TestParallelFor::usesTheThreadsItIsGiven()
{
    const std::thread::id caller = std::this_thread::get_id();
    auto threadsUsed = [&](int threads) {
        std::mutex m;
        std::set<std::thread::id> ids;
        std::atomic<int> started{0};
        parallelFor(6, threads, [&](int) {
            started.fetch_add(1);
            QElapsedTimer t;
            t.start();
            while (started.load() < threads && t.elapsed() < 10000)
                std::this_thread::yield();
            const std::lock_guard lock(m);
            ids.insert(std::this_thread::get_id());
        });
        return ids;
    };
    const std::set<std::thread::id> one = threadsUsed(1);
    QCOMPARE(one.size(), size_t(1));
    QVERIFY(one.count(caller) == 1);
    const std::set<std::thread::id> three = threadsUsed(3);
    QCOMPARE(three.size(), size_t(3));
    QVERIFY(three.count(caller) == 1);
}

QTEST_GUILESS_MAIN(TestParallelFor)
#include "tst_parallelfor.moc"
