#include "appinfo/AppInfo.h"
#include "cli/BuiltinCommands.h"
#include "cli/CliApplication.h"
#include "cli/CommandRegistry.h"
#include "storage/Migrations.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

namespace {

struct Outcome
{
    int code;
    QString out;
    QString err;
};

Outcome runCli(const QStringList &args)
{
    CommandRegistry registry;
    registerBuiltinCommands(registry);
    QString out;
    QString err;
    QTextStream outStream(&out);
    QTextStream errStream(&err);
    const int code = CliApplication(registry).run(QStringList{QStringLiteral("llmcap-cli")} + args,
                                                  outStream, errStream);
    outStream.flush();
    errStream.flush();
    return {code, out, err};
}

} // namespace

class TestCliApplication : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void exitCodes_data();
    void exitCodes();
    void helpListsCommandsAndExitCodes();
    void versionPrintsVersion();
    void jsonToStandardOutput();
    void globalOptionsBeforeOrAfterCommand();
    void createThenListProjects();
    void garbageDatabaseIsBadInput();
    void jsonToUnwritablePathIsBadInput();
};

void TestCliApplication::initTestCase()
{
    AppInfo::setUp();
}

void TestCliApplication::exitCodes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::newRow("no command") << QStringList{} << 2;
    QTest::newRow("--help") << QStringList{QStringLiteral("--help")} << 0;
    QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << 2;
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--nope")} << 2;
    QTest::newRow("command help") << QStringList{QStringLiteral("info"), QStringLiteral("--help")}
                                  << 0;
    QTest::newRow("command unknown option")
        << QStringList{QStringLiteral("info"), QStringLiteral("--frob")} << 2;
    QTest::newRow("--db without value")
        << QStringList{QStringLiteral("info"), QStringLiteral("--db")} << 2;
    QTest::newRow("description without create")
        << QStringList{QStringLiteral("projects"), QStringLiteral("--description"),
                       QStringLiteral("x")}
        << 2;
}

void TestCliApplication::exitCodes()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    const Outcome o = runCli(args);
    QVERIFY2(o.code == code, qPrintable(o.err));
}

void TestCliApplication::helpListsCommandsAndExitCodes()
{
    const Outcome o = runCli({QStringLiteral("--help")});
    QVERIFY(o.out.contains(QStringLiteral("Usage: llmcap-cli")));
    QVERIFY(o.out.contains(QStringLiteral("  info ")));
    QVERIFY(o.out.contains(QStringLiteral("  projects ")));
    QVERIFY(o.out.contains(QStringLiteral("3 bad input or data")));
    QVERIFY(o.out.contains(QStringLiteral("--json PATH")));

    const Outcome c = runCli({QStringLiteral("projects"), QStringLiteral("--help")});
    QVERIFY(c.out.contains(QStringLiteral("--create NAME")));
    QVERIFY(c.out.contains(QStringLiteral("--db PATH")));
}

void TestCliApplication::versionPrintsVersion()
{
    const Outcome o = runCli({QStringLiteral("--version")});
    QCOMPARE(o.code, 0);
    QCOMPARE(o.out, QStringLiteral("llmcap-cli ") + AppInfo::version() + QLatin1Char('\n'));
}

void TestCliApplication::jsonToStandardOutput()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("cli.sqlite"));
    const Outcome o = runCli({QStringLiteral("info"), QStringLiteral("--db"), db,
                              QStringLiteral("--json"), QStringLiteral("-")});
    QCOMPARE(o.code, 0);
    QJsonParseError error;
    const QJsonObject json = QJsonDocument::fromJson(o.out.toUtf8(), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(json.value(QLatin1String("database"))
                 .toObject()
                 .value(QLatin1String("schemaVersion"))
                 .toInt(),
             latestSchemaVersion());
    QCOMPARE(
        json.value(QLatin1String("database")).toObject().value(QLatin1String("path")).toString(),
        db);
    // The human-readable text moved to standard error.
    QVERIFY(o.err.contains(QStringLiteral("schema:")));
}

void TestCliApplication::globalOptionsBeforeOrAfterCommand()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("order.sqlite"));
    const Outcome before = runCli({QStringLiteral("--db"), db, QStringLiteral("info")});
    QCOMPARE(before.code, 0);
    QVERIFY(before.out.contains(db));
    const Outcome after = runCli({QStringLiteral("info"), QStringLiteral("--db"), db});
    QCOMPARE(after.code, 0);
    QVERIFY(after.out.contains(db));
}

void TestCliApplication::createThenListProjects()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("p.sqlite"));
    Outcome o = runCli({QStringLiteral("projects"), QStringLiteral("--db"), db,
                        QStringLiteral("--create"), QStringLiteral("Support bot"),
                        QStringLiteral("--description"), QStringLiteral("EU launch")});
    QCOMPARE(o.code, 0);
    o = runCli({QStringLiteral("projects"), QStringLiteral("--db"), db, QStringLiteral("--create"),
                QStringLiteral("Support bot")});
    QCOMPARE(o.code, 3);
    QVERIFY(o.err.contains(QStringLiteral("already exists")));

    const QString out = dir.filePath(QStringLiteral("projects.json"));
    o = runCli(
        {QStringLiteral("projects"), QStringLiteral("--db"), db, QStringLiteral("--json"), out});
    QCOMPARE(o.code, 0);
    QVERIFY(o.out.contains(QStringLiteral("Support bot\tEU launch")));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject json = QJsonDocument::fromJson(f.readAll()).object();
    QCOMPARE(json.value(QLatin1String("projects")).toArray().size(), 1);
}

void TestCliApplication::garbageDatabaseIsBadInput()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("garbage.sqlite"));
    QFile f(db);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("definitely not sqlite");
    f.close();
    const Outcome o = runCli({QStringLiteral("info"), QStringLiteral("--db"), db});
    QCOMPARE(o.code, 3);
    QCOMPARE(o.err.count(QLatin1Char('\n')), 1);
    QVERIFY(o.err.startsWith(QStringLiteral("llmcap-cli: error: ")));
}

void TestCliApplication::jsonToUnwritablePathIsBadInput()
{
    QTemporaryDir dir;
    const Outcome o = runCli({QStringLiteral("info"), QStringLiteral("--db"),
                              dir.filePath(QStringLiteral("x.sqlite")), QStringLiteral("--json"),
                              dir.filePath(QStringLiteral("missing/dir/out.json"))});
    QCOMPARE(o.code, 3);
    QVERIFY(o.err.contains(QStringLiteral("cannot write")));
}

QTEST_GUILESS_MAIN(TestCliApplication)
#include "tst_cliapplication.moc"
