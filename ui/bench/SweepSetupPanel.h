#pragma once

#include "sweep/SweepSetup.h"
#include "util/Result.h"

#include <QWidget>

class QCheckBox;
class QGridLayout;
class QGroupBox;
class QScrollArea;

namespace llmcap {

class FieldErrorLabel;
class ServingConfigForm;
class SloEditor;
class SweepParametersForm;
class SweepTargetForm;
class WorkloadEditor;
class Workspace;

// The Benchmark page's set-up: target (the built-in simulated server with a preset by default,
// or an OpenAI-compatible endpoint), workload, SLO, sweep parameters and the pinned serving
// configuration. setup() validates every field, shows each error beside its field and fails
// when any is wrong; with nothing typed it yields the default sweep against the built-in server.
// The workload and SLO start from the current project's (ProjectSweepInputs): what its Workload
// page saved, else what its sizing request asks for, on the simulator preset imitating the
// request's replica.
class SweepSetupPanel : public QWidget
{
    Q_OBJECT

public:
    explicit SweepSetupPanel(Workspace &workspace, QWidget *parent = nullptr);
    ~SweepSetupPanel() override;

    Result<SweepSetup> setup();
    void setSetup(const SweepSetup &setup);

    // The sweep a first-time user starts with nothing typed: the built-in server with the
    // tiny-cpu preset, fast enough that the sweep reaches its boundary in one to three minutes.
    static SweepSetup defaultSetup();

    SweepTargetForm *targetForm() const { return m_target; }
    WorkloadEditor *workloadEditor() const { return m_workload; }
    SloEditor *sloEditor() const { return m_slo; }
    SweepParametersForm *parametersForm() const { return m_parameters; }
    // "Calibrated twin": SweepSetup::twin (llmcap-cli sweep --no-twin when unchecked).
    QCheckBox *twinBox() const { return m_twin; }
    ServingConfigForm *servingForm() const { return m_serving; }
    FieldErrorLabel *generalError() const { return m_generalError; }
    // The section boxes, in tab order.
    QList<QGroupBox *> sections() const { return m_sections; }
    bool twoColumns() const { return m_twoColumns; }
    QScrollArea *scrollArea() const { return m_scroll; }

Q_SIGNALS:
    void changed();

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void loadProjectInputs();
    // Target beside sweep parameters and workload beside SLO when both fit the width; one
    // column otherwise (a narrow window, or longer labels as in German), so nothing is cut.
    void arrangeSections(bool twoColumns);
    void updateRateUnit(); // runs/s when the workload has a run class
    Status workloadOf(SweepSetup &setup);

    Workspace &m_workspace;
    SweepSetup m_setup;
    SweepTargetForm *m_target;
    WorkloadEditor *m_workload;
    SloEditor *m_slo;
    SweepParametersForm *m_parameters;
    QCheckBox *m_twin;
    ServingConfigForm *m_serving;
    FieldErrorLabel *m_generalError;
    QList<QGroupBox *> m_sections;
    QGridLayout *m_grid = nullptr;
    QScrollArea *m_scroll = nullptr;
    bool m_twoColumns = true;
    QByteArray m_loadedInputs; // the project's stored workload and SLO as last applied
    bool m_inputsEdited = false;
};

} // namespace llmcap
