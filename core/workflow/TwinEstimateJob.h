#pragma once

#include "workflow/AsyncTask.h"
#include "workflow/TwinEstimate.h"

#include <QObject>
#include <QString>

namespace llmcap {

// TwinEstimate off the caller's thread (issue 34, item 6: "what-if from a stored twin"): one
// estimate at a time for a stored sweep, with or without a what-if SLO or workload, run on a
// worker with its own connection to the database (AsyncTask) and answered on the thread that
// started it. The GUI's Plan page runs it; the CLI calls TwinEstimate::run directly, as it may
// block. Destroying the job waits for a running estimate (it cannot be cut short): its
// result is then dropped.
class TwinEstimateJob : public QObject
{
    Q_OBJECT

public:
    explicit TwinEstimateJob(QObject *parent = nullptr);
    ~TwinEstimateJob() override;

    // Starts the estimate; false, and nothing started, while one is still running.
    bool start(const QString &databasePath, const TwinEstimateRequest &request);
    bool isRunning() const { return m_running; }

    // The sweep's workload with every class's prompt and output lengths fixed so the mix's
    // means become inputTokens and outputTokens, each class keeping its share of the mean (a
    // class twice the mix's prompt stays twice it); the class weights are unchanged. A length
    // of 0 keeps that side as it is. Named after the means, for the outcome's lines.
    static Workload withMeanLengths(const Workload &workload, int inputTokens, int outputTokens);
    // The weighted mean prompt and output lengths of a workload's mix, in tokens.
    static double meanInputTokens(const Workload &workload);
    static double meanOutputTokens(const Workload &workload);

Q_SIGNALS:
    void finished(const llmcap::TwinEstimateOutcome &outcome);
    // One line naming the problem (TwinEstimate::run's error).
    void failed(const QString &message);

private:
    AsyncTask m_task;
    bool m_running = false;
};

} // namespace llmcap
