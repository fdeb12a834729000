#pragma once

#include <QJsonObject>
#include <QString>

namespace llmcap {

// One thing a plan rests on. assumed = true when llmcap filled in a typical value because the
// request did not give one: such a plan is preliminary and says so.
struct PlanAssumption
{
    QString text;
    bool assumed = false;
    QString field;         // the sizing-request or deployment key concerned, if any
    QString workloadClass; // empty when it applies to the whole plan

    QJsonObject toJson() const
    {
        QJsonObject o{{QStringLiteral("text"), text}, {QStringLiteral("assumed"), assumed}};
        if (!field.isEmpty())
            o.insert(QStringLiteral("field"), field);
        if (!workloadClass.isEmpty())
            o.insert(QStringLiteral("class"), workloadClass);
        return o;
    }
    bool operator==(const PlanAssumption &) const = default;
};

} // namespace llmcap
