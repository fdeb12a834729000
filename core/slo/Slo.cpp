#include "slo/Slo.h"

#include "util/JsonReader.h"
#include "util/StructuredFile.h"

namespace llmcap {

namespace {

QList<LatencyObjective> readObjectives(JsonReader &r)
{
    QList<LatencyObjective> objectives;
    for (SloMetric metric : Slo::allMetrics()) {
        const QByteArray key = Slo::key(metric).toLatin1();
        if (!r.has(key.constData()))
            continue;
        JsonReader o = r.child(key.constData());
        o.rejectUnknownKeys({QStringLiteral("threshold_ms"), QStringLiteral("attainment")});
        LatencyObjective objective;
        objective.metric = metric;
        objective.thresholdMs = o.number("threshold_ms", std::nullopt, 0.001, 1e9);
        objective.attainmentPct = o.number("attainment", 99.0, 0.001, 100.0);
        objectives.append(objective);
    }
    return objectives;
}

std::optional<RunObjective> readRunDuration(JsonReader &r)
{
    const QByteArray key = Slo::runDurationKey().toLatin1();
    if (!r.has(key.constData()))
        return std::nullopt;
    JsonReader o = r.child(key.constData());
    o.rejectUnknownKeys({QStringLiteral("threshold_ms"), QStringLiteral("attainment")});
    RunObjective objective;
    objective.thresholdMs = o.number("threshold_ms", std::nullopt, 0.001, 1e9);
    objective.attainmentPct = o.number("attainment", 99.0, 0.001, 100.0);
    return objective;
}

QJsonObject writeRunDuration(const RunObjective &objective)
{
    return {{QStringLiteral("threshold_ms"), objective.thresholdMs},
            {QStringLiteral("attainment"), objective.attainmentPct}};
}

QJsonObject writeObjectives(const QList<LatencyObjective> &objectives)
{
    QJsonObject o;
    for (const LatencyObjective &objective : objectives)
        o.insert(Slo::key(objective.metric),
                 QJsonObject{{QStringLiteral("threshold_ms"), objective.thresholdMs},
                             {QStringLiteral("attainment"), objective.attainmentPct}});
    return o;
}

} // namespace

QString Slo::runDurationKey()
{
    return QStringLiteral("run_duration");
}

QList<SloMetric> Slo::allMetrics()
{
    return {SloMetric::Ttft, SloMetric::Itl, SloMetric::Tpot, SloMetric::E2e, SloMetric::QueueTime};
}

QString Slo::key(SloMetric metric)
{
    switch (metric) {
    case SloMetric::Ttft:
        return QStringLiteral("ttft");
    case SloMetric::Itl:
        return QStringLiteral("itl");
    case SloMetric::Tpot:
        return QStringLiteral("tpot");
    case SloMetric::E2e:
        return QStringLiteral("e2e");
    case SloMetric::QueueTime:
        return QStringLiteral("queue");
    }
    return {};
}

QString Slo::label(SloMetric metric)
{
    switch (metric) {
    case SloMetric::Ttft:
        return QStringLiteral("TTFT");
    case SloMetric::Itl:
        return QStringLiteral("ITL");
    case SloMetric::Tpot:
        return QStringLiteral("TPOT");
    case SloMetric::E2e:
        return QStringLiteral("E2E");
    case SloMetric::QueueTime:
        return tr("Queue time");
    }
    return {};
}

std::optional<SloMetric> Slo::parseKey(const QString &key)
{
    for (SloMetric m : allMetrics())
        if (Slo::key(m) == key)
            return m;
    return std::nullopt;
}

Result<Slo> Slo::load(const QString &path)
{
    auto doc = StructuredFile::load(path);
    if (!doc)
        return Result<Slo>::failure(doc.error());
    return fromJson(doc->object(), path);
}

Result<Slo> Slo::fromJson(const QJsonObject &json, const QString &origin)
{
    QStringList errors;
    JsonReader r(json, QString(), &errors);
    QStringList known = {QStringLiteral("name"), QStringLiteral("max_error_rate"),
                         QStringLiteral("classes")};
    for (SloMetric m : allMetrics())
        known.append(key(m));
    known.append(runDurationKey());
    r.rejectUnknownKeys(known);

    Slo slo;
    slo.name = r.string("name", QString());
    slo.objectives = readObjectives(r);
    slo.runDuration = readRunDuration(r);
    slo.maxErrorRatePct = r.number("max_error_rate", 1.0, 0.0, 100.0);
    JsonReader classes = r.child("classes");
    for (auto it = classes.object().begin(); it != classes.object().end(); ++it) {
        JsonReader c(it.value().toObject(), QStringLiteral("classes.") + it.key(), &errors);
        if (!it.value().isObject()) {
            c.addError(tr("must be an object"));
            continue;
        }
        QStringList metricKeys;
        for (SloMetric m : allMetrics())
            metricKeys.append(key(m));
        metricKeys.append(runDurationKey());
        c.rejectUnknownKeys(metricKeys);
        const QList<LatencyObjective> own = readObjectives(c);
        const std::optional<RunObjective> runDuration = readRunDuration(c);
        // A class that sets only a run objective gets no latency entry, so that it writes back
        // as it was read.
        if (!own.isEmpty() || !runDuration)
            slo.classObjectives.insert(it.key(), own);
        if (runDuration)
            slo.classRunDurations.insert(it.key(), *runDuration);
    }
    const bool anyRunObjective = slo.runDuration || !slo.classRunDurations.isEmpty();
    if (slo.objectives.isEmpty() && !anyRunObjective && errors.isEmpty())
        errors.append(tr("an SLO needs at least one of ttft, itl, tpot, e2e, queue or "
                         "run_duration"));

    if (!errors.isEmpty()) {
        const QString prefix = origin.isEmpty() ? QString() : origin + QLatin1String(": ");
        return Result<Slo>::failure(prefix + errors.join(QLatin1String("; ")));
    }
    return slo;
}

QJsonObject Slo::toJson() const
{
    QJsonObject o = writeObjectives(objectives);
    if (!name.isEmpty())
        o.insert(QStringLiteral("name"), name);
    o.insert(QStringLiteral("max_error_rate"), maxErrorRatePct);
    if (runDuration)
        o.insert(runDurationKey(), writeRunDuration(*runDuration));
    if (!classObjectives.isEmpty() || !classRunDurations.isEmpty()) {
        QJsonObject classes;
        for (auto it = classObjectives.begin(); it != classObjectives.end(); ++it)
            classes.insert(it.key(), writeObjectives(it.value()));
        for (auto it = classRunDurations.begin(); it != classRunDurations.end(); ++it) {
            QJsonObject c = classes.value(it.key()).toObject();
            c.insert(runDurationKey(), writeRunDuration(it.value()));
            classes.insert(it.key(), c);
        }
        o.insert(QStringLiteral("classes"), classes);
    }
    return o;
}

QList<LatencyObjective> Slo::objectivesFor(const QString &workloadClass) const
{
    const auto own = classObjectives.constFind(workloadClass);
    if (workloadClass.isEmpty() || own == classObjectives.constEnd())
        return objectives;
    QList<LatencyObjective> merged = *own;
    for (const LatencyObjective &d : objectives) {
        const bool overridden = std::any_of(merged.begin(), merged.end(),
                                            [&](const auto &o) { return o.metric == d.metric; });
        if (!overridden)
            merged.append(d);
    }
    return merged;
}

std::optional<RunObjective> Slo::runDurationFor(const QString &workloadClass) const
{
    const auto own = classRunDurations.constFind(workloadClass);
    if (!workloadClass.isEmpty() && own != classRunDurations.constEnd())
        return *own;
    return runDuration;
}

std::optional<LatencyObjective> Slo::objective(SloMetric metric, const QString &workloadClass) const
{
    for (const LatencyObjective &o : objectivesFor(workloadClass))
        if (o.metric == metric)
            return o;
    return std::nullopt;
}

Slo Slo::scaledBy(double factor) const
{
    Slo s = *this;
    auto scale = [factor](QList<LatencyObjective> &objectives) {
        for (LatencyObjective &o : objectives)
            o.thresholdMs *= factor;
    };
    scale(s.objectives);
    for (QList<LatencyObjective> &perClass : s.classObjectives)
        scale(perClass);
    if (s.runDuration)
        s.runDuration->thresholdMs *= factor;
    for (RunObjective &r : s.classRunDurations)
        r.thresholdMs *= factor;
    return s;
}

} // namespace llmcap
