#include "export/QuestionnaireMarkdown.h"
#include "plan/DemoProject.h"
#include "sizing/SizingRequest.h"

#include <QTest>

using namespace llmcap;

class TestQuestionnaireMarkdown : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyQuestionIsAsked();
    void answersAndCompleteness();
    void fourHundredUsersIsExplained();
    void escaping();
};

void TestQuestionnaireMarkdown::everyQuestionIsAsked()
{
    const QString md = QuestionnaireMarkdown::render(SizingRequest());
    for (SizingSection s : SizingField::sections())
        QVERIFY(md.contains(QStringLiteral("## %1. %2")
                                .arg(SizingField::sectionNumber(s))
                                .arg(SizingField::sectionTitle(s))));
    for (const SizingField &f : SizingField::all()) {
        QVERIFY2(md.contains("**" + QuestionnaireMarkdown::escape(f.label()) + "**"), f.key);
        QVERIFY2(md.contains(QuestionnaireMarkdown::escape(f.help())), f.key);
    }
    QVERIFY(md.contains("not answered yet"));
    QVERIFY(md.contains("## Still missing"));
}

void TestQuestionnaireMarkdown::answersAndCompleteness()
{
    const QString md = QuestionnaireMarkdown::render(DemoProject::input()->request, "Demo");
    QVERIFY(md.startsWith("# Sizing request: Support assistant"));
    QVERIFY(md.contains("100 % of the required questions answered"));
    QVERIFY(md.contains("7 of 7 answered"));
    QVERIFY(md.contains("### Profile of chat"));
    QVERIFY(md.contains("900 / 3,200 / 6,000 tokens (p50 / p95 / p99)"));
    QVERIFY(md.contains("> Pilot with 60 support agents in October."));
    QVERIFY(!md.contains("## Still missing"));
    QVERIFY(!md.contains("How to be less wrong"));
}

void TestQuestionnaireMarkdown::fourHundredUsersIsExplained()
{
    SizingRequest r;
    r.classes().append({"chat", "interactive", {}, {}});
    r.setClassValue(0, "active_users", 400);
    const QString md = QuestionnaireMarkdown::render(r);
    QVERIFY(md.contains("## How to be less wrong"));
    QVERIFY(md.contains("We will have 400 users"));
    QVERIFY(md.contains("audience, not the load"));
}

void TestQuestionnaireMarkdown::escaping()
{
    QCOMPARE(QuestionnaireMarkdown::escape("a_b *c* [d] #e"), QString("a\\_b \\*c\\* \\[d\\] #e"));
    QCOMPARE(QuestionnaireMarkdown::escape("# heading"), QString("\\# heading"));
}

QTEST_APPLESS_MAIN(TestQuestionnaireMarkdown)
#include "tst_questionnairemarkdown.moc"
