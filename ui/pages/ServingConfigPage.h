#pragma once

#include "pages/WorkflowPage.h"

namespace llmcap {

class FootprintPanel;
class SizingSession;

// The pinned configuration of one replica and its footprint.
class ServingConfigPage : public WorkflowPage
{
    Q_OBJECT

public:
    ServingConfigPage(Workspace &workspace, SizingSession &session, QWidget *parent = nullptr);
    QString title() const override;
    QIcon icon() const override;
    FootprintPanel *footprintPanel() const { return m_footprint; }

private:
    FootprintPanel *m_footprint;
};

} // namespace llmcap
