#include "bench/RunSummary.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <map>

namespace llmcap {

namespace {

using Status = RunOutcome::Status;

// A run whose outcome was taken before it ended counts as timed out: the drain gave up on it.
Status effectiveStatus(const RunOutcome &o)
{
    if (o.status == Status::Completed && o.endNs < 0)
        return Status::TimedOut;
    return o.status;
}

enum class Judgement { Within, Miss, NotJudged };

Judgement judge(const RunOutcome &o, Status status, const RunObjective &objective)
{
    const double thresholdNs = objective.thresholdMs * 1e6;
    switch (status) {
    case Status::Completed:
        return double(o.endNs - o.scheduledStartNs) <= thresholdNs ? Judgement::Within
                                                                   : Judgement::Miss;
    case Status::Failed:
    case Status::TimedOut:
        return Judgement::Miss;
    case Status::Cancelled:
        // Its user had waited past the objective before leaving: a miss whatever came next.
        return o.endNs >= 0 && double(o.endNs - o.scheduledStartNs) > thresholdNs
                   ? Judgement::Miss
                   : Judgement::NotJudged;
    }
    return Judgement::NotJudged;
}

// Collects one set of runs (a class, or every class) and turns it into RunStats.
class Accumulator
{
public:
    void add(const RunOutcome &o, const std::optional<RunObjective> &objective)
    {
        const Status status = effectiveStatus(o);
        ++m_stats.due;
        m_stats.started += o.startNs >= 0 ? 1 : 0;
        m_stats.calls += o.calls;
        m_stats.retries += o.retries;
        m_stats.compactions += o.compactions;
        switch (status) {
        case Status::Completed:
            ++m_stats.completed;
            m_durationMs.push_back(double(o.endNs - o.scheduledStartNs) / 1e6);
            m_calls.push_back(o.calls);
            m_retries.push_back(o.retries);
            m_compactions.push_back(o.compactions);
            m_toolWaitMs.push_back(o.toolWaitS * 1e3);
            m_tokens.push_back(double(o.totalTokens));
            m_context.push_back(o.maxContextTokens);
            break;
        case Status::Failed:
            ++m_stats.failed;
            break;
        case Status::Cancelled:
            ++m_stats.cancelled;
            break;
        case Status::TimedOut:
            ++m_stats.timedOut;
            break;
        }
        const Judgement j = objective ? judge(o, status, *objective) : Judgement::NotJudged;
        if (j != Judgement::NotJudged) {
            ++m_judged;
            m_misses += j == Judgement::Miss ? 1 : 0;
        }
        if (status == Status::Completed && (!objective || j == Judgement::Within))
            ++m_stats.good;
    }

