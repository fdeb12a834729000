#pragma once

#include <QListWidget>

namespace llmcap {

// The workflow steps down the left edge of the main window. Arrow keys move between pages;
// Ctrl+1 to Ctrl+7 jump from anywhere (set up by MainWindow).
class WorkflowSidebar : public QListWidget
{
    Q_OBJECT

public:
    explicit WorkflowSidebar(QWidget *parent = nullptr);
    void addStep(const QIcon &icon, const QString &title);
    QSize sizeHint() const override;
};

} // namespace llmcap
