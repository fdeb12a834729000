#include "settings/Settings.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;
using Key = Settings::Key;

class TestSettings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaults_data();
    void defaults();
    void roundTripThroughFile();
    void emitsChangedOnlyOnChange();
    void refusesWrongTypes();
    void debouncedSave();
    void resetRestoresDefault();
};

void TestSettings::defaults_data()
{
    QTest::addColumn<Key>("key");
    QTest::addColumn<QVariant>("expected");
    QTest::newRow("language") << Key::Language << QVariant(QString());
    QTest::newRow("chart Hz") << Key::ChartRefreshHz << QVariant(15);
    QTest::newRow("lag bound") << Key::ScheduleLagBoundMs << QVariant(5.0);
    QTest::newRow("prompts off") << Key::StorePromptText << QVariant(false);
    QTest::newRow("preset") << Key::DefaultSimPreset << QVariant(QStringLiteral("tiny-cpu"));
    QTest::newRow("first steps shown") << Key::ShowFirstSteps << QVariant(true);
    QTest::newRow("no last database") << Key::LastDatabasePath << QVariant(QString());
}

void TestSettings::defaults()
{
    QFETCH(Key, key);
    QFETCH(QVariant, expected);
    QTemporaryDir dir;
    Settings s(dir.filePath(QStringLiteral("s.ini")));
    QCOMPARE(s.value(key), expected);
    QCOMPARE(Settings::defaultValue(key), expected);
}

void TestSettings::roundTripThroughFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.ini"));
    {
        Settings s(path);
        QVERIFY(s.setValue(Key::ChartRefreshHz, 20));
        QVERIFY(s.setValue(Key::ScheduleLagBoundMs, 2.5));
        QVERIFY(s.setValue(Key::StorePromptText, true));
        QVERIFY(s.setValue(Key::MainWindowGeometry, QByteArray("\x01\x02\x00\xff", 4)));
        QVERIFY(s.setValue(Key::LastProjectId, qint64(1) << 40));
    }
    Settings s(path);
    QCOMPARE(s.integer(Key::ChartRefreshHz), 20);
    QCOMPARE(s.real(Key::ScheduleLagBoundMs), 2.5);
    QCOMPARE(s.boolean(Key::StorePromptText), true);
    QCOMPARE(s.bytes(Key::MainWindowGeometry), QByteArray("\x01\x02\x00\xff", 4));
    QCOMPARE(s.integer64(Key::LastProjectId), qint64(1) << 40);
    QCOMPARE(s.value(Key::ChartRefreshHz).metaType(), QMetaType::fromType<int>());
}

void TestSettings::emitsChangedOnlyOnChange()
{
    QTemporaryDir dir;
    Settings s(dir.filePath(QStringLiteral("s.ini")));
    QSignalSpy spy(&s, &Settings::changed);
    QVERIFY(s.setValue(Key::Language, QStringLiteral("de")));
    QVERIFY(s.setValue(Key::Language, QStringLiteral("de")));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<Key>(), Key::Language);
}

void TestSettings::refusesWrongTypes()
{
    QTemporaryDir dir;
    Settings s(dir.filePath(QStringLiteral("s.ini")));
    QVERIFY(!s.setValue(Key::ChartRefreshHz, QStringLiteral("fast")));
    QCOMPARE(s.integer(Key::ChartRefreshHz), 15);
}

void TestSettings::debouncedSave()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.ini"));
    Settings s(path);
    s.setValue(Key::ChartRefreshHz, 12);
    QVERIFY(!QFile::exists(path)); // not written synchronously
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path), 3000);
    QSettings raw(path, QSettings::IniFormat);
    QCOMPARE(raw.value(Settings::keyName(Key::ChartRefreshHz)).toInt(), 12);
}

void TestSettings::resetRestoresDefault()
{
    QTemporaryDir dir;
    Settings s(dir.filePath(QStringLiteral("s.ini")));
    s.setValue(Key::DefaultSimPreset, QStringLiteral("llama-3.1-8b-h100"));
    QSignalSpy spy(&s, &Settings::changed);
    s.reset(Key::DefaultSimPreset);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(s.string(Key::DefaultSimPreset), QStringLiteral("tiny-cpu"));
}

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
