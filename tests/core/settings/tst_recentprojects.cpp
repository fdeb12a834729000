#include "settings/RecentProjects.h"
#include "settings/Settings.h"

#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestRecentProjects : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void touchMovesToFront();
    void trimsToMaximum();
    void removeAndClear();
    void ignoresMalformedJson_data();
    void ignoresMalformedJson();
};

void TestRecentProjects::touchMovesToFront()
{
    QTemporaryDir dir;
    Settings s(dir.filePath(QStringLiteral("s.ini")));
    RecentProjects::touch(s, {QStringLiteral("/a.db"), 1, QStringLiteral("one")});
    RecentProjects::touch(s, {QStringLiteral("/a.db"), 2, QStringLiteral("two")});
    RecentProjects::touch(s, {QStringLiteral("/b.db"), 1, QStringLiteral("other db")});
    RecentProjects::touch(s, {QStringLiteral("/a.db"), 1, QStringLiteral("one renamed")});
    const auto list = RecentProjects::load(s);
    QCOMPARE(list.size(), 3);
    QCOMPARE(list.at(0).name, QStringLiteral("one renamed"));
    QCOMPARE(list.at(1).databasePath, QStringLiteral("/b.db"));
    QCOMPARE(list.at(2).projectId, 2);
}

void TestRecentProjects::trimsToMaximum()
{
    QTemporaryDir dir;
    Settings s(dir.filePath(QStringLiteral("s.ini")));
    for (int i = 1; i <= RecentProjects::kMaxEntries + 3; ++i)
        RecentProjects::touch(s, {QStringLiteral("/a.db"), i, QString::number(i)});
    const auto list = RecentProjects::load(s);
    QCOMPARE(list.size(), RecentProjects::kMaxEntries);
    QCOMPARE(list.first().projectId, RecentProjects::kMaxEntries + 3);
}

void TestRecentProjects::removeAndClear()
{
    QTemporaryDir dir;
    Settings s(dir.filePath(QStringLiteral("s.ini")));
    RecentProjects::touch(s, {QStringLiteral("/a.db"), 1, QStringLiteral("one")});
    RecentProjects::touch(s, {QStringLiteral("/a.db"), 2, QStringLiteral("two")});
    RecentProjects::remove(s, {QStringLiteral("/a.db"), 1, QString()});
    QCOMPARE(RecentProjects::load(s).size(), 1);
    RecentProjects::clear(s);
    QVERIFY(RecentProjects::load(s).isEmpty());
}

void TestRecentProjects::ignoresMalformedJson_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<int>("entries");
    QTest::newRow("empty") << QString() << 0;
    QTest::newRow("garbage") << QStringLiteral("{{{") << 0;
    QTest::newRow("object") << QStringLiteral("{\"db\":\"/x\"}") << 0;
    QTest::newRow("missing id") << QStringLiteral("[{\"db\":\"/x\",\"name\":\"n\"}]") << 0;
    QTest::newRow("one good one bad")
        << QStringLiteral("[{\"db\":\"/x\",\"id\":3,\"name\":\"n\"},{\"id\":4}]") << 1;
}

void TestRecentProjects::ignoresMalformedJson()
{
    QFETCH(QString, json);
    QFETCH(int, entries);
    QCOMPARE(RecentProjects::fromJson(json).size(), entries);
}

QTEST_GUILESS_MAIN(TestRecentProjects)
#include "tst_recentprojects.moc"