    RunStats finish(const QString &className, const std::optional<RunObjective> &objective,
                    const RunWindow &window)
    {
        RunStats s = m_stats;
        s.className = className;
        s.durationMs = LatencySummary::of(m_durationMs);
        s.callsPerRun = LatencySummary::of(m_calls);
        s.retriesPerRun = LatencySummary::of(m_retries);
        s.compactionsPerRun = LatencySummary::of(m_compactions);
        s.toolWaitMs = LatencySummary::of(m_toolWaitMs);
        s.totalTokens = LatencySummary::of(m_tokens);
        s.maxContextTokens = LatencySummary::of(m_context);
        if (objective)
            s.duration = RunDurationTally{className, *objective, m_judged, m_misses};
        const double seconds = window.seconds();
        if (seconds > 0) {
            s.offeredRunsPerS = double(s.due) / seconds;
            s.completedRunsPerS = double(s.completed) / seconds;
            s.goodputRunsPerS = double(s.good) / seconds;
        }
        return s;
    }

private:
    RunStats m_stats;
    qint64 m_judged = 0;
    qint64 m_misses = 0;
    std::vector<double> m_durationMs, m_calls, m_retries, m_compactions, m_toolWaitMs, m_tokens,
        m_context;
};

QString seconds(double ms)
{
    return QString::number(ms / 1e3, 'f', ms >= 100e3 ? 1 : 2);
}

QString count(double v) // calls, tokens: every percentile is one run's whole count
{
    return QString::number(std::llround(v));
}

// The levels textLines() prints.
constexpr double kShownLevels[] = {50, 95, 99};

} // namespace

QString RunDurationTally::label() const
{
    const QString what = RunSummary::tr("run duration p%1 <= %2 s")
                             .arg(objective.attainmentPct)
                             .arg(objective.thresholdMs / 1e3);
    return className.isEmpty() ? what : QString(className + QLatin1Char(' ') + what);
}

QJsonObject RunDurationTally::toJson() const
{
    return {{QStringLiteral("threshold_ms"), objective.thresholdMs},
            {QStringLiteral("target_pct"), objective.attainmentPct},
            {QStringLiteral("judged"), judged},
            {QStringLiteral("misses"), misses},
            {QStringLiteral("attainment_pct"), attainmentPct()},
            {QStringLiteral("met"), met()}};
}

QJsonObject RunStats::toJson() const
{
    QJsonObject o{{QStringLiteral("runs"), QJsonObject{{QStringLiteral("due"), due},
                                                       {QStringLiteral("started"), started},
                                                       {QStringLiteral("completed"), completed},
                                                       {QStringLiteral("failed"), failed},
                                                       {QStringLiteral("cancelled"), cancelled},
                                                       {QStringLiteral("timed_out"), timedOut},
                                                       {QStringLiteral("good"), good}}},
                  {QStringLiteral("calls"), calls},
                  {QStringLiteral("retries"), retries},
                  {QStringLiteral("compactions"), compactions},
                  {QStringLiteral("duration_ms"), durationMs.toJson()},
                  {QStringLiteral("calls_per_run"), callsPerRun.toJson()},
                  {QStringLiteral("retries_per_run"), retriesPerRun.toJson()},
                  {QStringLiteral("compactions_per_run"), compactionsPerRun.toJson()},
                  {QStringLiteral("tool_wait_ms"), toolWaitMs.toJson()},
                  {QStringLiteral("total_tokens"), totalTokens.toJson()},
                  {QStringLiteral("max_context_tokens"), maxContextTokens.toJson()},
                  {QStringLiteral("offered_runs_per_s"), offeredRunsPerS},
                  {QStringLiteral("completed_runs_per_s"), completedRunsPerS},
                  {QStringLiteral("goodput_runs_per_s"), goodputRunsPerS}};
    if (!className.isEmpty())
        o.insert(QStringLiteral("class"), className);
    if (duration)
        o.insert(QStringLiteral("run_duration"), duration->toJson());
    return o;
}

RunSummary RunSummary::compute(const std::vector<RunOutcome> &outcomes,
                               const QStringList &classNames, const RunWindow &window,
                               const Slo &slo)
{
    RunSummary summary;
    summary.window = window;
    summary.sloName = slo.name;

    std::map<int, Accumulator> perClass; // ordered by class index
    Accumulator all;
    auto nameOf = [&](int index) { return classNames.value(index, QString::number(index)); };
    for (const RunOutcome &o : outcomes) {
        Accumulator &own = perClass[o.classIndex]; // a class with only warm-up runs is listed
        if (o.warmup || !window.contains(o.scheduledStartNs))
            continue;
        const std::optional<RunObjective> objective = slo.runDurationFor(nameOf(o.classIndex));
        own.add(o, objective);
        all.add(o, objective);
    }

    // The pooled tally is one binomial count only when every class judges by one objective.
    std::optional<RunObjective> pooled = slo.runDurationFor(QString());
    bool first = true;
    bool same = true;
    for (auto &[index, acc] : perClass) {
        const std::optional<RunObjective> objective = slo.runDurationFor(nameOf(index));
        summary.classes.append(acc.finish(nameOf(index), objective, window));
        if (first)
            pooled = objective;
        else if (objective != pooled)
            same = false;
        first = false;
    }
    summary.overall = all.finish(QString(), same ? pooled : std::nullopt, window);
    return summary;
}

QList<RunDurationTally> RunSummary::durationTallies() const
{
    QList<RunDurationTally> out;
    for (const RunStats &c : classes)
        if (c.duration)
            out.append(*c.duration);
    return out;
}

std::optional<RunDurationTally> RunSummary::durationTally(const QString &className) const
{
    if (className.isEmpty())
        return overall.duration;
    for (const RunStats &c : classes)
        if (c.className == className)
            return c.duration;
    return std::nullopt;
}

bool RunSummary::durationMet() const
{
    const QList<RunDurationTally> tallies = durationTallies();
    // A class without a judged run has nothing to judge (all its runs cancelled early).
    return std::all_of(tallies.begin(), tallies.end(),
                       [](const RunDurationTally &t) { return t.judged == 0 || t.met(); });
}

QStringList RunSummary::warnings() const
{
    QStringList out;
    for (const RunStats &c : classes) {
        const QString prefix = classes.size() > 1 ? c.className + QLatin1Char(' ') : QString();
        for (double level : kShownLevels)
            if (c.durationMs.count > 0 && !c.durationMs.enoughSamples(level))
                out.append(tr("%1run duration p%2 rests on %3 samples (%4 needed)")
                               .arg(prefix)
                               .arg(level)
                               .arg(c.durationMs.count)
                               .arg(LatencySummary::samplesNeeded(level)));
    }
    return out;
}

QJsonObject RunSummary::definitions()
{
    return {
        {QStringLiteral("run_duration"),
         QStringLiteral("the run's last call's end minus its first call's scheduled start; "
                        "percentiles over the completed runs scheduled in the window")},
        {QStringLiteral("run_attainment"),
         QStringLiteral("runs completed within the class's run_duration threshold / runs "
                        "judged; failed, timed-out and unfinished runs are misses; a cancelled "
                        "run is a miss when cancelled after the threshold, else not judged")},
        {QStringLiteral("run_goodput"),
         QStringLiteral("runs scheduled in the window that completed within every run "
                        "objective of their class, per second of the window")},
    };
}

QJsonObject RunSummary::toJson() const
{
    QJsonArray perClass;
    for (const RunStats &c : classes)
        perClass.append(c.toJson());
    QJsonObject o{{QStringLiteral("window"), window.toJson()},
                  {QStringLiteral("overall"), overall.toJson()},
                  {QStringLiteral("classes"), perClass},
                  {QStringLiteral("definitions"), definitions()}};
    if (!sloName.isEmpty())
        o.insert(QStringLiteral("slo"), sloName);
    if (!durationTallies().isEmpty())
        o.insert(QStringLiteral("run_duration_met"), durationMet());
    return o;
}

namespace {

QStringList statsLines(const RunStats &s, const QString &indent)
{
    QStringList lines;
    lines << indent +
                 RunSummary::tr("runs: %1 due, %2 started, %3 completed, %4 failed, %5 cancelled, "
                                "%6 timed out")
                     .arg(s.due)
                     .arg(s.started)
                     .arg(s.completed)
                     .arg(s.failed)
                     .arg(s.cancelled)
                     .arg(s.timedOut);
    lines << indent +
                 RunSummary::tr("run rates: offered %1 runs/s, completed %2 runs/s, goodput %3 "
                                "runs/s")
                     .arg(s.offeredRunsPerS, 0, 'f', 3)
                     .arg(s.completedRunsPerS, 0, 'f', 3)
                     .arg(s.goodputRunsPerS, 0, 'f', 3);
    const LatencySummary &d = s.durationMs;
    if (d.count > 0) {
        lines << indent + RunSummary::tr("run duration s: p50 %1, p95 %2, p99 %3, max %4 (n = %5)")
                              .arg(seconds(d.p50), seconds(d.p95), seconds(d.p99), seconds(d.max))
                              .arg(d.count);
        lines << indent + RunSummary::tr("per run p50/p95/max: calls %1/%2/%3, retries %4/%5/%6, "
                                         "compactions %7/%8/%9")
                              .arg(count(s.callsPerRun.p50), count(s.callsPerRun.p95),
                                   count(s.callsPerRun.max), count(s.retriesPerRun.p50),
                                   count(s.retriesPerRun.p95), count(s.retriesPerRun.max),
                                   count(s.compactionsPerRun.p50), count(s.compactionsPerRun.p95),
                                   count(s.compactionsPerRun.max));
        lines << indent + RunSummary::tr("  tool time s %1/%2/%3, tokens %4/%5/%6, max context "
                                         "%7/%8/%9")
                              .arg(seconds(s.toolWaitMs.p50), seconds(s.toolWaitMs.p95),
                                   seconds(s.toolWaitMs.max), count(s.totalTokens.p50),
                                   count(s.totalTokens.p95), count(s.totalTokens.max),
                                   count(s.maxContextTokens.p50), count(s.maxContextTokens.p95),
                                   count(s.maxContextTokens.max));
    }
    if (s.duration) {
        const RunDurationTally &t = *s.duration;
        lines << indent + RunSummary::tr("%1: %2 % of %3 judged runs (%4 missed, target %5 %) %6")
                              .arg(t.label())
                              .arg(t.attainmentPct(), 0, 'f', 2)
                              .arg(t.judged)
                              .arg(t.misses)
                              .arg(t.targetPct())
                              .arg(t.met() ? RunSummary::tr("met") : RunSummary::tr("missed"));
    }
    return lines;
}

} // namespace

QStringList RunSummary::textLines() const
{
    QStringList lines = statsLines(overall, QString());
    if (classes.size() > 1) {
        for (const RunStats &c : classes) {
            lines << tr("run class %1:").arg(c.className);
            lines += statsLines(c, QStringLiteral("  "));
        }
    }
    for (const QString &w : warnings())
        lines << tr("warning: %1").arg(w);
    return lines;
}

} // namespace llmcap
