#include "MainWindow.h"

#include "FirstStepsStrip.h"
#include "HelpMenu.h"
#include "NavigationHistory.h"
#include "ProjectProgressWatcher.h"
#include "WorkflowSidebar.h"
#include "dialogs/AboutDialog.h"
#include "dialogs/PreferencesDialog.h"
#include "dialogs/ProjectDialog.h"
#include "pages/BenchmarkPage.h"
#include "pages/PlanPage.h"
#include "pages/ReportsPage.h"
#include "pages/ResultsPage.h"
#include "pages/ServingConfigPage.h"
#include "pages/SizingRequestPage.h"
#include "pages/TelemetryPage.h"
#include "pages/ValidatePage.h"
#include "pages/WorkloadPage.h"
#include "plan/DemoProject.h"
#include "plan/SizingSession.h"
#include "project/Workspace.h"
#include "settings/RecentProjects.h"
#include "settings/Settings.h"
#include "storage/DatabaseHolders.h"
#include "widgets/FileDialogs.h"
#include "workflow/StartupProject.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace llmcap {

MainWindow::MainWindow(Workspace &workspace, Settings &settings, QWidget *parent)
    : QMainWindow(parent)
    , m_workspace(workspace)
    , m_settings(settings)
    , m_sidebar(new WorkflowSidebar(this))
    , m_stack(new QStackedWidget(this))
    , m_projectLabel(new QLabel(this))
    , m_sharedLabel(new QLabel(this))
    , m_session(new SizingSession(workspace, this))
    , m_firstSteps(new FirstStepsStrip(this))
    , m_progress(new ProjectProgressWatcher(workspace, this))
    , m_history(new NavigationHistory(m_stack, this))
    , m_back(new QAction(style()->standardIcon(QStyle::SP_ArrowBack), tr("&Back"), this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/llmcap.svg")));

    // Back returns to the page (or tab) shown before, as a browser's does.
    m_back->setObjectName(QStringLiteral("backAction"));
    m_back->setShortcuts({QKeySequence(Qt::ALT | Qt::Key_Left), QKeySequence(Qt::Key_Back)});
    m_back->setToolTip(tr("Back to the page shown before (Alt+Left)"));
    m_back->setEnabled(false);
    connect(m_back, &QAction::triggered, m_history, &NavigationHistory::back);
    connect(m_history, &NavigationHistory::canGoBackChanged, m_back, &QAction::setEnabled);
    connect(m_history, &NavigationHistory::pageRequested, this, &MainWindow::showPage);

    auto *central = new QWidget(this);
    auto *outer = new QVBoxLayout(central);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(0);
    outer->addWidget(m_firstSteps);
    auto *layout = new QHBoxLayout;
    layout->setSpacing(0);
    layout->addWidget(createSidebarColumn());
    layout->addWidget(m_stack, 1);
    outer->addLayout(layout, 1);
    setCentralWidget(central);
    statusBar()->addPermanentWidget(m_sharedLabel);
    statusBar()->addPermanentWidget(m_projectLabel);
    m_sharedLabel->setObjectName(QStringLiteral("sharedDatabaseLabel"));
    // Another llmcap process on the same database is fine (SQLite's WAL mode), but worth
    // knowing: its sweeps and plans appear here when pages are read again.
    m_sharedTimer.setInterval(3000);
    connect(&m_sharedTimer, &QTimer::timeout, this, &MainWindow::updateSharedLabel);
    connect(&m_workspace, &Workspace::databaseChanged, this, &MainWindow::updateSharedLabel);
    m_sharedTimer.start();

    createPages();
    createMenus();
    connect(m_sidebar, &QListWidget::currentRowChanged, m_stack, &QStackedWidget::setCurrentIndex);
    connect(&m_workspace, &Workspace::projectChanged, this, &MainWindow::updateTitle);
    connect(&m_workspace, &Workspace::projectChanged, this, &MainWindow::rememberCurrentProject);
    connect(&m_workspace, &Workspace::projectChanged, m_history, &NavigationHistory::clear);

    // The first steps and the sidebar's ticks follow what the project has stored.
    connect(m_progress, &ProjectProgressWatcher::changed, this, &MainWindow::showProgress);
    connect(m_session, &SizingSession::inputChanged, m_progress, &ProjectProgressWatcher::refresh);
    connect(m_firstSteps, &FirstStepsStrip::stepClicked, this,
            [this](int step) { showPage(m_stepPages.value(step, -1)); });
    connect(m_firstSteps, &FirstStepsStrip::closeRequested, this,
            [this] { setFirstStepsShown(false); });
    m_firstSteps->setVisible(m_settings.boolean(Settings::Key::ShowFirstSteps));
    showProgress();

    restoreWindowState();
    updateSharedLabel();
    updateTitle();
    rememberCurrentProject();
}

void MainWindow::createPages()
{
    auto *benchmark = new BenchmarkPage(m_workspace, m_stack);
    auto *results = new ResultsPage(m_workspace, m_stack);
    connect(benchmark, &BenchmarkPage::resultsStored, results, &ResultsPage::resultsChanged);
    connect(results, &ResultsPage::resumeRequested, this, [this, benchmark](qint64 sweepId) {
        showPage(int(m_pages.indexOf(benchmark)));
        benchmark->resumeStored(sweepId); // shows why not on its page when it cannot
    });
    auto *telemetry = new TelemetryPage(m_workspace, *m_session, m_stack);
    auto *workload = new WorkloadPage(m_workspace, m_stack);
    connect(telemetry, &TelemetryPage::workloadDerived, workload, &WorkloadPage::reload);
    auto *request = new SizingRequestPage(m_workspace, *m_session, m_stack);
    auto *serving = new ServingConfigPage(m_workspace, *m_session, m_stack);
    auto *plan = new PlanPage(m_workspace, *m_session, m_stack);
    auto *validate = new ValidatePage(m_workspace, m_stack);
    auto *reports = new ReportsPage(m_workspace, *m_session, m_stack);
    connect(plan, &PlanPage::planSaved, reports, &ReportsPage::refreshPlans);
    connect(plan, &PlanPage::planSaved, validate, &ValidatePage::loadPlan);
    m_pages = {request, serving, telemetry, workload, benchmark, results, plan, validate, reports};
    // The loop's steps (ProjectProgress::steps()) on their pages; Results only looks back.
    const QList<WorkflowPage *> steps = {request,   serving, telemetry, workload,
                                         benchmark, plan,    validate,  reports};
    for (WorkflowPage *p : steps)
        m_stepPages.append(int(m_pages.indexOf(p)));
    QStringList stepTitles;
    for (int i = 0; i < m_pages.size(); ++i) {
        WorkflowPage *p = m_pages.at(i);
        m_stack->addWidget(p);
        m_sidebar->addStep(p->icon(), p->title());
        for (QTabWidget *tabs : p->findChildren<QTabWidget *>())
            m_history->watchTabs(tabs);
    }
    for (int page : std::as_const(m_stepPages))
        stepTitles.append(m_pages.at(page)->title());
    m_firstSteps->setSteps(stepTitles);
}

QWidget *MainWindow::createSidebarColumn()
{
    auto *column = new QWidget(this);
    column->setObjectName(QStringLiteral("sidebarColumn"));
    column->setAttribute(Qt::WA_StyledBackground);
    column->setStyleSheet(QStringLiteral("QWidget#sidebarColumn { background: #eef2f7; }"));
    auto *back = new QToolButton(column);
    back->setObjectName(QStringLiteral("backButton"));
    back->setDefaultAction(m_back);
    back->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    back->setAutoRaise(true);
    back->setFocusPolicy(Qt::TabFocus);
    auto *layout = new QVBoxLayout(column);
    layout->setContentsMargins(4, 4, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(back, 0, Qt::AlignLeft);
    layout->addWidget(m_sidebar, 1);
    return column;
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New Project..."), QKeySequence::New, this, &MainWindow::newProject);
    file->addAction(tr("&Open Project..."), QKeySequence::Open, this, &MainWindow::openProject);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
    rebuildRecentMenu();
    file->addAction(tr("Open &Database File..."), this, &MainWindow::openDatabaseFile);
    file->addSeparator();
    file->addAction(tr("&Preferences..."), QKeySequence(Qt::CTRL | Qt::Key_Comma), this,
                    &MainWindow::showPreferences);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence(Qt::CTRL | Qt::Key_Q), this, &QWidget::close);

    QMenu *go = menuBar()->addMenu(tr("&Go"));
    go->addAction(m_back);
    go->addSeparator();
    for (int i = 0; i < m_pages.size(); ++i)
        go->addAction(m_pages.at(i)->title(), QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)), this,
                      [this, i] { showPage(i); });

    m_helpMenu = new HelpMenu(this);
    menuBar()->addMenu(m_helpMenu);
    connect(m_helpMenu, &HelpMenu::firstStepsRequested, this, [this] { setFirstStepsShown(true); });
    connect(m_helpMenu, &HelpMenu::aboutRequested, this, &MainWindow::showAbout);
}

