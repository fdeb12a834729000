#include "plan/CapacityPlanner.h"
#include "plan/DemoProject.h"
#include "plan/PlanInput.h"
#include "plan/PlanRepository.h"
#include "project/Workspace.h"
#include "storage/Database.h"
#include "storage/ProjectRepository.h"
#include "storage/SqlStatement.h"
#include "util/StructuredFile.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestPlanInput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTripThroughFiles_data();
    void roundTripThroughFiles();
    void yamlReadsLikeTheForm();
    void deploymentErrors_data();
    void deploymentErrors();
    void customModelFromConfigValues();
    void storedPerProject();
    void unreadableAnswersAreNeverStored();
    void plansAreKept();
    void demoProjectOnFirstStart();
    void readmeExampleIsValid();
    void sweepOnTheSimulatedServerIsPreliminary();
};

void TestPlanInput::roundTripThroughFiles_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("json") << "sizing.json";
    QTest::newRow("yaml") << "sizing.yaml";
}

void TestPlanInput::roundTripThroughFiles()
{
    QFETCH(QString, name);
    QTemporaryDir dir;
    PlanInput demo = *DemoProject::input();
    demo.deployment.sustainablePerEnvelope.insert("chat",
                                                  SustainableLoad::fromSweep("s9", 4, 3.6, 4.3));
    demo.deployment.serving.set("runtime", "vLLM");
    demo.deployment.serving.set("runtime_version", "0.10.1");
    demo.deployment.breachProbabilityPct = 2.5;
    demo.deployment.sustainable.boundaryDrawsRps = {4.1, 4.4, 4.9};
    const QString path = dir.filePath(name);
    const Status saved = demo.save(path);
    QVERIFY2(saved.ok(), qPrintable(saved.error()));
    auto loaded = PlanInput::load(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error()));
    QVERIFY(*loaded == demo);
    QCOMPARE(loaded->baseDir, dir.path());
}

void TestPlanInput::yamlReadsLikeTheForm()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("sizing.yaml");
    QVERIFY(DemoProject::input()->save(path).ok());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString yaml = QString::fromUtf8(f.readAll());
    // Sections in the questionnaire's order, fields in the form's order.
    QVERIFY(yaml.indexOf("product:") < yaml.indexOf("models:"));
    QVERIFY(yaml.indexOf("models:") < yaml.indexOf("workload:"));
    QVERIFY(yaml.indexOf("observability:") < yaml.indexOf("deployment:"));
    QVERIFY(yaml.indexOf("  name: Support assistant") < yaml.indexOf("  owner:"));
    // Text that would read as a date or number stays text.
    QVERIFY(yaml.contains("launch_date: \"2025-10-01\"") ||
            yaml.contains("launch_date: 2025-10-01"));
    QVERIFY(yaml.contains("growth_stages: |"));
}

void TestPlanInput::deploymentErrors_data()
{
    QTest::addColumn<QByteArray>("deployment");
    QTest::addColumn<QString>("expected");
    QTest::newRow("unknown model")
        << QByteArray("{model: llama-9, gpu: h100-sxm}") << "unknown model \"llama-9\"";
    QTest::newRow("model without gpu") << QByteArray("{model: llama-3.1-8b}") << "needs both";
    QTest::newRow("bad precision")
        << QByteArray("{weight_precision: fp3}") << "deployment.weight_precision: must be one of";
    QTest::newRow("typo") << QByteArray("{gpus_per_nodes: 8}")
                          << "deployment.gpus_per_nodes: unknown";
    QTest::newRow("sustainable without rate") << QByteArray("{sustainable: {lower_rps: 2}}")
                                              << "deployment.sustainable.rate_rps: is required";
    QTest::newRow("lower above rate")
        << QByteArray("{sustainable: {rate_rps: 2, lower_rps: 3}}") << "lower_rps: must not exceed";
    QTest::newRow("sweep without id") << QByteArray("{sustainable: {rate_rps: 2, source: sweep}}")
                                      << "sustainable.sweep: is required";
    QTest::newRow("placement") << QByteArray("{placement: scattered}")
                               << "deployment.placement: must be one of";
    QTest::newRow("too big") << QByteArray("{model: deepseek-v3, gpu: l4}") << "does not fit";
    QTest::newRow("breach target zero")
        << QByteArray("{breach_probability_pct: 0}")
        << "deployment.breach_probability_pct: must be a percentage above 0 and below 50 (got 0)";
    QTest::newRow("breach target 50")
        << QByteArray("{breach_probability_pct: 50}")
        << "deployment.breach_probability_pct: must be a percentage above 0";
    QTest::newRow("breach target text")
        << QByteArray("{breach_probability_pct: five}") << "deployment.breach_probability_pct:";
    QTest::newRow("bad draws")
        << QByteArray("{sustainable: {rate_rps: 2, boundary_draws_rps: [1, 0]}}")
        << "deployment.sustainable.boundary_draws_rps: must hold positive rates only";
}

