#pragma once

#include "pages/WorkflowPage.h"

namespace llmcap {

class PlanPanel;
class SizingSession;

// The replica plan of the current project.
class PlanPage : public WorkflowPage
{
    Q_OBJECT

public:
    PlanPage(Workspace &workspace, SizingSession &session, QWidget *parent = nullptr);
    QString title() const override;
    QIcon icon() const override;
    PlanPanel *planPanel() const { return m_panel; }

Q_SIGNALS:
    void planSaved(qint64 planId);

private:
    PlanPanel *m_panel;
};

} // namespace llmcap
