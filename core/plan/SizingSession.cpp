#include "plan/SizingSession.h"

#include "plan/PlanRepository.h"
#include "project/Workspace.h"

namespace llmcap {

SizingSession::SizingSession(Workspace &workspace, QObject *parent)
    : QObject(parent)
    , m_workspace(workspace)
{
    connect(&m_workspace, &Workspace::projectChanged, this, &SizingSession::reload);
    reload();
}

bool SizingSession::hasProject() const
{
    return m_workspace.database() && m_workspace.currentProject().has_value();
}

QString SizingSession::projectName() const
{
    return hasProject() ? m_workspace.currentProject()->name : QString();
}

void SizingSession::reload()
{
    m_input = {};
    m_loadError.clear();
    if (hasProject()) {
        auto stored =
            PlanRepository(*m_workspace.database()).loadInput(m_workspace.currentProject()->id);
        if (!stored)
            m_loadError = stored.error();
        else if (*stored)
            m_input = **stored;
    }
    Q_EMIT inputChanged();
}

Status SizingSession::save()
{
    if (!hasProject())
        return Status::failure(tr("no project is open"));
    return PlanRepository(*m_workspace.database())
        .saveInput(m_workspace.currentProject()->id, m_input);
}

Status SizingSession::setRequest(const SizingRequest &request)
{
    PlanInput next = m_input;
    next.request = request;
    return setInput(next);
}

Status SizingSession::setDeployment(const Deployment &deployment)
{
    PlanInput next = m_input;
    next.deployment = deployment;
    return setInput(next);
}

Status SizingSession::setInput(const PlanInput &input)
{
    const QString baseDir = m_input.baseDir;
    m_input = input;
    if (m_input.baseDir.isEmpty())
        m_input.baseDir = baseDir;
    const Status s = save();
    Q_EMIT inputChanged();
    return s;
}

} // namespace llmcap
