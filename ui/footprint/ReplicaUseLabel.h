#pragma once

#include "plan/Deployment.h"

#include <QLabel>

namespace llmcap {

// The line under "Use for the plan": whether the plan uses the replica the form shows. The
// form always shows some model and GPU, so without it a shown replica could be read as the
// plan's while the plan (and the simulator) has none. After "Use for the plan" it confirms
// what was stored until the form or the project's deployment changes.
class ReplicaUseLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ReplicaUseLabel(QWidget *parent = nullptr);

    enum class State : quint8 {
        NotUsed, // the plan has no replica configuration
        Differs, // the plan's replica differs from the one shown
        Used,    // the plan uses the replica shown
        Stored,  // just stored with "Use for the plan"
    };
    // stored: the project's deployment; shown: the form's replica on it; fromRequest: what
    // the deployment took from the questionnaire (SizingSession::filledFromRequest).
    void refresh(const Deployment &stored, const Deployment &shown, const QStringList &fromRequest);
    // After "Use for the plan" stored shown.
    void confirmStored(const Deployment &shown);
    State state() const { return m_state; }

private:
    void setState(State state, const QString &text);
    static QString describe(const Deployment &d);

    State m_state = State::NotUsed;
};

} // namespace llmcap
