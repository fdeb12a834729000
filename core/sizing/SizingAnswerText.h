#pragma once

#include "sizing/SizingField.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QString>

namespace llmcap {

struct SizingWorkloadClass;

// An answer as people read it in exports and summaries: "900 / 3,200 / 6,000 tokens (p50 / p95 /
// p99)", "800 ms for 95 % of requests", choice labels instead of keys. Empty when unanswered.
class SizingAnswerText
{
    Q_DECLARE_TR_FUNCTIONS(SizingAnswerText)

public:
    static QString format(const SizingField &field, const QJsonValue &value);
    static QString formatClass(const SizingWorkloadClass &workloadClass);
    static QString formatNumber(double value);
};

} // namespace llmcap
