#pragma once

#include "records/RequestRecord.h"
#include "records/RunWindow.h"
#include "slo/Slo.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>

#include <vector>

namespace llmcap {

// One latency objective of one request class, checked over a run's window.
struct ObjectiveResult
{
    QString className;
    LatencyObjective objective;
    bool evaluated = true; // false: the server reports no per-request value (queue time)
    double samples = 0;    // requests (ITL: token-weighted gaps)
    double within = 0;
    double attainmentPct = 0;
    bool met = false;

    QJsonObject toJson() const;
};

struct SloResult
{
    QString sloName;
    qint64 due = 0;  // measured requests, user-cancelled ones left out
    qint64 good = 0; // succeeded and met every objective of their class
    qint64 errors = 0;
    double errorRatePct = 0;
    double maxErrorRatePct = 0;
    bool errorRateMet = true;
    double attainmentPct = 0; // good / due
    double goodputRps = 0;    // good requests per second of the window
    bool met = false;         // every objective met and the error rate within the limit
    QList<ObjectiveResult> objectives;
    QStringList notes;

    QJsonObject toJson() const;
};

// Checks a run against an SLO; a pure function of the records (definitions in
// RunMetrics::definitions(), key "slo").
class SloEvaluator
{
    Q_DECLARE_TR_FUNCTIONS(SloEvaluator)

public:
    static SloResult evaluate(const std::vector<RequestRecord> &records, const Slo &slo,
                              const RunWindow &window);
    // Whether one request met every objective that applies to its class.
    static bool isGood(const RequestRecord &record, const Slo &slo);
};

// SloEvaluator::evaluate as records come (issue 37: a run need not keep its records): counts
// and tallies only, so its memory grows with the classes, not the requests. A record is
// measured by the window as it stands when it is added (see RunMetricsAccumulator).
class SloAccumulator
{
public:
    explicit SloAccumulator(Slo slo);
    void add(const RequestRecord &record, const RunWindow &window, qint64 instantNs);
    SloResult result(const RunWindow &window) const;

private:
    struct Tally
    {
        double samples = 0;
        double within = 0;
        bool reported = false;
    };
    Slo m_slo;
    SloResult m_counts;
    QStringList m_classOrder;
    QMap<QString, QMap<int, Tally>> m_tallies; // class -> metric -> tally
    std::vector<WeightedSample> m_gaps;        // one record's, reused
};

} // namespace llmcap
