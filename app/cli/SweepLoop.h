#pragma once

#include "cli/InterruptWatcher.h"
#include "sweep/SweepResult.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QString>

#include <optional>

class QTextStream;

namespace llmcap {

class SweepController;
class SweepSession;

// How a sweep run from the command line ended: a result, a failure, or stopped (resumable).
struct SweepEnding
{
    std::optional<SweepResult> result;
    QString failure;
    bool stopped = false;
};

// Runs a command-line sweep's event loop until the session (or controller) finishes, fails or
// stops, and turns Ctrl+C / SIGTERM into a stop (the step in progress is dropped, said on out).
// Construct it before starting the sweep; exec() returns how the sweep ended.
class SweepLoop
{
    Q_DECLARE_TR_FUNCTIONS(SweepLoop)

public:
    SweepLoop(SweepController &controller, QTextStream &out);
    SweepLoop(SweepSession &session, QTextStream &out);

    SweepEnding exec();

private:
    template<typename Sweep>
    void follow(Sweep &sweep, QTextStream &out);

    QEventLoop m_loop;
    InterruptWatcher m_watcher;
    SweepEnding m_ending;
};

} // namespace llmcap
