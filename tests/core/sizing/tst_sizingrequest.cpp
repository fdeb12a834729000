#include "plan/DemoProject.h"
#include "sizing/MistakesAdvisor.h"
#include "sizing/SizingAnswerText.h"
#include "sizing/SizingCompleteness.h"
#include "sizing/SizingRequest.h"
#include "util/StructuredFile.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestSizingRequest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyFieldHasLabelAndHelp();
    void sixSections();
    void emptyAnswersUnset();
    void jsonRoundTrip();
    void demoRequestIsComplete();
    void errorsNameTheirPath_data();
    void errorsNameTheirPath();
    void newerFormatIsRefused();
    void unquotedRevisionsReadAsText();
    void sloFromSectionFour();
    void completenessPerSection();
    void incompleteRequestLoads();
    void answersReadWell();
    void problemsNameQuestionClassAndReason();
    void replacedAnswersAreListed();
};

void TestSizingRequest::everyFieldHasLabelAndHelp()
{
    QSet<QString> keys;
    for (const SizingField &f : SizingField::all()) {
        const QString key = QLatin1String(f.key);
        QVERIFY2(!keys.contains(key), f.key);
        keys.insert(key);
        QVERIFY2(f.label() != key, f.key);
        QVERIFY2(f.help().size() > 20, f.key);
        if (f.kind == SizingFieldKind::Choice || f.kind == SizingFieldKind::MultiChoice) {
            QVERIFY2(!f.choices().isEmpty(), f.key);
            for (const QString &c : f.choices())
                QVERIFY2(!f.choiceLabel(c).isEmpty(), qPrintable(key + ":" + c));
        }
    }
}

void TestSizingRequest::sixSections()
{
    QCOMPARE(SizingField::sections().size(), 6);
    for (SizingSection s : SizingField::sections()) {
        QVERIFY(!SizingField::inSection(s).isEmpty());
        QVERIFY(!SizingField::sectionHelp(s).isEmpty());
    }
    QCOMPARE(SizingField::executionTypes(),
             QStringList({"interactive", "asynchronous", "batch", "agentic"}));
}

void TestSizingRequest::emptyAnswersUnset()
{
    SizingRequest r;
    QVERIFY(r.isEmpty());
    r.setValue("name", "  Support  ");
    QCOMPARE(r.text("name"), QString("Support"));
    r.setValue("name", "   ");
    QVERIFY(r.value("name").isUndefined());
    r.setValue("environments", QJsonArray());
    QVERIFY(r.value("environments").isUndefined());
    QVERIFY(r.isEmpty());
}

void TestSizingRequest::jsonRoundTrip()
{
    auto demo = DemoProject::input();
    QVERIFY2(demo.ok(), qPrintable(demo.error()));
    const SizingRequest &r = demo->request;
    auto again = SizingRequest::fromJson(r.toJson());
    QVERIFY2(again.ok(), qPrintable(again.error()));
    QCOMPARE(*again, r);
    QCOMPARE(r.classes().size(), 1);
    QCOMPARE(r.classNumber(0, "active_users"), 400.0);
    QCOMPARE(r.percentiles(0, "input_tokens").p99, 6000.0);
    QCOMPARE(r.choices("environments"), QStringList({"staging", "production"}));
}

void TestSizingRequest::demoRequestIsComplete()
{
    const SizingRequest r = DemoProject::input()->request;
    for (const SectionCompleteness &c : SizingCompleteness::all(r))
        QVERIFY2(c.complete(),
                 qPrintable(SizingField::sectionKey(c.section) + ": " + c.missing.join(", ")));
    QCOMPARE(SizingCompleteness::overallPercent(r), 100);
}

