#include "plan/SizingSession.h"

#include "plan/PlanRepository.h"
#include "plan/RequestDeployment.h"
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
    m_loadProblems.clear();
    m_filledFromRequest.clear();
    if (hasProject()) {
        PlanRepository repository(*m_workspace.database());
        const qint64 projectId = m_workspace.currentProject()->id;
        auto stored = repository.loadInput(projectId, &m_loadProblems);
        if (!stored)
            m_loadError = stored.error();
        else if (*stored)
            m_input = **stored;
        // A request saved before its answers reached the deployment (or by llmcap-cli) fills
        // it now; only empty fields are filled, so storing it replaces nothing. Where the
        // stored request does not read back it is not stored, and the fill holds for now.
        if (m_loadError.isEmpty()) {
            const Deployment filled =
                RequestDeployment::fill(m_input.deployment, m_input.request, &m_filledFromRequest);
            if (!m_filledFromRequest.isEmpty()) {
                PlanInput next = m_input;
                next.deployment = filled;
                if (m_loadProblems.isEmpty())
                    repository.saveInput(projectId, next);
                m_input = next;
            }
        }
    }
    Q_EMIT inputChanged();
}

Status SizingSession::setRequest(const SizingRequest &request)
{
    PlanInput next = m_input;
    next.request = request;
    QStringList filled;
    next.deployment = RequestDeployment::fill(next.deployment, request, &filled);
    const QStringList before = m_filledFromRequest;
    m_filledFromRequest = filled;
    const Status s = setInput(next);
    if (!s && hasProject()) // nothing was taken
        m_filledFromRequest = before;
    return s;
}

Status SizingSession::setDeployment(const Deployment &deployment)
{
    PlanInput next = m_input;
    next.deployment = deployment;
    return setInput(next);
}

Status SizingSession::setInput(const PlanInput &input)
{
    if (!m_loadError.isEmpty())
        return Status::failure(tr("The stored sizing request could not be read, so nothing was "
                                  "saved over it: %1")
                                   .arg(m_loadError));
    PlanInput next = input;
    if (next.baseDir.isEmpty())
        next.baseDir = m_input.baseDir;
    if (hasProject()) {
        // The repository refuses what would not read back; the session keeps what is stored.
        if (const Status s = PlanRepository(*m_workspace.database())
                                 .saveInput(m_workspace.currentProject()->id, next);
            !s)
            return s;
    }
    m_input = next;
    m_loadProblems = m_input.readBackErrors();
    Q_EMIT inputChanged();
    return hasProject() ? Status() : Status::failure(tr("no project is open"));
}

} // namespace llmcap
