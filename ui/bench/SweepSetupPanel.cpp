#include "bench/SweepSetupPanel.h"

#include <QLabel>
#include <QVBoxLayout>

namespace llmcap {

// Interim body so the live view can be built against the interface; the set-up forms replace it.
SweepSetupPanel::SweepSetupPanel(Workspace &workspace, QWidget *parent)
    : QWidget(parent)
    , m_workspace(workspace)
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Default sweep against the built-in simulated server.")));
}

SweepSetupPanel::~SweepSetupPanel() = default;

Result<SweepSetup> SweepSetupPanel::setup()
{
    return m_setup;
}

void SweepSetupPanel::setSetup(const SweepSetup &setup)
{
    m_setup = setup;
    Q_EMIT changed();
}

} // namespace llmcap
