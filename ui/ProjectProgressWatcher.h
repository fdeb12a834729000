#pragma once

#include "workflow/ProjectProgress.h"

#include <QObject>
#include <QTimer>

namespace llmcap {

class Workspace;

// Reads the current project's ProjectProgress again whenever the database changed: on a
// project or database change, on refresh(), and when a cheap poll (ProjectProgress::
// changeStamp) sees a commit by this or another connection (the sweeps, imports and
// validations that workers store on their own connections, another llmcap process).
class ProjectProgressWatcher : public QObject
{
    Q_OBJECT

public:
    explicit ProjectProgressWatcher(Workspace &workspace, QObject *parent = nullptr);

    const QList<LoopStepState> &states() const { return m_states; }
    // Reads now, whether or not anything changed.
    void refresh();

Q_SIGNALS:
    void changed(const QList<llmcap::LoopStepState> &states);

private:
    void poll();

    Workspace &m_workspace;
    QTimer m_poll;
    ProjectProgress::ChangeStamp m_stamp{-1, -1};
    QList<LoopStepState> m_states;
};

} // namespace llmcap
