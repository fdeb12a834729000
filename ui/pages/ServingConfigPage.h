#pragma once

#include "pages/WorkflowPage.h"

namespace llmcap {

// The pinned configuration of one replica and its footprint.
class ServingConfigPage : public WorkflowPage
{
    Q_OBJECT

public:
    explicit ServingConfigPage(Workspace &workspace, QWidget *parent = nullptr);
    QString title() const override;
    QIcon icon() const override;
};

} // namespace llmcap
