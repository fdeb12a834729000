// End-to-end checks of the llmcap-cli executable as a user runs it.
#include "app/Version.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int code;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(LLMCAP_CLI_PATH), args);
    if (!p.waitForFinished(60000))
        return {-1, {}, {}};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

} // namespace

class TestLlmcapCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void versionPrintsVersion();
    void garbageDatabaseLeftByteIdentical();
    void createsDatabaseWhereAsked();
};

void TestLlmcapCli::versionPrintsVersion()
{
    const Run r = cli({QStringLiteral("--version")});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, QByteArray("llmcap-cli ") + llmcap::kVersion + '\n');
}

void TestLlmcapCli::garbageDatabaseLeftByteIdentical()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("garbage.bin"));
    QByteArray garbage;
    for (int i = 0; i < 4096; ++i)
        garbage.append(char((i * 31 + 7) & 0xff));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(garbage);
    }
    const Run r = cli({QStringLiteral("info"), QStringLiteral("--db"), path});
    QCOMPARE(r.code, 3);
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(r.err.contains("not an llmcap database"), r.err.constData());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), garbage);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);
}

void TestLlmcapCli::createsDatabaseWhereAsked()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("fresh.sqlite"));
    const Run r = cli({QStringLiteral("--db"), path, QStringLiteral("projects"),
                       QStringLiteral("--create"), QStringLiteral("first")});
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY(QFile::exists(path));
}

QTEST_GUILESS_MAIN(TestLlmcapCli)
#include "tst_llmcapcli.moc"
