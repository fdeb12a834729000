#include "sim/LengthDistribution.h"

#include <QJsonDocument>
#include <QTest>

using namespace llmcap;

namespace {

QJsonObject obj(const char *json)
{
    return QJsonDocument::fromJson(json).object();
}

} // namespace

class TestLengthDistribution : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void samples_data();
    void samples();
    void rejects_data();
    void rejects();
    void deterministicAndRoundTrips();
};

void TestLengthDistribution::samples_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<double>("expectedMean");
    QTest::addColumn<int>("lo");
    QTest::addColumn<int>("hi");
    QTest::newRow("fixed") << QByteArray(R"({"distribution":"fixed","mean":100})") << 100.0 << 100
                           << 100;
    QTest::newRow("uniform") << QByteArray(R"({"distribution":"uniform","min":10,"max":30})")
                             << 20.0 << 10 << 30;
    QTest::newRow("normal")
        << QByteArray(R"({"distribution":"normal","mean":200,"stddev":20,"min":1,"max":1000})")
        << 200.0 << 1 << 1000;
    QTest::newRow("lognormal")
        << QByteArray(
               R"({"distribution":"lognormal","mean":200,"stddev":150,"min":1,"max":100000})")
        << 200.0 << 1 << 100000;
    QTest::newRow("exponential") << QByteArray(
                                        R"({"distribution":"exponential","mean":50,"max":100000})")
                                 << 50.0 << 1 << 100000;
}

void TestLengthDistribution::samples()
{
    QFETCH(QByteArray, json);
    QFETCH(double, expectedMean);
    QFETCH(int, lo);
    QFETCH(int, hi);
    const auto d = LengthDistribution::fromJson(obj(json.constData()));
    QVERIFY2(d.ok(), qPrintable(d.error()));
    double sum = 0;
    const int n = 20000;
    for (int i = 0; i < n; ++i) {
        const int x = d->sample(quint64(i));
        QVERIFY(x >= lo && x <= hi);
        sum += x;
    }
    QVERIFY2(std::abs(sum / n - expectedMean) < 0.05 * expectedMean,
             qPrintable(QString::number(sum / n)));
}

void TestLengthDistribution::rejects_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("unknown kind") << QByteArray(R"({"distribution":"zipf","mean":3})");
    QTest::newRow("no mean") << QByteArray(R"({"distribution":"normal","stddev":3})");
    QTest::newRow("min over max") << QByteArray(R"({"distribution":"uniform","min":9,"max":3})");
    QTest::newRow("zero min") << QByteArray(R"({"distribution":"uniform","min":0,"max":3})");
    QTest::newRow("negative stddev")
        << QByteArray(R"({"distribution":"normal","mean":3,"stddev":-1})");
}

void TestLengthDistribution::rejects()
{
    QFETCH(QByteArray, json);
    const auto d = LengthDistribution::fromJson(obj(json.constData()));
    QVERIFY(!d.ok());
    QVERIFY(!d.error().isEmpty());
}

void TestLengthDistribution::deterministicAndRoundTrips()
{
    const auto d = LengthDistribution::fromJson(
        obj(R"({"distribution":"lognormal","mean":300,"stddev":100,"min":2,"max":900})"));
    QVERIFY(d.ok());
    const auto again = LengthDistribution::fromJson(d->toJson());
    QVERIFY(again.ok());
    for (quint64 k = 0; k < 100; ++k)
        QCOMPARE(again->sample(k), d->sample(k));
    QCOMPARE(LengthDistribution::fixed(7).sample(3), 7);
}

QTEST_APPLESS_MAIN(TestLengthDistribution)
#include "tst_lengthdistribution.moc"
