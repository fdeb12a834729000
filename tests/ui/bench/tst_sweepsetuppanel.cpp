#include "GuiTestSupport.h"
#include "bench/BenchInputRepository.h"
#include "bench/SweepParametersForm.h"
#include "bench/SweepSetupPanel.h"
#include "bench/SweepTargetForm.h"
#include "demand/SizingSweep.h"
#include "plan/DemoProject.h"
#include "project/Workspace.h"
#include "serving/ServingConfigForm.h"
#include "sim/SimPresetCatalog.h"
#include "simserver/SimServer.h"
#include "slo/SloEditor.h"
#include "sweep/SweepDefaults.h"
#include "widgets/FieldErrorLabel.h"
#include "workload/WorkloadClassTableModel.h"
#include "workload/WorkloadEditor.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGroupBox>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>

using namespace llmcap;

using P = SweepParametersForm::Field;

class TestSweepSetupPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void nothingTypedIsTheDefaultSweep();
    void badInputShowsBesideItsField_data();
    void badInputShowsBesideItsField();
    void externalEndpointSetup();
    void fetchModelsProbesOffTheGuiThread();
    void startsFromTheProjectsWorkloadAndSlo();
    void startsFromTheSizingRequest();
    void setSetupShowsTheValues();
    void timeoutsReachTheSweep();
    void tabOrderWalksTheSections();
    void runClassesCountRunsPerSecond();
    void narrowWidthStacksTheSections();
    void screenshot();

private:
    void useEndpoint(SweepSetupPanel &panel, const QString &url, const QString &model);

    QTemporaryDir *m_dir = nullptr;
    Workspace *m_workspace = nullptr;
};

void TestSweepSetupPanel::initTestCase()
{
    test::setUpGuiTest();
}

void TestSweepSetupPanel::init()
{
    m_dir = new QTemporaryDir;
    m_workspace = new Workspace;
    QVERIFY(m_workspace->openDatabase(m_dir->filePath(QStringLiteral("s.sqlite"))).ok());
    QVERIFY(m_workspace->openDefaultProject(0, QStringLiteral("Chat")).ok());
}

void TestSweepSetupPanel::cleanup()
{
    delete m_workspace;
    delete m_dir;
}

void TestSweepSetupPanel::useEndpoint(SweepSetupPanel &panel, const QString &url,
                                      const QString &model)
{
    panel.targetForm()->endpointButton()->setChecked(true);
    panel.targetForm()->urlEdit()->setText(url);
    panel.targetForm()->modelBox()->setCurrentText(model);
}

void TestSweepSetupPanel::nothingTypedIsTheDefaultSweep()
{
    SweepSetupPanel panel(*m_workspace);
    auto setup = panel.setup();
    QVERIFY2(setup.ok(), qPrintable(setup.error()));
    QVERIFY(setup->builtinServer);
    QCOMPARE(setup->simPreset, QStringLiteral("tiny-cpu"));
    QVERIFY(SimPresetCatalog::builtin().find(setup->simPreset));
    QCOMPARE(setup->simSpeed, SweepSetupPanel::defaultSetup().simSpeed);
    QVERIFY(setup->config.bench.slo);
    QCOMPARE(*setup->config.bench.slo, *SweepSetupPanel::defaultSetup().config.bench.slo);
    QCOMPARE(setup->config.bench.plan.workload,
             SweepSetupPanel::defaultSetup().config.bench.plan.workload);
    QVERIFY(!setup->config.bench.plan.trace);
    QCOMPARE(setup->config.bench.projectId, m_workspace->currentProject()->id);
    // The calibrated twin is on, as for llmcap-cli sweep; unchecked it is off (--no-twin).
    QVERIFY(panel.twinBox()->isChecked());
    QVERIFY(setup->twin);
    panel.twinBox()->setChecked(false);
    auto withoutTwin = panel.setup();
    QVERIFY(withoutTwin.ok());
    QVERIFY(!withoutTwin->twin);
    SweepSetup stored = *withoutTwin;
    stored.twin = true;
    panel.setSetup(stored);
    QVERIFY(panel.twinBox()->isChecked());
    // Valid once the session points it at the server it starts.
    SweepConfig c = setup->config;
    c.bench.target.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:1234"));
    QVERIFY2(SweepConfig::validate(c).ok(), qPrintable(SweepConfig::validate(c).error()));
    QCOMPARE(c.search.startRps, SweepSetupPanel::defaultSetup().config.search.startRps);
    QCOMPARE(c.maxStepS, SweepSetupPanel::defaultSetup().config.maxStepS);
    QCOMPARE(c.search.confirmConfidence,
             SweepSetupPanel::defaultSetup().config.search.confirmConfidence);
    QCOMPARE(c.search.confirmConfidence, 0.9);
    QCOMPARE(c.bench.scheduleLagBoundMs,
             SweepSetupPanel::defaultSetup().config.bench.scheduleLagBoundMs);
    QVERIFY(!panel.generalError()->hasError());
}

