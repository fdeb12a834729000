#pragma once

#include "pages/WorkflowPage.h"

namespace llmcap {

// Exports for review.
class ReportsPage : public WorkflowPage
{
    Q_OBJECT

public:
    explicit ReportsPage(Workspace &workspace, QWidget *parent = nullptr);
    QString title() const override;
    QIcon icon() const override;
};

} // namespace llmcap
