#pragma once

#include "plan/Deployment.h"
#include "sizing/SizingRequest.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace llmcap {

// Everything a plan is computed from: the product team's sizing request and the platform
// team's deployment inputs. This is the "sizing file" llmcap-cli plan --sizing reads and the
// GUI saves: the six sections of SizingRequest plus an optional "deployment" section.
struct PlanInput
{
    Q_DECLARE_TR_FUNCTIONS(PlanInput)

public:
    SizingRequest request;
    Deployment deployment;
    QString baseDir; // where relative paths in the request (a trace) are resolved

    QJsonObject toJson() const;
    static Result<PlanInput> fromJson(const QJsonObject &json, const QString &origin = {});
    // Reads what it can: answers that cannot be read are kept as written (see
    // SizingRequest::problems()), and every problem goes to errors with its path.
    static PlanInput readPartly(const QJsonObject &json, QStringList *errors);
    // What reading this input back from its stored form would refuse (empty: it round-trips).
    // Nothing is stored that adds to this list.
    QStringList readBackErrors() const;
    // JSON or YAML by extension.
    static Result<PlanInput> load(const QString &path);
    Status save(const QString &path) const;
    static QStringList keyOrder();

    bool operator==(const PlanInput &o) const
    {
        return request == o.request && deployment == o.deployment;
    }
};

} // namespace llmcap
