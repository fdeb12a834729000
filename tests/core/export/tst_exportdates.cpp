// One way to write a date in every export a person reads, whichever front-end and locale
// wrote it (issue 36: dates differed between GUI and CLI exports).
#include "export/ExportDates.h"
#include "export/QuestionnaireMarkdown.h"
#include "sizing/SizingRequest.h"

#include <QLocale>
#include <QRegularExpression>
#include <QTest>
#include <QTimeZone>

using namespace llmcap;

class TestExportDates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { QLocale::setDefault(QLocale::c()); }
    void isoInLocalTimeWithItsOffset();
    void sameInEveryLocale();
    void questionnaireUsesIt();
};

void TestExportDates::isoInLocalTimeWithItsOffset()
{
    const QDateTime when(QDate(2026, 5, 4), QTime(12, 5), QTimeZone::utc());
    const QString stamp = ExportDates::stamp(when);
    static const QRegularExpression form(
        QStringLiteral("^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC([+-]\\d\\d:\\d\\d)?$"));
    QVERIFY2(form.match(stamp).hasMatch(), qPrintable(stamp));
    // The local time it names, read back with its offset, is the same instant.
    const QDateTime local = when.toLocalTime();
    QVERIFY2(stamp.startsWith(local.toString(QStringLiteral("yyyy-MM-dd HH:mm"))),
             qPrintable(stamp));
    if (local.offsetFromUtc() == 0)
        QCOMPARE(stamp, QStringLiteral("2026-05-04 12:05 UTC"));
}

void TestExportDates::sameInEveryLocale()
{
    const QDateTime when(QDate(2026, 11, 30), QTime(23, 59), QTimeZone::utc());
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const QString english = ExportDates::stamp(when);
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(ExportDates::stamp(when), english);
}

void TestExportDates::questionnaireUsesIt()
{
    const QString before = ExportDates::now();
    const QString md = QuestionnaireMarkdown::render(SizingRequest(), QStringLiteral("p"));
    const QString after = ExportDates::now();
    QVERIFY2(md.contains(QStringLiteral("Exported %1").arg(before)) ||
                 md.contains(QStringLiteral("Exported %1").arg(after)),
             qPrintable(md.left(300)));
}

QTEST_APPLESS_MAIN(TestExportDates)
#include "tst_exportdates.moc"
