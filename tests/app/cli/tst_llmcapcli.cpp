// End-to-end checks of the llmcap-cli executable as a user runs it.
#include "appinfo/Version.h"
#include "plan/DemoProject.h"
#include "plan/PlanRepository.h"
#include "storage/Database.h"
#include "storage/ProjectRepository.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int code;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList &args, bool withoutDisplay = false, const QString &locale = {},
        const QString &program = QStringLiteral(LLMCAP_CLI_PATH), const QString &platform = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (withoutDisplay) {
        for (const char *name :
             {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR"})
            env.remove(QLatin1String(name));
    }
    if (!locale.isEmpty()) {
        env.insert(QStringLiteral("LANG"), locale);
        env.insert(QStringLiteral("LC_ALL"), locale);
    }
    if (!platform.isEmpty())
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
    p.setProcessEnvironment(env);
    p.start(program, args);
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
    void versionWithoutDisplay();
    void linksNoQtGui();
    void runsWithoutAQtPlatform();
    void pdfOnTheOffscreenPlatformWhateverTheEnvironmentSays();
    void pdfWithoutTheModuleFailsBeforeWritingAnything();
    void planFromTheDemoFile();
    void planJsonToStandardOutput();
    void planUsageErrors_data();
    void planUsageErrors();
    void planWithoutSustainableLoadFailsItsChecks();
    void unsafePlanIsWrittenAndFailsItsChecks();
    void planFromProject();
    void planCostWithGpuPrice();
    void planCostMissingIsOneLine();
    void planCostFromTheProjectsPrice();
    void planGpuPriceErrors_data();
    void planGpuPriceErrors();
    void planStatesItsBreachProbability();
    void planBreachProbabilityErrors_data();
    void planBreachProbabilityErrors();
    void germanFromLocaleOrOption_data();
    void germanFromLocaleOrOption();
    void unknownLanguageIsUsageError();
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

void TestLlmcapCli::versionWithoutDisplay()
{
    const Run r = cli({QStringLiteral("--version")}, true);
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
}

namespace {

const QString kDemo = QStringLiteral(LLMCAP_SOURCE_DIR "/resources/demo/sizing-request.yaml");

} // namespace

void TestLlmcapCli::linksNoQtGui()
{
    QProcess ldd;
    ldd.start(QStringLiteral("ldd"), {QStringLiteral(LLMCAP_CLI_PATH)});
    QVERIFY(ldd.waitForFinished(30000));
    QCOMPARE(ldd.exitCode(), 0);
    const QByteArray libs = ldd.readAllStandardOutput();
    QVERIFY(libs.contains("libQt6Core.so"));
    for (const char *gui : {"libQt6Gui", "libEGL", "libGLX", "libOpenGL", "libfontconfig"})
        QVERIFY2(!libs.contains(gui), gui);
}

void TestLlmcapCli::runsWithoutAQtPlatform()
{
    // A platform that does not exist aborts any QGuiApplication: commands without a PDF never
    // create one.
    QTemporaryDir dir;
    const Run r = cli({"--db", dir.filePath("x.db"), "info"}, true, {},
                      QStringLiteral(LLMCAP_CLI_PATH), QStringLiteral("doesnotexist"));
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY(r.out.contains("schema:"));
    QVERIFY2(r.err.isEmpty(), r.err.constData());
}

void TestLlmcapCli::pdfOnTheOffscreenPlatformWhateverTheEnvironmentSays()
{
    QTemporaryDir dir;
    const QString pdf = dir.filePath("plan.pdf");
    const Run r = cli({"plan", "--sizing", kDemo, "--simulate", "--pdf", pdf}, true, {},
                      QStringLiteral(LLMCAP_CLI_PATH), QStringLiteral("doesnotexist"));
    QVERIFY2(r.code == 0, r.err.constData());
    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    QCOMPARE(pdfFile.read(5), QByteArray("%PDF-"));
}

void TestLlmcapCli::pdfWithoutTheModuleFailsBeforeWritingAnything()
{
    // The executable alone, as on a host where the PDF module was not installed.
    QTemporaryDir dir;
    const QString lone = dir.filePath("llmcap-cli");
    QVERIFY(QFile::copy(QStringLiteral(LLMCAP_CLI_PATH), lone));
    const QString csv = dir.filePath("plan.csv");
    const QString pdf = dir.filePath("plan.pdf");
    const Run r =
        cli({"--db", dir.filePath("x.db"), "plan", "--sizing", kDemo, "--csv", csv, "--pdf", pdf},
            true, {}, lone);
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.startsWith("llmcap-cli: error: cannot write PDF files: the PDF module "
                              "libllmcap-pdf.so is not installed"),
             r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY(!QFile::exists(csv));
    QVERIFY(!QFile::exists(pdf));
    // Commands that write no PDF do not need it.
    const Run info = cli({"--db", dir.filePath("x.db"), "info"}, true, {}, lone);
    QVERIFY2(info.code == 0, info.err.constData());
}

void TestLlmcapCli::planFromTheDemoFile()
{
    QTemporaryDir dir;
    const QString pdf = dir.filePath("plan.pdf");
    const QString csv = dir.filePath("plan.csv");
    const QString json = dir.filePath("plan.json");
    const QString md = dir.filePath("request.md");
    const Run r = cli(
        {"plan", "--sizing", kDemo, "--pdf", pdf, "--csv", csv, "--json", json, "--markdown", md},
        true);
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY(r.out.startsWith("3 replicas (range 3-3), 3 GPUs (range 3-3) - preliminary"));
    QVERIFY(r.out.contains("Assumptions"));
    for (const QString &f : {pdf, csv, json, md}) {
        QVERIFY2(QFileInfo(f).size() > 100, qPrintable(f));
        QVERIFY(r.out.contains(QDir::toNativeSeparators(f).toUtf8()));
    }
    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    QVERIFY(pdfFile.read(5) == "%PDF-");
    QVERIFY2(r.err.isEmpty(), r.err.constData());
}

void TestLlmcapCli::planJsonToStandardOutput()
{
    const Run r = cli({"--json", "-", "plan", "--sizing", kDemo});
    QCOMPARE(r.code, 0);
    const QJsonObject json = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(json.value("schema").toString(), QString("llmcap.report/1"));
    QCOMPARE(json.value("plan").toObject().value("totals").toObject().value("gpus").toInt(), 3);
    QVERIFY(r.err.contains("3 replicas")); // the human text moves to standard error
}

void TestLlmcapCli::planUsageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("no source") << QStringList{"plan"} << 2 << "--sizing FILE or --project NAME";
    QTest::newRow("both sources") << QStringList{"plan", "--sizing", kDemo, "--project", "x"} << 2
                                  << "either";
    QTest::newRow("missing file") << QStringList{"plan", "--sizing", "/nonexistent.yaml"} << 3
                                  << "does not exist";
    QTest::newRow("unwritable csv")
        << QStringList{"plan", "--sizing", kDemo, "--csv", "/nonexistent/x.csv"} << 3
        << "cannot write";
}

void TestLlmcapCli::planUsageErrors()
{
    QFETCH(QStringList, args);
    QTemporaryDir dir;
    const Run r = cli(QStringList{"--db", dir.filePath("db.sqlite")} + args);
    QTEST(r.code, "code");
    QFETCH(QString, message);
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
}

void TestLlmcapCli::planWithoutSustainableLoadFailsItsChecks()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("draft.yaml");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("product: {name: Draft, workload_classes: [{name: chat, execution: interactive}]}\n"
            "workload: {classes: {chat: {active_users: 400}}}\n");
    f.close();
    const Run r = cli({"plan", "--sizing", path});
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.contains("No replica count yet"));
    QVERIFY(r.out.contains("We will have 400 users"));
    QVERIFY(r.out.contains("* Runs per user assumed"));
    // The simulator can estimate what is missing, as a preliminary value.
    QFile more(path);
    QVERIFY(more.open(QIODevice::Append));
    more.write("deployment: {model: llama-3.1-8b, gpu: h100-sxm}\n");
    more.close();
    const Run simulated = cli({"plan", "--sizing", path, "--simulate"});
    QVERIFY2(simulated.code == 0, simulated.err.constData());
    QVERIFY(simulated.out.contains("the simulator sustains"));
    QVERIFY(simulated.out.contains("preliminary"));
}

