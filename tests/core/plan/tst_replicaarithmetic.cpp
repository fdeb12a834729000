#include "plan/ReplicaArithmetic.h"

#include <QTest>

using namespace llmcap;

Q_DECLARE_METATYPE(FailureLoss)
Q_DECLARE_METATYPE(RolloutStrategy)
Q_DECLARE_METATYPE(Placement)

class TestReplicaArithmetic : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shorthand_data();
    void shorthand();
    void failureTopology_data();
    void failureTopology();
    void rollout_data();
    void rollout();
    void warmReserve_data();
    void warmReserve();
    void singleFailureDomainIsNotSurvivable();
    void replicasForIgnoresRoundingDust();
    void noLoadNeedsNoReplicas();
    void breachHeadroomServesBesideBaseAndGrowth_data();
    void breachHeadroomServesBesideBaseAndGrowth();
};

namespace {

ReplicaInputs plain(double peak, double sustainable)
{
    ReplicaInputs in;
    in.peakRps = peak;
    in.averageRps = peak;
    in.sustainableRps = sustainable;
    in.loss = FailureLoss::None;
    in.rollout = RolloutStrategy::None;
    return in;
}

} // namespace

// The guide's shorthand: base = ceil(peak / sustainable); planned = base + reserve.
void TestReplicaArithmetic::shorthand_data()
{
    QTest::addColumn<double>("peak");
    QTest::addColumn<double>("sustainable");
    QTest::addColumn<double>("growthPct");
    QTest::addColumn<int>("base");
    QTest::addColumn<int>("growth");
    QTest::addColumn<int>("total");

    QTest::newRow("exact multiple") << 10.0 << 2.5 << 0.0 << 4 << 0 << 4;
    QTest::newRow("rounds up") << 10.1 << 2.5 << 0.0 << 5 << 0 << 5;
    QTest::newRow("below one replica") << 0.3 << 2.5 << 0.0 << 1 << 0 << 1;
    QTest::newRow("growth 50 %") << 10.0 << 2.5 << 50.0 << 4 << 2 << 6;
    QTest::newRow("growth inside head-room") << 9.0 << 2.5 << 10.0 << 4 << 0 << 4;
    QTest::newRow("growth doubles") << 12.0 << 1.0 << 100.0 << 12 << 12 << 24;
    QTest::newRow("fractional sustainable") << 2.5 << 0.35 << 0.0 << 8 << 0 << 8;
}

void TestReplicaArithmetic::shorthand()
{
    QFETCH(double, peak);
    QFETCH(double, sustainable);
    QFETCH(double, growthPct);
    ReplicaInputs in = plain(peak, sustainable);
    in.growthPct = growthPct;
    const ReplicaCounts c = ReplicaArithmetic::compute(in);
    QTEST(c.base, "base");
    QTEST(c.growth, "growth");
    QTEST(c.total, "total");
    QCOMPARE(c.total, c.base + c.reserve());
    QCOMPARE(c.failure, 0);
    QCOMPARE(c.rollout, 0);
}

