#pragma once

#include "bench/RunMetrics.h"
#include "bench/RunResult.h"
#include "records/RequestRecord.h"
#include "storage/RunRepository.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>
#include <vector>

namespace llmcap {

class Database;

// A measured request's TTFT beside its prompt length (usage.prompt_tokens).
struct TtftByInput
{
    qint64 inputTokens = 0;
    double ttftMs = 0;
    QString className;
};

// How many measured requests ended one way (ErrorCategory), as the CLI's "outcomes" line.
struct OutcomeCount
{
    ErrorCategory category = ErrorCategory::None;
    QString key;
    QString label;
    qint64 requests = 0;
    double sharePct = 0; // of the requests due in the window
    bool isError = false;
};

// Everything the Results page shows of one stored run. The metrics are RunMetrics::compute over
// the stored request records with the run's own window and schedule-lag bound, exactly as
// `llmcap-cli bench` computed its summary; the sample lists follow RunMetrics' rules (measured =
// scheduled inside the window, not warm-up; TTFT of succeeded and user-cancelled requests, TPOT
// and E2E of succeeded ones).
struct RunDetail
{
    Q_DECLARE_TR_FUNCTIONS(RunDetail)

public:
    RunInfo info;
    RunMetrics metrics;
    QStringList problems; // why the run is invalid
    QStringList warnings; // every warning the CLI prints (RunMetrics::warnings)
    // Of those, the percentiles resting on too few samples, and the rest (stopped early,
    // client queueing).
    QStringList sampleWarnings;
    QStringList otherWarnings;
    QList<OutcomeCount> outcomes; // every category but "none", most frequent first
    std::vector<TtftByInput> ttftByInput;
    std::vector<double> ttftMs;
    std::vector<double> tpotMs;
    std::vector<double> e2eMs;
    std::optional<SloResult> slo; // SloEvaluator over the records, when the run had an SLO
    ServerWindowSummary server;   // from the stored server samples (load() only)

    // The run as `llmcap-cli bench` reported it (RunReport::summary takes it).
    RunResult result() const;

    // records, when given, receives the request records the detail was built from (the
    // Results page draws its run timeline from them without reading them twice).
    static Result<RunDetail> load(Database &db, qint64 runId,
                                  std::vector<RequestRecord> *records = nullptr);
    static RunDetail build(RunInfo info, const std::vector<RequestRecord> &records);

    qint64 errorCount() const { return metrics.overall.errors; }
};

} // namespace llmcap
