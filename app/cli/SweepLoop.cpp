#include "cli/SweepLoop.h"

#include "sweep/SweepController.h"
#include "workflow/SweepSession.h"

#include <QTextStream>

namespace llmcap {

template<typename Sweep>
void SweepLoop::follow(Sweep &sweep, QTextStream &out)
{
    QObject::connect(&sweep, &Sweep::finished, &m_loop, [this](const SweepResult &r) {
        m_ending.result = r;
        m_loop.quit();
    });
    QObject::connect(&sweep, &Sweep::failed, &m_loop, [this](const QString &m) {
        m_ending.failure = m;
        m_loop.quit();
    });
    QObject::connect(&sweep, &Sweep::stopped, &m_loop, [this] {
        m_ending.stopped = true;
        m_loop.quit();
    });
    QObject::connect(&m_watcher, &InterruptWatcher::interrupted, &m_loop, [&sweep, &out] {
        out << '\n' << tr("stopping: the step in progress is dropped") << Qt::endl;
        sweep.stop();
    });
}

SweepLoop::SweepLoop(SweepController &controller, QTextStream &out)
{
    follow(controller, out);
}

SweepLoop::SweepLoop(SweepSession &session, QTextStream &out)
{
    follow(session, out);
}

SweepEnding SweepLoop::exec()
{
    m_loop.exec();
    return m_ending;
}

} // namespace llmcap
