#pragma once

#include "pages/WorkflowPage.h"

namespace llmcap {

// History of runs and sweeps, and their comparison.
class ResultsPage : public WorkflowPage
{
    Q_OBJECT

public:
    explicit ResultsPage(Workspace &workspace, QWidget *parent = nullptr);
    QString title() const override;
    QIcon icon() const override;
};

} // namespace llmcap
