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
// Pause, Resume and Stop, and the live view. A sweep stopped or interrupted in an earlier session
// is offered for resuming above the tabs. Start needs nothing typed: what the set-up leaves
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
    // Continues a stored sweep that was stopped or interrupted in an earlier session (the
    // application closed or crashed), against the target it recorded: a fresh built-in server,
    // or its endpoint with the API key from the set-up's key source. False, with the error shown,
    // when it cannot.
    bool resumeStored(qint64 sweepId);
    // The newest sweep of the current project that was stopped or interrupted and is not this
    // page's own (Resume covers that one), offered above the tabs; 0 when there is none.
    qint64 offeredSweepId() const { return m_offeredId; }
    QString resumeOfferText() const;
    QPushButton *resumeOfferButton() const { return m_offerButton; }

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

protected:
    void showEvent(QShowEvent *event) override;

private:
    void updateButtons();
    void showError(const QString &message);
    void newSession();
    void refreshResumeOffer();
    void refreshShownOffer(); // when the page is visible; showEvent does it otherwise

    SweepSetupPanel *m_setup;
    SweepLivePanel *m_live;
    QTabWidget *m_tabs;
    QPushButton *m_start;
    QPushButton *m_pause;
    QPushButton *m_resume;
    QPushButton *m_stop;
    QLabel *m_error;
    QWidget *m_offer;
    QLabel *m_offerText;
    QPushButton *m_offerButton;
    qint64 m_offeredId = 0;
    std::unique_ptr<SweepSession> m_session;
};

} // namespace llmcap
