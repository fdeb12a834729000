#include "telemetry/Pseudonymizer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestPseudonymizer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sameInputSamePseudonymAcrossLoads();
    void otherProjectOtherPseudonyms();
    void keyFileIsPrivate();
    void refusesAKeyFileOthersCanRead();
    void emptyStaysEmptyAndKindsDiffer();
    void memoryDatabaseKeepsTheKeyInMemory();
};

void TestPseudonymizer::initTestCase()
{
    // Tests never touch a keyring.
    qputenv("LLMCAP_NO_KEYRING", "1");
}

void TestPseudonymizer::sameInputSamePseudonymAcrossLoads()
{
    QTemporaryDir dir;
    const QString db = dir.filePath("project.llmcap");
    const auto first = Pseudonymizer::forProject(db, 1);
    QVERIFY2(first.ok(), qPrintable(first.error()));
    const auto second = Pseudonymizer::forProject(db, 1);
    QVERIFY2(second.ok(), qPrintable(second.error()));
    QVERIFY(first->keySource().startsWith("file "));
    QCOMPARE(second->keySource(), first->keySource());
    const QString p = first->pseudonym("user", "alice@example.com");
    QCOMPARE(second->pseudonym("user", "alice@example.com"), p);
    QVERIFY(p.startsWith("u-"));
    QCOMPARE(p.size(), 2 + 20);
    QVERIFY(!p.contains("alice"));
    QVERIFY(first->pseudonym("user", "bob@example.com") != p);
}

void TestPseudonymizer::otherProjectOtherPseudonyms()
{
    QTemporaryDir dir;
    const QString db = dir.filePath("project.llmcap");
    const auto one = Pseudonymizer::forProject(db, 1);
    const auto two = Pseudonymizer::forProject(db, 2);
    QVERIFY(one.ok() && two.ok());
    QVERIFY(one->pseudonym("user", "alice") != two->pseudonym("user", "alice"));
    QVERIFY(QFileInfo::exists(db + ".keys/1.key"));
    QVERIFY(QFileInfo::exists(db + ".keys/2.key"));
}

void TestPseudonymizer::keyFileIsPrivate()
{
    QTemporaryDir dir;
    const QString db = dir.filePath("project.llmcap");
    QVERIFY(Pseudonymizer::forProject(db, 7).ok());
    const QString key = db + ".keys/7.key";
    const QFileDevice::Permissions others = QFileDevice::ReadGroup | QFileDevice::WriteGroup |
                                            QFileDevice::ExeGroup | QFileDevice::ReadOther |
                                            QFileDevice::WriteOther | QFileDevice::ExeOther;
    const QFileDevice::Permissions p = QFile::permissions(key);
    QVERIFY(p & QFileDevice::ReadOwner);
    QVERIFY(p & QFileDevice::WriteOwner);
    QVERIFY(!(p & QFileDevice::ExeOwner));
    QCOMPARE(p & others, QFileDevice::Permissions());
    QCOMPARE(QFile::permissions(db + ".keys") & others, QFileDevice::Permissions());
    // 32 bytes in hex and a newline: nothing in the database itself.
    QFile f(key);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll().trimmed().size(), 64);
    QVERIFY(!QFileInfo::exists(db));
}

void TestPseudonymizer::refusesAKeyFileOthersCanRead()
{
    QTemporaryDir dir;
    const QString db = dir.filePath("project.llmcap");
    QVERIFY(Pseudonymizer::forProject(db, 1).ok());
    const QString key = db + ".keys/1.key";
    QVERIFY(QFile::setPermissions(key, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                           QFileDevice::ReadGroup | QFileDevice::ReadOther));
    const auto refused = Pseudonymizer::forProject(db, 1);
    QVERIFY(!refused.ok());
    QVERIFY(refused.error().contains(key));
    QVERIFY(refused.error().contains("chmod 600"));
    QVERIFY(!refused.error().contains('\n'));
}

void TestPseudonymizer::emptyStaysEmptyAndKindsDiffer()
{
    const Pseudonymizer p(QByteArray(32, 'x'));
    QCOMPARE(p.pseudonym("user", QString()), QString());
    QVERIFY(p.pseudonym("user", "42") != p.pseudonym("session", "42"));
    QVERIFY(p.pseudonym("session", "42").startsWith("s-"));
    QVERIFY(p.pseudonym("run", "42").startsWith("r-"));
    // Keyed: another key, another pseudonym.
    QVERIFY(Pseudonymizer(QByteArray(32, 'y')).pseudonym("user", "42") !=
            p.pseudonym("user", "42"));
}

void TestPseudonymizer::memoryDatabaseKeepsTheKeyInMemory()
{
    const auto p = Pseudonymizer::forProject(":memory:", 1);
    QVERIFY(p.ok());
    QCOMPARE(p->keySource(), QString("memory"));
    QVERIFY(!QFileInfo::exists(":memory:.keys"));
}

QTEST_APPLESS_MAIN(TestPseudonymizer)
#include "tst_pseudonymizer.moc"