// Issue 16: a sustainable load from a sweep whose confirmation runs all failed. The plan and its
// exports are written, say UNSAFE, and the command exits 1: the run failed its own checks.
void TestLlmcapCli::unsafePlanIsWrittenAndFailsItsChecks()
{
    QTemporaryDir dir;
    QFile demo(kDemo);
    QVERIFY(demo.open(QIODevice::ReadOnly));
    QByteArray yaml = demo.readAll();
    const QByteArray simulated = "    source: simulator\n";
    QVERIFY(yaml.contains(simulated));
    yaml.replace(simulated, "    source: sweep\n    sweep: \"7\"\n    unsafe: true\n");
    const QString path = dir.filePath("unsafe.yaml");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(yaml);
    f.close();
    const QString csv = dir.filePath("plan.csv");
    const QString json = dir.filePath("plan.json");
    const Run r = cli({"--db", dir.filePath("db.sqlite"), "plan", "--sizing", path, "--csv", csv,
                       "--json", json});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.out.contains("- UNSAFE: no rate held in the sweep's confirmation runs"),
             r.out.constData());
    QVERIFY(r.out.contains("UNSAFE: the sustainable load failed its own confirmation"));
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    const QByteArray rows = csvFile.readAll();
    QVERIFY(rows.contains("preliminary,unsafe,note"));
    QVERIFY(rows.contains("unsafe: no rate held in the confirmation runs"));
    QFile jsonFile(json);
    QVERIFY(jsonFile.open(QIODevice::ReadOnly));
    const QJsonObject report = QJsonDocument::fromJson(jsonFile.readAll()).object();
    QCOMPARE(report.value("plan").toObject().value("unsafe").toBool(), true);
}

