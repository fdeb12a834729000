#include "FirstStepsStrip.h"
#include "GuiTestSupport.h"
#include "HelpMenu.h"
#include "MainWindow.h"
#include "ProjectProgressWatcher.h"
#include "WorkflowSidebar.h"
#include "i18n/Translations.h"
#include "pages/WorkflowPage.h"
#include "plan/DemoProject.h"
#include "project/Workspace.h"
#include "settings/RecentProjects.h"
#include "settings/Settings.h"
#include "storage/Database.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDesktopServices>
#include <QFileInfo>
#include <QGroupBox>
#include <QLabel>
#include <QMenuBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUrl>

namespace {

// Stands in for the desktop's file viewer: records what Help asked it to open.
class UrlRecorder : public QObject
{
    Q_OBJECT

public:
    QList<QUrl> urls;

public Q_SLOTS:
    void open(const QUrl &url) { urls.append(url); }
};

// The letter after a single "&" of text, lower case; none for "&&" or no mnemonic.
QChar mnemonicOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return {};
}

// The Alt+letter shortcuts the visible widgets of root register: buttons, labels with a buddy,
// group boxes and tab bars, each with what it is.
QMultiMap<QChar, QString> visibleMnemonics(QWidget *root)
{
    QMultiMap<QChar, QString> found;
    auto add = [&found](const QString &text) {
        if (const QChar c = mnemonicOf(text); !c.isNull())
            found.insert(c, text);
    };
    for (QAbstractButton *b : root->findChildren<QAbstractButton *>())
        if (b->isVisible())
            add(b->text());
    for (QLabel *l : root->findChildren<QLabel *>())
        if (l->isVisible() && l->buddy())
            add(l->text());
    for (QGroupBox *g : root->findChildren<QGroupBox *>())
        if (g->isVisible())
            add(g->title());
    for (QTabBar *t : root->findChildren<QTabBar *>())
        if (t->isVisible())
            for (int i = 0; i < t->count(); ++i)
                add(t->tabText(i));
    return found;
}

} // namespace

using namespace llmcap;

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void sidebarListsTheWorkflow();
    void screenshotShowsWindowWithSidebar();
    void keyboardReachesEveryPage();
    void menusHaveMnemonicsAndShortcuts();
    void windowStateIsRestored();
    void remembersRecentProjects();
    void germanMainWindowShowsGermanLabels();
    void firstStepsShowTheLoopWithTicks();
    void ticksFollowWhatIsStored();
    void firstStepClickOpensItsPage();
    void firstStepsCloseIsRememberedAndHelpReopens();
    void backReturnsToThePreviousPageAndTab();
    void altFOpensTheFileMenu();
    void noPageMnemonicClashesWithTheMenus();
    void helpOpensTheDocsFromDisk();
    void screenshotsOfTheFirstSteps();

private:
    void openDemoProject();

    QTemporaryDir *m_dir = nullptr;
    Workspace *m_workspace = nullptr;
    Settings *m_settings = nullptr;
};

void TestMainWindow::initTestCase()
{
    test::setUpGuiTest();
}

void TestMainWindow::init()
{
    m_dir = new QTemporaryDir;
    m_workspace = new Workspace;
    QVERIFY(m_workspace->openDatabase(m_dir->filePath(QStringLiteral("gui.sqlite"))).ok());
    QVERIFY(m_workspace->openDefaultProject(0, QStringLiteral("Demo project")).ok());
    m_settings = new Settings(m_dir->filePath(QStringLiteral("gui.ini")));
}

void TestMainWindow::cleanup()
{
    delete m_settings;
    delete m_workspace;
    delete m_dir;
}

void TestMainWindow::sidebarListsTheWorkflow()
{
    MainWindow w(*m_workspace, *m_settings);
    const QStringList expected = {"Sizing request", "Serving config", "Telemetry",
                                  "Workload",       "Benchmark",      "Results",
                                  "Plan",           "Validate",       "Reports"};
    QCOMPARE(w.pageCount(), expected.size());
    QCOMPARE(w.sidebar()->count(), expected.size());
    for (int i = 0; i < expected.size(); ++i) {
        QCOMPARE(w.sidebar()->item(i)->text(), expected.at(i));
        QCOMPARE(w.page(i)->title(), expected.at(i));
        QVERIFY(!w.sidebar()->item(i)->icon().isNull());
    }
    QCOMPARE(w.windowTitle(), QStringLiteral("Demo project - llmcap"));
}

