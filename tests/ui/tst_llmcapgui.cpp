// The llmcap GUI executable as a user starts it (offscreen).
#include "appinfo/Version.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestLlmcapGui : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void versionPrintsVersion();
    void unknownLanguageIsUsageError();
    void garbageDatabaseLeftByteIdentical();

private:
    static int run(const QStringList &args, QByteArray *out = nullptr, QByteArray *err = nullptr)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(LLMCAP_GUI_PATH), args);
        if (!p.waitForFinished(60000)) {
            p.kill();
            return -1;
        }
        if (out)
            *out = p.readAllStandardOutput();
        if (err)
            *err = p.readAllStandardError();
        return p.exitCode();
    }
};

void TestLlmcapGui::versionPrintsVersion()
{
    QByteArray out;
    QCOMPARE(run({QStringLiteral("--version")}, &out), 0);
    QVERIFY(out.contains(llmcap::kVersion));
}

void TestLlmcapGui::unknownLanguageIsUsageError()
{
    QByteArray err;
    QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("xx")}, nullptr, &err), 2);
    QVERIFY(err.contains("unknown language 'xx'"));
}

void TestLlmcapGui::garbageDatabaseLeftByteIdentical()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("notes.txt"));
    const QByteArray text("shopping list: eggs, milk\n");
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    }
    QByteArray err;
    QCOMPARE(run({QStringLiteral("--db"), path}, nullptr, &err), 3);
    QVERIFY2(err.contains("not an llmcap database"), err.constData());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), text);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);
}

QTEST_GUILESS_MAIN(TestLlmcapGui)
#include "tst_llmcapgui.moc"