void TestLlmcapCli::planFromProject()
{
    QTemporaryDir dir;
    const QString db = dir.filePath("db.sqlite");
    QCOMPARE(cli({"--db", db, "projects", "--create", "empty"}).code, 0);
    Run r = cli({"--db", db, "plan", "--project", "empty"});
    QCOMPARE(r.code, 3);
    QVERIFY(r.err.contains("has no sizing request yet"));
    r = cli({"--db", db, "plan", "--project", "nope"});
    QCOMPARE(r.code, 3);
    r = cli({"--db", db, "plan", "--sizing", kDemo, "--sweep", "17"});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("there is no sweep 17"), qPrintable(r.err));
}

// The plan's cost (issue 21): --gpu-price prints the cost section and carries it into the CSV,
// the JSON and the PDF. The demo plan: 3 replicas of 1 H100 each, so 3 x 2.50 x 730 h = 5,475.
void TestLlmcapCli::planCostWithGpuPrice()
{
    QTemporaryDir dir;
    const QString pdf = dir.filePath("plan.pdf");
    const QString csv = dir.filePath("plan.csv");
    const QString json = dir.filePath("plan.json");
    const Run r = cli({"plan", "--sizing", kDemo, "--gpu-price", "2.50", "--currency", "usd",
                       "--price-source", "list price, cloud on-demand, 2026-11", "--pdf", pdf,
                       "--csv", csv, "--json", json},
                      true);
    QVERIFY2(r.code == 0, r.err.constData());
    // Amounts in the C locale have no group separator; in others they do.
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.contains("Cost (730 h a month, 2.50 USD per GPU-hour):"), qPrintable(out));
    QVERIFY2(out.contains(QRegularExpression("Monthly cost \\(730 h a month\\): 5,?475\\.00 USD "
                                             "\\(range 5,?475\\.00 USD - 5,?475\\.00 USD\\)")),
             qPrintable(out));
    QVERIFY(out.contains("source: list price, cloud on-demand, 2026-11"));
    QVERIFY(out.contains("Cost per million output tokens at the projected peak"));
    QVERIFY(!out.contains("cost: no price"));

    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csvFile.readAll().replace("\r\n", "\n").split('\n');
    QVERIFY2(lines.first().contains(",currency,price_per_gpu_hour,monthly_cost,monthly_cost_low,"
                                    "monthly_cost_high,cost_per_million_output_tokens,cost_note,"),
             lines.first().constData());
    bool totalSeen = false;
    for (const QByteArray &line : lines)
        if (line.startsWith("chat,total,")) {
            QVERIFY2(line.contains(",USD,2.5,5475,5475,5475,"), line.constData());
            totalSeen = true;
        }
    QVERIFY(totalSeen);

    QFile jsonFile(json);
    QVERIFY(jsonFile.open(QIODevice::ReadOnly));
    const QJsonObject cost = QJsonDocument::fromJson(jsonFile.readAll())
                                 .object()
                                 .value("plan")
                                 .toObject()
                                 .value("cost")
                                 .toObject();
    QCOMPARE(cost.value("monthly").toDouble(), 5475.0);
    QCOMPARE(cost.value("currency").toString(), QString("USD"));
    QCOMPARE(cost.value("price").toObject().value("source").toString(),
             QString("list price, cloud on-demand, 2026-11"));
    QVERIFY(cost.value("per_million_output_tokens").toDouble() > 0);

    // The PDF carries the cost section (read back through its text, as the German check does).
    const QString pdftotext = QStandardPaths::findExecutable("pdftotext");
    if (pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    QProcess p;
    p.start(pdftotext, {"-enc", "UTF-8", pdf, "-"});
    QVERIFY(p.waitForFinished(60000));
    const QString text = QString::fromUtf8(p.readAllStandardOutput())
                             .normalized(QString::NormalizationForm_KC)
                             .simplified();
    QVERIFY2(text.contains("Cost") && text.contains("Per month (730 h)") &&
                 text.contains(QRegularExpression("5,?475\\.00 USD")) &&
                 text.contains(QRegularExpression("1,?825\\.00 USD")),
             qPrintable(text.left(3000)));
}

