#pragma once

#include "pages/WorkflowPage.h"

namespace llmcap {

// The questionnaire a product team answers before any GPU is counted.
class SizingRequestPage : public WorkflowPage
{
    Q_OBJECT

public:
    explicit SizingRequestPage(Workspace &workspace, QWidget *parent = nullptr);
    QString title() const override;
    QIcon icon() const override;
};

} // namespace llmcap