void TestSweepSetupPanel::badInputShowsBesideItsField_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected"); // part of the message beside the field
    QTest::newRow("bad URL") << QStringLiteral("url") << QStringLiteral("not valid");
    QTest::newRow("URL scheme") << QStringLiteral("scheme") << QStringLiteral("http://");
    QTest::newRow("empty model") << QStringLiteral("model") << QStringLiteral("model");
    QTest::newRow("key variable unset") << QStringLiteral("key") << QStringLiteral("not set");
    QTest::newRow("bad header") << QStringLiteral("header") << QStringLiteral("Name: value");
    QTest::newRow("CA bundle missing") << QStringLiteral("ca") << QStringLiteral("CA bundle");
    QTest::newRow("negative tolerance")
        << QStringLiteral("tolerance") << QStringLiteral("tolerance");
    QTest::newRow("min step > max step")
        << QStringLiteral("steps") << QStringLiteral("minimum step length");
    QTest::newRow("zero start rate") << QStringLiteral("start") << QStringLiteral("start rate");
    QTest::newRow("max below start") << QStringLiteral("max") << QStringLiteral("below the start");
    QTest::newRow("growth 1") << QStringLiteral("growth") << QStringLiteral("growth");
    QTest::newRow("repeats 0") << QStringLiteral("repeats") << QStringLiteral("repeats");
    QTest::newRow("repeats 2") << QStringLiteral("two repeats")
                               << QStringLiteral("one degree of freedom");
    QTest::newRow("reopenings 11")
        << QStringLiteral("reopenings") << QStringLiteral("reopened between 0 and 10");
    QTest::newRow("confidence 1") << QStringLiteral("confidence") << QStringLiteral("confidence");
    QTest::newRow("confirmation shorter than a step")
        << QStringLiteral("confirm short") << QStringLiteral("at least as long as a step (60 s)");
    QTest::newRow("negative confirmation")
        << QStringLiteral("confirm negative") << QStringLiteral("confirmation run lasts 0 s");
    QTest::newRow("confirmation confidence 0.3")
        << QStringLiteral("confirm confidence")
        << QStringLiteral("confidence is 0 (none) or between 0.5 and 1");
    QTest::newRow("negative cool-down")
        << QStringLiteral("cooldown") << QStringLiteral("cool-down");
    QTest::newRow("request window below the step")
        << QStringLiteral("request window") << QStringLiteral("for reaching the request minimum");
    QTest::newRow("bad token distribution")
        << QStringLiteral("distribution") << QStringLiteral("must not be below min");
    QTest::newRow("attainment > 100")
        << QStringLiteral("attainment") << QStringLiteral("attainment");
    QTest::newRow("serving not a number")
        << QStringLiteral("serving") << QStringLiteral("whole number");
    QTest::newRow("trace in a sweep") << QStringLiteral("trace") << QStringLiteral("trace");
}

