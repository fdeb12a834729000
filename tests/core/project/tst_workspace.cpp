#include "project/Workspace.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestWorkspace : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void opensDefaultProject();
    void prefersRememberedProject();
    void failedOpenKeepsPreviousDatabase();
    void openUnknownProjectFails();
};

void TestWorkspace::opensDefaultProject()
{
    QTemporaryDir dir;
    Workspace ws;
    QSignalSpy spy(&ws, &Workspace::projectChanged);
    QVERIFY(ws.openDatabase(dir.filePath(QStringLiteral("w.sqlite"))).ok());
    QVERIFY(ws.openDefaultProject(0, QStringLiteral("Demo")).ok());
    QVERIFY(ws.currentProject());
    QCOMPARE(ws.currentProject()->name, QStringLiteral("Demo"));
    QVERIFY(spy.count() >= 2);
    // A second call finds the project instead of creating another.
    QVERIFY(ws.openDefaultProject(0, QStringLiteral("Other")).ok());
    QCOMPARE(ws.projects()->size(), 1);
}

void TestWorkspace::prefersRememberedProject()
{
    QTemporaryDir dir;
    Workspace ws;
    QVERIFY(ws.openDatabase(dir.filePath(QStringLiteral("w.sqlite"))).ok());
    QVERIFY(ws.createProject(QStringLiteral("a")).ok());
    auto b = ws.createProject(QStringLiteral("b"));
    QVERIFY(ws.openDefaultProject(b->id, QStringLiteral("x")).ok());
    QCOMPARE(ws.currentProject()->name, QStringLiteral("b"));
    QVERIFY(ws.openDefaultProject(12345, QStringLiteral("x")).ok());
    QCOMPARE(ws.currentProject()->name, QStringLiteral("a"));
}

void TestWorkspace::failedOpenKeepsPreviousDatabase()
{
    QTemporaryDir dir;
    Workspace ws;
    const QString good = dir.filePath(QStringLiteral("good.sqlite"));
    QVERIFY(ws.openDatabase(good).ok());
    QFile bad(dir.filePath(QStringLiteral("bad.sqlite")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("not a database at all");
    bad.close();
    Status s = ws.openDatabase(bad.fileName());
    QVERIFY(!s.ok());
    QCOMPARE(ws.databasePath(), good);
}

void TestWorkspace::openUnknownProjectFails()
{
    QTemporaryDir dir;
    Workspace ws;
    QVERIFY(!ws.openProject(1).ok()); // no database yet
    QVERIFY(ws.openDatabase(dir.filePath(QStringLiteral("w.sqlite"))).ok());
    Status s = ws.openProject(77);
    QVERIFY(!s.ok());
    QVERIFY(s.error().contains(QStringLiteral("77")));
}

QTEST_GUILESS_MAIN(TestWorkspace)
#include "tst_workspace.moc"
