#pragma once

#include "sweep/SweepSetup.h"
#include "util/Result.h"

#include <QWidget>

namespace llmcap {

class Workspace;

// The Benchmark page's set-up: target (the built-in simulated server with a preset by default,
// or an OpenAI-compatible endpoint), workload, SLO, sweep parameters and the pinned serving
// configuration. setup() validates every field, shows each error beside its field and fails
// when any is wrong; with nothing typed it yields the default sweep against the built-in server.
class SweepSetupPanel : public QWidget
{
    Q_OBJECT

public:
    explicit SweepSetupPanel(Workspace &workspace, QWidget *parent = nullptr);
    ~SweepSetupPanel() override;

    Result<SweepSetup> setup();
    void setSetup(const SweepSetup &setup);

Q_SIGNALS:
    void changed();

private:
    Workspace &m_workspace;
    SweepSetup m_setup;
};

} // namespace llmcap
