#pragma once

#include "bench/RunResult.h"
#include "records/RequestRecord.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace llmcap {

// Human-readable and CSV renderings of a run (README "Per-request CSV").
class RunReport
{
    Q_DECLARE_TR_FUNCTIONS(RunReport)

public:
    // The summary table `llmcap-cli bench` prints: verdict, counts, rates, latency percentiles
    // overall and per class, SLO result, server view, warnings.
    static QString summary(const RunResult &result, const QString &headline);

    // One row per request, times in milliseconds from the run's start instant; '#' comment
    // lines first carry the metric definitions.
    static QByteArray csv(const std::vector<RequestRecord> &records);
    static QStringList csvColumns();
    // The '#' lines with the definitions, and one request's fields (CSV-escaped), for exports
    // that put several runs into one file.
    static QString csvComments();
    static QStringList csvRow(const RequestRecord &record);
    static Status writeCsv(const QString &path, const std::vector<RequestRecord> &records);
};

} // namespace llmcap
