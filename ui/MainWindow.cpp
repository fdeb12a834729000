#include "MainWindow.h"

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
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/llmcap.svg")));

    auto *central = new QWidget(this);
    auto *layout = new QHBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_sidebar);
    layout->addWidget(m_stack, 1);
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
    auto *plan = new PlanPage(m_workspace, *m_session, m_stack);
    auto *validate = new ValidatePage(m_workspace, m_stack);
    auto *reports = new ReportsPage(m_workspace, *m_session, m_stack);
    connect(plan, &PlanPage::planSaved, reports, &ReportsPage::refreshPlans);
    connect(plan, &PlanPage::planSaved, validate, &ValidatePage::loadPlan);
    m_pages = {new SizingRequestPage(m_workspace, *m_session, m_stack),
               new ServingConfigPage(m_workspace, *m_session, m_stack),
               telemetry,
               workload,
               benchmark,
               results,
               plan,
               validate,
               reports};
    for (int i = 0; i < m_pages.size(); ++i) {
        WorkflowPage *p = m_pages.at(i);
        m_stack->addWidget(p);
        m_sidebar->addStep(p->icon(), p->title());
    }
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
    for (int i = 0; i < m_pages.size(); ++i)
        go->addAction(m_pages.at(i)->title(), QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)), this,
                      [this, i] { showPage(i); });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About llmcap"), this, &MainWindow::showAbout);
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
    m_settings.setValue(Settings::Key::LastProjectId, project->id);
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
