#pragma once

#include <QListWidget>

namespace llmcap {

// The workflow steps down the left edge of the main window. Arrow keys move between pages;
// Ctrl+1 to Ctrl+9 jump from anywhere (set up by MainWindow). A step the project has done
// carries a tick at its right edge (setStepDone), with what is done in its tooltip.
class WorkflowSidebar : public QListWidget
{
    Q_OBJECT

public:
    static constexpr int DoneRole = Qt::UserRole + 1; // bool

    explicit WorkflowSidebar(QWidget *parent = nullptr);
    void addStep(const QIcon &icon, const QString &title);
    void setStepDone(int row, bool done, const QString &detail);
    bool isStepDone(int row) const;
    QSize sizeHint() const override;
};

} // namespace llmcap
