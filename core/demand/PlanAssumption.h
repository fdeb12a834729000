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
    // The answer was measured from telemetry: {source, from, to, samples, of}
    // (MeasuredAnswer); empty when typed in or assumed.
    QJsonObject measured;

    QJsonObject toJson() const
    {
        QJsonObject o{{QStringLiteral("text"), text}, {QStringLiteral("assumed"), assumed}};
        if (!field.isEmpty())
            o.insert(QStringLiteral("field"), field);
        if (!workloadClass.isEmpty())
            o.insert(QStringLiteral("class"), workloadClass);
        if (!measured.isEmpty())
            o.insert(QStringLiteral("measured"), measured);
        return o;
    }
    bool operator==(const PlanAssumption &) const = default;
};

} // namespace llmcap
