#pragma once

#include "plan/CapacityPlan.h"
#include "plan/PlanInput.h"
#include "plan/SweepSummary.h"
#include "validation/ValidationRepository.h"

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
    // The fleet validation attached to this plan (issue 19): a "Validation" section in the
    // PDF, its per-minute rows in the JSON and in the validation CSV.
    std::optional<StoredValidation> validation;
    QDateTime generatedAt;
};

} // namespace llmcap