void TestLlmcapCli::planCostMissingIsOneLine()
{
    QTemporaryDir dir;
    const QString csv = dir.filePath("plan.csv");
    const QString pdf = dir.filePath("plan.pdf");
    const Run r = cli({"plan", "--sizing", kDemo, "--csv", csv, "--pdf", pdf}, true);
    QVERIFY2(r.code == 0, r.err.constData());
    const QByteArray missing = "cost: no price per GPU-hour set for NVIDIA H100 80GB SXM";
    QVERIFY2(r.out.contains(QByteArray("\n" + missing + "\n")), r.out.constData());
    QVERIFY(!r.out.contains("Cost (730 h"));
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    QVERIFY(csvFile.readAll().contains(QByteArray("," + missing + ",")));
    const QString pdftotext = QStandardPaths::findExecutable("pdftotext");
    if (pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    QProcess p;
    p.start(pdftotext, {"-enc", "UTF-8", pdf, "-"});
    QVERIFY(p.waitForFinished(60000));
    const QString text = QString::fromUtf8(p.readAllStandardOutput()).simplified();
    QVERIFY2(text.contains(QString::fromUtf8(missing)), qPrintable(text.left(3000)));
}

// The project's price (deployment.gpu_price, as the Plan page stores it) is the plan's; a
// --gpu-price given on the command line wins over it.
void TestLlmcapCli::planCostFromTheProjectsPrice()
{
    QTemporaryDir dir;
    const QString db = dir.filePath("db.sqlite");
    {
        auto database = llmcap::Database::open(db);
        QVERIFY2(database, qPrintable(database.error()));
        auto project = llmcap::ProjectRepository(**database).create("priced");
        QVERIFY2(project, qPrintable(project.error()));
        llmcap::PlanInput input = *llmcap::DemoProject::input();
        input.deployment.gpuPrice = *llmcap::GpuPrice::make(3, "EUR", "our contract");
        QVERIFY(llmcap::PlanRepository(**database).saveInput(project->id, input).ok());
    }
    Run r = cli({"--db", db, "plan", "--project", "priced"});
    QVERIFY2(r.code == 0, r.err.constData());
    QString out = QString::fromUtf8(r.out);
    QVERIFY2(
        out.contains("Cost (730 h a month, 3.00 EUR per GPU-hour):") &&
            out.contains("(project setting; source: our contract)") &&
            out.contains(QRegularExpression("Monthly cost \\(730 h a month\\): 6,?570\\.00 EUR")),
        qPrintable(out));
    r = cli({"--db", db, "plan", "--project", "priced", "--gpu-price", "2"});
    QVERIFY2(r.code == 0, r.err.constData());
    out = QString::fromUtf8(r.out);
    QVERIFY2(out.contains("Cost (730 h a month, 2.00 USD per GPU-hour):") &&
                 out.contains("source: given with --gpu-price") && !out.contains("EUR"),
             qPrintable(out));
}

void TestLlmcapCli::planGpuPriceErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("negative") << QStringList{"--gpu-price", "-2"}
                              << "--gpu-price: a price per GPU-hour must be above 0 (got -2)";
    QTest::newRow("nan") << QStringList{"--gpu-price", "nan"}
                         << "--gpu-price: a price per GPU-hour";
    QTest::newRow("text") << QStringList{"--gpu-price", "cheap"}
                          << "must be a number (got \"cheap\")";
    QTest::newRow("currency") << QStringList{"--gpu-price", "2", "--currency", "dollars"}
                              << "three-letter ISO 4217 code such as USD or EUR (got \"dollars\")";
    QTest::newRow("currency alone") << QStringList{"--currency", "EUR"}
                                    << "--currency and --price-source need --gpu-price AMOUNT";
}