// Failure topology: what one loss takes, and the reserve that keeps the required share serving.
void TestReplicaArithmetic::failureTopology_data()
{
    QTest::addColumn<double>("peak");
    QTest::addColumn<double>("sustainable");
    QTest::addColumn<FailureLoss>("loss");
    QTest::addColumn<int>("gpusPerReplica");
    QTest::addColumn<int>("gpusPerNode");
    QTest::addColumn<Placement>("placement");
    QTest::addColumn<int>("domains");
    QTest::addColumn<double>("afterLossPct");
    QTest::addColumn<int>("lost");
    QTest::addColumn<int>("failure");
    QTest::addColumn<int>("gpus");

    const auto P = Placement::Packed;
    const auto S = Placement::Spread;
    QTest::newRow("no loss") << 8.0 << 2.0 << FailureLoss::None << 1 << 8 << P << 0 << 100.0 << 0
                             << 0 << 4;
    QTest::newRow("one replica") << 8.0 << 2.0 << FailureLoss::Replica << 1 << 8 << P << 0 << 100.0
                                 << 1 << 1 << 5;
    // A GPU takes its whole replica of eight GPUs: the reserve is a replica, 8 GPUs.
    QTest::newRow("one GPU of a TP-8 replica")
        << 8.0 << 2.0 << FailureLoss::Gpu << 8 << 8 << P << 0 << 100.0 << 1 << 1 << 40;
    // A node of 8 GPUs holds four TP-2 replicas when packed: losing it takes four.
    QTest::newRow("node, packed TP 2")
        << 8.0 << 2.0 << FailureLoss::Node << 2 << 8 << P << 0 << 100.0 << 4 << 4 << 16;
    QTest::newRow("node, spread TP 2")
        << 8.0 << 2.0 << FailureLoss::Node << 2 << 8 << S << 0 << 100.0 << 1 << 1 << 10;
    QTest::newRow("node, eight 1-GPU replicas packed")
        << 2.0 << 1.0 << FailureLoss::Node << 1 << 8 << P << 0 << 100.0 << 8 << 8 << 10;
    // A replica that fills a node: a node loss is one replica.
    QTest::newRow("node, replica fills the node")
        << 8.0 << 2.0 << FailureLoss::Node << 8 << 8 << P << 0 << 100.0 << 1 << 1 << 40;
    // A replica that spans two nodes: a node loss still takes one replica.
    QTest::newRow("node, replica spans two nodes")
        << 8.0 << 2.0 << FailureLoss::Node << 16 << 8 << P << 0 << 100.0 << 1 << 1 << 80;
    // Degraded capacity allowed: after losing 4 of 8, 4 are left for 50 % of the peak.
    QTest::newRow("node, 50 % after loss")
        << 16.0 << 2.0 << FailureLoss::Node << 2 << 8 << P << 0 << 50.0 << 4 << 0 << 16;
    QTest::newRow("node, 75 % after loss")
        << 16.0 << 2.0 << FailureLoss::Node << 2 << 8 << P << 0 << 75.0 << 4 << 2 << 20;
    // Three failure domains: N - ceil(N/3) >= 4 -> N = 6, two lost per domain.
    QTest::newRow("failure domain of three")
        << 8.0 << 2.0 << FailureLoss::FailureDomain << 1 << 8 << P << 3 << 100.0 << 2 << 2 << 6;
    // Two domains: each must hold the whole peak.
    QTest::newRow("failure domain of two")
        << 8.0 << 2.0 << FailureLoss::FailureDomain << 4 << 8 << P << 2 << 100.0 << 4 << 4 << 32;
    QTest::newRow("failure domain, one replica needed")
        << 1.0 << 2.0 << FailureLoss::FailureDomain << 1 << 8 << P << 3 << 100.0 << 1 << 1 << 2;
}

void TestReplicaArithmetic::failureTopology()
{
    QFETCH(double, peak);
    QFETCH(double, sustainable);
    QFETCH(FailureLoss, loss);
    QFETCH(int, gpusPerReplica);
    QFETCH(int, gpusPerNode);
    QFETCH(Placement, placement);
    QFETCH(int, domains);
    QFETCH(double, afterLossPct);
    ReplicaInputs in = plain(peak, sustainable);
    in.loss = loss;
    in.gpusPerReplica = gpusPerReplica;
    in.gpusPerNode = gpusPerNode;
    in.placement = placement;
    in.failureDomains = domains;
    in.capacityAfterLossPct = afterLossPct;
    const ReplicaCounts c = ReplicaArithmetic::compute(in);
    QTEST(c.lostAtOnce, "lost");
    QTEST(c.failure, "failure");
    QTEST(c.gpus, "gpus");
    QVERIFY(c.survivable);
    // Whatever the loss takes, what remains serves the required share of the peak.
    const int remaining = c.total - c.lostAtOnce;
    QVERIFY(remaining * sustainable >= peak * afterLossPct / 100.0 - 1e-9);
}

void TestReplicaArithmetic::rollout_data()
{
    QTest::addColumn<RolloutStrategy>("strategy");
    QTest::addColumn<int>("maxSurge");
    QTest::addColumn<int>("rollout");
    QTest::addColumn<int>("total");

    // peak 8, sustainable 2, loss of one replica: 4 base + 1 failure reserve.
    QTest::newRow("none") << RolloutStrategy::None << 1 << 0 << 5;
    QTest::newRow("surge one") << RolloutStrategy::Surge << 1 << 1 << 6;
    QTest::newRow("surge two") << RolloutStrategy::Surge << 2 << 2 << 7;
    QTest::newRow("in place one") << RolloutStrategy::InPlace << 1 << 1 << 6;
    QTest::newRow("blue-green doubles") << RolloutStrategy::BlueGreen << 1 << 5 << 10;
}

void TestReplicaArithmetic::rollout()
{
    QFETCH(RolloutStrategy, strategy);
    QFETCH(int, maxSurge);
    ReplicaInputs in = plain(8, 2);
    in.loss = FailureLoss::Replica;
    in.rollout = strategy;
    in.maxSurge = maxSurge;
    const ReplicaCounts c = ReplicaArithmetic::compute(in);
    QCOMPARE(c.base, 4);
    QCOMPARE(c.failure, 1);
    QTEST(c.rollout, "rollout");
    QTEST(c.total, "total");
}

