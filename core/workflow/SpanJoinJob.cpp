#include "workflow/SpanJoinJob.h"

#include "results/SweepDetail.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"

namespace llmcap {

namespace {

// The joined requests of one stored run; its detail rebuilt from the spans' timings.
Status joinRun(Database &db, const SpanJoinRequest &request, ServerSpanJoin &join,
               SpanJoinOutcome &outcome)
{
    std::vector<RequestRecord> records;
    auto detail = RunDetail::load(db, request.runId, &records);
    if (!detail)
        return Status::failure(detail.error());
    if (detail->info.isExternal())
        return Status::failure(SpanJoinJob::tr("run %1 was imported from %2: it has no requests "
                                               "of llmcap's own to join spans to")
                                   .arg(request.runId)
                                   .arg(detail->info.externalTool));
    join.addRun(request.runId, records);
    if (Status read = join.read(request.spanPath); !read)
        return read;
    // Per-request server timings beat the histogram's buckets: the run's server queue and
    // prefill come from the spans where the responses carried none.
    outcome.timingsApplied = join.applyTo(request.runId, records);
    if (outcome.timingsApplied > 0) {
        RunDetail joined = RunDetail::build(detail->info, records);
        joined.server = detail->server;
        *detail = std::move(joined);
    }
    outcome.detail = std::move(detail).value();
    return {};
}

Status joinSweep(Database &db, const SpanJoinRequest &request, ServerSpanJoin &join)
{
    auto detail = SweepDetail::load(db, request.sweepId);
    if (!detail)
        return Status::failure(detail.error());
    RunRepository runs(db);
    for (const SweepStep &s : detail->steps) {
        auto records = runs.requests(s.runId);
        if (!records)
            return Status::failure(records.error());
        join.addRun(s.runId, *records);
    }
    return join.read(request.spanPath);
}

} // namespace

Result<SpanJoinOutcome> SpanJoinJob::run(Database *db, const SpanJoinRequest &request)
{
    using R = Result<SpanJoinOutcome>;
    if ((request.runId > 0) == (request.sweepId > 0))
        return R::failure(tr("join the spans to one run or one sweep"));
    if (request.spanPath.isEmpty())
        return R::failure(tr("give the server's span file"));
    if (!db && !request.records)
        return R::failure(tr("joining spans to a stored run or sweep needs its database"));

    ServerSpanJoin join;
    SpanJoinOutcome outcome;
    Status joined;
    if (request.records) {
        join.addRun(request.runId, *request.records);
        joined = join.read(request.spanPath);
    } else if (request.runId > 0) {
        joined = joinRun(*db, request, join, outcome);
    } else {
        joined = joinSweep(*db, request, join);
    }
    if (!joined)
        return R::failure(joined.error());
    outcome.counts = join.counts();
    outcome.splits = join.splits();
    outcome.lines = join.textLines(request.perRequest);
    outcome.json = join.toJson();
    return outcome;
}

} // namespace llmcap