void TestLlmcapCli::planGpuPriceErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = cli(QStringList{"plan", "--sizing", kDemo} + args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1); // one line
    QVERIFY(r.out.isEmpty());
}

// Issue 34 item 5: the plan states its breach probability, with where the boundary's
// distribution comes from, in the text, the JSON and the CSV; --breach-probability sets the
// target. The demo with 100 draws entered by hand, 10 of them at 1.5 req/s: its 2 serving
// replicas (peak 3.75 over 3.5) fall short for those ten, 10 %; 3 replicas reach 5 %.
void TestLlmcapCli::planStatesItsBreachProbability()
{
    QTemporaryDir dir;
    llmcap::PlanInput in = *llmcap::DemoProject::input();
    llmcap::SustainableLoad load;
    load.rateRps = 4;
    load.lowerRps = 3.5;
    load.upperRps = 4.4;
    load.boundaryDrawsRps.assign(10, 1.5);
    load.boundaryDrawsRps.insert(load.boundaryDrawsRps.end(), 90, 4.0);
    in.deployment.sustainable = load;
    const QString path = dir.filePath("draws.yaml");
    QVERIFY(in.save(path).ok());
    const QString csv = dir.filePath("plan.csv");
    const QString json = dir.filePath("plan.json");
    Run r = cli({"plan", "--sizing", path, "--csv", csv, "--json", json});
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY2(r.out.contains("Breach probability 10 % with 2 serving replica(s) (target 5 %; "
                            "assumed: 100 boundary draws entered by hand): ABOVE the target; 3 "
                            "serving replica(s) reach it, and the plan adds 1"),
             r.out.constData());
    QVERIFY2(r.out.startsWith("5 replicas"), r.out.constData());
    QFile jsonFile(json);
    QVERIFY(jsonFile.open(QIODevice::ReadOnly));
    const QJsonObject plan =
        QJsonDocument::fromJson(jsonFile.readAll()).object().value("plan").toObject();
    QCOMPARE(plan.value("breach_target_pct").toDouble(), 5.0);
    const QJsonObject breach =
        plan.value("envelopes").toArray().first().toObject().value("breach").toObject();
    QCOMPARE(breach.value("provenance").toString(), QString("assumed"));
    QCOMPARE(breach.value("basis").toString(), QString("assumed-draws"));
    QCOMPARE(breach.value("probability_pct").toDouble(), 10.0);
    QCOMPARE(breach.value("needed_replicas").toInt(), 3);
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    const QByteArray rows = csvFile.readAll();
    QVERIFY2(rows.contains(",assumed,assumed-draws,10,5,2,3\r\n"), rows.constData());

    // A target of 20 % keeps the plan's 4 replicas.
    r = cli({"plan", "--sizing", path, "--breach-probability", "20"});
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY2(r.out.startsWith("4 replicas"), r.out.constData());
    QVERIFY2(r.out.contains("(target 20 %; assumed: 100 boundary draws entered by hand): within "
                            "the target; 1 serving replica(s) would reach it."),
             r.out.constData());
}

