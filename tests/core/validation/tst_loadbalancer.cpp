#include "validation/LoadBalancer.h"

#include <QTest>

#include <map>
#include <set>

using namespace llmcap;

using Replicas = std::vector<LoadBalancer::Replica>;

class TestLoadBalancer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundRobinSkipsReplicasNotReady();
    void leastOutstandingPicksTheLeastLoaded();
    void powerOfTwoNeverPicksAReplicaNotReady();
    void affinityKeepsAKeyOnOneReplica();
    void losingAReplicaMovesOnlyItsKeys();
    void noReadyReplica();
    void parsesItsNames();
};

void TestLoadBalancer::roundRobinSkipsReplicasNotReady()
{
    LoadBalancer lb(LoadBalancer::Strategy::RoundRobin);
    Replicas r(4);
    r[2].ready = false;
    QList<int> picks;
    for (int i = 0; i < 6; ++i)
        picks.append(lb.choose(r));
    QCOMPARE(picks, (QList<int>{0, 1, 3, 0, 1, 3}));
}

void TestLoadBalancer::leastOutstandingPicksTheLeastLoaded()
{
    LoadBalancer lb(LoadBalancer::Strategy::LeastOutstanding);
    Replicas r(3);
    r[0].outstanding = 5;
    r[1].outstanding = 2;
    r[2].outstanding = 1;
    QCOMPARE(lb.choose(r), 2);
    r[2].ready = false;
    QCOMPARE(lb.choose(r), 1);
}

void TestLoadBalancer::powerOfTwoNeverPicksAReplicaNotReady()
{
    LoadBalancer lb(LoadBalancer::Strategy::PowerOfTwo, 7);
    Replicas r(5);
    for (int i = 0; i < 5; ++i)
        r[size_t(i)].outstanding = 10 * i;
    r[0].ready = false;
    std::map<int, int> counts;
    for (int i = 0; i < 2000; ++i)
        ++counts[lb.choose(r)];
    QCOMPARE(counts.count(0), size_t(0));
    // The most loaded replica is never the better of two.
    QCOMPARE(counts.count(4), size_t(0));
    QVERIFY(counts[1] > counts[2] && counts[2] > counts[3]);
}

void TestLoadBalancer::affinityKeepsAKeyOnOneReplica()
{
    for (auto s :
         {LoadBalancer::Strategy::SessionAffinity, LoadBalancer::Strategy::PrefixAffinity}) {
        LoadBalancer lb(s);
        Replicas r(8);
        std::set<int> used;
        for (quint64 key = 1; key <= 200; ++key) {
            const int first = s == LoadBalancer::Strategy::SessionAffinity ? lb.choose(r, key, 0)
                                                                           : lb.choose(r, 0, key);
            for (int k = 0; k < 5; ++k) {
                r[size_t(k)].outstanding += 3; // load does not move a key
                const int again = s == LoadBalancer::Strategy::SessionAffinity
                                      ? lb.choose(r, key, 0)
                                      : lb.choose(r, 0, key);
                QCOMPARE(again, first);
            }
            used.insert(first);
        }
        QCOMPARE(used.size(), size_t(8)); // keys spread over every replica
        // Without a key: least outstanding.
        Replicas fresh(3);
        fresh[0].outstanding = 2;
        fresh[1].outstanding = 1;
        fresh[2].outstanding = 3;
        QCOMPARE(lb.choose(fresh), 1);
    }
}

void TestLoadBalancer::losingAReplicaMovesOnlyItsKeys()
{
    LoadBalancer lb(LoadBalancer::Strategy::SessionAffinity);
    Replicas r(6);
    std::map<quint64, int> before;
    for (quint64 key = 1; key <= 600; ++key)
        before[key] = lb.choose(r, key);
    r[3].ready = false;
    int moved = 0;
    for (quint64 key = 1; key <= 600; ++key) {
        const int now = lb.choose(r, key);
        QVERIFY(now != 3);
        if (before[key] != 3)
            QCOMPARE(now, before[key]);
        else
            ++moved;
    }
    QVERIFY(moved > 60 && moved < 140); // about a sixth of the keys
}

void TestLoadBalancer::noReadyReplica()
{
    for (const QString &name : LoadBalancer::keys()) {
        LoadBalancer lb(*LoadBalancer::parse(name));
        Replicas r(3);
        for (auto &x : r)
            x.ready = false;
        QCOMPARE(lb.choose(r, 5, 7), -1);
    }
}

void TestLoadBalancer::parsesItsNames()
{
    QCOMPARE(LoadBalancer::keys().size(), 5);
    for (const QString &name : LoadBalancer::keys())
        QCOMPARE(LoadBalancer::key(*LoadBalancer::parse(name)), name);
    const auto bad = LoadBalancer::parse(QStringLiteral("random"));
    QVERIFY(!bad.ok());
    QVERIFY(bad.error().contains(QStringLiteral("unknown load-balancing strategy 'random'")));
}

QTEST_GUILESS_MAIN(TestLoadBalancer)
#include "tst_loadbalancer.moc"
