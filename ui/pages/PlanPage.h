#pragma once

#include "pages/WorkflowPage.h"

namespace llmcap {

// Replicas, GPUs and the assumptions behind them.
class PlanPage : public WorkflowPage
{
    Q_OBJECT

public:
    explicit PlanPage(Workspace &workspace, QWidget *parent = nullptr);
    QString title() const override;
    QIcon icon() const override;
};

} // namespace llmcap
