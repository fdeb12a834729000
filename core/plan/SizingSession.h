#pragma once

#include "plan/PlanInput.h"
#include "util/Result.h"

#include <QObject>

namespace llmcap {

class Workspace;

// The current project's sizing request and deployment inputs, as the GUI pages share them:
// loaded when the project changes, saved to the database on every change (a request may be
// saved incomplete and reopened), and announced with inputChanged(). What the questionnaire
// says of the replica (its model, context, tokenizer) reaches the deployment where that is
// silent, when the request is opened or saved (RequestDeployment).
class SizingSession : public QObject
{
    Q_OBJECT

public:
    explicit SizingSession(Workspace &workspace, QObject *parent = nullptr);

    const PlanInput &input() const { return m_input; }
    bool hasProject() const;
    QString projectName() const;
    // Why the project's stored request could not be read at all (it is then shown empty).
    const QString &loadError() const { return m_loadError; }
    // What is wrong in a stored request that was read partly: its wrong answers are kept as
    // written (SizingRequest::problems() marks them), nothing else is dropped unsaid.
    const QStringList &loadProblems() const { return m_loadProblems; }
    // What the deployment took from the questionnaire's answers when the request was last
    // opened or saved (RequestDeployment::fill), one line each; empty when it took nothing.
    const QStringList &filledFromRequest() const { return m_filledFromRequest; }

    Status setRequest(const SizingRequest &request);
    Status setDeployment(const Deployment &deployment);
    Status setInput(const PlanInput &input);

Q_SIGNALS:
    void inputChanged();

private:
    void reload();

    Workspace &m_workspace;
    PlanInput m_input;
    QString m_loadError;
    QStringList m_loadProblems;
    QStringList m_filledFromRequest;
};

} // namespace llmcap
