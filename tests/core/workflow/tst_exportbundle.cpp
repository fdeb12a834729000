#include "export/PlanCsv.h"
#include "plan/CapacityPlanner.h"
#include "plan/DemoProject.h"
#include "workflow/ExportBundle.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestExportBundle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reportIsThePlanOfItsInput();
    void writesEachFileInOrder();
    void stopsAtTheFirstFailure();
    void pdfWithoutRendererIsAnError();
    void everyFileIsRedacted();
};

namespace {

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

void TestExportBundle::reportIsThePlanOfItsInput()
{
    const PlanInput input = *DemoProject::input();
    const ReportData d = ExportBundle::report("Demo", input, nullptr);
    QCOMPARE(d.projectName, QString("Demo"));
    QCOMPARE(d.plan.toJson(), CapacityPlanner::plan(input).toJson());
    QVERIFY(!d.sweep);
    QVERIFY(d.generatedAt.isValid());
}

void TestExportBundle::writesEachFileInOrder()
{
    QTemporaryDir dir;
    const ReportData d = ExportBundle::report("Demo", *DemoProject::input(), nullptr);
    const QString csv = dir.filePath("plan.csv");
    const QString json = dir.filePath("plan.json");
    const QString md = dir.filePath("request.md");
    const QString yaml = dir.filePath("request.yaml");
    auto written = ExportBundle::write(d, {{ExportBundle::Kind::PlanCsv, csv},
                                           {ExportBundle::Kind::ReportJson, json},
                                           {ExportBundle::Kind::QuestionnaireMarkdown, md},
                                           {ExportBundle::Kind::SizingFile, yaml}});
    QVERIFY2(written.ok(), qPrintable(written.error()));
    QCOMPARE(*written, (QStringList{csv, json, md, yaml}));
    QCOMPARE(read(csv), PlanCsv::planRows(d.plan));
    QVERIFY(QJsonDocument::fromJson(read(json)).isObject());
    QVERIFY(read(md).contains("Demo"));
    QVERIFY(PlanInput::load(yaml).ok());
}

void TestExportBundle::stopsAtTheFirstFailure()
{
    QTemporaryDir dir;
    const ReportData d = ExportBundle::report("Demo", *DemoProject::input(), nullptr);
    const QString csv = dir.filePath("plan.csv");
    const QString after = dir.filePath("plan.json");
    auto written = ExportBundle::write(d, {{ExportBundle::Kind::PlanCsv, csv},
                                           {ExportBundle::Kind::StepsCsv, dir.filePath("s.csv")},
                                           {ExportBundle::Kind::ReportJson, after}});
    QVERIFY(!written.ok());
    QVERIFY2(written.error().contains("no sweep is attached"), qPrintable(written.error()));
    QVERIFY(QFile::exists(csv));
    QVERIFY(!QFile::exists(dir.filePath("s.csv")));
    QVERIFY(!QFile::exists(after));
}

void TestExportBundle::pdfWithoutRendererIsAnError()
{
    QTemporaryDir dir;
    const ReportData d = ExportBundle::report("Demo", *DemoProject::input(), nullptr);
    const Status s =
        ExportBundle::writeOne(d, {ExportBundle::Kind::ReportPdf, dir.filePath("p.pdf")});
    QVERIFY(!s.ok());
    QVERIFY(!QFile::exists(dir.filePath("p.pdf")));
}

// Issue 20: every export goes through the same redaction: a credential in a free-text answer
// reaches neither the CSV, the JSON nor the Markdown.
void TestExportBundle::everyFileIsRedacted()
{
    QTemporaryDir dir;
    PlanInput input = *DemoProject::input();
    const QString secret = QStringLiteral("ghp_abcdefghijklmnopqrstuvwxyz0123");
    input.request.setValue("name",
                           QStringLiteral("Chat via https://alice:%1@git.example").arg(secret));
    input.request.setValue("rollback", QStringLiteral("ask ops (Bearer %1)").arg(secret));
    const ReportData d = ExportBundle::report("Demo", input, nullptr);
    const QList<ExportBundle::File> files{
        {ExportBundle::Kind::PlanCsv, dir.filePath("plan.csv")},
        {ExportBundle::Kind::ReportJson, dir.filePath("plan.json")},
        {ExportBundle::Kind::QuestionnaireMarkdown, dir.filePath("request.md")}};
    auto written = ExportBundle::write(d, files);
    QVERIFY2(written.ok(), qPrintable(written.error()));
    for (const ExportBundle::File &f : files) {
        const QByteArray bytes = read(f.path);
        QVERIFY2(!bytes.isEmpty(), qPrintable(f.path));
        QVERIFY2(!bytes.contains("abcdefghijklmnop"), qPrintable(f.path));
    }
    QVERIFY(read(dir.filePath("request.md")).contains("redacted"));
    QVERIFY(read(dir.filePath("plan.json")).contains("[redacted]"));
}

QTEST_GUILESS_MAIN(TestExportBundle)
#include "tst_exportbundle.moc"
