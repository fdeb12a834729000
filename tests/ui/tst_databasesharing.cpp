// Issue 22's blocker, as a team meets it: the GUI open while an engineer runs llmcap-cli on
// the same database. An export dialog opened in the database's folder dropped the GUI's SQLite
// locks; the CLI then deleted the write-ahead log under it, and the file ended as "not a
// database". Here the GUI (offscreen) and the CLI share one file with dialogs opened, sweeps
// stored and plans saved from both sides; and a GUI killed mid-sweep keeps its steps.
#include "FastSweepSetup.h"
#include "GuiTestSupport.h"
#include "MainWindow.h"
#include "ProcessLocks.h"
#include "pages/BenchmarkPage.h"
#include "plan/CapacityPlanner.h"
#include "plan/DemoProject.h"
#include "plan/PlanRepository.h"
#include "plan/SizingSession.h"
#include "project/Workspace.h"
#include "settings/Settings.h"
#include "storage/Database.h"
#include "storage/DatabaseHolders.h"
#include "storage/RunRepository.h"
#include "storage/SqlStatement.h"
#include "sweep/SweepDefaults.h"
#include "sweep/SweepRepository.h"
#include "widgets/FileDialogs.h"
#include "workflow/SweepSession.h"

#include <QAbstractProxyModel>
#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>

#include <csignal>
#include <functional>

using namespace llmcap;

namespace {

constexpr int kBenchmarkPage = 4;
constexpr int kReportsPage = 7;
constexpr char kChildDbVariable[] = "LLMCAP_SHARING_CHILD_DB";

SweepSetup fastSetup(const QString &name)
{
    return test::fastSweepSetup(name);
}

QString integrity(const QString &path)
{
    auto db = Database::open(path);
    if (!db)
        return db.error();
    SqlStatement check((*db)->handle(), "PRAGMA integrity_check");
    return check.step() == SqlStatement::Step::Row ? check.text(0) : check.error();
}

qint64 count(const QString &path, const char *sql)
{
    auto db = Database::open(path);
    if (!db)
        return -1;
    SqlStatement q((*db)->handle(), sql);
    return q.step() == SqlStatement::Step::Row ? q.int64(0) : -1;
}

// The names the file dialog lists for folder (through its proxy: what the user sees).
QStringList listedNames(QFileDialog &dialog, const QString &folder)
{
    auto *files = dialog.findChild<QFileSystemModel *>();
    if (!files)
        return {};
    QAbstractProxyModel *proxy = dialog.proxyModel();
    const QAbstractItemModel *shown = proxy ? static_cast<QAbstractItemModel *>(proxy) : files;
    const QModelIndex dir =
        proxy ? proxy->mapFromSource(files->index(folder)) : files->index(folder);
    QStringList names;
    for (int row = 0; row < shown->rowCount(dir); ++row)
        names.append(shown->index(row, 0, dir).data().toString());
    return names;
}

// Runs open, which opens a modal file dialog; lets the dialog list the folder and read what it
// reads of each file for a while, records what it lists, then presses Escape.
QStringList openAndEscape(const std::function<void()> &open, const QString &folder)
{
    QStringList listed;
    QElapsedTimer shown;
    QTimer poll;
    poll.setInterval(100);
    QObject::connect(&poll, &QTimer::timeout, &poll, [&] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        if (!shown.isValid())
            shown.start();
        if (shown.elapsed() < 2000) // the file system model fetches icons and types on a thread
            return;
        listed = listedNames(*dialog, folder);
        QTest::keyClick(dialog, Qt::Key_Escape);
    });
    poll.start();
    open(); // returns when the dialog closed
    poll.stop();
    return listed;
}

QStringList clickAndEscape(QPushButton *button, const QString &folder)
{
    return openAndEscape([button] { QTest::mouseClick(button, Qt::LeftButton); }, folder);
}

} // namespace

class TestDatabaseSharing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void exportDialogKeepsTheLocks();
    void guiAndCliShareTheDatabase();
    void guiKilledMidSweepKeepsItsSteps();
    void sweepChild(); // the GUI that guiKilledMidSweepKeepsItsSteps kills; skipped otherwise
};

void TestDatabaseSharing::initTestCase()
{
    test::setUpGuiTest();
}

