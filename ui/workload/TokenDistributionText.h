#pragma once

#include "util/Result.h"
#include "workload/TokenDistribution.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QString>

namespace llmcap {

// The one-line form the workload table edits a token distribution in; it mirrors the file form
// (README "Workload files") word for word:
//   256                                         fixed
//   uniform min=100 max=900
//   lognormal p50=400 p95=2000 max=8000         (min and max optional)
//   empirical values=100,400,1600 weights=5,3,2 (weights optional)
// toJson() turns the text into the file form only; TokenDistribution::read (through
// Workload::fromJson) judges the values, so the table and the files share one validator.
class TokenDistributionText
{
    Q_DECLARE_TR_FUNCTIONS(TokenDistributionText)

public:
    static QString format(const TokenDistribution &distribution);
    static Result<QJsonValue> toJson(const QString &text);
    // A tooltip explaining the forms above.
    static QString help();
    // A long empirical list (telemetry derives hundreds of values) as one short line:
    // "empirical, 412 values, p50 310, p95 2,100"; empty for any other text, which
    // is short enough to show as it is.
    static QString summary(const QString &text);
    // The text broken into lines of about width characters after commas, for a tooltip.
    static QString wrapped(const QString &text, int width = 90);

    // Empirical lists with more values than this are summarised in the table.
    static constexpr int kValuesShown = 8;
};

} // namespace llmcap
