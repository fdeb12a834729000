#pragma once

#include "pages/WorkflowPage.h"

namespace llmcap {

// Workload classes or a trace to replay.
class WorkloadPage : public WorkflowPage
{
    Q_OBJECT

public:
    explicit WorkloadPage(Workspace &workspace, QWidget *parent = nullptr);
    QString title() const override;
    QIcon icon() const override;
};

} // namespace llmcap
