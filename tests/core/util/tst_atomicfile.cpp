#include "util/AtomicFile.h"
#include "util/ProtectedFiles.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestAtomicFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writesTheBytes();
    void replacesAnExistingFileWhole();
    void missingFolderIsOneLineAndLeavesNothing();
    void refusesTheOpenDatabasesFiles();
};

namespace {

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

} // namespace

void TestAtomicFile::writesTheBytes()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("plan.csv");
    QVERIFY(AtomicFile::write(path, "a,b\n1,2\n").ok());
    QCOMPARE(read(path), QByteArray("a,b\n1,2\n"));
    // Only the file itself: no temporary file is left beside it.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"plan.csv"});
}

void TestAtomicFile::replacesAnExistingFileWhole()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("plan.json");
    QVERIFY(AtomicFile::write(path, QByteArray(10000, 'x')).ok());
    QVERIFY(AtomicFile::write(path, "{}").ok());
    QCOMPARE(read(path), QByteArray("{}"));
}

void TestAtomicFile::missingFolderIsOneLineAndLeavesNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("no-such-folder/plan.csv");
    const Status s = AtomicFile::write(path, "x");
    QVERIFY(!s.ok());
    QVERIFY2(s.error().startsWith("cannot write " + QDir::toNativeSeparators(path) + ": "),
             qPrintable(s.error()));
    QVERIFY(!s.error().contains('\n'));
    QVERIFY(!QFile::exists(path));
}

void TestAtomicFile::refusesTheOpenDatabasesFiles()
{
    QTemporaryDir dir;
    const QString db = dir.filePath("llmcap.sqlite");
    QVERIFY(AtomicFile::write(db, "before").ok());
    ProtectedFiles::protect(db);
    const Status s = AtomicFile::write(db + "-wal", "x");
    const Status same = AtomicFile::write(db, "after");
    const QString refusal = ProtectedFiles::refusal(db);
    ProtectedFiles::release(db);
    QVERIFY(!refusal.isEmpty());
    QVERIFY(!s.ok());
    QCOMPARE(same.error(), refusal);
    QVERIFY(!QFile::exists(db + "-wal"));
    QCOMPARE(read(db), QByteArray("before"));
}

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"
