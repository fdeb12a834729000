#pragma once

#include "plan/CapacityPlan.h"
#include "plan/PlanInput.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>

#include <optional>

namespace llmcap {

class Database;

// A plan as it was computed, with the inputs it came from.
struct StoredPlan
{
    qint64 id = 0;
    qint64 projectId = 0;
    QDateTime createdAt;
    QString sweepId;
    bool preliminary = true;
    int totalReplicas = 0;
    int totalGpus = 0;
    QJsonObject input;
    QJsonObject plan;
};

// A project's sizing request with its deployment inputs (one per project, saved incomplete as
// often as the user likes) and the plans computed from it.
class PlanRepository
{
    Q_DECLARE_TR_FUNCTIONS(PlanRepository)

public:
    explicit PlanRepository(Database &db)
        : m_db(db)
    {}

    // nullopt when the project has no sizing request yet. A stored request with answers that
    // cannot be read fails, unless problems is given: then it is read partly (the wrong answers
    // kept as written, PlanInput::readPartly) and what is wrong is listed there.
    Result<std::optional<PlanInput>> loadInput(qint64 projectId,
                                               QStringList *problems = nullptr) const;
    // Refuses an input that would not read back, unless the stored one has the same problems
    // already: nothing is stored that a later load refuses.
    Status saveInput(qint64 projectId, const PlanInput &input);

    Result<qint64> savePlan(qint64 projectId, const PlanInput &input, const CapacityPlan &plan,
                            const QString &sweepId = {});
    // Newest first.
    Result<QList<StoredPlan>> plans(qint64 projectId) const;
    // One plan by id, of any project; nullopt when there is none.
    Result<std::optional<StoredPlan>> find(qint64 planId) const;

private:
    Database &m_db;
};

} // namespace llmcap
