#include "util/StructuredFile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestStructuredFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void yamlAndJsonGiveTheSameDocument();
    void yamlScalarTypes_data();
    void yamlScalarTypes();
    void errorsNameLineAndColumn_data();
    void errorsNameLineAndColumn();
    void missingFile();
};

void TestStructuredFile::yamlAndJsonGiveTheSameDocument()
{
    const auto yaml = StructuredFile::parseYaml("name: chat\nclasses:\n  - weight: 3\n    "
                                                "input: {p50: 200, p95: 900}\n",
                                                QStringLiteral("w.yaml"));
    const auto json = StructuredFile::parseJson(
        R"({"name": "chat", "classes": [{"weight": 3, "input": {"p50": 200, "p95": 900}}]})",
        QStringLiteral("w.json"));
    QVERIFY2(yaml.ok(), qPrintable(yaml.error()));
    QVERIFY(json.ok());
    QCOMPARE(*yaml, *json);
}

void TestStructuredFile::yamlScalarTypes_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QJsonValue>("expected");
    QTest::newRow("int") << QByteArray("v: 42") << QJsonValue(42);
    QTest::newRow("float") << QByteArray("v: 0.25") << QJsonValue(0.25);
    QTest::newRow("bool") << QByteArray("v: true") << QJsonValue(true);
    QTest::newRow("null") << QByteArray("v: ~") << QJsonValue(QJsonValue::Null);
    QTest::newRow("quoted number stays text") << QByteArray("v: \"42\"") << QJsonValue("42");
    QTest::newRow("text") << QByteArray("v: hello world") << QJsonValue("hello world");
}

void TestStructuredFile::yamlScalarTypes()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QJsonValue, expected);
    const auto doc = StructuredFile::parseYaml(yaml, QStringLiteral("t.yaml"));
    QVERIFY(doc.ok());
    QCOMPARE(doc->object().value(QLatin1String("v")), expected);
}

void TestStructuredFile::errorsNameLineAndColumn_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    QTest::newRow("json") << "bad.json" << QByteArray("{\n  \"a\": 1,\n  \"b\": ]\n}")
                          << "bad.json:3:";
    QTest::newRow("yaml") << "bad.yaml" << QByteArray("a: 1\nb: [1, 2\nc: 3\n") << "bad.yaml:";
    QTest::newRow("yaml scalar top") << "s.yml" << QByteArray("just text") << "top level";
    // Issue 20: a self-referring alias crashed every loader; an alias bomb took 4 GB.
    QTest::newRow("yaml self alias")
        << "self.yaml" << QByteArray("name: x\na: &x [1, *x]\n")
        << "self.yaml:2:11: YAML aliases (*name) are not accepted; write the value out";
    QByteArray bomb =
        "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n";
    for (char c = 'b'; c <= 'i'; ++c)
        bomb += QByteArray(1, c) + ": &" + QByteArray(1, c) + " [*" + QByteArray(1, char(c - 1)) +
                ",*" + QByteArray(1, char(c - 1)) + ",*" + QByteArray(1, char(c - 1)) + "]\n";
    QTest::newRow("yaml alias bomb") << "bomb.yaml" << bomb << "bomb.yaml:2:";
    // Found by fuzz_structured_file: yaml-cpp 0.7 hands out documents for ever on a stray
    // comma; the alias pre-scan looped over them without end.
    QTest::newRow("yaml stray comma") << "comma.yaml" << QByteArray(",\n") << "top level";
    QTest::newRow("yaml comma after a document")
        << "comma2.yaml" << QByteArray("--- text\n---\n,\n") << "top level";
    QTest::newRow("yaml deep") << "deep.yaml" << QByteArray("a: ") + QByteArray(500, '[')
                               << "nested deeper than 100 levels";
}

void TestStructuredFile::errorsNameLineAndColumn()
{
    QFETCH(QString, fileName);
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QFile f(dir.filePath(fileName));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    const auto doc = StructuredFile::load(f.fileName());
    QVERIFY(!doc.ok());
    QVERIFY2(doc.error().contains(expected), qPrintable(doc.error()));
    QVERIFY(!doc.error().contains(QLatin1Char('\n')));
}

void TestStructuredFile::missingFile()
{
    const auto doc = StructuredFile::load(QStringLiteral("/no/such/file.yaml"));
    QVERIFY(!doc.ok());
    QVERIFY(doc.error().contains(QStringLiteral("does not exist")));
}

QTEST_APPLESS_MAIN(TestStructuredFile)
#include "tst_structuredfile.moc"
