#include "GuiTestSupport.h"
#include "serving/ServingConfigForm.h"
#include "widgets/FieldErrorLabel.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>

using namespace llmcap;

class TestServingConfigForm : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::setUpGuiTest(); }
    void everyFieldHasATypedEditor();
    void roundTripsAConfiguration();
    void endpointFillsOnlyEmptyFields();
    void numbersAreChecked_data();
    void numbersAreChecked();
    void listsWhatIsNotPinned();

private:
    static QLineEdit *line(ServingConfigForm &form, const char *key)
    {
        return qobject_cast<QLineEdit *>(form.editor(QLatin1String(key)));
    }
};

void TestServingConfigForm::everyFieldHasATypedEditor()
{
    ServingConfigForm form;
    for (const ServingConfig::Field &f : ServingConfig::fields()) {
        QWidget *editor = form.editor(QLatin1String(f.key));
        QVERIFY2(editor, f.key);
        QVERIFY(form.errorLabel(QLatin1String(f.key)));
        if (f.type == ServingConfig::Type::Boolean)
            QVERIFY(qobject_cast<QComboBox *>(editor));
        else
            QVERIFY(qobject_cast<QLineEdit *>(editor));
    }
}

void TestServingConfigForm::roundTripsAConfiguration()
{
    ServingConfig c;
    c.set(QStringLiteral("model"), QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
    c.set(QStringLiteral("tensor_parallel"), 2);
    c.set(QStringLiteral("gpu_memory_utilization"), 0.9);
    c.set(QStringLiteral("prefix_caching"), false);
    c.set(QStringLiteral("runtime"), QStringLiteral("vllm"), ServingConfig::Source::Server);
    ServingConfigForm form;
    form.setConfig(c);
    QCOMPARE(line(form, "tensor_parallel")->text(), QStringLiteral("2"));
    auto back = form.config();
    QVERIFY2(back.ok(), qPrintable(back.error()));
    QCOMPARE(back->toJson(), c.toJson()); // values and where they came from
}

void TestServingConfigForm::endpointFillsOnlyEmptyFields()
{
    ServingConfigForm form;
    line(form, "gpu_type")->setText(QStringLiteral("L40S"));
    line(form, "runtime")->setText(QStringLiteral("sglang"));
    ServingConfig reported;
    reported.set(QStringLiteral("runtime"), QStringLiteral("vllm"), ServingConfig::Source::Server);
    reported.set(QStringLiteral("max_num_seqs"), 256, ServingConfig::Source::Server);
    QSignalSpy changed(&form, &ServingConfigForm::changed);
    form.fillFrom(reported);
    QCOMPARE(changed.count(), 1);
    auto c = form.config();
    QVERIFY(c.ok());
    QCOMPARE(c->text(QStringLiteral("runtime")), QStringLiteral("sglang")); // the user's wins
    QCOMPARE(c->integer(QStringLiteral("max_num_seqs")), 256);
    QCOMPARE(c->source(QStringLiteral("max_num_seqs")), ServingConfig::Source::Server);
    QCOMPARE(c->text(QStringLiteral("gpu_type")), QStringLiteral("L40S"));
    QVERIFY(form.editor(QStringLiteral("max_num_seqs"))->font().italic());
    QVERIFY(form.editor(QStringLiteral("max_num_seqs"))
                ->toolTip()
                .contains(QStringLiteral("endpoint")));
}

void TestServingConfigForm::numbersAreChecked_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::newRow("integer") << QStringLiteral("gpu_count") << QStringLiteral("8") << true;
    QTest::newRow("word for integer")
        << QStringLiteral("gpu_count") << QStringLiteral("eight") << false;
    QTest::newRow("fraction for integer")
        << QStringLiteral("gpu_count") << QStringLiteral("1.5") << false;
    QTest::newRow("real") << QStringLiteral("gpu_memory_utilization") << QStringLiteral("0.85")
                          << true;
    QTest::newRow("word for real")
        << QStringLiteral("gpu_memory_utilization") << QStringLiteral("most") << false;
    QTest::newRow("text") << QStringLiteral("gpu_type") << QStringLiteral("H100 SXM") << true;
}

void TestServingConfigForm::numbersAreChecked()
{
    QFETCH(QString, key);
    QFETCH(QString, text);
    QFETCH(bool, ok);
    ServingConfigForm form;
    qobject_cast<QLineEdit *>(form.editor(key))->setText(text);
    auto c = form.config();
    QCOMPARE(c.ok(), ok);
    QCOMPARE(form.errorLabel(key)->hasError(), !ok);
    if (ok)
        QVERIFY(c->isSet(key));
}

void TestServingConfigForm::listsWhatIsNotPinned()
{
    ServingConfigForm form;
    ServingConfig c;
    for (const QString &key : c.missingRequired())
        c.set(key, ServingConfig::field(key)->type == ServingConfig::Type::Text
                       ? QVariant(QStringLiteral("x"))
                       : QVariant(1));
    QVERIFY(c.isPinned());
    form.setConfig(c);
    const auto labels = form.findChildren<QLabel *>();
    const bool pinned = std::any_of(labels.begin(), labels.end(), [](QLabel *l) {
        return l->text() == QStringLiteral("The serving configuration is pinned.");
    });
    QVERIFY(pinned);
    line(form, "gpu_type")->selectAll();
    QTest::keyClick(line(form, "gpu_type"), Qt::Key_Backspace); // an edit, as a user makes it
    const bool missing = std::any_of(labels.begin(), labels.end(), [](QLabel *l) {
        return l->text().startsWith(QStringLiteral("Not pinned yet")) &&
               l->text().contains(QStringLiteral("GPU type"));
    });
    QVERIFY(missing);
}

QTEST_MAIN(TestServingConfigForm)
#include "tst_servingconfigform.moc"
