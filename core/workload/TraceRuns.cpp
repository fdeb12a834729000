#include "workload/TraceRuns.h"

#include <QHash>

#include <algorithm>
#include <functional>
#include <queue>
#include <vector>

namespace llmcap {

namespace {

constexpr double kTimeToleranceS = 2e-6; // the trace writer rounds times to microseconds

struct RunEntries
{
    QString id;
    QList<qsizetype> entries; // positions in the trace, in trace order
};

QList<RunEntries> runsOf(const Trace &trace)
{
    QList<RunEntries> runs;
    QHash<QString, qsizetype> indexOf;
    for (qsizetype i = 0; i < trace.entries.size(); ++i) {
        const TraceEntry &e = trace.entries.at(i);
        if (!e.inRun())
            continue;
        auto it = indexOf.constFind(e.runId);
        if (it == indexOf.cend()) {
            it = indexOf.insert(e.runId, runs.size());
            runs.append({e.runId, {}});
        }
        runs[it.value()].entries.append(i);
    }
    return runs;
}

// The calls in causal order (Kahn's algorithm, the smallest ready call index first); fewer
// calls than given when some lie on a cycle or wait for one.
QList<int> causalOrder(const QHash<int, QList<int>> &depsOf)
{
    QHash<int, int> waiting;
    QHash<int, QList<int>> dependents;
    std::priority_queue<int, std::vector<int>, std::greater<int>> ready;
    for (auto it = depsOf.cbegin(); it != depsOf.cend(); ++it) {
        waiting.insert(it.key(), int(it.value().size()));
        for (int d : it.value())
            dependents[d].append(it.key());
        if (it.value().isEmpty())
            ready.push(it.key());
    }
    QList<int> order;
    while (!ready.empty()) {
        const int call = ready.top();
        ready.pop();
        order.append(call);
        for (int next : dependents.value(call))
            if (--waiting[next] == 0)
                ready.push(next);
    }
    return order;
}

// A cycle among the calls Kahn's algorithm left: each of them waits for another left call.
// Returned from its smallest call index, in waits-for order.
QList<int> findCycle(const QHash<int, QList<int>> &depsOf, const QList<int> &ordered)
{
    QList<int> left;
    for (auto it = depsOf.cbegin(); it != depsOf.cend(); ++it)
        if (!ordered.contains(it.key()))
            left.append(it.key());
    std::sort(left.begin(), left.end());
    QList<int> path;
    int call = left.front();
    while (!path.contains(call)) {
        path.append(call);
        QList<int> deps = depsOf.value(call);
        std::sort(deps.begin(), deps.end());
        for (int d : deps)
            if (left.contains(d)) {
                call = d;
                break;
            }
    }
    QList<int> cycle = path.mid(path.indexOf(call));
    std::rotate(cycle.begin(), std::min_element(cycle.begin(), cycle.end()), cycle.end());
    return cycle;
}

qsizetype earliest(const Trace &trace, const RunEntries &run)
{
    return *std::min_element(
        run.entries.cbegin(), run.entries.cend(), [&](qsizetype a, qsizetype b) {
            const TraceEntry &ea = trace.entries.at(a), &eb = trace.entries.at(b);
            return ea.timestampS < eb.timestampS ||
                   (ea.timestampS == eb.timestampS && ea.callIndex < eb.callIndex);
        });
}

} // namespace

QStringList TraceRuns::check(const Trace &trace, int maxErrors)
{
    QStringList errors;
    const auto add = [&](qsizetype entry, const QString &run, const QString &message) {
        if (errors.size() < maxErrors)
            errors.append(trace.where(entry) + QLatin1String(": ") +
                          tr("run %1: %2").arg(run, message));
    };
    for (const RunEntries &run : runsOf(trace)) {
        if (errors.size() >= maxErrors)
            break;
        const qsizetype before = errors.size();
        QHash<int, qsizetype> entryOf;
        for (qsizetype i : run.entries) {
            const TraceEntry &e = trace.entries.at(i);
            if (const auto it = entryOf.constFind(e.callIndex); it != entryOf.cend())
                add(i, run.id,
                    tr("call_index %1 twice (first at %2)")
                        .arg(e.callIndex)
                        .arg(trace.where(it.value())));
            else
                entryOf.insert(e.callIndex, i);
        }
        QHash<int, QList<int>> depsOf;
        for (qsizetype i : run.entries) {
            const TraceEntry &e = trace.entries.at(i);
            const QList<int> deps = e.dependencies();
            for (int d : deps) {
                if (d == e.callIndex)
                    add(i, run.id, tr("call %1 waits for itself").arg(d));
                else if (!entryOf.contains(d))
                    add(i, run.id,
                        tr("call %1 waits for call %2, which the run lacks")
                            .arg(e.callIndex)
                            .arg(d));
            }
            if (e.offsetS < 0 && e.offsetS != -1)
                add(i, run.id,
                    tr("call %1: offset_s %2 is negative").arg(e.callIndex).arg(e.offsetS));
            if (e.toolWaitS < 0)
                add(i, run.id,
                    tr("call %1: tool_wait_s %2 is negative").arg(e.callIndex).arg(e.toolWaitS));
            else if (e.offsetS >= 0 && e.toolWaitS > e.offsetS + 1e-6)
                add(i, run.id,
                    tr("call %1: tool_wait_s %2 exceeds offset_s %3")
                        .arg(e.callIndex)
                        .arg(e.toolWaitS)
                        .arg(e.offsetS));
            depsOf.insert(e.callIndex, deps);
        }
        if (errors.size() > before)
            continue; // the graph is not whole: its cycles would mislead

        const QList<int> order = causalOrder(depsOf);
        if (order.size() < depsOf.size()) {
            const QList<int> cycle = findCycle(depsOf, order);
            QString text = tr("call %1 waits for call %2").arg(cycle.at(0)).arg(cycle.value(1));
            for (qsizetype k = 2; k <= cycle.size(); ++k)
                text += tr(", which waits for call %1").arg(cycle.at(k % cycle.size()));
            add(entryOf.value(cycle.front()), run.id, text + tr(" (a cycle)"));
            continue;
        }
        const qsizetype first = earliest(trace, run);
        if (const TraceEntry &e = trace.entries.at(first); e.dependsOn >= 0) {
            add(first, run.id,
                tr("call %1, the run's earliest call, waits for call %2")
                    .arg(e.callIndex)
                    .arg(e.dependsOn));
            continue;
        }
        for (qsizetype i : run.entries) {
            const TraceEntry &e = trace.entries.at(i);
            for (int d : e.dependencies()) {
                const double gapS = trace.entries.at(entryOf.value(d)).timestampS - e.timestampS;
                if (gapS > kTimeToleranceS)
                    add(i, run.id,
                        tr("call %1 starts %2 s before call %3, which it waits for")
                            .arg(e.callIndex)
                            .arg(gapS)
                            .arg(d));
            }
        }
    }
    return errors;
}

Result<QList<RunScript>> TraceRuns::build(const Trace &trace, const QList<WorkloadClass> &classes,
                                          double timeScale)
{
    using R = Result<QList<RunScript>>;
    if (!(timeScale > 0))
        return R::failure(tr("the trace time scale must be above 0"));
    if (const QStringList errors = check(trace); !errors.isEmpty())
        return R::failure(errors.join(QLatin1String("; ")));

    struct Built
    {
        RunScript script;
        qsizetype order;
    };
    std::vector<Built> built;
    const QList<RunEntries> runs = runsOf(trace);
    for (qsizetype r = 0; r < runs.size(); ++r) {
        const RunEntries &run = runs.at(r);
        QHash<int, qsizetype> entryOf;
        QHash<int, QList<int>> depsOf;
        for (qsizetype i : run.entries) {
            entryOf.insert(trace.entries.at(i).callIndex, i);
            depsOf.insert(trace.entries.at(i).callIndex, trace.entries.at(i).dependencies());
        }
        const QList<int> order = causalOrder(depsOf);
        QHash<int, int> position; // trace call index → RunCall::index
        for (qsizetype k = 0; k < order.size(); ++k)
            position.insert(order.at(k), int(k));

        const qsizetype firstEntry = earliest(trace, run);
        const TraceEntry &first = trace.entries.at(firstEntry);
        const QString name = first.className;
        qsizetype classIndex = name.isEmpty() && !classes.isEmpty() ? 0 : -1;
        for (qsizetype c = 0; c < classes.size() && classIndex < 0; ++c)
            if (classes.at(c).name == name)
                classIndex = c;
        if (classIndex < 0)
            return R::failure(
                trace.where(firstEntry) + QLatin1String(": ") +
                tr("run %1: class \"%2\" is not among the workload's classes").arg(run.id, name));
        const WorkloadClass &cls = classes.at(classIndex);

        RunScript script;
        script.runId = run.id;
        script.classIndex = int(classIndex);
        script.startS = first.timestampS * timeScale;
        for (int callIndex : order) {
            const TraceEntry &e = trace.entries.at(entryOf.value(callIndex));
            RunCall call;
            call.index = position.value(callIndex);
            for (int d : e.dependencies())
                call.waitsFor.append(position.value(d));
            std::sort(call.waitsFor.begin(), call.waitsFor.end());
            call.toolWaitS = e.toolWaitS;
            if (call.waitsFor.isEmpty()) {
                call.offsetS = std::max(0.0, e.timestampS - first.timestampS);
            } else if (e.offsetS >= 0) {
                call.offsetS = e.offsetS;
            } else {
                double latestS = 0;
                for (int d : e.dependencies())
                    latestS = std::max(latestS, trace.entries.at(entryOf.value(d)).timestampS);
                call.offsetS = std::max(e.toolWaitS, e.timestampS - latestS);
            }
            call.outputTokens = e.outputTokens;
            call.newInputTokens = e.inputTokens;
            if (e.prefix == TraceEntry::Prefix::Previous && e.dependsOn >= 0) {
                const TraceEntry &carried = trace.entries.at(entryOf.value(e.dependsOn));
                call.prefix = RunCall::Prefix::Carried;
                call.carriesCall = position.value(e.dependsOn);
                call.newInputTokens =
                    std::max(1, e.inputTokens - carried.inputTokens - carried.outputTokens);
            } else if (!e.prefixGroup.isEmpty()) {
                const int tokens =
                    std::min(e.inputTokens - 1,
                             e.prefixTokens >= 0 ? e.prefixTokens : cls.sharedPrefix.tokens);
                if (tokens > 0) {
                    call.prefix = RunCall::Prefix::Group;
                    call.prefixGroup = e.prefixGroup;
                    call.prefixTokens = tokens;
                }
            }
            if (call.prefix != RunCall::Prefix::Carried) {
                call.blocks = e.blocks;
                call.blockTokens = e.blockTokens;
            }
            script.calls.append(call);
        }
        built.push_back({std::move(script), r});
    }
    std::stable_sort(built.begin(), built.end(), [](const Built &a, const Built &b) {
        return a.script.startS < b.script.startS;
    });
    QList<RunScript> scripts;
    scripts.reserve(qsizetype(built.size()));
    for (Built &b : built)
        scripts.append(std::move(b.script));
    return scripts;
}

} // namespace llmcap
