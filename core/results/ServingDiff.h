#pragma once

#include "serving/ServingConfig.h"

#include <QCoreApplication>
#include <QList>

namespace llmcap {

// The two pinned serving configurations of a comparison side by side: one row per field set in
// either (in ServingConfig's field order, unknown keys last), marked where ServingConfig::diff
// finds them different.
class ServingDiff
{
    Q_DECLARE_TR_FUNCTIONS(ServingDiff)

public:
    struct Row
    {
        QString key;
        QString label;
        QString group;
        QString before; // empty: not set
        QString after;
        bool differs = false;
    };

    static QList<Row> rows(const ServingConfig &before, const ServingConfig &after);
    // The keys ServingConfig::diff reports.
    static QStringList differingKeys(const ServingConfig &before, const ServingConfig &after);
    static QString display(const QVariant &value);
};

} // namespace llmcap