void TestPlanInput::deploymentErrors()
{
    QFETCH(QByteArray, deployment);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QFile f(dir.filePath("s.yaml"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("deployment: " + deployment + "\n");
    f.close();
    auto r = PlanInput::load(f.fileName());
    QVERIFY(!r.ok());
    QVERIFY2(r.error().contains(expected), qPrintable(r.error()));
}

void TestPlanInput::customModelFromConfigValues()
{
    auto doc = StructuredFile::parseYaml(
        "deployment:\n"
        "  custom_model: {id: my-13b, layers: 40, hidden_size: 5120, attention_heads: 40,\n"
        "                 kv_heads: 40, max_context: 4096, params_b: 13}\n"
        "  gpu: a100-80gb-sxm\n",
        "x");
    auto in = PlanInput::fromJson(doc->object());
    QVERIFY2(in.ok(), qPrintable(in.error()));
    QVERIFY(in->deployment.customModel.has_value());
    QCOMPARE(in->deployment.resolvedGpusPerReplica(), 1);
    auto again = PlanInput::fromJson(in->toJson());
    QVERIFY(again.ok());
    QCOMPARE(again->deployment.customModel->layers, 40);
}

void TestPlanInput::storedPerProject()
{
    QTemporaryDir dir;
    auto db = Database::open(dir.filePath("p.sqlite"));
    QVERIFY(db.ok());
    auto project = ProjectRepository(**db).create("one");
    PlanRepository repo(**db);
    auto none = repo.loadInput(project->id);
    QVERIFY(none.ok());
    QVERIFY(!none->has_value());
    // An incomplete request is saved and reopened as it is.
    PlanInput draft;
    draft.request.setValue("name", "Draft");
    draft.request.classes().append({"chat", "", "", {}});
    draft.request.setClassValue(0, "active_users", 400);
    QVERIFY(repo.saveInput(project->id, draft).ok());
    auto back = repo.loadInput(project->id);
    QVERIFY(back.ok() && back->has_value());
    QVERIFY(**back == draft);
    draft.request.setValue("owner", "Team");
    QVERIFY(repo.saveInput(project->id, draft).ok()); // replaces
    QCOMPARE((*repo.loadInput(project->id))->request.text("owner"), QString("Team"));
    // Deleting the project deletes its request.
    QVERIFY(ProjectRepository(**db).remove(project->id).ok());
    QVERIFY(!repo.loadInput(project->id)->has_value());
}

void TestPlanInput::unreadableAnswersAreNeverStored()
{
    QTemporaryDir dir;
    auto db = Database::open(dir.filePath("p.sqlite"));
    QVERIFY(db.ok());
    auto project = ProjectRepository(**db).create("one");
    PlanRepository repo(**db);
    PlanInput good;
    good.request.setValue("name", "Support assistant");
    good.request.setValue("owner", "Team");
    good.request.classes().append({"chat", "interactive", "", {}});
    good.request.setClassValue(0, "input_tokens", QJsonObject{{"p50", 500}, {"p95", 900}});
    QVERIFY(repo.saveInput(project->id, good).ok());

    // A typo (p95 below p50) would make the stored request unreadable: refused, old one kept.
    PlanInput typo = good;
    typo.request.setClassValue(0, "input_tokens", QJsonObject{{"p50", 500}, {"p95", 200}});
    QCOMPARE(typo.readBackErrors().size(), 1);
    QVERIFY(typo.readBackErrors().first().contains("p95"));
    const Status refused = repo.saveInput(project->id, typo);
    QVERIFY(!refused);
    QVERIFY2(refused.error().contains("not saved"), qPrintable(refused.error()));
    QVERIFY(**repo.loadInput(project->id) == good);

    // A request stored with such an answer (an older llmcap, a hand edit) reads partly: every
    // other answer is there, the wrong one kept as written and listed.
    SqlStatement q((*db)->handle(), "UPDATE sizing_requests SET document = ? WHERE project_id = ?");
    QJsonObject doc = typo.toJson();
    QVERIFY(q.bind(1, QString::fromUtf8(QJsonDocument(doc).toJson())).bind(2, project->id).exec());
    QVERIFY(!repo.loadInput(project->id)); // the strict reader refuses it, as plan --project does
    QStringList problems;
    auto partly = repo.loadInput(project->id, &problems);
    QVERIFY(partly.ok() && partly->has_value());
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.first().startsWith("workload.classes.chat.input_tokens.p95"),
             qPrintable(problems.first()));
    const SizingRequest &read = (*partly)->request;
    QCOMPARE(read.text("name"), QString("Support assistant"));
    QCOMPARE(read.text("owner"), QString("Team"));
    QCOMPARE(*read.percentiles(0, "input_tokens").p95, 200.0);
    QCOMPARE(read.problems().size(), 1);

    // Storing it again with another answer changed adds no problem: allowed (a deployment edit
    // must not wait for the questionnaire); a second wrong answer is refused.
    PlanInput edited = **partly;
    edited.request.setValue("contact", "ops@example.org");
    QVERIFY(repo.saveInput(project->id, edited).ok());
    edited.request.setValue("ttft", QJsonObject{{"threshold_ms", 800}, {"attainment", 150}});
    QVERIFY(!repo.saveInput(project->id, edited));
}

void TestPlanInput::plansAreKept()
{
    QTemporaryDir dir;
    auto db = Database::open(dir.filePath("p.sqlite"));
    auto project = ProjectRepository(**db).create("demo");
    PlanRepository repo(**db);
    const PlanInput in = *DemoProject::input();
    const CapacityPlan plan = CapacityPlanner::plan(in);
    auto first = repo.savePlan(project->id, in, plan);
    QVERIFY2(first.ok(), qPrintable(first.error()));
    auto second = repo.savePlan(project->id, in, plan, "sweep-3");
    QVERIFY(second.ok());
    auto plans = repo.plans(project->id);
    QVERIFY(plans.ok());
    QCOMPARE(plans->size(), 2);
    QCOMPARE(plans->first().id, *second); // newest first
    QCOMPARE(plans->first().sweepId, QString("sweep-3"));
    QCOMPARE(plans->first().totalReplicas, 3);
    QCOMPARE(plans->first().plan.value("totals").toObject().value("gpus").toInt(), 3);
    QVERIFY(plans->first().preliminary);
}

void TestPlanInput::demoProjectOnFirstStart()
{
    QTemporaryDir dir;
    Workspace ws;
    QVERIFY(ws.openDatabase(dir.filePath("w.sqlite")).ok());
    QVERIFY(DemoProject::openDefault(ws, 0).ok());
    QCOMPARE(ws.currentProject()->name, DemoProject::name());
    auto stored = PlanRepository(*ws.database()).loadInput(ws.currentProject()->id);
    QVERIFY(stored.ok() && stored->has_value());
    QCOMPARE((*stored)->request.text("name"), QString("Support assistant"));
    // Second start: the existing project opens, no second demo.
    QVERIFY(DemoProject::openDefault(ws, 0).ok());
    QCOMPARE(ws.projects()->size(), 1);
}

// docs/file-formats.md documents the file format with an example; it must stay a valid
// sizing file.
void TestPlanInput::readmeExampleIsValid()
{
    QFile readme(QStringLiteral(LLMCAP_SOURCE_DIR "/docs/file-formats.md"));
    QVERIFY(readme.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(readme.readAll());
    const qsizetype start = text.indexOf("```yaml\n");
    QVERIFY(start >= 0);
    const qsizetype end = text.indexOf("```", start + 8);
    const QByteArray yaml = text.mid(start + 8, end - start - 8).toUtf8();
    auto doc = StructuredFile::parseYaml(yaml, "docs/file-formats.md");
    QVERIFY2(doc.ok(), qPrintable(doc.error()));
    auto input = PlanInput::fromJson(doc->object(), "docs/file-formats.md");
    QVERIFY2(input.ok(), qPrintable(input.error()));
    QVERIFY(CapacityPlanner::plan(*input).complete());
    // Every field of the questionnaire appears in the example.
    for (const SizingField &f : SizingField::all())
        QVERIFY2(yaml.contains(QByteArray(QByteArray(f.key) + ':')), f.key);
}

// A sweep against llmcap's own simulated server (llmcap-cli demo) is a measurement, but not of
// the target hardware: the flag survives the file and keeps the plan preliminary.
void TestPlanInput::sweepOnTheSimulatedServerIsPreliminary()
{
    PlanInput in = *DemoProject::input();
    in.deployment.sustainable = SustainableLoad::fromSweep("7", 12.5, 11.2, 14.1);
    QVERIFY(in.deployment.sustainable.preliminaryReason().isEmpty());
    QVERIFY(!CapacityPlanner::plan(in).preliminary);
    in.deployment.sustainable.simulatedServer = true;
    QVERIFY(in.deployment.sustainable.preliminaryReason().contains("simulated server"));
    const CapacityPlan plan = CapacityPlanner::plan(in);
    QVERIFY(plan.preliminary);
    QVERIFY(plan.preliminaryReasons.join(' ').contains("simulated server"));
    QTemporaryDir dir;
    const QString path = dir.filePath("s.yaml");
    QVERIFY(in.save(path).ok());
    const auto back = PlanInput::load(path);
    QVERIFY2(back.ok(), qPrintable(back.error()));
    QCOMPARE(back->deployment.sustainable.simulatedServer, true);
    QVERIFY(*back == in);
    // Only a sweep carries the flag.
    in.deployment.sustainable.source = SustainableLoad::Source::Manual;
    QVERIFY(!in.deployment.sustainable.toJson().contains("simulated_server"));
}

QTEST_GUILESS_MAIN(TestPlanInput)
#include "tst_planinput.moc"
