#include "workload/Workload.h"

#include "util/JsonReader.h"
#include "util/StructuredFile.h"

#include <QJsonArray>
#include <QSet>

#include <cmath>

namespace llmcap {

namespace {

SamplingSettings readSampling(JsonReader &r)
{
    SamplingSettings s;
    r.rejectUnknownKeys({QStringLiteral("temperature"), QStringLiteral("top_p"),
                         QStringLiteral("top_k"), QStringLiteral("seed"),
                         QStringLiteral("ignore_eos")});
    if (r.has("temperature"))
        s.temperature = r.number("temperature", 1.0, 0, 100);
    if (r.has("top_p"))
        s.topP = r.number("top_p", 1.0, 0, 1);
    if (r.has("top_k"))
        s.topK = int(r.integer("top_k", -1, -1, 1'000'000));
    if (r.has("seed"))
        s.seed = r.integer("seed", 0);
    s.ignoreEos = r.boolean("ignore_eos", true);
    return s;
}

RunBehaviour readRun(JsonReader &r, const std::optional<TokenDistribution> &callsPerRun)
{
    RunBehaviour b;
    r.rejectUnknownKeys({QStringLiteral("calls"), QStringLiteral("new_tokens"),
                         QStringLiteral("tool_time_ms"), QStringLiteral("tool_failure"),
                         QStringLiteral("compaction"), QStringLiteral("fan_out"),
                         QStringLiteral("cancel")});
    if (r.has("calls")) {
        // TokenDistribution rejects 0 and negative counts with a message naming the field.
        b.calls = TokenDistribution::read(r, "calls");
    } else if (callsPerRun) {
        b.calls = *callsPerRun;
    } else {
        r.addError("calls", Workload::tr("is required (LLM calls per run)"));
    }
    if (r.has("new_tokens"))
        b.newTokens = TokenDistribution::read(r, "new_tokens");
    if (r.has("tool_time_ms")) {
        const QJsonValue v = r.object().value(QLatin1String("tool_time_ms"));
        if (v.isDouble()) {
            const double ms = r.number("tool_time_ms", std::nullopt, 0, 1e9);
            if (ms >= 1)
                b.toolTimeMs = TokenDistribution::fixed(int(std::lround(ms)));
        } else {
            b.toolTimeMs = TokenDistribution::read(r, "tool_time_ms");
        }
    }
    if (r.has("tool_failure")) {
        JsonReader f = r.child("tool_failure");
        f.rejectUnknownKeys({QStringLiteral("probability"), QStringLiteral("max_retries")});
        b.toolFailureProbability = f.number("probability", std::nullopt, 0, 1);
        b.maxRetries = int(f.integer("max_retries", 1, 0, 100));
    }
    if (r.has("compaction")) {
        JsonReader c = r.child("compaction");
        c.rejectUnknownKeys({QStringLiteral("threshold_tokens"), QStringLiteral("summary_tokens")});
        b.compactionThresholdTokens =
            int(c.integer("threshold_tokens", std::nullopt, 2, 100'000'000));
        b.summaryTokens = int(c.integer("summary_tokens", std::nullopt, 1, 100'000'000));
        if (b.summaryTokens >= b.compactionThresholdTokens)
            c.addError("summary_tokens", Workload::tr("must be below threshold_tokens (%1)")
                                             .arg(b.compactionThresholdTokens));
    }
    if (r.has("fan_out")) {
        JsonReader f = r.child("fan_out");
        f.rejectUnknownKeys({QStringLiteral("probability"), QStringLiteral("width")});
        b.fanOutProbability = f.number("probability", std::nullopt, 0, 1);
        b.fanOutWidth = int(f.integer("width", std::nullopt, 2, 1000));
    }
    if (r.has("cancel")) {
        JsonReader x = r.child("cancel");
        x.rejectUnknownKeys({QStringLiteral("probability"), QStringLiteral("after_s")});
        b.cancelProbability = x.number("probability", std::nullopt, 0, 1);
        b.cancelAfterS = x.number("after_s", std::nullopt, 0, 1e7);
    }
    return b;
}

QJsonObject runJson(const RunBehaviour &b)
{
    QJsonObject o{{QStringLiteral("calls"), b.calls.toJson()},
                  {QStringLiteral("new_tokens"), b.newTokens.toJson()}};
    if (b.toolTimeMs)
        o.insert(QStringLiteral("tool_time_ms"), b.toolTimeMs->toJson());
    if (b.toolFailureProbability > 0)
        o.insert(QStringLiteral("tool_failure"),
                 QJsonObject{{QStringLiteral("probability"), b.toolFailureProbability},
                             {QStringLiteral("max_retries"), b.maxRetries}});
    if (b.compactionThresholdTokens > 0)
        o.insert(QStringLiteral("compaction"),
                 QJsonObject{{QStringLiteral("threshold_tokens"), b.compactionThresholdTokens},
                             {QStringLiteral("summary_tokens"), b.summaryTokens}});
    if (b.fanOutProbability > 0)
        o.insert(QStringLiteral("fan_out"),
                 QJsonObject{{QStringLiteral("probability"), b.fanOutProbability},
                             {QStringLiteral("width"), b.fanOutWidth}});
    if (b.cancelProbability > 0)
        o.insert(QStringLiteral("cancel"),
                 QJsonObject{{QStringLiteral("probability"), b.cancelProbability},
                             {QStringLiteral("after_s"), b.cancelAfterS}});
    return o;
}

WorkloadClass readClass(JsonReader &r)
{
    WorkloadClass c;
    r.rejectUnknownKeys(
        {QStringLiteral("name"), QStringLiteral("weight"), QStringLiteral("input_tokens"),
         QStringLiteral("output_tokens"), QStringLiteral("shared_prefix"),
         QStringLiteral("sampling"), QStringLiteral("extra_body"), QStringLiteral("cancel"),
         QStringLiteral("lengths"), QStringLiteral("calls_per_run"), QStringLiteral("run")});
    c.name = r.string("name");
    c.weight = r.number("weight", 1.0, 0, 1e9);
    if (r.has("lengths"))
        c.lengths = JointLengths::read(r, "lengths");
    // With joint lengths the marginals may be left out: they follow from the pairs.
    if (!c.lengths.isEmpty() && !r.has("input_tokens"))
        c.inputTokens = c.lengths.marginal(true);
    else
        c.inputTokens = TokenDistribution::read(r, "input_tokens");
    if (!c.lengths.isEmpty() && !r.has("output_tokens"))
        c.outputTokens = c.lengths.marginal(false);
    else
        c.outputTokens = TokenDistribution::read(r, "output_tokens");
    if (r.has("calls_per_run"))
        c.callsPerRun = TokenDistribution::read(r, "calls_per_run");
    if (r.has("run")) {
        // The path names the class, so "classes[1] (agent).run.calls: ..." points at it.
        const QString path = QStringLiteral("%1 (%2).run").arg(r.path(), c.name);
        const QJsonValue v = r.object().value(QLatin1String("run"));
        if (!v.isObject())
            r.addError("run", Workload::tr("class '%1': must be an object").arg(c.name));
        JsonReader run(v.toObject(), path, r.errors());
        c.run = readRun(run, c.callsPerRun);
    }
    if (r.has("shared_prefix")) {
        JsonReader p = r.child("shared_prefix");
        p.rejectUnknownKeys(
            {QStringLiteral("tokens"), QStringLiteral("share_ratio"), QStringLiteral("groups")});
        c.sharedPrefix.tokens = int(p.integer("tokens", std::nullopt, 0, 10'000'000));
        c.sharedPrefix.shareRatio = p.number("share_ratio", 1.0, 0, 1);
        c.sharedPrefix.groups = int(p.integer("groups", 1, 1, 1'000'000));
        // A request shorter than the prefix shares only its first input_tokens tokens.
        if (c.sharedPrefix.tokens > c.inputTokens.maximum())
            p.addError("tokens", Workload::tr("must not exceed the largest input length (%1)")
                                     .arg(c.inputTokens.maximum()));
    }
    if (r.has("sampling")) {
        JsonReader s = r.child("sampling");
        c.sampling = readSampling(s);
    }
    if (r.has("extra_body"))
        c.sampling.extraBody = r.child("extra_body").object();
    if (r.has("cancel")) {
        JsonReader x = r.child("cancel");
        x.rejectUnknownKeys({QStringLiteral("probability"), QStringLiteral("after_tokens"),
                             QStringLiteral("after_ms")});
        c.cancel.probability = x.number("probability", std::nullopt, 0, 1);
        c.cancel.afterTokens = int(x.integer("after_tokens", 0, 0, 10'000'000));
        c.cancel.afterMs = x.number("after_ms", 0, 0, 1e9);
        if ((c.cancel.afterTokens > 0) == (c.cancel.afterMs > 0))
            x.addError(Workload::tr("give exactly one of after_tokens and after_ms"));
    }
    return c;
}

QJsonObject samplingJson(const SamplingSettings &s)
{
    QJsonObject o;
    if (s.temperature)
        o.insert(QStringLiteral("temperature"), *s.temperature);
    if (s.topP)
        o.insert(QStringLiteral("top_p"), *s.topP);
    if (s.topK)
        o.insert(QStringLiteral("top_k"), *s.topK);
    if (s.seed)
        o.insert(QStringLiteral("seed"), *s.seed);
    o.insert(QStringLiteral("ignore_eos"), s.ignoreEos);
    return o;
}

} // namespace

Result<Workload> Workload::load(const QString &path)
{
    auto doc = StructuredFile::load(path);
    if (!doc)
        return Result<Workload>::failure(doc.error());
    if (!doc->isObject())
        return Result<Workload>::failure(tr("%1: a workload file holds one object").arg(path));
    return fromJson(doc->object(), path);
}

Result<Workload> Workload::fromJson(const QJsonObject &json, const QString &origin)
{
    QStringList errors;
    JsonReader r(json, {}, &errors);
    r.rejectUnknownKeys({QStringLiteral("name"), QStringLiteral("classes")});
    Workload w;
    w.name = r.string("name", QString());
    const QJsonArray classes = r.array("classes", true);
    QSet<QString> names;
    double totalWeight = 0;
    for (qsizetype i = 0; i < classes.size(); ++i) {
        const QString path = QStringLiteral("classes[%1]").arg(i);
        if (!classes.at(i).isObject()) {
            errors.append(path + QLatin1String(": ") + tr("must be an object"));
            continue;
        }
        JsonReader c(classes.at(i).toObject(), path, &errors);
        WorkloadClass wc = readClass(c);
        if (names.contains(wc.name))
            c.addError("name", tr("'%1' is used by another class").arg(wc.name));
        names.insert(wc.name);
        totalWeight += wc.weight;
        w.classes.append(wc);
    }
    if (errors.isEmpty() && w.classes.isEmpty())
        errors.append(tr("classes: at least one class is needed"));
    if (errors.isEmpty() && totalWeight <= 0)
        errors.append(tr("classes: the weights must not all be zero"));
    if (!errors.isEmpty()) {
        const QString prefix = origin.isEmpty() ? QString() : QString(origin + QLatin1String(": "));
        return Result<Workload>::failure(prefix + errors.join(QLatin1String("; ")));
    }
    return w;
}

QJsonObject Workload::toJson() const
{
    QJsonArray array;
    for (const WorkloadClass &c : classes) {
        QJsonObject o{{QStringLiteral("name"), c.name},
                      {QStringLiteral("weight"), c.weight},
                      {QStringLiteral("input_tokens"), c.inputTokens.toJson()},
                      {QStringLiteral("output_tokens"), c.outputTokens.toJson()},
                      {QStringLiteral("sampling"), samplingJson(c.sampling)}};
        if (!c.lengths.isEmpty())
            o.insert(QStringLiteral("lengths"), c.lengths.toJson());
        if (c.callsPerRun)
            o.insert(QStringLiteral("calls_per_run"), c.callsPerRun->toJson());
        if (c.run)
            o.insert(QStringLiteral("run"), runJson(*c.run));
        if (c.sharedPrefix.tokens > 0)
            o.insert(QStringLiteral("shared_prefix"),
                     QJsonObject{{QStringLiteral("tokens"), c.sharedPrefix.tokens},
                                 {QStringLiteral("share_ratio"), c.sharedPrefix.shareRatio},
                                 {QStringLiteral("groups"), c.sharedPrefix.groups}});
        if (!c.sampling.extraBody.isEmpty())
            o.insert(QStringLiteral("extra_body"), c.sampling.extraBody);
        if (c.cancel.probability > 0) {
            QJsonObject x{{QStringLiteral("probability"), c.cancel.probability}};
            if (c.cancel.afterTokens > 0)
                x.insert(QStringLiteral("after_tokens"), c.cancel.afterTokens);
            else
                x.insert(QStringLiteral("after_ms"), c.cancel.afterMs);
            o.insert(QStringLiteral("cancel"), x);
        }
        array.append(o);
    }
    QJsonObject o{{QStringLiteral("classes"), array}};
    if (!name.isEmpty())
        o.insert(QStringLiteral("name"), name);
    return o;
}

Workload Workload::single(int inputTokens, int outputTokens)
{
    Workload w;
    WorkloadClass c;
    c.name = QStringLiteral("default");
    c.inputTokens = TokenDistribution::fixed(inputTokens);
    c.outputTokens = TokenDistribution::fixed(outputTokens);
    w.classes.append(c);
    return w;
}

qsizetype Workload::indexOf(const QString &className) const
{
    for (qsizetype i = 0; i < classes.size(); ++i)
        if (classes.at(i).name == className)
            return i;
    return -1;
}

bool Workload::hasRunClasses() const
{
    for (const WorkloadClass &c : classes)
        if (c.isRunClass())
            return true;
    return false;
}

qsizetype Workload::pick(double uniform) const
{
    double total = 0;
    for (const WorkloadClass &c : classes)
        total += c.weight;
    double target = uniform * total;
    for (qsizetype i = 0; i < classes.size(); ++i) {
        target -= classes.at(i).weight;
        if (target < 0)
            return i;
    }
    return classes.size() - 1;
}

} // namespace llmcap
