#include "sizing/MistakesAdvisor.h"

#include "sizing/SizingRequest.h"

#include <QLocale>

#include <cmath>

namespace llmcap {

namespace {

using S = SizingSection;

Mistake make(MistakeKind kind, QString title, QString explanation, S section, QStringList fields,
             QString workloadClass = {})
{
    return {kind,    MistakesAdvisor::idOf(kind), std::move(title),        std::move(explanation),
            section, std::move(fields),           std::move(workloadClass)};
}

QString labels(const QStringList &keys)
{
    QStringList names;
    for (const QString &k : keys)
        if (const SizingField *f = SizingField::find(k))
            names.append(f->label());
    return names.join(QLatin1String(", "));
}

QString number(double v)
{
    return QLocale().toString(v, 'g', 6);
}

void checkClasses(const SizingRequest &r, QList<Mistake> &out)
{
    const QStringList behaviour = {
        QStringLiteral("runs_per_user"),  QStringLiteral("run_window"),
        QStringLiteral("calls_per_run"),  QStringLiteral("input_tokens"),
        QStringLiteral("output_tokens"),  QStringLiteral("concurrent_calls"),
        QStringLiteral("peak_to_average")};
    for (int i = 0; i < r.classes().size(); ++i) {
        const QString cls = r.classes().at(i).name;
        const auto users = r.classNumber(i, QStringLiteral("active_users"));
        const bool knowsPeak = r.classNumber(i, QStringLiteral("peak_rps")).has_value();
        if (users && !knowsPeak) {
            QStringList missing;
            for (const QString &key : behaviour)
                if (!r.isAnswered(*SizingField::find(key), i))
                    missing.append(key);
            if (!missing.isEmpty())
                out.append(make(
                    MistakeKind::UsersWithoutBehaviour,
                    MistakesAdvisor::tr("\"We will have %1 users\"").arg(number(*users)),
                    MistakesAdvisor::tr(
                        "%1 users in class \"%2\" describe the audience, not the load. Missing: "
                        "%3. Two products with the same number of users can need very "
                        "different capacity: a chat assistant used a few times a day, or a "
                        "coding agent that makes ten LLM calls per task. Until these are "
                        "known, the plan assumes typical values and stays preliminary.")
                        .arg(number(*users), cls, labels(missing)),
                    S::Workload, QStringList{QStringLiteral("active_users")} + missing, cls));
        }
        for (const char *key : {"input_tokens", "output_tokens", "context_tokens"}) {
            const Percentiles p = r.percentiles(i, QLatin1String(key));
            if (!p.any() || (p.p95 && p.p99))
                continue;
            QStringList lacking;
            if (!p.p50)
                lacking.append(QStringLiteral("p50"));
            if (!p.p95)
                lacking.append(QStringLiteral("p95"));
            if (!p.p99)
                lacking.append(QStringLiteral("p99"));
            out.append(make(
                MistakeKind::AveragesWithoutTails, MistakesAdvisor::tr("\"The average is fine\""),
                MistakesAdvisor::tr(
                    "%1 of class \"%2\" lacks %3. The average or median hides the long tail: "
                    "long prompts drive time to first token, long outputs hold KV-cache blocks, "
                    "and capacity is usually limited by p95 or p99 latency.")
                    .arg(SizingField::find(QLatin1String(key))->label(), cls,
                         lacking.join(QLatin1String(", "))),
                S::Workload, {QLatin1String(key)}, cls));
        }
    }
}

void checkSlo(const SizingRequest &r, QList<Mistake> &out)
{
    for (SloMetric metric : Slo::allMetrics()) {
        const auto o = r.objective(metric);
        if (!o || o->attainmentPct >= 90)
            continue;
        out.append(make(MistakeKind::AveragesWithoutTails,
                        MistakesAdvisor::tr("\"Average latency is fine\""),
                        MistakesAdvisor::tr(
                            "The %1 target is met by only %2 % of requests. A target around the "
                            "median says nothing about the tail that users notice; capacity is "
                            "usually limited by p95 or p99 latency. Consider 95 % or 99 %.")
                            .arg(Slo::label(metric), number(o->attainmentPct)),
                        S::Slo, {Slo::key(metric)}));
    }
}

double strictestAttainment(const SizingRequest &r)
{
    double strictest = 0;
    for (SloMetric metric : Slo::allMetrics())
        if (const auto o = r.objective(metric))
            strictest = std::max(strictest, o->attainmentPct);
    return strictest > 0 ? strictest : 99.0;
}

void checkEvidence(const SizingRequest &r, const AdvisorContext &ctx, QList<Mistake> &out)
{
    const QString loadTest = r.text(QStringLiteral("load_test"));
    if (loadTest == QLatin1String("closed-loop"))
        out.append(make(MistakeKind::ClosedLoopTest, MistakesAdvisor::tr("A closed-loop test"),
                        MistakesAdvisor::tr(
                            "In a closed-loop test each virtual user sends its next request only "
                            "after the previous one completes, so the offered load drops as soon "
                            "as the server slows down: overload stays hidden. Measure with an "
                            "open-loop arrival rate (and burstiness) instead."),
                        S::Workload, {QStringLiteral("load_test")}));

    double totalUsers = 0;
    for (int i = 0; i < r.classes().size(); ++i)
        totalUsers += r.classNumber(i, QStringLiteral("active_users")).value_or(0);
    const auto testUsers = r.number(QStringLiteral("load_test_users"));
    if (testUsers && *testUsers > 0 && totalUsers > *testUsers &&
        (loadTest == QLatin1String("user-test") || loadTest == QLatin1String("closed-loop")))
        out.append(make(
            MistakeKind::MultipliedSmallTest,
            MistakesAdvisor::tr("\"We tested with %1 users and multiplied the result\"")
                .arg(number(*testUsers)),
            MistakesAdvisor::tr(
                "A test with %1 users says little about %2: LLM inference is non-linear because "
                "of batching, queueing, cache pressure and the distribution of request lengths. "
                "Control the request rate and replay the workload up to the SLO boundary.")
                .arg(number(*testUsers), number(totalUsers)),
            S::Workload, {QStringLiteral("load_test_users"), QStringLiteral("active_users")}));

    const double attainment = strictestAttainment(r);
    const qint64 needed = MistakesAdvisor::minimumSamples(attainment);
    for (auto [samples, field] :
         {std::pair{qint64(r.number(QStringLiteral("load_test_requests")).value_or(0)),
                    QStringLiteral("load_test_requests")},
          std::pair{ctx.measuredRequests, QString()}}) {
        if (samples <= 0 || samples >= needed)
            continue;
        out.append(make(
            MistakeKind::WindowTooShort, MistakesAdvisor::tr("A measurement window too short"),
            MistakesAdvisor::tr(
                "%1 requests support percentiles up to p%2 only; the SLO's %3 % attainment needs "
                "at least %4 requests (10 / (1 - p)). For a low-volume workload, measure longer "
                "so that the tail percentiles have enough observations.")
                .arg(QLocale().toString(samples),
                     number(MistakesAdvisor::supportedPercentile(samples)), number(attainment),
                     QLocale().toString(needed)),
            S::Workload, field.isEmpty() ? QStringList() : QStringList{field}));
    }

    const QString evidence = r.text(QStringLiteral("capacity_evidence"));
    if (evidence == QLatin1String("gpu-utilisation"))
        out.append(make(MistakeKind::GpuUtilisationAsCapacity,
                        MistakesAdvisor::tr("\"GPU utilization is below 100 %, so capacity is "
                                            "available\""),
                        MistakesAdvisor::tr(
                            "GPU utilisation alone says nothing about queueing, KV-cache "
                            "pressure, memory headroom, TTFT, TPOT or the impact of one more long "
                            "request. Capacity is the highest load at which the SLO still holds."),
                        S::Workload, {QStringLiteral("capacity_evidence")}));
    if (evidence == QLatin1String("tracing-tool"))
        out.append(make(MistakeKind::TracingToolForGpus,
                        MistakesAdvisor::tr("\"Our tracing tool will tell us how many GPUs to "
                                            "buy\""),
                        MistakesAdvisor::tr(
                            "Application tracing explains the workload. Pair it with benchmarks "
                            "and inference-server metrics to find the GPU capacity."),
                        S::Workload, {QStringLiteral("capacity_evidence")}));

    if (r.text(QStringLiteral("latency_evidence")) == QLatin1String("external-api"))
        out.append(make(
            MistakeKind::ExternalApiLatency, MistakesAdvisor::tr("\"The external API was fast\""),
            MistakesAdvisor::tr("External APIs are good for comparing model quality, but their "
                                "hardware, batching, routing and load are unknown: their latency "
                                "cannot predict a self-hosted deployment. Benchmark the final "
                                "candidates on the target runtime and hardware."),
            S::Models, {QStringLiteral("latency_evidence")}));

    const auto assumed = r.number(QStringLiteral("assumed_gpus"));
    const int perNode = ctx.gpusPerNode > 0 ? ctx.gpusPerNode : 8;
    if (assumed && *assumed > 0 && evidence != QLatin1String("slo-sweep") &&
        (*assumed <= perNode || (ctx.gpusPerReplica > 0 && *assumed <= ctx.gpusPerReplica))) {
        QString detail;
        if (ctx.gpusPerReplica > 0 && *assumed <= ctx.gpusPerReplica)
            detail = MistakesAdvisor::tr(" One replica of the chosen configuration alone needs "
                                         "%1 GPUs.")
                         .arg(ctx.gpusPerReplica);
        const QString loss = r.text(QStringLiteral("loss_to_survive"));
        if (loss == QLatin1String("node") || loss == QLatin1String("failure-domain"))
            detail += MistakesAdvisor::tr(" The product must survive the loss of a node, which "
                                          "one node cannot.");
        out.append(
            make(MistakeKind::FitsOnOneNode,
                 MistakesAdvisor::tr("\"The model fits on %1 GPUs, so one node is enough\"")
                     .arg(number(*assumed)),
                 MistakesAdvisor::tr(
                     "%1 GPUs may be the bare minimum for one replica: the footprint says nothing "
                     "about how much SLO-compliant traffic the replica can handle, or whether the "
                     "product survives a node failure.%2")
                     .arg(number(*assumed), detail),
                 S::Reliability, {QStringLiteral("assumed_gpus")}));
    }

    if (r.yesNo(QStringLiteral("no_sensitive_content")) == false)
        out.append(make(MistakeKind::LogEverything,
                        MistakesAdvisor::tr("\"We will log everything and investigate later\""),
                        MistakesAdvisor::tr(
                            "Capacity planning does not need raw prompts, responses, documents, "
                            "source code, tool arguments or terminal output: token counts and "
                            "timings suffice. Recording content adds security and privacy risk "
                            "without improving the estimate."),
                        S::Observability, {QStringLiteral("no_sensitive_content")}));
}

} // namespace

QList<Mistake> MistakesAdvisor::check(const SizingRequest &request, const AdvisorContext &context)
{
    QList<Mistake> out;
    // The other checks read numbers; a wrong answer is named once and left out of them (an
    // attainment of 150 % would otherwise ask for 9e18 requests).
    SizingRequest valid = request;
    for (const SizingProblem &p : request.problems()) {
        out.append(make(MistakeKind::InvalidAnswer, p.text(),
                        MistakesAdvisor::tr("This answer cannot be saved as it is, and a plan "
                                            "that used it would rest on a number the request "
                                            "does not mean. Correct it in section %1.")
                            .arg(SizingField::sectionNumber(p.section)),
                        p.section, {p.key}, p.className));
        if (p.key == QLatin1String("workload_classes"))
            continue;
        if (p.classIndex >= 0)
            valid.setClassValue(p.classIndex, p.key, {});
        else
            valid.setValue(p.key, {});
    }
    checkClasses(valid, out);
    checkSlo(valid, out);
    checkEvidence(valid, context, out);
    return out;
}

QList<Mistake> MistakesAdvisor::check(const SizingRequest &request, SizingSection section,
                                      const AdvisorContext &context)
{
    QList<Mistake> result;
    for (const Mistake &m : check(request, context))
        if (m.section == section)
            result.append(m);
    return result;
}

qint64 MistakesAdvisor::minimumSamples(double percentile)
{
    if (percentile >= 100)
        return std::numeric_limits<qint64>::max();
    return qint64(std::ceil(1000.0 / (100.0 - percentile) * (1.0 - 1e-9)));
}

double MistakesAdvisor::supportedPercentile(qint64 samples)
{
    if (samples < 10)
        return 0;
    // Largest p with 10 / (1 - p) <= samples, rounded down to a tenth.
    return std::floor((1.0 - 10.0 / double(samples)) * 1000.0) / 10.0;
}

QString MistakesAdvisor::idOf(MistakeKind kind)
{
    switch (kind) {
    case MistakeKind::InvalidAnswer:
        return QStringLiteral("invalid-answer");
    case MistakeKind::SweepDiffersFromRequest:
        return QStringLiteral("sweep-differs-from-request");
    case MistakeKind::SweepNotFinished:
        return QStringLiteral("sweep-not-finished");
    case MistakeKind::UsersWithoutBehaviour:
        return QStringLiteral("users-without-behaviour");
    case MistakeKind::AveragesWithoutTails:
        return QStringLiteral("averages-without-tails");
    case MistakeKind::ClosedLoopTest:
        return QStringLiteral("closed-loop-test");
    case MistakeKind::WindowTooShort:
        return QStringLiteral("window-too-short");
    case MistakeKind::GpuUtilisationAsCapacity:
        return QStringLiteral("gpu-utilisation-as-capacity");
    case MistakeKind::ExternalApiLatency:
        return QStringLiteral("external-api-latency");
    case MistakeKind::FitsOnOneNode:
        return QStringLiteral("fits-on-one-node");
    case MistakeKind::MultipliedSmallTest:
        return QStringLiteral("multiplied-small-test");
    case MistakeKind::TracingToolForGpus:
        return QStringLiteral("tracing-tool-for-gpus");
    case MistakeKind::LogEverything:
        return QStringLiteral("log-everything");
    }
    return {};
}

} // namespace llmcap