void TestSweepSetupPanel::badInputShowsBesideItsField()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    SweepSetupPanel panel(*m_workspace);
    SweepTargetForm *t = panel.targetForm();
    SweepParametersForm *p = panel.parametersForm();
    const auto spin = [p](P f, double v) {
        if (auto *d = qobject_cast<QDoubleSpinBox *>(p->editor(f)))
            d->setValue(v);
        else
            qobject_cast<QSpinBox *>(p->editor(f))->setValue(int(v));
    };
    for (FieldErrorLabel *l : panel.findChildren<FieldErrorLabel *>())
        QVERIFY2(!l->hasError(), qPrintable(l->error())); // a fresh panel has none
    FieldErrorLabel *label = nullptr;
    if (input == QLatin1String("url")) {
        useEndpoint(panel, QStringLiteral("http://"), QStringLiteral("m"));
        label = t->urlError();
    } else if (input == QLatin1String("scheme")) {
        useEndpoint(panel, QStringLiteral("ftp://example.com/v1"), QStringLiteral("m"));
        label = t->urlError();
    } else if (input == QLatin1String("model")) {
        useEndpoint(panel, QStringLiteral("http://127.0.0.1:8000/v1"), QString());
        label = t->modelError();
    } else if (input == QLatin1String("key")) {
        useEndpoint(panel, QStringLiteral("http://127.0.0.1:8000/v1"), QStringLiteral("m"));
        qunsetenv("LLMCAP_TEST_NO_SUCH_KEY");
        t->setKeySource(SweepTargetForm::KeySource::Environment,
                        QStringLiteral("LLMCAP_TEST_NO_SUCH_KEY"));
        label = t->keyError();
    } else if (input == QLatin1String("header")) {
        useEndpoint(panel, QStringLiteral("http://127.0.0.1:8000/v1"), QStringLiteral("m"));
        t->headersEdit()->setPlainText(QStringLiteral("X-Ok: 1\nbroken header"));
        label = t->headersError();
    } else if (input == QLatin1String("ca")) {
        useEndpoint(panel, QStringLiteral("https://example.com/v1"), QStringLiteral("m"));
        t->caBundleEdit()->setText(m_dir->filePath(QStringLiteral("no-such-ca.pem")));
        label = t->caBundleError();
    } else if (input == QLatin1String("tolerance")) {
        spin(P::Tolerance, -0.1);
        label = p->errorLabel(P::Tolerance);
    } else if (input == QLatin1String("steps")) {
        spin(P::MinStep, 30);
        spin(P::MaxStep, 20);
        label = p->errorLabel(P::MaxStep);
    } else if (input == QLatin1String("start")) {
        spin(P::Start, 0);
        label = p->errorLabel(P::Start);
    } else if (input == QLatin1String("max")) {
        spin(P::Start, 50);
        spin(P::Max, 10);
        label = p->errorLabel(P::Max);
    } else if (input == QLatin1String("growth")) {
        spin(P::Growth, 1);
        label = p->errorLabel(P::Growth);
    } else if (input == QLatin1String("repeats")) {
        spin(P::Repeats, 0);
        label = p->errorLabel(P::Repeats);
    } else if (input == QLatin1String("two repeats")) {
        spin(P::Repeats, 2);
        label = p->errorLabel(P::Repeats);
    } else if (input == QLatin1String("reopenings")) {
        spin(P::Reopenings, 11);
        label = p->errorLabel(P::Reopenings);
    } else if (input == QLatin1String("confidence")) {
        spin(P::Confidence, 1);
        label = p->errorLabel(P::Confidence);
    } else if (input == QLatin1String("confirm short")) {
        spin(P::MaxStep, 60);
        spin(P::Confirm, 30);
        label = p->errorLabel(P::Confirm);
    } else if (input == QLatin1String("confirm negative")) {
        spin(P::Confirm, -1);
        label = p->errorLabel(P::Confirm);
    } else if (input == QLatin1String("confirm confidence")) {
        spin(P::ConfirmConfidence, 0.3);
        label = p->errorLabel(P::ConfirmConfidence);
    } else if (input == QLatin1String("cooldown")) {
        spin(P::Cooldown, -1);
        label = p->errorLabel(P::Cooldown);
    } else if (input == QLatin1String("request window")) {
        spin(P::MaxStepForRequests, 5); // below the 15 s maximum step
        label = p->errorLabel(P::MaxStepForRequests);
    } else if (input == QLatin1String("distribution")) {
        auto *model = panel.workloadEditor()->model();
        QVERIFY(model->setData(model->index(0, WorkloadClassTableModel::InputTokens),
                               QStringLiteral("uniform min=500 max=100")));
        label = panel.workloadEditor()->classesError();
    } else if (input == QLatin1String("attainment")) {
        panel.sloEditor()->attainmentBox(SloMetric::Ttft)->setValue(101);
        label = panel.sloEditor()->errorLabel(SloMetric::Ttft);
    } else if (input == QLatin1String("serving")) {
        auto *gpus =
            qobject_cast<QLineEdit *>(panel.servingForm()->editor(QStringLiteral("gpu_count")));
        QVERIFY(gpus);
        gpus->setText(QStringLiteral("two"));
        label = panel.servingForm()->errorLabel(QStringLiteral("gpu_count"));
    } else if (input == QLatin1String("trace")) {
        const QString path = m_dir->filePath(QStringLiteral("t.jsonl"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"timestamp\": 0.0, \"input_tokens\": 100, \"output_tokens\": 20}\n");
        f.close();
        panel.workloadEditor()->setReplaysTrace(true);
        panel.workloadEditor()->setTrace(path, 1.0);
        label = panel.workloadEditor()->traceError();
    }
    QVERIFY(label);
    auto setup = panel.setup();
    QVERIFY(!setup.ok());
    QVERIFY2(label->hasError(), qPrintable(setup.error()));
    QVERIFY2(label->error().contains(expected, Qt::CaseInsensitive), qPrintable(label->error()));
    QVERIFY(!label->isHidden());
    QVERIFY(label->field() == nullptr || label->field()->toolTip() == label->error());
    // It is the only field in error.
    const auto labels = panel.findChildren<FieldErrorLabel *>();
    for (FieldErrorLabel *other : labels)
        if (other != label)
            QVERIFY2(!other->hasError(), qPrintable(other->error()));
}

