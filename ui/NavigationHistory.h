#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QStackedWidget;
class QTabWidget;

namespace llmcap {

// Where the user has been, for Back: every change of the main window's page, and of a page's
// tab (a double-click that opens a sweep or a run on the Results page, say), is recorded; back()
// returns to the one before. Changes made by back() itself are not recorded.
class NavigationHistory : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMaxEntries = 50;

    explicit NavigationHistory(QStackedWidget *stack, QObject *parent = nullptr);
    // Records the tab changes of tabs while it is visible.
    void watchTabs(QTabWidget *tabs);

    bool canGoBack() const { return !m_entries.isEmpty(); }
    void back();
    void clear();

Q_SIGNALS:
    // The page back() returns to; MainWindow shows it (the sidebar follows).
    void pageRequested(int index);
    void canGoBackChanged(bool canGoBack);

private:
    struct Entry
    {
        int page = -1;
        QPointer<QTabWidget> tabs; // set: a tab change on page
        int tab = -1;
    };

    void push(const Entry &entry);
    void pageChanged(int index);

    QStackedWidget *m_stack;
    QList<Entry> m_entries;
    int m_page;
    bool m_restoring = false;
};

} // namespace llmcap