void TestSizingRequest::errorsNameTheirPath_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("expected");

    QTest::newRow("typo in a field")
        << QByteArray("product: {nmae: x}\n") << "product.nmae: unknown";
    QTest::newRow("unknown section") << QByteArray("prodcut: {}\n") << "prodcut: unknown";
    QTest::newRow("bad choice") << QByteArray("reliability: {loss_to_survive: rack}\n")
                                << "reliability.loss_to_survive: must be one of";
    QTest::newRow("bad date") << QByteArray("product: {launch_date: next spring}\n")
                              << "product.launch_date: must be a date";
    QTest::newRow("negative number")
        << QByteArray("slo: {error_rate_pct: -1}\n") << "slo.error_rate_pct: must be at least 0";
    QTest::newRow("percentiles out of order")
        << QByteArray("product: {workload_classes: [{name: chat}]}\n"
                      "workload: {classes: {chat: {input_tokens: {p50: 900, p95: 100}}}}\n")
        << "workload.classes.chat.input_tokens.p95: must not be smaller";
    QTest::newRow("profile of an unknown class")
        << QByteArray("workload: {classes: {chta: {active_users: 4}}}\n")
        << "workload.classes.chta: no workload class";
    QTest::newRow("bad execution type")
        << QByteArray("product: {workload_classes: [{name: a, execution: realtime}]}\n")
        << "product.workload_classes[0].execution: must be one of";
    QTest::newRow("duplicate class")
        << QByteArray("product: {workload_classes: [{name: a}, {name: a}]}\n")
        << "product.workload_classes[1].name";
    QTest::newRow("multi choice item") << QByteArray("product: {environments: [prod]}\n")
                                       << "product.environments: must list items of";
}

void TestSizingRequest::errorsNameTheirPath()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, expected);
    auto doc = StructuredFile::parseYaml(yaml, "request.yaml");
    QVERIFY(doc.ok());
    auto r = SizingRequest::fromJson(doc->object(), "request.yaml");
    QVERIFY(!r.ok());
    QVERIFY2(r.error().contains("request.yaml: " + expected), qPrintable(r.error()));
}

void TestSizingRequest::newerFormatIsRefused()
{
    auto r = SizingRequest::fromJson(QJsonObject{{"version", 2}});
    QVERIFY(!r.ok());
    QVERIFY(r.error().contains("newer llmcap"));
}

void TestSizingRequest::unquotedRevisionsReadAsText()
{
    auto doc = StructuredFile::parseYaml("models: {tokenizer_revision: 1605565}\n", "x");
    auto r = SizingRequest::fromJson(doc->object());
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r->text("tokenizer_revision"), QString("1605565"));
}

void TestSizingRequest::sloFromSectionFour()
{
    const Slo slo = DemoProject::input()->request.slo();
    QCOMPARE(slo.objectives.size(), 5);
    QCOMPARE(slo.objective(SloMetric::Ttft)->thresholdMs, 800.0);
    QCOMPARE(slo.objective(SloMetric::Ttft)->attainmentPct, 95.0);
    QCOMPARE(slo.maxErrorRatePct, 1.0);
}

void TestSizingRequest::completenessPerSection()
{
    SizingRequest r;
    SectionCompleteness product = SizingCompleteness::of(r, SizingSection::Product);
    QCOMPARE(product.answered, 0);
    QCOMPARE(product.required, 7);
    r.setValue("name", "Support");
    r.classes().append({"chat", "interactive", {}, {}});
    product = SizingCompleteness::of(r, SizingSection::Product);
    QCOMPARE(product.answered, 2);
    QVERIFY(product.missing.contains("Owner"));

    // Per-class questions count once per class.
    const int perClassRequired = [] {
        int n = 0;
        for (const SizingField *f : SizingField::inSection(SizingSection::Workload))
            n += f->perClass && f->required ? 1 : 0;
        return n;
    }();
    const int oneClass = SizingCompleteness::of(r, SizingSection::Workload).required;
    r.classes().append({"agent", "agentic", {}, {}});
    QCOMPARE(SizingCompleteness::of(r, SizingSection::Workload).required,
             oneClass + perClassRequired);
    r.setClassValue(1, "input_tokens", QJsonObject{{"p50", 900}});
    const SectionCompleteness w = SizingCompleteness::of(r, SizingSection::Workload);
    QVERIFY(w.missingKeys.contains("agent.input_tokens")); // p50 alone is not an answer
    QVERIFY(w.missing.contains("Input tokens (agent)"));
}

void TestSizingRequest::incompleteRequestLoads()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("draft.yaml");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("product:\n  name: Draft\n  workload_classes: [{name: chat}]\n"
            "workload:\n  classes:\n    chat: {active_users: 400}\n");
    f.close();
    auto r = SizingRequest::load(path);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QVERIFY(SizingCompleteness::overallPercent(*r) < 20);
}

