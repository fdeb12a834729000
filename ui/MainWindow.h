#pragma once

#include <QList>
#include <QMainWindow>
#include <QTimer>

class QLabel;
class QMenu;
class QStackedWidget;

namespace llmcap {

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

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createPages();
    void createMenus();
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
};

} // namespace llmcap
