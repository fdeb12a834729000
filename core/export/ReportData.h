#pragma once

#include "plan/CapacityPlan.h"
#include "plan/PlanInput.h"
#include "plan/SweepSummary.h"

#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace llmcap {

// Everything one report is made from.
struct ReportData
{
    QString projectName;
    PlanInput input;
    CapacityPlan plan;
    std::optional<SweepSummary> sweep;
    QDateTime generatedAt;
};

} // namespace llmcap
