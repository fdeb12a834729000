#include "ProjectProgressWatcher.h"

#include "project/Workspace.h"
#include "storage/Database.h"

namespace llmcap {

namespace {

bool sameStates(const QList<LoopStepState> &a, const QList<LoopStepState> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i)
        if (a.at(i).step != b.at(i).step || a.at(i).done != b.at(i).done ||
            a.at(i).detail != b.at(i).detail)
            return false;
    return true;
}

} // namespace

ProjectProgressWatcher::ProjectProgressWatcher(Workspace &workspace, QObject *parent)
    : QObject(parent)
    , m_workspace(workspace)
{
    m_poll.setInterval(1500);
    connect(&m_poll, &QTimer::timeout, this, &ProjectProgressWatcher::poll);
    connect(&m_workspace, &Workspace::projectChanged, this, &ProjectProgressWatcher::refresh);
    connect(&m_workspace, &Workspace::databaseChanged, this, &ProjectProgressWatcher::refresh);
    m_poll.start();
    refresh();
}

void ProjectProgressWatcher::poll()
{
    if (!m_workspace.database())
        return;
    if (ProjectProgress::changeStamp(*m_workspace.database()) != m_stamp)
        refresh();
}

void ProjectProgressWatcher::refresh()
{
    QList<LoopStepState> states;
    const auto &project = m_workspace.currentProject();
    if (Database *db = m_workspace.database(); db && project) {
        m_stamp = ProjectProgress::changeStamp(*db);
        // A project whose inputs cannot be read shows no ticks: the pages say what is wrong.
        if (auto read = ProjectProgress::read(*db, project->id))
            states = *read;
    }
    if (states.isEmpty())
        for (LoopStep step : ProjectProgress::steps())
            states.append(LoopStepState{step});
    if (sameStates(states, m_states))
        return;
    m_states = states;
    Q_EMIT changed(m_states);
}

} // namespace llmcap
