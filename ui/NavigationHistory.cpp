#include "NavigationHistory.h"

#include <QStackedWidget>
#include <QTabWidget>

#include <memory>

namespace llmcap {

NavigationHistory::NavigationHistory(QStackedWidget *stack, QObject *parent)
    : QObject(parent)
    , m_stack(stack)
    , m_page(stack->currentIndex())
{
    connect(m_stack, &QStackedWidget::currentChanged, this, &NavigationHistory::pageChanged);
}

void NavigationHistory::watchTabs(QTabWidget *tabs)
{
    auto current = std::make_shared<int>(tabs->currentIndex());
    connect(tabs, &QTabWidget::currentChanged, this, [this, tabs, current](int index) {
        const int previous = *current;
        *current = index;
        // Tabs a page switches while hidden (a refresh) are no step of the user's.
        if (m_restoring || previous < 0 || !tabs->isVisible())
            return;
        push({m_stack->currentIndex(), tabs, previous});
    });
}

void NavigationHistory::pageChanged(int index)
{
    const int previous = m_page;
    m_page = index;
    if (!m_restoring && previous >= 0 && previous != index)
        push({previous, nullptr, -1});
}

void NavigationHistory::push(const Entry &entry)
{
    m_entries.append(entry);
    if (m_entries.size() > kMaxEntries)
        m_entries.removeFirst();
    if (m_entries.size() == 1)
        Q_EMIT canGoBackChanged(true);
}

void NavigationHistory::back()
{
    while (!m_entries.isEmpty()) {
        const Entry e = m_entries.takeLast();
        if (e.page < 0 || e.page >= m_stack->count())
            continue;
        m_restoring = true;
        Q_EMIT pageRequested(e.page);
        if (e.tabs)
            e.tabs->setCurrentIndex(e.tab);
        m_restoring = false;
        break;
    }
    if (m_entries.isEmpty())
        Q_EMIT canGoBackChanged(false);
}

void NavigationHistory::clear()
{
    const bool had = !m_entries.isEmpty();
    m_entries.clear();
    if (had)
        Q_EMIT canGoBackChanged(false);
}

} // namespace llmcap
