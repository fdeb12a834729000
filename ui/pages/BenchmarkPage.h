#pragma once

#include "pages/WorkflowPage.h"

namespace llmcap {

// Set up and watch sweeps live.
class BenchmarkPage : public WorkflowPage
{
    Q_OBJECT

public:
    explicit BenchmarkPage(Workspace &workspace, QWidget *parent = nullptr);
    QString title() const override;
    QIcon icon() const override;
};

} // namespace llmcap
