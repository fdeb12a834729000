#pragma once

#include <QIcon>
#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace llmcap {

class PageHeader;
class Workspace;

// One step of the workflow in the main window's sidebar: a header, the page's own content,
// and, while a page is still being built, a notice that says so and what to use meanwhile.
class WorkflowPage : public QWidget
{
    Q_OBJECT

public:
    WorkflowPage(Workspace &workspace, QWidget *parent = nullptr);

    virtual QString title() const = 0;
    virtual QIcon icon() const = 0;

protected:
    // Call from the subclass constructor.
    void setUpHeader(const QString &description);
    void showNotBuiltNotice(const QString &text);
    QVBoxLayout *contentLayout() const { return m_content; }
    Workspace &workspace() const { return m_workspace; }

private:
    Workspace &m_workspace;
    PageHeader *m_header;
    QLabel *m_notice = nullptr;
    QVBoxLayout *m_content;
};

} // namespace llmcap