void MainWindow::showProgress()
{
    const QList<LoopStepState> &states = m_progress->states();
    m_firstSteps->setStates(states);
    for (int i = 0; i < states.size() && i < m_stepPages.size(); ++i)
        if (states.at(i).tracked)
            m_sidebar->setStepDone(m_stepPages.at(i), states.at(i).done, states.at(i).detail);
}

void MainWindow::setFirstStepsShown(bool shown)
{
    m_settings.setValue(Settings::Key::ShowFirstSteps, shown);
    m_firstSteps->setVisible(shown);
    if (!shown)
        statusBar()->showMessage(tr("First steps hidden; Help > Show the First Steps brings them "
                                    "back."),
                                 8000);
}

void MainWindow::showStatusNote(const QString &note)
{
    statusBar()->showMessage(note, 20000);
}

int MainWindow::pageCount() const
{
    return int(m_pages.size());
}

WorkflowPage *MainWindow::page(int index) const
{
    return m_pages.value(index);
}

int MainWindow::currentPageIndex() const
{
    return m_stack->currentIndex();
}

void MainWindow::showPage(int index)
{
    if (index < 0 || index >= m_pages.size())
        return;
    m_sidebar->setCurrentRow(index);
    m_stack->currentWidget()->setFocus();
}

void MainWindow::restoreWindowState()
{
    if (!restoreGeometry(m_settings.bytes(Settings::Key::MainWindowGeometry)))
        resize(1180, 760);
    const QByteArray state = m_settings.bytes(Settings::Key::MainWindowState);
    restoreState(state);
    const int page = m_settings.integer(Settings::Key::CurrentPage);
    m_sidebar->setCurrentRow(page >= 0 && page < m_pages.size() ? page : 0);
}

