#include "GuiTestSupport.h"
#include "MainWindow.h"
#include "WorkflowSidebar.h"
#include "i18n/Translations.h"
#include "pages/WorkflowPage.h"
#include "project/Workspace.h"
#include "settings/RecentProjects.h"
#include "settings/Settings.h"

#include <QApplication>
#include <QFileInfo>
#include <QMenuBar>
#include <QTemporaryDir>

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

private:
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
        w.resize(900, 640);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.showPage(4);
        w.close();
    }
    MainWindow again(*m_workspace, *m_settings);
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QCOMPARE(again.size(), QSize(900, 640));
    QCOMPARE(again.currentPageIndex(), 4);
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

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
