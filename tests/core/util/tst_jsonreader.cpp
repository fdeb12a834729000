#include "util/JsonReader.h"

#include <QJsonDocument>
#include <QTest>

using namespace llmcap;

namespace {

QJsonObject obj(const char *json)
{
    return QJsonDocument::fromJson(json).object();
}

} // namespace

class TestJsonReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsValidFields();
    void collectsEveryProblem();
    void nestedPaths();
    void unknownKeys();
};

void TestJsonReader::readsValidFields()
{
    QStringList errors;
    JsonReader r(obj(R"({"name": "x", "rate": 2.5, "n": 3, "on": true, "kind": "b"})"), {},
                 &errors);
    QCOMPARE(r.string("name"), QStringLiteral("x"));
    QCOMPARE(r.number("rate", std::nullopt, 0, 10), 2.5);
    QCOMPARE(r.integer("n"), qint64(3));
    QCOMPARE(r.boolean("on"), true);
    QCOMPARE(r.choice("kind", {QStringLiteral("a"), QStringLiteral("b")}), QStringLiteral("b"));
    QCOMPARE(r.number("missing", 7.0), 7.0);
    QVERIFY(errors.isEmpty());
}

void TestJsonReader::collectsEveryProblem()
{
    QStringList errors;
    JsonReader r(obj(R"({"rate": -1, "n": 2.5, "on": "yes", "kind": "z", "name": 4})"),
                 QStringLiteral("slo"), &errors);
    r.number("rate", std::nullopt, 0);
    r.integer("n");
    r.boolean("on");
    r.choice("kind", {QStringLiteral("a"), QStringLiteral("b")});
    r.string("name");
    r.string("required");
    QCOMPARE(errors.size(), 6);
    QVERIFY(errors.contains(QStringLiteral("slo.rate: must be at least 0 (got -1)")));
    QVERIFY(errors.contains(QStringLiteral("slo.n: must be a whole number")));
    QVERIFY(errors.contains(QStringLiteral("slo.on: must be true or false")));
    QVERIFY(errors.contains(QStringLiteral("slo.kind: must be one of a, b (got \"z\")")));
    QVERIFY(errors.contains(QStringLiteral("slo.name: must be text")));
    QVERIFY(errors.contains(QStringLiteral("slo.required: is required")));
}

void TestJsonReader::nestedPaths()
{
    QStringList errors;
    JsonReader r(obj(R"({"ttft": {"threshold_ms": "fast"}})"), QStringLiteral("objectives"),
                 &errors);
    JsonReader ttft = r.child("ttft");
    ttft.number("threshold_ms");
    r.child("itl", true);
    QCOMPARE(errors, (QStringList{QStringLiteral("objectives.ttft.threshold_ms: must be a number"),
                                  QStringLiteral("objectives.itl: is required")}));
}

void TestJsonReader::unknownKeys()
{
    QStringList errors;
    JsonReader r(obj(R"({"treshold": 1, "threshold": 2})"), QStringLiteral("ttft"), &errors);
    r.rejectUnknownKeys({QStringLiteral("threshold")});
    QCOMPARE(errors.size(), 1);
    QVERIFY(errors.first().startsWith(QStringLiteral("ttft.treshold: unknown field")));
}

QTEST_APPLESS_MAIN(TestJsonReader)
#include "tst_jsonreader.moc"
