#include "workflow/TwinEstimateJob.h"

#include "storage/Database.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace llmcap {

namespace {

double weightedMean(const Workload &workload, bool input)
{
    double weights = 0, sum = 0;
    for (const WorkloadClass &c : workload.classes) {
        weights += c.weight;
        sum += c.weight * (input ? c.inputTokens.mean() : c.outputTokens.mean());
    }
    return weights > 0 ? sum / weights : 0;
}

} // namespace

TwinEstimateJob::TwinEstimateJob(QObject *parent)
    : QObject(parent)
{}

TwinEstimateJob::~TwinEstimateJob()
{
    // The estimate reads through a connection of its own: it must not outlive its owner's
    // database file (AsyncTask drops the result once this object is gone).
    m_task.wait();
}

bool TwinEstimateJob::start(const QString &databasePath, const TwinEstimateRequest &request)
{
    if (m_running)
        return false;
    m_running = true;
    m_task = AsyncTask::start(
        this,
        [databasePath, request]() -> Result<TwinEstimateOutcome> {
            auto db = Database::open(databasePath);
            if (!db)
                return Result<TwinEstimateOutcome>::failure(db.error());
            return TwinEstimate::run(**db, request);
        },
        [this](Result<TwinEstimateOutcome> &&outcome) {
            m_running = false;
            if (outcome)
                Q_EMIT finished(*outcome);
            else
                Q_EMIT failed(outcome.error());
        });
    return true;
}

double TwinEstimateJob::meanInputTokens(const Workload &workload)
{
    return weightedMean(workload, true);
}

double TwinEstimateJob::meanOutputTokens(const Workload &workload)
{
    return weightedMean(workload, false);
}

Workload TwinEstimateJob::withMeanLengths(const Workload &workload, int inputTokens,
                                          int outputTokens)
{
    const double inputMean = meanInputTokens(workload);
    const double outputMean = meanOutputTokens(workload);
    auto scaled = [](const TokenDistribution &d, double mixMean, int target) {
        if (target <= 0 || !(mixMean > 0))
            return d;
        return TokenDistribution::fixed(std::max(1, int(std::lround(d.mean() * target / mixMean))));
    };
    Workload out = workload;
    for (WorkloadClass &c : out.classes) {
        c.inputTokens = scaled(c.inputTokens, inputMean, inputTokens);
        c.outputTokens = scaled(c.outputTokens, outputMean, outputTokens);
        if (inputTokens > 0 || outputTokens > 0)
            c.lengths = {}; // the joint pairs would override the lengths set here
    }
    const QLocale loc;
    out.name = tr("%1 with mean lengths %2 in / %3 out")
                   .arg(workload.name.isEmpty() ? tr("the sweep's workload") : workload.name,
                        loc.toString(std::lround(meanInputTokens(out))),
                        loc.toString(std::lround(meanOutputTokens(out))));
    return out;
}

} // namespace llmcap
