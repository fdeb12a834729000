#pragma once

#include "bench/RunResult.h"
#include "records/RequestRecord.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QSaveFile>
#include <QString>

#include <memory>
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

// RunReport::csv written as a run's records come (`bench --csv`; issue 37: a run keeps no
// records): the comment lines and the header at open(), rows with each append(), and the file
// in place only at commit() (QSaveFile), so a run that fails, or a write that fails, leaves
// what was at the path before. The first write error is kept and commit() reports it.
class RunCsvWriter
{
    Q_DECLARE_TR_FUNCTIONS(RunCsvWriter)

public:
    static Result<std::unique_ptr<RunCsvWriter>> open(const QString &path);
    // Rows for records [from, records.size()).
    void append(const std::vector<RequestRecord> &records, qsizetype from = 0);
    // "cannot write PATH: reason" when a write or the commit failed.
    Status commit();

private:
    explicit RunCsvWriter(const QString &path);
    bool write(const QString &text);

    QString m_path;
    QSaveFile m_file;
    QString m_error;
};

} // namespace llmcap