// The reproduction's first half: the working directory in the database's folder, an export
// dialog opened and escaped. The GUI keeps its locks, and the dialog lists neither the
// database nor the files beside it.
void TestDatabaseSharing::exportDialogKeepsTheLocks()
{
    if (qEnvironmentVariableIsSet(kChildDbVariable))
        QSKIP("child process");
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("x.db"));
    {
        QFile notes(dir.filePath(QStringLiteral("notes.md")));
        QVERIFY(notes.open(QIODevice::WriteOnly));
        notes.write("# not a database\n");
        QFile other(dir.filePath(QStringLiteral("other.db")));
        QVERIFY(other.open(QIODevice::WriteOnly));
    }
    const QString cwd = QDir::currentPath();
    QVERIFY(QDir::setCurrent(dir.path()));
    auto restoreCwd = qScopeGuard([&] { QDir::setCurrent(cwd); });

    Workspace workspace;
    QVERIFY(workspace.openDatabase(db).ok());
    QVERIFY(DemoProject::openDefault(workspace, 0).ok());
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    MainWindow w(workspace, settings);
    w.show();
    QVERIFY(test::posixLocksHeldHere(db) > 0);
    QVERIFY(test::posixLocksHeldHere(db + QStringLiteral("-shm")) > 0);

    // File > Open Database File: a dialog that lists *.db files, in the database's folder.
    QAction *openDatabase = nullptr;
    for (QAction *a : w.findChildren<QAction *>())
        if (a->text() == QStringLiteral("Open &Database File..."))
            openDatabase = a;
    QVERIFY(openDatabase);
    QStringList listed = openAndEscape([openDatabase] { openDatabase->trigger(); }, dir.path());
    QVERIFY2(test::posixLocksHeldHere(db) > 0, "the dialog dropped the database's locks");
    QVERIFY(test::posixLocksHeldHere(db + QStringLiteral("-shm")) > 0);
    QVERIFY2(listed.contains(QStringLiteral("other.db")), qPrintable(listed.join(u',')));
    QVERIFY2(!listed.contains(QStringLiteral("x.db")), qPrintable(listed.join(u',')));

    // Reports > Questionnaire (Markdown): the reproduction's own dialog.
    w.showPage(kReportsPage);
    auto *button = w.findChild<QPushButton *>(QStringLiteral("export_questionnaire-md"));
    QVERIFY(button);
    listed = clickAndEscape(button, dir.path());
    QVERIFY2(listed.contains(QStringLiteral("notes.md")), qPrintable(listed.join(u',')));
    QVERIFY2(test::posixLocksHeldHere(db) > 0, "the dialog dropped the database's locks");
    QVERIFY(test::posixLocksHeldHere(db + QStringLiteral("-shm")) > 0);

    // Typing the database's name is refused.
    QVERIFY(!FileDialogs::refusal(db).isEmpty());
    QVERIFY(!FileDialogs::refusal(db + QStringLiteral("-wal")).isEmpty());
    QVERIFY(FileDialogs::refusal(dir.filePath(QStringLiteral("plan.pdf"))).isEmpty());
}

