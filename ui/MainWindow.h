#pragma once

#include <QList>
#include <QMainWindow>
#include <QTimer>

class QAction;
class QLabel;
class QMenu;
class QStackedWidget;

namespace llmcap {

class FirstStepsStrip;
class HelpMenu;
class NavigationHistory;
class ProjectProgressWatcher;
class Settings;
class SizingSession;
class Workspace;
class WorkflowPage;
class WorkflowSidebar;

// Wires the sidebar, the workflow pages, the menus and the dialogs together; owns no domain
// state (that lives in Workspace and Settings).
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(Workspace &workspace, Settings &settings, QWidget *parent = nullptr);

    int pageCount() const;
    WorkflowPage *page(int index) const;
    int currentPageIndex() const;
    void showPage(int index);
    WorkflowSidebar *sidebar() const { return m_sidebar; }
    FirstStepsStrip *firstSteps() const { return m_firstSteps; }
    HelpMenu *helpMenu() const { return m_helpMenu; }
    QAction *backAction() const { return m_back; }
    ProjectProgressWatcher *progress() const { return m_progress; }
    // A note for the status bar (what start-up opened instead of the last project).
    void showStatusNote(const QString &note);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createPages();
    QWidget *createSidebarColumn();
    void createMenus();
    void showProgress();
    void setFirstStepsShown(bool shown);
    void restoreWindowState();
    void saveWindowState();
    void updateTitle();
    void rebuildRecentMenu();

    void newProject();
    void openProject();
    void openDatabaseFile();
    void updateSharedLabel();
    void openRecent(int index);
    void showPreferences();
    void showAbout();
    void reportError(const QString &message);
    void rememberCurrentProject();

    Workspace &m_workspace;
    Settings &m_settings;
    WorkflowSidebar *m_sidebar;
    QStackedWidget *m_stack;
    QList<WorkflowPage *> m_pages;
    QMenu *m_recentMenu = nullptr;
    QLabel *m_projectLabel;
    QLabel *m_sharedLabel; // names other processes that have the database open
    QTimer m_sharedTimer;
    SizingSession *m_session; // the project's sizing request, shared by the pages
    QList<int> m_stepPages;   // the page of each ProjectProgress::steps() entry
    FirstStepsStrip *m_firstSteps;
    ProjectProgressWatcher *m_progress;
    NavigationHistory *m_history;
    QAction *m_back;
    HelpMenu *m_helpMenu = nullptr;
};

} // namespace llmcap
