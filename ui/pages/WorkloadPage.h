#pragma once

#include "pages/WorkflowPage.h"

#include <QTimer>

class QLabel;

namespace llmcap {

class SloEditor;
class WorkloadEditor;

// The current project's workload (classes or a trace to replay) and its SLO. Valid edits are
// saved for the project (BenchInputRepository) a moment after the last change; the Benchmark
// page's set-up starts from them.
class WorkloadPage : public WorkflowPage
{
    Q_OBJECT

public:
    explicit WorkloadPage(Workspace &workspace, QWidget *parent = nullptr);
    QString title() const override;
    QIcon icon() const override;

    WorkloadEditor *workloadEditor() const { return m_workload; }
    SloEditor *sloEditor() const { return m_slo; }
    QLabel *statusLabel() const { return m_status; }
    // Saves now what is pending; false when nothing could be saved (no project, errors).
    bool saveNow();

public Q_SLOTS:
    // Reads the project's saved workload and SLO again (another page replaced them).
    void reload() { loadProject(); }

private:
    void loadProject();

    WorkloadEditor *m_workload;
    SloEditor *m_slo;
    QLabel *m_status;
    QTimer m_saveTimer;
    bool m_loading = false;
};

} // namespace llmcap