// The GUI and the CLI at once: the CLI's demo (a sweep, a plan, reports) runs while the GUI
// sweeps, saves plans and opens an export dialog in the database's folder. Every row of both
// sides is there afterwards, and the file is sound.
void TestDatabaseSharing::guiAndCliShareTheDatabase()
{
    if (qEnvironmentVariableIsSet(kChildDbVariable))
        QSKIP("child process");
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("team.sqlite"));
    const QString cwd = QDir::currentPath();
    QVERIFY(QDir::setCurrent(dir.path()));
    auto restoreCwd = qScopeGuard([&] { QDir::setCurrent(cwd); });

    auto workspace = std::make_unique<Workspace>();
    QVERIFY(workspace->openDatabase(db).ok());
    QVERIFY(DemoProject::openDefault(*workspace, 0).ok());
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    auto window = std::make_unique<MainWindow>(*workspace, settings);
    window->show();

    QProcess cli;
    cli.setProcessChannelMode(QProcess::MergedChannels);
    cli.start(QStringLiteral(LLMCAP_CLI_PATH),
              {QStringLiteral("--db"), db, QStringLiteral("demo"), QStringLiteral("--quick"),
               QStringLiteral("--out"), dir.filePath(QStringLiteral("demo-out"))});
    QVERIFY(cli.waitForStarted());

    // The GUI sees the CLI and names it.
    auto *shared = window->findChild<QLabel *>(QStringLiteral("sharedDatabaseLabel"));
    QVERIFY(shared);
    QTRY_VERIFY_WITH_TIMEOUT(shared->text().contains(QStringLiteral("llmcap-cli")), 10000);

    // Meanwhile the GUI sweeps ...
    window->showPage(kBenchmarkPage);
    auto *page = qobject_cast<BenchmarkPage *>(window->page(kBenchmarkPage));
    QVERIFY(page);
    page->setSetup(fastSetup(QStringLiteral("gui sweep")));
    QVERIFY(page->start());
    SweepSession *session = page->session();
    QSignalSpy steps(session, &SweepSession::stepFinished);
    QSignalSpy ended(session, &SweepSession::finished);
    QSignalSpy failed(session, &SweepSession::failed);

    // ... saves plans, and opens an export dialog in the database's folder.
    int guiPlans = 0;
    const qint64 projectId = workspace->currentProject()->id;
    SizingSession sizing(*workspace);
    const CapacityPlan plan = CapacityPlanner::plan(sizing.input());
    QElapsedTimer clock;
    clock.start();
    bool dialogOpened = false;
    while (clock.elapsed() < 240000 &&
           (cli.state() == QProcess::Running || (ended.isEmpty() && failed.isEmpty()))) {
        auto saved =
            PlanRepository(*workspace->database()).savePlan(projectId, sizing.input(), plan);
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        ++guiPlans;
        if (!dialogOpened && steps.size() >= 1) {
            window->showPage(kReportsPage);
            clickAndEscape(
                window->findChild<QPushButton *>(QStringLiteral("export_questionnaire-md")),
                dir.path());
            QVERIFY(test::posixLocksHeldHere(db) > 0);
            window->showPage(kBenchmarkPage);
            dialogOpened = true;
        }
        QTest::qWait(400);
    }
    QVERIFY(dialogOpened);
    QVERIFY2(cli.state() == QProcess::NotRunning, "the CLI's demo did not end in 4 minutes");
    const QByteArray cliOut = cli.readAll();
    QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0, cliOut.constData());
    QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
    QVERIFY(!ended.isEmpty());
    const qint64 guiSweep = session->sweepId();
    const qint64 guiSteps = steps.size();
    QVERIFY(guiSteps >= 2);

    // The CLI has gone; the GUI still holds the file and its log, with its locks.
    QTRY_VERIFY_WITH_TIMEOUT(shared->text().isEmpty(), 8000);
    QVERIFY(QFile::exists(db + QStringLiteral("-wal")));
    QVERIFY(test::posixLocksHeldHere(db) > 0);
    // A plan saved in the GUI is visible to another process at once (it was not, until the
    // GUI quit, while the GUI wrote to a deleted log).
    auto last = PlanRepository(*workspace->database()).savePlan(projectId, sizing.input(), plan);
    QVERIFY(last.ok());
    ++guiPlans;
    QProcess results;
    results.start(QStringLiteral(LLMCAP_CLI_PATH),
                  {QStringLiteral("--db"), db, QStringLiteral("info")});
    QVERIFY(results.waitForFinished(30000));
    QCOMPARE(results.exitCode(), 0);
    QVERIFY(results.readAllStandardOutput().contains("also open in:"));
    QCOMPARE(count(db, "SELECT MAX(id) FROM plans"), *last);

    window.reset();
    workspace.reset();
    QCOMPARE(integrity(db), QStringLiteral("ok"));
    // Every row of both sides: the GUI's plans and the CLI's one, both sweeps with every step.
    QCOMPARE(count(db, "SELECT COUNT(*) FROM plans"), qint64(guiPlans + 1));
    QCOMPARE(count(db, "SELECT COUNT(*) FROM sweeps"), qint64(2));
    const QByteArray id = QByteArray::number(guiSweep);
    const QByteArray guiStepsSql = "SELECT COUNT(*) FROM sweep_steps WHERE sweep_id = " + id;
    QCOMPARE(count(db, guiStepsSql.constData()), guiSteps);
    const QByteArray cliStepsSql = "SELECT COUNT(*) FROM sweep_steps WHERE sweep_id <> " + id;
    QVERIFY(count(db, cliStepsSql.constData()) >= 2);
    QCOMPARE(count(db, "SELECT COUNT(*) FROM sweeps WHERE status <> 'completed'"), qint64(0));
    QCOMPARE(count(db, "SELECT COUNT(*) FROM runs WHERE status = 'running'"), qint64(0));
}