void TestSweepSetupPanel::externalEndpointSetup()
{
    SweepSetupPanel panel(*m_workspace);
    useEndpoint(panel, QStringLiteral("https://llm.example.com/v1"),
                QStringLiteral("llama-3.1-8b"));
    SweepTargetForm *t = panel.targetForm();
    t->apiBox()->setCurrentIndex(t->apiBox()->findData(QStringLiteral("completions")));
    qputenv("LLMCAP_TEST_SETUP_KEY", "sk-test-123");
    t->setKeySource(SweepTargetForm::KeySource::Environment,
                    QStringLiteral("LLMCAP_TEST_SETUP_KEY"));
    t->headersEdit()->setPlainText(QStringLiteral("X-Route: a\n\nX-Team:  infra "));
    t->verifyTlsBox()->setChecked(false);
    t->tenantEdit()->setText(QStringLiteral("acme"));
    auto setup = panel.setup();
    QVERIFY2(setup.ok(), qPrintable(setup.error()));
    QVERIFY(!setup->builtinServer);
    const EndpointTarget &target = setup->config.bench.target;
    QCOMPARE(target.baseUrl, QUrl(QStringLiteral("https://llm.example.com/v1")));
    QCOMPARE(target.api, EndpointTarget::Api::Completions);
    QCOMPARE(target.model, QStringLiteral("llama-3.1-8b"));
    QCOMPARE(target.apiKey, QStringLiteral("sk-test-123"));
    QCOMPARE(target.headers.size(), 2);
    QCOMPARE(target.headers.at(1), (std::pair{QStringLiteral("X-Team"), QStringLiteral("infra")}));
    QVERIFY(!target.verifyTls);
    QCOMPARE(target.tenant, QStringLiteral("acme"));
    // The key is read, handed over and not kept: a second set-up reads the variable again.
    qunsetenv("LLMCAP_TEST_SETUP_KEY");
    QVERIFY(!panel.setup().ok());
    QVERIFY(t->keyError()->hasError());
}

