#include "sweep/SweepTwin.h"

#include "sim/EngineConfig.h"
#include "twin/TwinBoundary.h"

#include <QJsonArray>
#include <QLocale>

#include <algorithm>

namespace llmcap {

namespace {

QString rate(double r)
{
    return QString::number(r, 'g', 4);
}

double number(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toDouble();
}

} // namespace

int SweepTwin::failedSteps() const
{
    return int(
        std::count_if(checks.cbegin(), checks.cend(), [](const StepCheck &c) { return !c.pass; }));
}

double SweepTwin::highestOfferedRps() const
{
    double highest = 0;
    for (const StepCheck &c : checks)
        highest = std::max(highest, c.offeredRps);
    return highest;
}

QString SweepTwin::modelErrorText(double runNoiseRel, double errorRel, double seRel, int steps)
{
    const QLocale loc;
    QStringList parts;
    if (runNoiseRel > 0)
        parts << tr("the interval is the fit's and the twin's model error of %1 % (the "
                    "validation report's): a simulated run's own spread of %2 % is taken out of "
                    "it")
                     .arg(loc.toString(100 * TwinBoundary::kModelErrorRel, 'f', 1),
                          loc.toString(100 * runNoiseRel, 'f', 1));
    if (steps > 0)
        parts << tr("the twin's error against %n step(s) near its boundary: %1 % +/- %2 % (not "
                    "in the interval)",
                    nullptr, steps)
                     .arg((errorRel >= 0 ? QStringLiteral("+") : QString()) +
                              loc.toString(100 * errorRel, 'f', 1),
                          loc.toString(100 * seRel, 'f', 1));
    return QStringLiteral("  ") + parts.join(QStringLiteral("; "));
}

int SweepTwin::countedFailures() const
{
    return int(std::count_if(checks.cbegin(), checks.cend(),
                             [](const StepCheck &c) { return !c.pass && c.counted; }));
}

QString SweepTwin::errorText() const
{
    if (nearestStep < 0)
        return tr("none");
    if (!std::isfinite(boundaryErrorRel))
        return tr("not measurable (step %1 met every objective in full)").arg(nearestStep + 1);
    return tr("%1 % at step %2")
        .arg(QString::number(100 * boundaryErrorRel, 'f', 1))
        .arg(nearestStep + 1);
}

QString SweepTwin::stallText(double probability, double minMs, double shape, double maxMs,
                             qint64 seen)
{
    if (!(probability > 0))
        return tr("none seen (the twin's steps never pause)");
    const QLocale loc;
    return tr("%1 % of steps pause, at least %2 ms (Pareto shape %3, at most %4 ms), from %5 "
              "pauses seen")
        .arg(loc.toString(100 * probability, 'g', 3), loc.toString(minMs, 'g', 3),
             loc.toString(shape, 'g', 3),
             maxMs >= 100 ? loc.toString(maxMs, 'f', 0) : loc.toString(maxMs, 'g', 3))
        .arg(seen);
}

QString SweepTwin::prefillText(bool decodeFirst, int capTokens, int budgetTokens)
{
    if (decodeFirst)
        return budgetTokens > 0
                   ? tr("decode tokens first, then at most %1 prompt tokens per request per step "
                        "(step budget %2 tokens)")
                         .arg(capTokens)
                         .arg(budgetTokens)
                   : tr("decode tokens first, then at most %1 prompt tokens per request per step "
                        "(no step budget seen)")
                         .arg(capTokens);
    return budgetTokens > 0 ? tr("prompt chunks and decode tokens share a step budget of %1 tokens")
                                  .arg(budgetTokens)
                            : tr("whole prompts in one step (no chunking seen)");
}

QString SweepTwin::limitSource(bool observed, bool configured)
{
    if (configured)
        return tr("the server's configuration");
    return observed ? tr("observed")
                    : tr("a lower bound; two of three of the twin's draws take it as the limit");
}

QStringList SweepTwin::lines(double rateScale, const QString &unit) const
{
    QStringList l;
    if (!fitted) {
        l << tr("twin: not used: %1; the boundary is the sweep's empirical estimate").arg(problem);
        return l;
    }
    l << tr("twin: step %1 ms + %2 ms per sequence + %3 us per context token; prefill %4 ms "
            "per token; at most %5 sequences (%6); fitted to %7 requests of %8 steps")
             .arg(stepMs, 0, 'g', 3)
             .arg(perSequenceMs, 0, 'g', 3)
             .arg(perContextTokenUs, 0, 'g', 3)
             .arg(perPrefillTokenMs, 0, 'g', 3)
             .arg(concurrencyLimit)
             .arg(limitSource(concurrencyLimitObserved, concurrencyLimitConfigured))
             .arg(requests)
             .arg(steps);
    l << tr("  KV cache: %1").arg(kv.text());
    l << tr("  prefill: %1").arg(prefillText(decodeFirst, prefillCapTokens, prefillChunkTokens));
    l << tr("  stalls: %1")
             .arg(stallText(stallProbability, stallMinMs, stallShape, stallMaxMs, stallsSeen));
    if (boundaryFound)
        l << tr("  modeled long-run boundary %1 %2 (95 % interval %3-%4), planned %5 %2")
                 .arg(rate(boundaryRps * rateScale), unit, rate(lowerRps * rateScale),
                      rate(upperRps * rateScale), rate(plannedRps * rateScale));
    if (boundaryFound && (runNoiseRel > 0 || modelErrorSteps > 0))
        l << modelErrorText(runNoiseRel, modelErrorRel, modelErrorSeRel, modelErrorSteps);
    const int beyond = failedSteps() - countedFailures();
    if (checkPassed && beyond > 0)
        l << tr("  check passed on %1 of %2 measured steps, and %3 past the boundary (not "
                "counted) lay outside the band; error at the boundary %4")
                 .arg(checks.size() - beyond)
                 .arg(checks.size())
                 .arg(beyond)
                 .arg(errorText());
    else if (checkPassed)
        l << tr("  check passed on %1 of %1 measured steps; error at the boundary %2")
                 .arg(checks.size())
                 .arg(errorText());
    else
        l << tr("  check failed on %1 of %2 measured steps; error at the boundary %3")
                 .arg(countedFailures())
                 .arg(checks.size())
                 .arg(errorText());
    for (const StepCheck &c : checks)
        if (!c.pass)
            l << (c.counted      ? tr("    step %1 (%2 %3 offered): %4")
                  : c.agreedFail ? tr("    step %1 (%2 %3 offered, past the boundary: the server "
                                      "and every replay of the twin fail it; not counted): %4")
                                 : tr("    step %1 (%2 %3 offered, far above the boundary: not "
                                      "counted): %4"))
                     .arg(c.step + 1)
                     .arg(rate(c.offeredRps * rateScale), unit,
                          c.outside.join(QStringLiteral("; ")));
    if (!used())
        l << tr("  not used: %1; the boundary is the sweep's empirical estimate").arg(problem);
    return l;
}

SweepTwin SweepTwin::scaledRates(double factor) const
{
    SweepTwin t = *this;
    for (double *r : {&t.boundaryRps, &t.lowerRps, &t.upperRps, &t.plannedRps})
        *r *= factor;
    for (double &r : t.boundariesRps)
        r *= factor;
    for (StepCheck &c : t.checks)
        c.offeredRps *= factor;
    return t;
}

QJsonObject SweepTwin::toJson() const
{
    QJsonArray draws;
    for (const double b : boundariesRps)
        draws.append(b);
    QJsonArray checked;
    for (const StepCheck &c : checks)
        checked.append(
            QJsonObject{{QStringLiteral("step"), c.step},
                        {QStringLiteral("offered_rps"), c.offeredRps},
                        {QStringLiteral("requests"), c.requests},
                        {QStringLiteral("pass"), c.pass},
                        {QStringLiteral("counted"), c.counted},
                        {QStringLiteral("agreed_fail"), c.agreedFail},
                        {QStringLiteral("outside"), QJsonArray::fromStringList(c.outside)}});
    QJsonObject o{
        {QStringLiteral("fitted"), fitted},
        {QStringLiteral("used"), used()},
        {QStringLiteral("problem"), problem},
        {QStringLiteral("model"),
         QJsonObject{{QStringLiteral("step_ms"), stepMs},
                     {QStringLiteral("per_sequence_ms"), perSequenceMs},
                     {QStringLiteral("per_context_token_us"), perContextTokenUs},
                     {QStringLiteral("per_prefill_token_ms"), perPrefillTokenMs},
                     {QStringLiteral("concurrency_limit"), concurrencyLimit},
                     {QStringLiteral("concurrency_limit_observed"), concurrencyLimitObserved},
                     {QStringLiteral("concurrency_limit_configured"), concurrencyLimitConfigured},
                     {QStringLiteral("prefill_chunk_tokens"), prefillChunkTokens},
                     {QStringLiteral("kv_capacity_tokens"), kv.known() ? kv.tokens : 0},
                     {QStringLiteral("kv_block_size"), kv.blockSize},
                     {QStringLiteral("kv_capacity_source"), KvCache::sourceKey(kv.source)},
                     {QStringLiteral("kv_prefix_caching"), kv.prefixCaching},
                     {QStringLiteral("scheduler"),
                      EngineConfig::schedulerName(decodeFirst ? SchedulerPolicy::DecodeFirst
                                                              : SchedulerPolicy::Continuous)},
                     {QStringLiteral("prefill_cap_tokens"), prefillCapTokens},
                     {QStringLiteral("stall_probability"), stallProbability},
                     {QStringLiteral("stall_min_ms"), stallMinMs},
                     {QStringLiteral("stall_shape"), stallShape},
                     {QStringLiteral("stall_max_ms"), stallMaxMs},
                     {QStringLiteral("stalls_seen"), stallsSeen},
                     {QStringLiteral("draws"), modelDraws},
                     {QStringLiteral("requests"), requests},
                     {QStringLiteral("steps"), steps}}},
        {QStringLiteral("boundary_found"), boundaryFound},
        {QStringLiteral("boundary_rps"), boundaryRps},
        {QStringLiteral("lower_rps"), lowerRps},
        {QStringLiteral("upper_rps"), upperRps},
        {QStringLiteral("planned_rps"), plannedRps},
        {QStringLiteral("boundary_draws_rps"), draws},
        {QStringLiteral("simulated_runs"), simulatedRuns},
        {QStringLiteral("run_noise_rel"), runNoiseRel},
        {QStringLiteral("model_error_rel"), modelErrorRel},
        {QStringLiteral("model_error_se_rel"), modelErrorSeRel},
        {QStringLiteral("model_error_steps"), modelErrorSteps},
        {QStringLiteral("cpu_s"), cpuSeconds},
        {QStringLiteral("check"), QJsonObject{{QStringLiteral("passed"), checkPassed},
                                              {QStringLiteral("summary"), checkSummary},
                                              {QStringLiteral("steps"), checked}}},
        {QStringLiteral("nearest_step"), nearestStep},
    };
    // NaN has no JSON: absent means not measurable.
    if (std::isfinite(boundaryErrorRel))
        o.insert(QStringLiteral("boundary_error_rel"), boundaryErrorRel);
    return o;
}

SweepTwin SweepTwin::fromJson(const QJsonObject &j)
{
    SweepTwin t;
    t.fitted = j.value(QLatin1String("fitted")).toBool();
    t.problem = j.value(QLatin1String("problem")).toString();
    const QJsonObject m = j.value(QLatin1String("model")).toObject();
    t.stepMs = number(m, "step_ms");
    t.perSequenceMs = number(m, "per_sequence_ms");
    t.perContextTokenUs = number(m, "per_context_token_us");
    t.perPrefillTokenMs = number(m, "per_prefill_token_ms");
    t.concurrencyLimit = m.value(QLatin1String("concurrency_limit")).toInt();
    t.concurrencyLimitObserved = m.value(QLatin1String("concurrency_limit_observed")).toBool();
    t.concurrencyLimitConfigured = m.value(QLatin1String("concurrency_limit_configured")).toBool();
    t.prefillChunkTokens = m.value(QLatin1String("prefill_chunk_tokens")).toInt();
    t.kv.tokens = qint64(number(m, "kv_capacity_tokens"));
    t.kv.blockSize = m.value(QLatin1String("kv_block_size")).toInt(16);
    t.kv.source = KvCache::sourceFromKey(m.value(QLatin1String("kv_capacity_source")).toString());
    t.kv.prefixCaching = m.value(QLatin1String("kv_prefix_caching")).toBool();
    t.decodeFirst = m.value(QLatin1String("scheduler")).toString() ==
                    EngineConfig::schedulerName(SchedulerPolicy::DecodeFirst);
    t.prefillCapTokens = m.value(QLatin1String("prefill_cap_tokens")).toInt();
    t.stallProbability = number(m, "stall_probability");
    t.stallMinMs = number(m, "stall_min_ms");
    t.stallShape = number(m, "stall_shape");
    t.stallMaxMs = number(m, "stall_max_ms");
    t.stallsSeen = qint64(number(m, "stalls_seen"));
    t.modelDraws = m.value(QLatin1String("draws")).toInt();
    t.requests = qint64(number(m, "requests"));
    t.steps = m.value(QLatin1String("steps")).toInt();
    t.boundaryFound = j.value(QLatin1String("boundary_found")).toBool();
    t.boundaryRps = number(j, "boundary_rps");
    t.lowerRps = number(j, "lower_rps");
    t.upperRps = number(j, "upper_rps");
    t.plannedRps = number(j, "planned_rps");
    for (const QJsonValue &v : j.value(QLatin1String("boundary_draws_rps")).toArray())
        t.boundariesRps.push_back(v.toDouble());
    t.simulatedRuns = qint64(number(j, "simulated_runs"));
    t.runNoiseRel = number(j, "run_noise_rel");
    t.modelErrorRel = number(j, "model_error_rel");
    t.modelErrorSeRel = number(j, "model_error_se_rel");
    t.modelErrorSteps = int(number(j, "model_error_steps"));
    t.cpuSeconds = number(j, "cpu_s");
    const QJsonObject c = j.value(QLatin1String("check")).toObject();
    t.checkPassed = c.value(QLatin1String("passed")).toBool();
    t.checkSummary = c.value(QLatin1String("summary")).toString();
    for (const QJsonValue &v : c.value(QLatin1String("steps")).toArray()) {
        const QJsonObject s = v.toObject();
        StepCheck sc;
        sc.step = s.value(QLatin1String("step")).toInt();
        sc.offeredRps = number(s, "offered_rps");
        sc.requests = qint64(number(s, "requests"));
        sc.pass = s.value(QLatin1String("pass")).toBool(true);
        sc.counted = s.value(QLatin1String("counted")).toBool(true);
        sc.agreedFail = s.value(QLatin1String("agreed_fail")).toBool(false);
        for (const QJsonValue &f : s.value(QLatin1String("outside")).toArray())
            sc.outside << f.toString();
        t.checks << sc;
    }
    t.nearestStep = j.value(QLatin1String("nearest_step")).toInt(-1);
    if (j.contains(QLatin1String("boundary_error_rel")))
        t.boundaryErrorRel = number(j, "boundary_error_rel");
    return t;
}

} // namespace llmcap