void MainWindow::saveWindowState()
{
    m_settings.setValue(Settings::Key::MainWindowGeometry, saveGeometry());
    m_settings.setValue(Settings::Key::MainWindowState, saveState());
    m_settings.setValue(Settings::Key::CurrentPage, currentPageIndex());
    m_settings.sync();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveWindowState();
    event->accept();
}

void MainWindow::updateTitle()
{
    const auto &project = m_workspace.currentProject();
    setWindowTitle(project ? tr("%1 - llmcap").arg(project->name) : QStringLiteral("llmcap"));
    m_projectLabel->setText(
        project ? tr("Project: %1 | Database: %2")
                      .arg(project->name, QDir::toNativeSeparators(m_workspace.databasePath()))
                : tr("No project open"));
}

void MainWindow::rememberCurrentProject()
{
    const auto &project = m_workspace.currentProject();
    if (!project)
        return;
    StartupProject::remember(m_settings, m_workspace.databasePath(), project->id);
    RecentProjects::touch(m_settings, {m_workspace.databasePath(), project->id, project->name});
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QList<RecentProject> recent = RecentProjects::load(m_settings);
    for (int i = 0; i < recent.size(); ++i) {
        const RecentProject &r = recent.at(i);
        QAction *a =
            m_recentMenu->addAction(QStringLiteral("&%1 %2 (%3)")
                                        .arg(i + 1)
                                        .arg(r.name, QDir::toNativeSeparators(r.databasePath)));
        connect(a, &QAction::triggered, this, [this, i] { openRecent(i); });
    }
    if (recent.isEmpty())
        m_recentMenu->addAction(tr("No recent projects"))->setEnabled(false);
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(tr("&Clear List"), this, [this] { RecentProjects::clear(m_settings); })
        ->setEnabled(!recent.isEmpty());
}

void MainWindow::newProject()
{
    ProjectDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    auto created = m_workspace.createProject(dialog.projectName(), dialog.description());
    if (!created)
        return reportError(created.error());
    if (Status s = m_workspace.openProject(created->id); !s)
        reportError(s.error());
}

void MainWindow::openProject()
{
    auto projects = m_workspace.projects();
    if (!projects)
        return reportError(projects.error());
    QStringList names;
    for (const Project &p : *projects)
        names.append(p.name);
    bool ok = false;
    const QString chosen =
        QInputDialog::getItem(this, tr("Open Project"), tr("Project:"), names, 0, false, &ok);
    if (!ok)
        return;
    for (const Project &p : *projects)
        if (p.name == chosen) {
            if (Status s = m_workspace.openProject(p.id); !s)
                reportError(s.error());
            return;
        }
}

void MainWindow::updateSharedLabel()
{
    const QList<DatabaseHolders::Holder> others =
        DatabaseHolders::others(m_workspace.databasePath());
    m_sharedLabel->setVisible(!others.isEmpty());
    m_sharedLabel->setText(
        others.isEmpty() ? QString()
                         : tr("Database also open in %1").arg(DatabaseHolders::describe(others)));
}

void MainWindow::openDatabaseFile()
{
    const QString path = FileDialogs::saveFileName(
        this, tr("Open or Create Database"), QFileInfo(m_workspace.databasePath()).absolutePath(),
        tr("llmcap databases (*.sqlite *.db);;All files (*)"), QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty())
        return;
    if (Status s = m_workspace.openDatabase(path); !s)
        return reportError(s.error());
    if (Status s = DemoProject::openDefault(m_workspace, 0); !s)
        reportError(s.error());
}

void MainWindow::openRecent(int index)
{
    const QList<RecentProject> recent = RecentProjects::load(m_settings);
    if (index < 0 || index >= recent.size())
        return;
    const RecentProject r = recent.at(index);
    if (r.databasePath != m_workspace.databasePath()) {
        if (Status s = m_workspace.openDatabase(r.databasePath); !s) {
            RecentProjects::remove(m_settings, r);
            return reportError(s.error());
        }
    }
    if (Status s = m_workspace.openProject(r.projectId); !s) {
        RecentProjects::remove(m_settings, r);
        reportError(s.error());
        DemoProject::openDefault(m_workspace, 0);
    }
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(m_settings, this);
    dialog.exec();
}

void MainWindow::showAbout()
{
    AboutDialog dialog(this);
    dialog.exec();
}

void MainWindow::reportError(const QString &message)
{
    statusBar()->showMessage(message, 10000);
    QMessageBox::warning(this, tr("llmcap"), message);
}

} // namespace llmcap
