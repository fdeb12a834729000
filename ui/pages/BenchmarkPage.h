#pragma once

#include "pages/WorkflowPage.h"
#include "sweep/SweepSetup.h"

#include <memory>

class QLabel;
class QPushButton;
class QTabWidget;

namespace llmcap {

class SweepLivePanel;
class SweepSession;
class SweepSetupPanel;

// Set up and watch sweeps live: the set-up (target, workload, SLO, sweep parameters), Start,
// Pause, Resume and Stop, and the live view. Start needs nothing typed: what the set-up leaves
// empty comes from the default sweep against the built-in simulated server.
class BenchmarkPage : public WorkflowPage
{
    Q_OBJECT

public:
    explicit BenchmarkPage(Workspace &workspace, QWidget *parent = nullptr);
    ~BenchmarkPage() override;
    QString title() const override;
    QIcon icon() const override;

    // Hands a set-up to the set-up panel (tests, "run again").
    void setSetup(const SweepSetup &setup);
    // Validates the set-up and starts the sweep; false (with the error shown) when it cannot.
    bool start();
    // Continues a paused sweep, or a stopped one from its stored steps.
    void resume();

    SweepSession *session() const { return m_session.get(); }
    SweepSetupPanel *setupPanel() const { return m_setup; }
    SweepLivePanel *livePanel() const { return m_live; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *pauseButton() const { return m_pause; }
    QPushButton *resumeButton() const { return m_resume; }
    QPushButton *stopButton() const { return m_stop; }
    QString errorText() const;

Q_SIGNALS:
    // A step, or the whole sweep, was written to the database (for the Results page).
    void resultsStored();

private:
    void updateButtons();
    void showError(const QString &message);

    SweepSetupPanel *m_setup;
    SweepLivePanel *m_live;
    QTabWidget *m_tabs;
    QPushButton *m_start;
    QPushButton *m_pause;
    QPushButton *m_resume;
    QPushButton *m_stop;
    QLabel *m_error;
    std::unique_ptr<SweepSession> m_session;
};

} // namespace llmcap