void TestMainWindow::screenshotShowsWindowWithSidebar()
{
    MainWindow w(*m_workspace, *m_settings);
    w.resize(1100, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QImage shot = test::saveScreenshot(w, QStringLiteral("mainwindow"));
    QCOMPARE(shot.size(), QSize(1100, 700) * w.devicePixelRatio());
    QVERIFY(test::distinctColours(shot) > 20);
    QVERIFY(QFileInfo::exists(test::screenshotDir() + QStringLiteral("/mainwindow.png")));
    // The sidebar sits at the left edge, in its own colour.
    const QPoint inSidebar = w.sidebar()->mapTo(&w, QPoint(5, w.sidebar()->height() - 5));
    QCOMPARE(QColor(shot.pixel(inSidebar)).name(), QStringLiteral("#eef2f7"));
}

void TestMainWindow::keyboardReachesEveryPage()
{
    MainWindow w(*m_workspace, *m_settings);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QApplication::setActiveWindow(&w);
    for (int i = 0; i < w.pageCount(); ++i) {
        QTest::keyClick(&w, Qt::Key(Qt::Key_1 + i), Qt::ControlModifier);
        QCOMPARE(w.currentPageIndex(), i);
    }
    w.sidebar()->setFocus();
    QTest::keyClick(w.sidebar(), Qt::Key_Home);
    QCOMPARE(w.currentPageIndex(), 0);
    QTest::keyClick(w.sidebar(), Qt::Key_Down);
    QTest::keyClick(w.sidebar(), Qt::Key_Down);
    QCOMPARE(w.currentPageIndex(), 2);
}

void TestMainWindow::menusHaveMnemonicsAndShortcuts()
{
    MainWindow w(*m_workspace, *m_settings);
    QStringList shortcuts;
    for (QAction *menu : w.menuBar()->actions()) {
        QVERIFY2(menu->text().contains(QLatin1Char('&')), qPrintable(menu->text()));
        for (QAction *a : menu->menu()->actions())
            if (!a->shortcut().isEmpty())
                shortcuts.append(a->shortcut().toString());
    }
    for (const char *key : {"Ctrl+N", "Ctrl+O", "Ctrl+Q", "Ctrl+1", "Ctrl+7"})
        QVERIFY2(shortcuts.contains(QLatin1String(key)), key);
}

void TestMainWindow::windowStateIsRestored()
{
    {
        MainWindow w(*m_workspace, *m_settings);
        w.resize(900, 700); // the first steps take a row above the pages
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.showPage(4);
        w.close();
    }
    MainWindow again(*m_workspace, *m_settings);
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QCOMPARE(again.size(), QSize(900, 700));
    QCOMPARE(again.currentPageIndex(), 4);
    // The first steps do not hold the window wide: at 900 px they show their marks only.
    QVERIFY(again.firstSteps()->isCompact());
}

void TestMainWindow::remembersRecentProjects()
{
    MainWindow w(*m_workspace, *m_settings);
    auto other = m_workspace->createProject(QStringLiteral("Coding agent"));
    QVERIFY(other.ok());
    QVERIFY(m_workspace->openProject(other->id).ok());
    QCOMPARE(w.windowTitle(), QStringLiteral("Coding agent - llmcap"));
    const auto recent = RecentProjects::load(*m_settings);
    QCOMPARE(recent.size(), 2);
    QCOMPARE(recent.first().name, QStringLiteral("Coding agent"));
    QCOMPARE(m_settings->integer64(Settings::Key::LastProjectId), other->id);
}

void TestMainWindow::germanMainWindowShowsGermanLabels()
{
    QVERIFY(Translations::install(QStringLiteral("de")));
    {
        MainWindow w(*m_workspace, *m_settings);
        w.resize(1100, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.sidebar()->item(0)->text(), QStringLiteral("Kapazitätsanfrage"));
        QCOMPARE(w.sidebar()->item(2)->text(), QStringLiteral("Telemetrie"));
        QCOMPARE(w.sidebar()->item(3)->text(), QStringLiteral("Lastprofil"));
        QCOMPARE(w.sidebar()->item(7)->text(), QStringLiteral("Validieren"));
        QCOMPARE(w.sidebar()->item(8)->text(), QStringLiteral("Berichte"));
        QCOMPARE(w.menuBar()->actions().first()->text(), QStringLiteral("&Datei"));
        test::saveScreenshot(w, QStringLiteral("mainwindow-de"));
    }
    QVERIFY(Translations::install(QStringLiteral("en")));
    MainWindow english(*m_workspace, *m_settings);
    QCOMPARE(english.sidebar()->item(0)->text(), QStringLiteral("Sizing request"));
}

void TestMainWindow::openDemoProject()
{
    // A database of its own: init()'s is taken by an empty project of the demo's name.
    QVERIFY(m_workspace->openDatabase(m_dir->filePath(QStringLiteral("demo.sqlite"))).ok());
    QVERIFY(DemoProject::openDefault(*m_workspace, 0).ok());
    QCOMPARE(m_workspace->currentProject()->name, DemoProject::name());
}

// Issue 36, item 7: no welcome or order of steps, no done-marks in the sidebar.
void TestMainWindow::firstStepsShowTheLoopWithTicks()
{
    openDemoProject();
    MainWindow w(*m_workspace, *m_settings);
    FirstStepsStrip *strip = w.firstSteps();
    QVERIFY(strip->isVisibleTo(&w));
    const QStringList titles = {"Sizing request", "Serving config", "Telemetry", "Workload",
                                "Benchmark",      "Plan",           "Validate",  "Reports"};
    QCOMPARE(strip->stepCount(), titles.size());
    for (int i = 0; i < titles.size(); ++i)
        QCOMPARE(strip->stepButton(i)->text(), titles.at(i));
    // The demo project's request is answered and names its replica; telemetry is optional, so
    // the next step is the sweep.
    QVERIFY(strip->isStepDone(0));
    QVERIFY(strip->isStepDone(1));
    QVERIFY(!strip->isStepDone(2));
    QVERIFY(strip->isStepDone(3));
    QVERIFY(!strip->isStepDone(4));
    QCOMPARE(strip->nextStep(), 4);
    QVERIFY(strip->stepButton(4)->font().bold());
    QVERIFY(strip->stepButton(4)->toolTip().startsWith(QStringLiteral("Benchmark \u2014 Next: ")));
    // The sidebar carries the same ticks on the pages of those steps.
    QVERIFY(w.sidebar()->isStepDone(0));
    QVERIFY(w.sidebar()->isStepDone(1));
    QVERIFY(!w.sidebar()->isStepDone(2));
    QVERIFY(w.sidebar()->isStepDone(3));
    QVERIFY(!w.sidebar()->isStepDone(4));
    QVERIFY(!w.sidebar()->isStepDone(6));
    QVERIFY(w.sidebar()->item(0)->toolTip().startsWith(QLatin1String("Done: ")));
    // A tick is drawn: the right end of the first row differs from an open row's.
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.showPage(2);
    const QImage shot = w.sidebar()->viewport()->grab().toImage();
    const QRect done = w.sidebar()->visualItemRect(w.sidebar()->item(0));
    const QRect open = w.sidebar()->visualItemRect(w.sidebar()->item(4));
    auto greenAtRightEnd = [&shot, &w](const QRect &row) {
        int green = 0;
        for (int x = row.right() - 30; x <= row.right(); ++x)
            for (int y = row.top(); y <= row.bottom(); ++y)
                green += QColor(shot.pixel(QPoint(x, y) * w.devicePixelRatio())).name() ==
                         QLatin1String("#2e7d32");
        return green;
    };
    QVERIFY(greenAtRightEnd(done) > 40); // a disc of 14 px
    QCOMPARE(greenAtRightEnd(open), 0);
}

// The ticks follow the database, also what a worker's own connection stored.
void TestMainWindow::ticksFollowWhatIsStored()
{
    openDemoProject();
    MainWindow w(*m_workspace, *m_settings);
    QVERIFY(!w.sidebar()->isStepDone(4));
    auto other = Database::open(m_workspace->databasePath());
    QVERIFY(other.ok());
    const QString insert =
        QStringLiteral("INSERT INTO sweeps (project_id, status, created_at, updated_at, config, "
                       "result) VALUES (%1, 'completed', 'x', 'x', '{}', '{}')")
            .arg(m_workspace->currentProject()->id);
    QVERIFY((*other)->exec(insert.toUtf8().constData()).ok());
    QTRY_VERIFY_WITH_TIMEOUT(w.sidebar()->isStepDone(4), 5000);
    QVERIFY(w.firstSteps()->isStepDone(4));
    QCOMPARE(w.firstSteps()->nextStep(), 5); // the plan
    // A new project starts with nothing done.
    auto fresh = m_workspace->createProject(QStringLiteral("Fresh"));
    QVERIFY(fresh.ok());
    QVERIFY(m_workspace->openProject(fresh->id).ok());
    QVERIFY(!w.sidebar()->isStepDone(0));
    QVERIFY(!w.sidebar()->isStepDone(4));
    QCOMPARE(w.firstSteps()->nextStep(), 0);
}

void TestMainWindow::firstStepClickOpensItsPage()
{
    MainWindow w(*m_workspace, *m_settings);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // Strip step 6 is Validate, the sidebar's eighth page (Results has no step of its own).
    QTest::mouseClick(w.firstSteps()->stepButton(6), Qt::LeftButton);
    QCOMPARE(w.currentPageIndex(), 7);
    QCOMPARE(w.page(7)->title(), QStringLiteral("Validate"));
    QTest::mouseClick(w.firstSteps()->stepButton(4), Qt::LeftButton);
    QCOMPARE(w.page(w.currentPageIndex())->title(), QStringLiteral("Benchmark"));
}

void TestMainWindow::firstStepsCloseIsRememberedAndHelpReopens()
{
    {
        MainWindow w(*m_workspace, *m_settings);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *close = w.firstSteps()->findChild<QToolButton *>(QStringLiteral("firstStepsClose"));
        QVERIFY(close);
        QTest::mouseClick(close, Qt::LeftButton);
        QVERIFY(!w.firstSteps()->isVisible());
        QCOMPARE(m_settings->boolean(Settings::Key::ShowFirstSteps), false);
    }
    MainWindow again(*m_workspace, *m_settings);
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QVERIFY(!again.firstSteps()->isVisible());
    auto *show = again.helpMenu()->findChild<QAction *>(QStringLiteral("showFirstStepsAction"));
    QVERIFY(show);
    show->trigger();
    QVERIFY(again.firstSteps()->isVisible());
    QCOMPARE(m_settings->boolean(Settings::Key::ShowFirstSteps), true);
}

// Issue 36, item 7: no Back after opening a section by double-click.
void TestMainWindow::backReturnsToThePreviousPageAndTab()
{
    MainWindow w(*m_workspace, *m_settings);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QApplication::setActiveWindow(&w);
    QVERIFY(!w.backAction()->isEnabled());
    auto *back = w.findChild<QToolButton *>(QStringLiteral("backButton"));
    QVERIFY(back && back->isVisible());
    QVERIFY(!back->isEnabled());
    w.showPage(1);
    w.showPage(5); // Results
    QVERIFY(w.backAction()->isEnabled());
    // Opening a sweep switches the Results page's tab, as a double-click in History does.
    auto *tabs = w.page(5)->findChild<QTabWidget *>();
    QVERIFY(tabs);
    QCOMPARE(tabs->currentIndex(), 0);
    tabs->setCurrentIndex(2);
    QTest::keyClick(&w, Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(w.currentPageIndex(), 5);
    QCOMPARE(tabs->currentIndex(), 0);
    QTest::keyClick(&w, Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(w.currentPageIndex(), 1);
    QTest::mouseClick(back, Qt::LeftButton);
    QCOMPARE(w.currentPageIndex(), 0);
    QVERIFY(!w.backAction()->isEnabled());
    // Back's own moves are no new history: nothing is left to go back to.
    QTest::keyClick(&w, Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(w.currentPageIndex(), 0);
}

// Issue 36, item 7: Alt+F focused the Sizing request page's "&Fill in" button instead of
// opening the File menu.
void TestMainWindow::altFOpensTheFileMenu()
{
    MainWindow w(*m_workspace, *m_settings);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QApplication::setActiveWindow(&w);
    w.showPage(0);
    QTest::keyClick(&w, Qt::Key_F, Qt::AltModifier);
    QTRY_VERIFY(QApplication::activePopupWidget());
    auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
    QVERIFY(menu);
    QCOMPARE(menu->title(), QStringLiteral("&File"));
    menu->close();
}

// Every page's visible mnemonics, against the menu bar's: an Alt+letter that two widgets
// register is ambiguous, and Qt then only moves the focus.
void TestMainWindow::noPageMnemonicClashesWithTheMenus()
{
    MainWindow w(*m_workspace, *m_settings);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QSet<QChar> menus;
    for (QAction *menu : w.menuBar()->actions()) {
        const QChar c = mnemonicOf(menu->text());
        QVERIFY2(!c.isNull(), qPrintable(menu->text()));
        QVERIFY2(!menus.contains(c), qPrintable(menu->text()));
        menus.insert(c);
        // Within each menu, one action a letter.
        QSet<QChar> items;
        for (QAction *a : menu->menu()->actions()) {
            const QChar i = mnemonicOf(a->text());
            QVERIFY2(i.isNull() || !items.contains(i), qPrintable(a->text()));
            items.insert(i);
        }
    }
    QStringList clashes;
    for (int i = 0; i < w.pageCount(); ++i) {
        w.showPage(i);
        const QMultiMap<QChar, QString> found = visibleMnemonics(w.centralWidget());
        for (QChar c : found.uniqueKeys()) {
            if (menus.contains(c))
                clashes << QStringLiteral("%1: \"%2\" takes Alt+%3 of the menu bar")
                               .arg(w.page(i)->title(), found.value(c), QString(c));
            else if (found.count(c) > 1 && w.page(i)->title() != QLatin1String("Plan"))
                clashes << QStringLiteral("%1: Alt+%2 twice: %3")
                               .arg(w.page(i)->title(), QString(c),
                                    QStringList(found.values(c)).join(QLatin1String(" | ")));
            else if (found.count(c) > 1) // the Plan page has more labels than letters: known
                qWarning("%s: Alt+%s twice: %s", qPrintable(w.page(i)->title()),
                         qPrintable(QString(c)),
                         qPrintable(QStringList(found.values(c)).join(QLatin1String(" | "))));
        }
    }
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
}

// Issue 36, item 7: Help had only About.
void TestMainWindow::helpOpensTheDocsFromDisk()
{
    qputenv("LLMCAP_DOCS_DIR", QByteArray(LLMCAP_SOURCE_DIR "/docs"));
    UrlRecorder recorder;
    QDesktopServices::setUrlHandler(QStringLiteral("file"), &recorder, "open");
    MainWindow w(*m_workspace, *m_settings);
    auto *guide = w.helpMenu()->findChild<QAction *>(QStringLiteral("docAction:gui.md"));
    QVERIFY(guide);
    guide->trigger();
    auto *sweep = w.helpMenu()->findChild<QAction *>(QStringLiteral("docAction:sweep-method.md"));
    QVERIFY(sweep);
    sweep->trigger();
    QDesktopServices::unsetUrlHandler(QStringLiteral("file"));
    qunsetenv("LLMCAP_DOCS_DIR");
    QCOMPARE(recorder.urls.size(), 2);
    QVERIFY(recorder.urls.at(0).isLocalFile());
    QCOMPARE(QFileInfo(recorder.urls.at(0).toLocalFile()).canonicalFilePath(),
             QFileInfo(QStringLiteral(LLMCAP_SOURCE_DIR "/docs/gui.md")).canonicalFilePath());
    QVERIFY(recorder.urls.at(1).toLocalFile().endsWith(QLatin1String("/sweep-method.md")));
    // Every page Help lists exists.
    const QStringList labels = {"Show the &First Steps", "&Guide to the Desktop App", "&Reference",
                                "Open the &Documentation Folder", "&About llmcap"};
    QStringList texts;
    for (QAction *a : w.helpMenu()->actions())
        if (!a->isSeparator())
            texts << a->text();
    QCOMPARE(texts, labels);
}

// The main window with the strip, at its default size, in English and in German.
void TestMainWindow::screenshotsOfTheFirstSteps()
{
    openDemoProject();
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de")}) {
        QVERIFY(Translations::install(lang));
        MainWindow w(*m_workspace, *m_settings);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.size(), QSize(1180, 760));
        FirstStepsStrip *strip = w.firstSteps();
        // Nothing of the strip is cut: every step and the close button inside the window.
        for (int i = 0; i < strip->stepCount(); ++i) {
            QToolButton *b = strip->stepButton(i);
            QVERIFY2(b->width() >= b->sizeHint().width(), qPrintable(lang + b->text()));
            QVERIFY(b->mapTo(&w, QPoint(b->width(), 0)).x() <= w.width());
        }
        test::saveScreenshot(w, QStringLiteral("mainwindow-first-steps-") + lang);
    }
    QVERIFY(Translations::install(QStringLiteral("en")));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
