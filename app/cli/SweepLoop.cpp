#include "cli/SweepLoop.h"

#include "sweep/SweepController.h"

#include <QTextStream>

namespace llmcap {

SweepLoop::SweepLoop(SweepController &controller, QTextStream &out)
{
    QObject::connect(&controller, &SweepController::finished, &m_loop,
                     [this](const SweepResult &r) {
                         m_ending.result = r;
                         m_loop.quit();
                     });
    QObject::connect(&controller, &SweepController::failed, &m_loop, [this](const QString &m) {
        m_ending.failure = m;
        m_loop.quit();
    });
    QObject::connect(&controller, &SweepController::stopped, &m_loop, [this] {
        m_ending.stopped = true;
        m_loop.quit();
    });
    QObject::connect(&m_watcher, &InterruptWatcher::interrupted, &m_loop, [&controller, &out] {
        out << '\n' << tr("stopping: the step in progress is dropped") << Qt::endl;
        controller.stop();
    });
}

SweepEnding SweepLoop::exec()
{
    m_loop.exec();
    return m_ending;
}

} // namespace llmcap
