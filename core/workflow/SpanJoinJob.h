#pragma once

#include "records/RequestRecord.h"
#include "results/RunDetail.h"
#include "results/ServerSpanJoin.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <optional>
#include <vector>

namespace llmcap {

class Database;

// Which requests a server's span file is joined to (issue 21), and what the text shows.
struct SpanJoinRequest
{
    qint64 runId = 0;        // a stored run's requests, or
    qint64 sweepId = 0;      // the requests of every step run of a stored sweep
    QString spanPath;        // the server's OTLP JSON span file
    bool perRequest = false; // the text lines list each joined request
    // A run that has just ended (runId names it): its requests in memory instead of the
    // database's, which may not hold all of them yet.
    const std::vector<RequestRecord> *records = nullptr;
};

struct SpanJoinOutcome
{
    ServerSpanJoin::Counts counts;
    std::vector<TtftSplit> splits; // in span-file order
    QStringList lines;             // counts, one line per run, per request when asked
    QJsonObject json;
    // A stored run: its detail, rebuilt with the spans' server timings where its responses
    // carried none (timingsApplied records took them).
    std::optional<RunDetail> detail;
    qint64 timingsApplied = 0;
};

// The one path the CLI (`results --run/--sweep ID --otlp FILE`, `bench --otlp-file`) and the
// Results page take to join a server's spans to llmcap's requests (issue 33): loads the run's
// or the sweep's requests, joins (ServerSpanJoin), and for a stored run rebuilds its detail with
// the spans' timings.
class SpanJoinJob
{
    Q_DECLARE_TR_FUNCTIONS(SpanJoinJob)

public:
    // db may be null when the request carries its records.
    static Result<SpanJoinOutcome> run(Database *db, const SpanJoinRequest &request);
};

} // namespace llmcap