// A GUI that vanishes mid-sweep (SIGKILL: a crash, the machine's OOM killer) keeps every step
// it had stored; the step it was running is marked interrupted on the next open, and the file
// is sound.
void TestDatabaseSharing::guiKilledMidSweepKeepsItsSteps()
{
    if (qEnvironmentVariableIsSet(kChildDbVariable))
        QSKIP("child process");
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("crash.sqlite"));
    QProcess gui;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(kChildDbVariable), db);
    gui.setProcessEnvironment(env);
    gui.setProcessChannelMode(QProcess::MergedChannels);
    gui.start(QCoreApplication::applicationFilePath(), {QStringLiteral("sweepChild")});
    QVERIFY(gui.waitForStarted());

    // Kill it once it has stored two steps, while it measures the third.
    qint64 storedBefore = 0;
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 120000 && gui.state() == QProcess::Running) {
        QTest::qWait(200);
        if (QFile::exists(db))
            storedBefore = count(db, "SELECT COUNT(*) FROM sweep_steps");
        if (storedBefore >= 2)
            break;
    }
    QVERIFY2(storedBefore >= 2, gui.readAll().constData());
    QTest::qWait(300);
    ::kill(pid_t(gui.processId()), SIGKILL);
    QVERIFY(gui.waitForFinished(5000));
    QCOMPARE(gui.exitStatus(), QProcess::CrashExit);

    QCOMPARE(integrity(db), QStringLiteral("ok"));
    const qint64 stored = count(db, "SELECT COUNT(*) FROM sweep_steps");
    QVERIFY(stored >= storedBefore);
    // Every stored step has its run, with its requests.
    QCOMPARE(count(db, "SELECT COUNT(*) FROM sweep_steps s JOIN runs r ON r.id = s.run_id"),
             stored);
    QVERIFY(count(db, "SELECT COUNT(*) FROM run_requests") > 0);
    // The run in progress was marked interrupted (by the first open above); none is left
    // `running` for good.
    QCOMPARE(count(db, "SELECT COUNT(*) FROM runs WHERE status = 'running'"), qint64(0));
    QVERIFY(count(db, "SELECT COUNT(*) FROM runs WHERE status = 'interrupted'") >= 1);
    // The sweep can be resumed: no other process holds it.
    auto database = Database::open(db);
    QVERIFY(database.ok());
    const auto sweeps = SweepRepository(**database).list();
    QVERIFY(sweeps.ok());
    QCOMPARE(sweeps->size(), 1);
    QVERIFY(SweepController::runningElsewhere(db, sweeps->first().id).isEmpty());
    QCOMPARE(sweeps->first().stepCount, int(stored));
}

void TestDatabaseSharing::sweepChild()
{
    const QString db = qEnvironmentVariable(kChildDbVariable);
    if (db.isEmpty())
        QSKIP("runs only as the child of guiKilledMidSweepKeepsItsSteps");
    QTemporaryDir dir;
    Workspace workspace;
    QVERIFY(workspace.openDatabase(db).ok());
    QVERIFY(DemoProject::openDefault(workspace, 0).ok());
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    MainWindow w(workspace, settings);
    w.show();
    w.showPage(kBenchmarkPage);
    auto *page = qobject_cast<BenchmarkPage *>(w.page(kBenchmarkPage));
    QVERIFY(page);
    SweepSetup setup = fastSetup(QStringLiteral("killed"));
    setup.config.search.tolerance = 0.05; // many steps: it is killed long before the end
    page->setSetup(setup);
    QVERIFY(page->start());
    QTest::qWait(180000); // until the parent kills this process
    QFAIL("the parent did not kill this process");
}

QTEST_MAIN(TestDatabaseSharing)
#include "tst_databasesharing.moc"
