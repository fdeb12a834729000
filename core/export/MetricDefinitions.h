#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace llmcap {

// llmcap's definitions of the latency metrics (domain reference §1), printed in every export
// because tools disagree on what "ITL" or "TPOT" mean.
class MetricDefinitions
{
    Q_DECLARE_TR_FUNCTIONS(MetricDefinitions)

public:
    struct Definition
    {
        QString key;
        QString name;
        QString definition;
    };
    static QList<Definition> all();
};

} // namespace llmcap
