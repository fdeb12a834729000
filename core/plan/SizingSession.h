#pragma once

#include "plan/PlanInput.h"
#include "util/Result.h"

#include <QObject>

namespace llmcap {

class Workspace;

// The current project's sizing request and deployment inputs, as the GUI pages share them:
// loaded when the project changes, saved to the database on every change (a request may be
// saved incomplete and reopened), and announced with inputChanged().
class SizingSession : public QObject
{
    Q_OBJECT

public:
    explicit SizingSession(Workspace &workspace, QObject *parent = nullptr);

    const PlanInput &input() const { return m_input; }
    bool hasProject() const;
    QString projectName() const;
    // Why the project's stored request could not be read (it is then shown empty).
    const QString &loadError() const { return m_loadError; }

    Status setRequest(const SizingRequest &request);
    Status setDeployment(const Deployment &deployment);
    Status setInput(const PlanInput &input);

Q_SIGNALS:
    void inputChanged();

private:
    void reload();
    Status save();

    Workspace &m_workspace;
    PlanInput m_input;
    QString m_loadError;
};

} // namespace llmcap