void TestSweepSetupPanel::fetchModelsProbesOffTheGuiThread()
{
    SimServerOptions options;
    options.service.preset = *SimPresetCatalog::builtin().find(QStringLiteral("tiny-cpu"));
    options.service.speed = 10;
    SimServer server(options);
    QVERIFY(server.start());

    SweepSetupPanel panel(*m_workspace);
    useEndpoint(panel, server.url().toString(), QString());
    SweepTargetForm *t = panel.targetForm();
    QSignalSpy done(t, &SweepTargetForm::fetchFinished);
    t->fetchButton()->click();
    QVERIFY(t->isFetching());
    QVERIFY(!t->fetchButton()->isEnabled());
    QVERIFY(done.wait(30'000));
    QCOMPARE(done.first().first().toBool(), true);
    QVERIFY(t->fetchButton()->isEnabled());
    QCOMPARE(t->modelBox()->currentText(), options.service.preset.servedModelName);
    QVERIFY(t->modelBox()->findText(options.service.preset.servedModelName) >= 0);
    // What the endpoint reveals fills the serving configuration.
    auto *runtime =
        qobject_cast<QLineEdit *>(panel.servingForm()->editor(QStringLiteral("runtime")));
    QVERIFY(runtime);
    QCOMPARE(runtime->text(), QStringLiteral("llmcap-sim"));
    auto setup = panel.setup();
    QVERIFY2(setup.ok(), qPrintable(setup.error()));
    QCOMPARE(setup->config.bench.serving.source(QStringLiteral("runtime")),
             ServingConfig::Source::Server);

    // An endpoint that is not there: the message goes beside the URL.
    panel.targetForm()->urlEdit()->setText(QStringLiteral("http://127.0.0.1:1/v1"));
    done.clear();
    t->fetchButton()->click();
    QVERIFY(done.wait(30'000));
    QCOMPARE(done.first().first().toBool(), false);
    QVERIFY(t->urlError()->hasError());
    // Issue 36: the "cannot reach" was about that URL; correcting it takes the message away.
    QTest::keyClick(t->urlEdit(), Qt::Key_End);
    QTest::keyClick(t->urlEdit(), Qt::Key_Backspace);
    QVERIFY(!t->urlError()->hasError());
    // An answer that arrives after the URL changed is about another URL: not shown.
    done.clear();
    t->fetchButton()->click();
    QVERIFY(t->isFetching());
    QTest::keyClicks(t->urlEdit(), QStringLiteral("1"));
    QVERIFY(done.wait(30'000));
    QCOMPARE(done.first().first().toBool(), false);
    QVERIFY2(!t->urlError()->hasError(), qPrintable(t->urlError()->error()));
}

void TestSweepSetupPanel::startsFromTheProjectsWorkloadAndSlo()
{
    Workload w = Workload::single(1000, 50);
    w.name = QStringLiteral("long prompts");
    Slo slo;
    slo.objectives = {{SloMetric::E2e, 9000, 90}};
    BenchInputRepository repo(*m_workspace->database());
    QVERIFY(repo.saveWorkload(m_workspace->currentProject()->id, w).ok());
    QVERIFY(repo.saveSlo(m_workspace->currentProject()->id, slo).ok());

    SweepSetupPanel panel(*m_workspace);
    auto setup = panel.setup();
    QVERIFY2(setup.ok(), qPrintable(setup.error()));
    QCOMPARE(setup->config.bench.plan.workload, w);
    QCOMPARE(*setup->config.bench.slo, slo);

    // Another project without inputs keeps what the panel had; one with inputs brings its own.
    auto other = m_workspace->createProject(QStringLiteral("Agents"));
    QVERIFY(other.ok());
    Slo agents;
    agents.objectives = {{SloMetric::Ttft, 3000, 90}};
    QVERIFY(repo.saveSlo(other->id, agents).ok());
    QVERIFY(m_workspace->openProject(other->id).ok());
    auto switched = panel.setup();
    QVERIFY(switched.ok());
    QCOMPARE(*switched->config.bench.slo, agents);
    QCOMPARE(switched->config.bench.projectId, other->id);
}

// Issue 22: a project with a sizing request sweeps what the request asks for, not the generic
// chat on tiny-cpu, unless its Workload page saved a workload and SLO of its own.
void TestSweepSetupPanel::startsFromTheSizingRequest()
{
    auto demo = DemoProject::create(*m_workspace->database());
    QVERIFY2(demo.ok(), qPrintable(demo.error()));
    QVERIFY(m_workspace->openProject(*demo).ok());
    const auto demoInput = DemoProject::input();
    QVERIFY(demoInput.ok());
    const auto request = SizingSweep::from(demoInput->request, demoInput->baseDir,
                                           demoInput->deployment.maxModelLen);
    QVERIFY(request.ok());

    SweepSetupPanel panel(*m_workspace);
    auto setup = panel.setup();
    QVERIFY2(setup.ok(), qPrintable(setup.error()));
    QCOMPARE(setup->config.bench.plan.workload, request->workload);
    QCOMPARE(*setup->config.bench.slo, request->slo);
    QCOMPARE(setup->config.bench.slo->objective(SloMetric::Ttft)->thresholdMs, 800.0);
    QCOMPARE(setup->simPreset, QStringLiteral("llama-3.1-8b-h100"));
    QVERIFY(setup->builtinServer);

    // What the Workload page saves for the project wins over the request.
    Slo own;
    own.objectives = {{SloMetric::Ttft, 1500, 90}};
    QVERIFY(BenchInputRepository(*m_workspace->database()).saveSlo(*demo, own).ok());
    SweepSetupPanel saved(*m_workspace);
    auto withSaved = saved.setup();
    QVERIFY(withSaved.ok());
    QCOMPARE(*withSaved->config.bench.slo, own);
    QCOMPARE(withSaved->config.bench.plan.workload, request->workload);
}

void TestSweepSetupPanel::setSetupShowsTheValues()
{
    SweepSetupPanel panel(*m_workspace);
    SweepSetup s = SweepSetupPanel::defaultSetup();
    s.builtinServer = false;
    s.config.bench.target.baseUrl = QUrl(QStringLiteral("http://10.0.0.5:8000/v1"));
    s.config.bench.target.model = QStringLiteral("qwen");
    s.config.search.tolerance = 0.02;
    s.config.maxStepS = 90;
    s.config.maxStepRequestsS = 450;
    s.config.search.confirmS = 180;
    s.config.search.confirmConfidence = 0.95;
    s.config.search.maxReopenings = 4;
    s.config.name = QStringLiteral("nightly");
    s.config.bench.serving.set(QStringLiteral("gpu_type"), QStringLiteral("H100"));
    s.config.bench.requestTimeoutMs = 120'000;
    s.config.bench.connectTimeoutMs = 2'500;
    s.config.bench.firstByteTimeoutMs = 30'000;
    s.config.bench.idleTimeoutMs = 0;
    s.config.bench.drainTimeoutMs = 15'000;
    QSignalSpy changed(&panel, &SweepSetupPanel::changed);
    panel.setSetup(s);
    QVERIFY(changed.count() >= 1);
    auto back = panel.setup();
    QVERIFY2(back.ok(), qPrintable(back.error()));
    QVERIFY(!back->builtinServer);
    QCOMPARE(back->config.bench.target.baseUrl, s.config.bench.target.baseUrl);
    QCOMPARE(back->config.bench.target.model, QStringLiteral("qwen"));
    QCOMPARE(back->config.search.tolerance, 0.02);
    // Issue 36: a share of the rate reads as a percentage, not "0.020".
    QCOMPARE(qobject_cast<QDoubleSpinBox *>(panel.parametersForm()->editor(P::Tolerance))->text(),
             QLocale().toString(2.0, 'f', 1) + QStringLiteral(" %"));
    QCOMPARE(back->config.maxStepS, 90.0);
    QCOMPARE(back->config.maxStepRequestsS, 450.0);
    QCOMPARE(back->config.search.confirmS, 180.0);
    QCOMPARE(back->config.search.confirmConfidence, 0.95);
    // Stored with the sweep's configuration, as a resume reads it back.
    QCOMPARE(SweepConfig::fromJson(back->config.toJson())->search.confirmConfidence, 0.95);
    QCOMPARE(back->config.search.maxReopenings, 4);
    QCOMPARE(back->config.name, QStringLiteral("nightly"));
    QCOMPARE(back->config.bench.serving.text(QStringLiteral("gpu_type")), QStringLiteral("H100"));
    QCOMPARE(back->config.bench.requestTimeoutMs, 120'000);
    QCOMPARE(back->config.bench.connectTimeoutMs, 2'500);
    QCOMPARE(back->config.bench.firstByteTimeoutMs, 30'000);
    QCOMPARE(back->config.bench.idleTimeoutMs, 0);
    QCOMPARE(back->config.bench.drainTimeoutMs, 15'000);
    // "none" for an idle time-out of 0, "the request time-out" for a first byte of 0.
    using T = SweepTargetForm::Timeout;
    QCOMPARE(panel.targetForm()->timeoutBox(T::Idle)->text(), QStringLiteral("none"));
    panel.targetForm()->timeoutBox(T::FirstByte)->setValue(0);
    QCOMPARE(panel.targetForm()->timeoutBox(T::FirstByte)->text(),
             QStringLiteral("the request time-out"));
}

// The time-outs typed in the form reach the sweep's configuration, for the built-in server as
// for an endpoint, and are stored with it (a resume reads them back).
void TestSweepSetupPanel::timeoutsReachTheSweep()
{
    SweepSetupPanel panel(*m_workspace);
    auto defaults = panel.setup();
    QVERIFY2(defaults.ok(), qPrintable(defaults.error()));
    // The sweep's defaults (SweepDefaults: a 60 s request, a 10 s drain), as llmcap-cli sweep.
    const BenchConfig &expected = SweepSetupPanel::defaultSetup().config.bench;
    QCOMPARE(defaults->config.bench.requestTimeoutMs, expected.requestTimeoutMs);
    QCOMPARE(defaults->config.bench.drainTimeoutMs, expected.drainTimeoutMs);
    QCOMPARE(defaults->config.bench.idleTimeoutMs, expected.idleTimeoutMs);
    using T = SweepTargetForm::Timeout;
    SweepTargetForm *form = panel.targetForm();
    QSignalSpy changed(&panel, &SweepSetupPanel::changed);
    form->timeoutBox(T::Request)->setValue(90);
    form->timeoutBox(T::Connect)->setValue(1.5);
    form->timeoutBox(T::FirstByte)->setValue(20);
    form->timeoutBox(T::Idle)->setValue(7.5);
    form->timeoutBox(T::Drain)->setValue(12);
    QVERIFY(changed.count() >= 5);
    for (bool builtin : {true, false}) {
        if (!builtin)
            useEndpoint(panel, QStringLiteral("http://127.0.0.1:8000"), QStringLiteral("m"));
        auto setup = panel.setup();
        QVERIFY2(setup.ok(), qPrintable(setup.error()));
        const BenchConfig &b = setup->config.bench;
        QCOMPARE(b.requestTimeoutMs, 90'000);
        QCOMPARE(b.connectTimeoutMs, 1'500);
        QCOMPARE(b.firstByteTimeoutMs, 20'000);
        QCOMPARE(b.idleTimeoutMs, 7'500);
        QCOMPARE(b.drainTimeoutMs, 12'000);
        const auto stored = SweepConfig::fromJson(setup->config.toJson());
        QVERIFY(stored.ok());
        QCOMPARE(stored->bench.idleTimeoutMs, 7'500);
        QCOMPARE(stored->bench.firstByteTimeoutMs, 20'000);
    }
}

void TestSweepSetupPanel::tabOrderWalksTheSections()
{
    SweepSetupPanel panel(*m_workspace);
    panel.resize(1400, 1000);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.activateWindow();
    panel.targetForm()->firstField()->setFocus();
    QVERIFY(QTest::qWaitFor([&] { return QApplication::focusWidget() != nullptr; }));
    const QList<QGroupBox *> sections = panel.sections();
    QList<int> visited;
    QWidget *start = QApplication::focusWidget();
    for (int i = 0; i < 300; ++i) {
        QWidget *w = QApplication::focusWidget();
        int section = -1;
        for (int s = 0; s < sections.size(); ++s)
            if (sections.at(s)->isAncestorOf(w))
                section = s;
        if (section >= 0 && (visited.isEmpty() || visited.last() != section))
            visited.append(section);
        QTest::keyClick(w, Qt::Key_Tab);
        if (QApplication::focusWidget() == start)
            break;
    }
    // Target, sweep parameters, workload, SLO, serving configuration, each once, in order.
    QCOMPARE(visited, (QList<int>{0, 1, 2, 3, 4}));
}

// Issue 36, item 7: at the main window's default size the set-up was wider than its page (a
// horizontal scroll bar, the sweep parameters cut at the right, worse in German): too narrow
// for both columns, the sections stack in one, and nothing scrolls sideways.
void TestSweepSetupPanel::narrowWidthStacksTheSections()
{
    SweepSetupPanel panel(*m_workspace);
    panel.resize(2000, 900);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTRY_VERIFY(panel.twoColumns());
    const QList<QGroupBox *> sections = panel.sections();
    QCOMPARE(sections.at(0)->y(), sections.at(1)->y()); // target beside the sweep parameters

    panel.resize(930, 700); // the page's width in the default 1180 x 760 window
    QTRY_VERIFY(!panel.twoColumns());
    QTRY_COMPARE(panel.scrollArea()->horizontalScrollBar()->maximum(), 0);
    for (qsizetype i = 1; i < sections.size(); ++i)
        QVERIFY(sections.at(i)->y() > sections.at(i - 1)->y()); // one under the other
    // The stacked order keeps the tab order's: target, parameters, workload, SLO, serving.
    panel.resize(2000, 900);
    QTRY_VERIFY(panel.twoColumns());
}

void TestSweepSetupPanel::screenshot()
{
    SweepSetupPanel panel(*m_workspace);
    // Tall enough to show every section without scrolling.
    const QWidget *content = panel.findChild<QScrollArea *>()->widget();
    panel.resize(1400, content->sizeHint().height() + 8);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    // One error on show, so the picture has the red text beside a field too.
    panel.parametersForm()->editor(P::Tolerance)->setProperty("value", -0.05);
    QVERIFY(!panel.setup().ok());
    const QImage image = test::saveScreenshot(panel, QStringLiteral("benchmark-setup"));
    QVERIFY(test::distinctColours(image) > 20);

    // The endpoint form, with the errors a hasty user meets.
    useEndpoint(panel, QStringLiteral("localhost:8000"), QString());
    panel.targetForm()->setKeySource(SweepTargetForm::KeySource::Environment,
                                     QStringLiteral("LLMCAP_TEST_NO_SUCH_KEY"));
    panel.targetForm()->headersEdit()->setPlainText(QStringLiteral("X-Route: canary"));
    QVERIFY(!panel.setup().ok());
    QVERIFY(panel.targetForm()->urlError()->hasError());
    const QImage endpoint = test::saveScreenshot(panel, QStringLiteral("benchmark-setup-endpoint"));
    QVERIFY(test::distinctColours(endpoint) > 20);
}

// A workload file with a run class opens unchanged, and the rates then say runs/s (issue 18).
void TestSweepSetupPanel::runClassesCountRunsPerSecond()
{
    SweepSetupPanel panel(*m_workspace);
    auto *start = qobject_cast<QDoubleSpinBox *>(panel.parametersForm()->editor(P::Start));
    auto *max = qobject_cast<QDoubleSpinBox *>(panel.parametersForm()->editor(P::Max));
    QCOMPARE(start->suffix(), QStringLiteral(" req/s"));
    QVERIFY(!panel.parametersForm()->runRates());

    const QString file = QStringLiteral(LLMCAP_SOURCE_DIR "/examples/workloads/coding-agent.yaml");
    const auto expected = Workload::load(file);
    QVERIFY2(expected.ok(), qPrintable(expected.error()));
    QVERIFY(expected->hasRunClasses());
    QVERIFY2(panel.workloadEditor()->loadFile(file).ok(), "coding-agent.yaml does not load");
    QCOMPARE(start->suffix(), QStringLiteral(" runs/s"));
    QCOMPARE(max->suffix(), QStringLiteral(" runs/s"));
    QVERIFY(start->toolTip().contains(QStringLiteral("run class")));
    // The default start rate follows the unit as llmcap-cli sweep derives it: the calls/s
    // default over the calls a run is expected to bring (about 10 for the coding agent).
    const SweepConfig defaults = SweepDefaults::config();
    SweepConfig agent = defaults;
    agent.bench.plan.workload = *expected;
    const double callsPerRun = agent.expectedCallsPerArrival();
    QVERIFY2(callsPerRun > 9, qPrintable(QString::number(callsPerRun)));
    QCOMPARE(start->value(), std::round(100 * defaults.search.startRps / callsPerRun) / 100);

    // The set-up sends the class's runs as the file defines them, from that start; its
    // minimum rate is the calls/s one over the calls per run too, as the CLI's.
    auto setup = panel.setup();
    QVERIFY2(setup.ok(), qPrintable(setup.error()));
    QVERIFY(setup->config.bench.plan.sendsRuns());
    QCOMPARE(setup->config.bench.plan.workload.classes.size(), 1);
    QCOMPARE(setup->config.bench.plan.workload.classes.at(0).run, expected->classes.at(0).run);
    QCOMPARE(setup->config.search.startRps, start->value());
    QCOMPARE(setup->config.search.minRps, defaults.search.minRps / callsPerRun);

    // Back to plain requests: the calls/s default again.
    panel.workloadEditor()->setWorkload(Workload::single(128, 64));
    Q_EMIT panel.workloadEditor()->changed();
    QCOMPARE(start->suffix(), QStringLiteral(" req/s"));
    QCOMPARE(start->value(), defaults.search.startRps);
    setup = panel.setup();
    QVERIFY2(setup.ok(), qPrintable(setup.error()));
    QCOMPARE(setup->config.search.minRps, defaults.search.minRps);

    // A start rate typed in is the user's: the unit changes, the number stays.
    start->setValue(2.5);
    QVERIFY(panel.workloadEditor()->loadFile(file).ok());
    QCOMPARE(start->suffix(), QStringLiteral(" runs/s"));
    QCOMPARE(start->value(), 2.5);
}

QTEST_MAIN(TestSweepSetupPanel)
#include "tst_sweepsetuppanel.moc"