void TestReplicaArithmetic::warmReserve_data()
{
    QTest::addColumn<double>("startupS");
    QTest::addColumn<double>("burstS");
    QTest::addColumn<double>("recoveryS");
    QTest::addColumn<int>("warm");

    // peak 8, average 4, sustainable 2: base 4, average 2, head-room 2; failure reserve 1.
    QTest::newRow("fast start-up: autoscaling absorbs bursts") << 60.0 << 120.0 << 600.0 << 0;
    QTest::newRow("start-up slower than the burst") << 300.0 << 120.0 << 600.0 << 2;
    QTest::newRow("start-up slower than recovery too") << 900.0 << 120.0 << 600.0 << 3;
    QTest::newRow("only slower than recovery") << 300.0 << 600.0 << 120.0 << 1;
}

void TestReplicaArithmetic::warmReserve()
{
    ReplicaInputs in = plain(8, 2);
    in.averageRps = 4;
    in.loss = FailureLoss::Replica;
    QFETCH(double, startupS);
    QFETCH(double, burstS);
    QFETCH(double, recoveryS);
    in.startupS = startupS;
    in.burstS = burstS;
    in.recoveryS = recoveryS;
    const ReplicaCounts c = ReplicaArithmetic::compute(in);
    QCOMPARE(c.base, 4);
    QCOMPARE(c.average, 2);
    QTEST(c.warm, "warm");
    QCOMPARE(c.total, 5); // warm reserve is part of the total, not added to it
}

void TestReplicaArithmetic::singleFailureDomainIsNotSurvivable()
{
    ReplicaInputs in = plain(8, 2);
    in.loss = FailureLoss::FailureDomain;
    in.failureDomains = 1;
    const ReplicaCounts c = ReplicaArithmetic::compute(in);
    QVERIFY(!c.survivable);
    QCOMPARE(c.failure, 0);
}

void TestReplicaArithmetic::replicasForIgnoresRoundingDust()
{
    QCOMPARE(ReplicaArithmetic::replicasFor(0.3 * 3, 0.3), 3);
    QCOMPARE(ReplicaArithmetic::replicasFor(7.0000001, 1.0), 8);
    QCOMPARE(ReplicaArithmetic::replicasFor(0, 1.0), 0);
    QCOMPARE(ReplicaArithmetic::replicasFor(1, 0), 0);
}

void TestReplicaArithmetic::noLoadNeedsNoReplicas()
{
    const ReplicaCounts c = ReplicaArithmetic::compute(plain(0, 2));
    QCOMPARE(c.base, 0);
    QCOMPARE(c.total, 0);
}

void TestReplicaArithmetic::breachHeadroomServesBesideBaseAndGrowth_data()
{
    QTest::addColumn<int>("servingForBreach");
    QTest::addColumn<RolloutStrategy>("strategy");
    QTest::addColumn<int>("breach");
    QTest::addColumn<int>("rollout");
    QTest::addColumn<int>("total");
    // peak 8 / 2 per replica: 4 serving; losing a replica adds 1.
    QTest::newRow("none asked") << 0 << RolloutStrategy::Surge << 0 << 1 << 6;
    QTest::newRow("fewer than planned") << 3 << RolloutStrategy::Surge << 0 << 1 << 6;
    QTest::newRow("two more") << 6 << RolloutStrategy::Surge << 2 << 1 << 8;
    // A complete second set for blue-green includes the head-room.
    QTest::newRow("blue-green") << 6 << RolloutStrategy::BlueGreen << 2 << 7 << 14;
}

void TestReplicaArithmetic::breachHeadroomServesBesideBaseAndGrowth()
{
    QFETCH(int, servingForBreach);
    QFETCH(RolloutStrategy, strategy);
    ReplicaInputs in = plain(8, 2);
    in.loss = FailureLoss::Replica;
    in.rollout = strategy;
    in.servingForBreach = servingForBreach;
    const ReplicaCounts c = ReplicaArithmetic::compute(in);
    QCOMPARE(c.base, 4);
    QCOMPARE(c.failure, 1); // the loss is covered at the planned rate, as without head-room
    QTEST(c.breach, "breach");
    QTEST(c.rollout, "rollout");
    QTEST(c.total, "total");
    QCOMPARE(c.formula.join('\n').contains("breach ="), c.breach > 0);
}

QTEST_APPLESS_MAIN(TestReplicaArithmetic)
#include "tst_replicaarithmetic.moc"
