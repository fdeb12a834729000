#include "bench/RunSchedule.h"

#include "bench/ArrivalProcess.h"
#include "workload/SeededRandom.h"

#include <QSet>

#include <cmath>
#include <limits>

namespace llmcap {

namespace {

constexpr quint64 kArrivalStream = 0xA771'7A15; // the same gaps as a plain plan's arrivals
constexpr quint64 kRunStream = 0x5C41'9700;

struct Branch
{
    int tail = 0;       // the call a later step continues from
    qint64 context = 0; // tokens of its conversation (prompt + output)
};

} // namespace

RunArrivals::RunArrivals(const ArrivalProcess &arrival, double rateRunsPerS, quint64 seed)
    : m_arrival(arrival)
    , m_meanGapS(1.0 / rateRunsPerS)
    , m_random(SeededRandom::derive(seed, kArrivalStream))
{}

double RunArrivals::take()
{
    const double t = m_t;
    m_t += m_arrival.unitGap(m_random) * m_meanGapS;
    return t;
}

RunScript RunSchedule::draw(const Workload &workload, quint64 seed, qint64 runIndex, double startS)
{
    SeededRandom random(SeededRandom::derive(seed ^ kRunStream, quint64(runIndex)));
    RunScript run;
    run.runId = QStringLiteral("r%1").arg(runIndex);
    run.startS = startS;
    run.classIndex = int(workload.pick(random.uniform()));
    const WorkloadClass &c = workload.classes.at(run.classIndex);
    const RunBehaviour b = c.run.value_or(RunBehaviour{});

    // Call 0: the class's own lengths and shared prefix, as a plain request draws them.
    RunCall first;
    if (!c.lengths.isEmpty()) {
        const JointLengths::Pair pair = c.lengths.sample(random);
        first.newInputTokens = pair.inputTokens;
        first.outputTokens = pair.outputTokens;
    } else {
        first.newInputTokens = c.inputTokens.sample(random);
        first.outputTokens = c.outputTokens.sample(random);
    }
    const double shareDraw = random.uniform();
    const qint64 groupDraw = random.between(0, std::max(1, c.sharedPrefix.groups) - 1);
    if (c.sharedPrefix.tokens > 0 && shareDraw < c.sharedPrefix.shareRatio) {
        first.prefix = RunCall::Prefix::Group;
        first.prefixGroup = QString::number(groupDraw);
        first.prefixTokens = std::min(c.sharedPrefix.tokens, first.newInputTokens);
    }
    run.calls.append(first);
    const int steps = c.run ? b.calls.sample(random) : 1;

    QList<Branch> branches{{0, qint64(first.newInputTokens) + first.outputTokens}};
    auto toolWait = [&] { return b.toolTimeMs ? b.toolTimeMs->sample(random) / 1000.0 : 0.0; };
    // One call continuing `from` after `waits` (all of them ended) and a tool wait.
    auto addCall = [&](const QList<int> &waits, const Branch &from, bool retry, int newTokens,
                       int outputTokens) {
        RunCall call;
        call.index = int(run.calls.size());
        call.waitsFor = waits;
        call.toolWaitS = toolWait();
        call.offsetS = call.toolWaitS;
        call.newInputTokens = newTokens;
        call.outputTokens = outputTokens;
        call.retry = retry;
        Branch next;
        next.tail = call.index;
        if (b.compactionThresholdTokens > 0 &&
            from.context + newTokens > qint64(b.compactionThresholdTokens)) {
            call.compaction = true;
            call.summaryTokens = b.summaryTokens;
            next.context = qint64(b.summaryTokens) + newTokens + outputTokens;
        } else {
            call.prefix = RunCall::Prefix::Carried;
            call.carriesCall = from.tail;
            next.context = from.context + newTokens + outputTokens;
        }
        run.calls.append(call);
        return next;
    };
    for (int step = 1; step < steps; ++step) {
        QList<int> waits;
        for (const Branch &br : branches)
            waits.append(br.tail);
        const Branch from = branches.front(); // a join continues the first branch's conversation
        const int width =
            b.fanOutProbability > 0 && random.uniform() < b.fanOutProbability ? b.fanOutWidth : 1;
        QList<Branch> next;
        for (int k = 0; k < width; ++k) {
            const int newTokens = b.newTokens.sample(random);
            const int outputTokens = c.outputTokens.sample(random);
            Branch br = addCall(waits, from, false, newTokens, outputTokens);
            // A failed tool call: the agent sees the failure, runs the tool again and repeats
            // the call with the new result.
            for (int retry = 0; retry < b.maxRetries && b.toolFailureProbability > 0 &&
                                random.uniform() < b.toolFailureProbability;
                 ++retry)
                br = addCall({br.tail}, br, true, newTokens, outputTokens);
            next.append(br);
        }
        branches = next;
    }
    if (b.cancelProbability > 0 && random.uniform() < b.cancelProbability)
        run.cancelAfterS = b.cancelAfterS;
    return run;
}

Result<RunSchedule::Starts> RunSchedule::starts(const ArrivalProcess &arrival, double rateRunsPerS,
                                                quint64 seed, double warmupS, int warmupRuns,
                                                double durationS, qint64 maxRuns)
{
    Starts s;
    RunArrivals arrivals(arrival, rateRunsPerS, seed);
    double end = -1;
    while (true) {
        const double t = arrivals.peek();
        const qsizetype index = s.startS.size();
        if (index == warmupRuns) {
            s.windowStartS = std::max(warmupS, t);
            end = s.windowStartS + durationS;
        }
        if (index >= warmupRuns && t >= end)
            break;
        if (index >= maxRuns)
            return Result<Starts>::failure(
                tr("the run would start more than %1 runs; lower the rate or the duration")
                    .arg(maxRuns));
        s.startS.append(arrivals.take());
    }
    s.windowEndS = end;
    s.after = arrivals;
    return s;
}

Status RunSchedule::validate(const QList<RunScript> &runs, qsizetype classCount)
{
    QSet<QString> ids;
    for (const RunScript &run : runs) {
        const QString where = tr("run '%1'").arg(run.runId);
        if (run.runId.isEmpty())
            return Status::failure(tr("a run has no id"));
        if (ids.contains(run.runId))
            return Status::failure(tr("%1: the id is used by another run").arg(where));
        ids.insert(run.runId);
        if (run.classIndex < 0 || run.classIndex >= classCount)
            return Status::failure(tr("%1: no class %2").arg(where).arg(run.classIndex));
        if (run.calls.isEmpty())
            return Status::failure(tr("%1: has no calls").arg(where));
        if (run.startS < 0)
            return Status::failure(tr("%1: starts before the plan").arg(where));
        for (qsizetype i = 0; i < run.calls.size(); ++i) {
            const RunCall &c = run.calls.at(i);
            const QString call = tr("%1, call %2").arg(where).arg(i);
            if (c.index != int(i))
                return Status::failure(tr("%1: calls must be in index order").arg(call));
            for (int w : c.waitsFor)
                if (w < 0 || w >= c.index)
                    return Status::failure(
                        tr("%1: waits for call %2, not an earlier call").arg(call).arg(w));
            if (c.offsetS < 0 || c.toolWaitS < 0)
                return Status::failure(tr("%1: negative wait").arg(call));
            if (c.newInputTokens < 1 || c.outputTokens < 1)
                return Status::failure(tr("%1: token counts must be at least 1").arg(call));
            if (c.prefix == RunCall::Prefix::Carried && (c.carriesCall < 0 && c.waitsFor.isEmpty()))
                return Status::failure(tr("%1: carries no earlier call").arg(call));
            if (c.carriesCall >= c.index)
                return Status::failure(tr("%1: carries a later call").arg(call));
        }
    }
    return {};
}

QList<int> RunSchedule::plannedInputTokens(const RunScript &run)
{
    QList<int> input;
    input.reserve(run.calls.size());
    for (const RunCall &c : run.calls) {
        qint64 tokens = c.newInputTokens;
        if (c.compaction) {
            tokens += c.summaryTokens;
        } else if (c.prefix == RunCall::Prefix::Carried) {
            const int from = c.carriesCall >= 0 ? c.carriesCall : c.waitsFor.value(0, -1);
            if (from >= 0 && from < input.size())
                tokens += qint64(input.at(from)) + run.calls.at(from).outputTokens;
        }
        input.append(int(std::min<qint64>(tokens, std::numeric_limits<int>::max())));
    }
    return input;
}

} // namespace llmcap