void TestLlmcapCli::planBreachProbabilityErrors_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("message");
    QTest::newRow("zero") << "0"
                          << "--breach-probability: must be a percentage above 0 and below 50 "
                             "(got 0)";
    QTest::newRow("fifty") << "50"
                           << "must be a percentage above 0 and below 50 (got 50)";
    QTest::newRow("negative") << "-1"
                              << "(got -1)";
    QTest::newRow("nan") << "nan"
                         << "--breach-probability: must be a percentage";
    QTest::newRow("text") << "five"
                          << "must be a percentage above 0 and below 50 (got \"five\")";
}

void TestLlmcapCli::planBreachProbabilityErrors()
{
    QFETCH(QString, value);
    QFETCH(QString, message);
    const Run r = cli({"plan", "--sizing", kDemo, "--breach-probability", value});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1); // one line
    QVERIFY(r.out.isEmpty());
}

void TestLlmcapCli::germanFromLocaleOrOption_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("locale");
    QTest::newRow("LANG=de_DE.UTF-8") << QStringList{} << "de_DE.UTF-8";
    QTest::newRow("--lang de") << QStringList{"--lang", "de"} << QString();
    QTest::newRow("--lang=de after the command") << QStringList{"--lang=de"} << QString();
}

// The plan's text and its PDF follow the language, as the GUI's do.
void TestLlmcapCli::germanFromLocaleOrOption()
{
    QFETCH(QStringList, args);
    QFETCH(QString, locale);
    QTemporaryDir dir;
    const QString pdf = dir.filePath("plan.pdf");
    const Run r = cli(QStringList{"plan", "--sizing", kDemo, "--pdf", pdf} + args, true, locale);
    QVERIFY2(r.code == 0, r.err.constData());
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.contains("Annahmen") && !out.contains("Assumptions"), qPrintable(out));
    const QString pdftotext = QStandardPaths::findExecutable("pdftotext");
    if (pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    QProcess p;
    p.start(pdftotext, {"-enc", "UTF-8", pdf, "-"});
    QVERIFY(p.waitForFinished(60000));
    // NFKC: pdftotext gives ligatures ("ﬁ") as one character.
    const QString text = QString::fromUtf8(p.readAllStandardOutput())
                             .normalized(QString::NormalizationForm_KC)
                             .simplified();
    QVERIFY2(text.contains("Vorläufig, weil:"), qPrintable(text.left(600)));
    for (const char *english : {"Preliminary, because:", "Assumptions", "Metric definitions",
                                "Projected load and sustainable load", "Sizing request"})
        QVERIFY2(!text.contains(QLatin1String(english)), english);
}

void TestLlmcapCli::unknownLanguageIsUsageError()
{
    const Run r = cli({"--lang", "fr", "info"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("unknown language 'fr'"), r.err.constData());
    // English stays the default where the locale is not German (the test runs in C.UTF-8).
    const Run help = cli({"--help"});
    QVERIFY(help.out.contains("Global options:"));
    // The help's own headings follow the language too.
    const Run german = cli({"--lang", "de", "--help"});
    QVERIFY2(german.out.contains("Befehle:") && german.out.contains("Globale Optionen:"),
             german.out.constData());
    const Run command = cli({"--lang", "de", "plan", "--help"});
    QVERIFY2(command.out.contains("\nOptionen:\n") && !command.out.contains("Options:"),
             command.out.constData());
}

QTEST_GUILESS_MAIN(TestLlmcapCli)
#include "tst_llmcapcli.moc"
