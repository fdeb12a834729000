#include "footprint/ReplicaUseLabel.h"

#include <QLocale>
#include <QTime>

namespace llmcap {

ReplicaUseLabel::ReplicaUseLabel(QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("replicaUseStatus"));
    setWordWrap(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
}

QString ReplicaUseLabel::describe(const Deployment &d)
{
    const auto in = d.footprintInput();
    if (!in)
        return in.error();
    return tr("%1 on %2 x %3")
        .arg(in->model.name)
        .arg(in->tensorParallel * in->pipelineParallel)
        .arg(in->gpu.name);
}

void ReplicaUseLabel::refresh(const Deployment &stored, const Deployment &shown,
                              const QStringList &fromRequest)
{
    if (!stored.hasReplicaConfig()) {
        const bool noModel = stored.modelId.isEmpty() && !stored.customModel;
        const bool noGpu = stored.gpuId.isEmpty();
        const QString missing = noModel && noGpu ? tr("no model and no GPU")
                                : noModel        ? tr("no model")
                                                 : tr("no GPU");
        QString text = tr("Not used by the plan yet: the project's replica has %1, so the plan "
                          "and the simulator have no replica configuration. \"Use for the plan\" "
                          "stores the one shown.")
                           .arg(missing);
        if (!fromRequest.isEmpty())
            text += QLatin1Char(' ') +
                    tr("From the sizing request: %1.").arg(fromRequest.join(QLatin1String("; ")));
        return setState(State::NotUsed, text);
    }
    if (!(stored == shown))
        return setState(State::Differs,
                        tr("Changed here, not yet used: the plan uses %1. \"Use for the plan\" "
                           "stores the replica shown.")
                            .arg(describe(stored)));
    if (m_state == State::Stored)
        return; // the confirmation stays until something changes
    QString text = tr("The plan uses this replica: %1.").arg(describe(stored));
    if (!fromRequest.isEmpty())
        text += QLatin1Char(' ') +
                tr("From the sizing request: %1.").arg(fromRequest.join(QLatin1String("; ")));
    setState(State::Used, text);
}

void ReplicaUseLabel::confirmStored(const Deployment &shown)
{
    setState(State::Stored, tr("Stored with the project at %1: the plan now uses %2.")
                                .arg(QLocale().toString(QTime::currentTime(), QLocale::ShortFormat),
                                     describe(shown)));
}

void ReplicaUseLabel::setState(State state, const QString &text)
{
    m_state = state;
    setText(text);
    // Stored and used read as done; not used and changed as something left to do.
    setStyleSheet(state == State::Stored || state == State::Used
                      ? QStringLiteral("color: #206020;")
                      : QStringLiteral("color: #b34700;"));
}

} // namespace llmcap