void TestSizingRequest::answersReadWell()
{
    const SizingField *tokens = SizingField::find("input_tokens");
    QCOMPARE(
        SizingAnswerText::format(*tokens, QJsonObject{{"p50", 900}, {"p95", 3200}, {"p99", 6000}}),
        QString("900 / 3,200 / 6,000 tokens (p50 / p95 / p99)"));
    QCOMPARE(SizingAnswerText::format(*SizingField::find("ttft"),
                                      QJsonObject{{"threshold_ms", 800}, {"attainment", 95}}),
             QString("800 ms for 95 % of requests"));
    QCOMPARE(SizingAnswerText::format(*SizingField::find("loss_to_survive"), "node"),
             QString("one node"));
    QCOMPARE(SizingAnswerText::format(*SizingField::find("token_usage"), true), QString("yes"));
    QVERIFY(SizingAnswerText::format(*tokens, QJsonValue()).isEmpty());
}

void TestSizingRequest::problemsNameQuestionClassAndReason()
{
    SizingRequest r;
    r.setValue("name", "Assistant");
    r.classes().append({"chat", "interactive", "", {}});
    r.classes().append({"chat", "batch", "", {}});
    r.setClassValue(0, "input_tokens", QJsonObject{{"p50", 500}, {"p95", 200}, {"p99", 900}});
    r.setValue("ttft", QJsonObject{{"threshold_ms", 800}, {"attainment", 150}});
    r.setValue("context_required", -3);
    const QList<SizingProblem> problems = r.problems();
    QCOMPARE(problems.size(), 4);
    QCOMPARE(problems.at(0).key, QString("workload_classes"));
    QCOMPARE(problems.at(0).classIndex, 1);
    QCOMPARE(problems.at(1).key, QString("context_required"));
    QCOMPARE(problems.at(2).key, QString("input_tokens"));
    QCOMPARE(problems.at(2).className, QString("chat"));
    QCOMPARE(problems.at(2).section, SizingSection::Workload);
    QCOMPARE(problems.at(2).message, QString("p95: must not be smaller than p50 (500)"));
    QVERIFY2(problems.at(2).text().startsWith("Input tokens [chat]: p95"),
             qPrintable(problems.at(2).text()));
    QCOMPARE(problems.at(3).key, QString("ttft"));
    QVERIFY2(problems.at(3).message.contains("attainment") &&
                 problems.at(3).message.contains("150"),
             qPrintable(problems.at(3).message));
    // Unanswered and well-formed answers have no problem.
    const SizingField &ttft = *SizingField::find("ttft");
    QVERIFY(SizingRequest::answerProblem(ttft, {}).isEmpty());
    QVERIFY(
        SizingRequest::answerProblem(ttft, QJsonObject{{"threshold_ms", 800}, {"attainment", 99}})
            .isEmpty());
    // The advisor shows each first, in its section, so the wizard's side panel names it.
    const QList<Mistake> slo = MistakesAdvisor::check(r, SizingSection::Slo);
    QVERIFY(!slo.isEmpty());
    QCOMPARE(slo.first().kind, MistakeKind::InvalidAnswer);
    QVERIFY(slo.first().title.contains("150"));
}

void TestSizingRequest::replacedAnswersAreListed()
{
    SizingRequest before;
    before.setValue("name", "Assistant");
    before.classes().append({"chat", "interactive", "", {}});
    before.classes().append({"summarise", "batch", "", {}});
    before.setClassValue(0, "active_users", 400);
    before.setClassValue(1, "active_users", 20);
    SizingRequest after = before;
    QVERIFY(SizingRequest::replacedAnswers(before, after).isEmpty());
    after.setClassValue(0, "calls_per_run", 3); // added, replaces nothing
    QVERIFY(SizingRequest::replacedAnswers(before, after).isEmpty());
    after.setClassValue(0, "active_users", 500);
    after.classes().removeAt(1);
    after.setValue("name", {});
    const QStringList replaced = SizingRequest::replacedAnswers(before, after);
    QCOMPARE(replaced,
             QStringList({"Product or service name", "Active users or jobs [chat]",
                          "Active users or jobs [summarise]", "workload class \"summarise\""}));
}

QTEST_GUILESS_MAIN(TestSizingRequest)
#include "tst_sizingrequest.moc"
