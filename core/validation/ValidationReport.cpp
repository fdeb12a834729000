#include "validation/ValidationReport.h"

#include <QJsonArray>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <map>

namespace llmcap {

namespace {

double metricMs(SloMetric metric, const SimRequestTiming &t)
{
    switch (metric) {
    case SloMetric::Ttft:
        return t.ttftSec() * 1000;
    case SloMetric::Itl: // no token gaps in the fleet simulation: TPOT stands in
    case SloMetric::Tpot:
        return t.tpotSec() * 1000;
    case SloMetric::E2e:
        return t.e2eSec() * 1000;
    case SloMetric::QueueTime:
        return t.queueSec() * 1000;
    }
    return 0;
}

struct ObjectiveCount
{
    qint64 judged = 0;
    qint64 within = 0;
    double targetPct = 99;
    double attainmentPct() const
    {
        return judged > 0 ? 100.0 * double(within) / double(judged) : 100.0;
    }
};

// A tally while requests are added, with its per-(class, metric) counts.
struct Accumulator
{
    ValidationTally tally;
    std::map<std::pair<int, int>, ObjectiveCount> objectives;

    void add(const FleetArrival &a, const FleetRequest &r, const QList<LatencyObjective> &obj)
    {
        ++tally.offered;
        if (r.replica >= 0 && size_t(r.replica) < tally.perReplica.size())
            ++tally.perReplica[size_t(r.replica)];
        const bool completed = r.outcome == FleetRequest::Outcome::Completed;
        switch (r.outcome) {
        case FleetRequest::Outcome::Completed:
            ++tally.completed;
            break;
        case FleetRequest::Outcome::Shed:
            ++tally.shed;
            break;
        case FleetRequest::Outcome::Lost:
            ++tally.lost;
            break;
        case FleetRequest::Outcome::Refused:
        case FleetRequest::Outcome::Unfinished:
            ++tally.errors;
            break;
        }
        bool good = completed;
        for (const LatencyObjective &o : obj) {
            ObjectiveCount &c = objectives[{a.classIndex, int(o.metric)}];
            c.targetPct = o.attainmentPct;
            ++c.judged;
            if (completed && metricMs(o.metric, r.timing) <= o.thresholdMs)
                ++c.within;
            else
                good = false;
        }
        if (good)
            ++tally.good;
    }

    // Per metric over every class (in Slo::allMetrics order, the metrics some class has).
    void finish()
    {
        tally.objectiveAttainmentPct.clear();
        for (SloMetric m : Slo::allMetrics()) {
            qint64 judged = 0, within = 0;
            for (const auto &[key, c] : objectives)
                if (key.second == int(m)) {
                    judged += c.judged;
                    within += c.within;
                }
            if (judged > 0)
                tally.objectiveAttainmentPct.append(100.0 * double(within) / double(judged));
        }
    }

    QStringList missed(const Slo &slo, const QStringList &classNames) const
    {
        QStringList out;
        for (const auto &[key, c] : objectives)
            if (c.judged > 0 && c.attainmentPct() < c.targetPct)
                out.append(QCoreApplication::translate("llmcap::ValidationReport",
                                                       "%1%2 %3 % (target %4 %)")
                               .arg(classNames.size() > 1
                                        ? classNames.value(key.first) + QLatin1Char(' ')
                                        : QString(),
                                    Slo::label(SloMetric(key.second)))
                               .arg(c.attainmentPct(), 0, 'f', 2)
                               .arg(c.targetPct));
        if (tally.errorRatePct() > slo.maxErrorRatePct)
            out.append(QCoreApplication::translate("llmcap::ValidationReport",
                                                   "error rate %1 % (limit %2 %)")
                           .arg(tally.errorRatePct(), 0, 'f', 2)
                           .arg(slo.maxErrorRatePct));
        return out;
    }
};

} // namespace

QJsonObject ValidationTally::toJson(const Slo &slo) const
{
    QJsonArray replicas;
    for (qint64 n : perReplica)
        replicas.append(n);
    QJsonObject objectives;
    int i = 0;
    for (SloMetric m : Slo::allMetrics()) {
        bool any = false;
        for (const LatencyObjective &o : slo.objectives)
            any = any || o.metric == m;
        for (const auto &list : slo.classObjectives)
            for (const LatencyObjective &o : list)
                any = any || o.metric == m;
        if (any && i < objectiveAttainmentPct.size())
            objectives.insert(Slo::key(m), objectiveAttainmentPct.at(i++));
    }
    return {{QStringLiteral("start_s"), startS},
            {QStringLiteral("end_s"), endS},
            {QStringLiteral("offered"), offered},
            {QStringLiteral("completed"), completed},
            {QStringLiteral("good"), good},
            {QStringLiteral("shed"), shed},
            {QStringLiteral("lost"), lost},
            {QStringLiteral("errors"), errors},
            {QStringLiteral("attainment_pct"), attainmentPct()},
            {QStringLiteral("error_rate_pct"), errorRatePct()},
            {QStringLiteral("goodput_rps"), goodputRps()},
            {QStringLiteral("objective_attainment_pct"), objectives},
            {QStringLiteral("per_replica"), replicas}};
}

double ValidationReport::scalingRatio() const
{
    if (!(singleReplicaRps > 0) || replicas < 1)
        return 0;
    return total.goodputRps() / (double(replicas) * singleReplicaRps);
}

ValidationReport ValidationReport::compute(const std::vector<FleetArrival> &arrivals,
                                           const FleetResult &result, const Slo &slo,
                                           const DrillScript &drills, int replicas,
                                           const QStringList &classNames, double minuteS)
{
    ValidationReport report;
    report.m_slo = slo;
    report.sloName = slo.name;
    report.replicas = replicas;
    report.classNames = classNames;
    double endS = 0;
    for (const FleetArrival &a : arrivals)
        endS = std::max(endS, a.arrivalSec);
    const int minuteCount = std::max(1, int(std::floor(endS / minuteS)) + 1);
    int classCount = classNames.size();
    for (const FleetArrival &a : arrivals)
        classCount = std::max(classCount, a.classIndex + 1);

    auto fresh = [&](double start, double end) {
        Accumulator acc;
        acc.tally.startS = start;
        acc.tally.endS = end;
        acc.tally.perReplica.assign(size_t(replicas), 0);
        return acc;
    };
    std::vector<Accumulator> minutes, classMinutes;
    for (int m = 0; m < minuteCount; ++m)
        minutes.push_back(fresh(m * minuteS, (m + 1) * minuteS));
    for (int c = 0; c < classCount; ++c)
        for (int m = 0; m < minuteCount; ++m)
            classMinutes.push_back(fresh(m * minuteS, (m + 1) * minuteS));
    // Segments: before the first drill, then from each drill to the next.
    std::vector<double> cuts{0};
    for (const DrillEvent &d : drills.events)
        cuts.push_back(d.atS);
    const double lastS = minuteCount * minuteS;
    std::vector<Accumulator> segments;
    for (size_t i = 0; i < cuts.size(); ++i)
        segments.push_back(fresh(cuts[i], i + 1 < cuts.size() ? cuts[i + 1] : lastS));
    Accumulator total = fresh(0, lastS);

    std::vector<QList<LatencyObjective>> objectives(static_cast<size_t>(classCount));
    for (int c = 0; c < classCount; ++c)
        objectives[size_t(c)] = slo.objectivesFor(classNames.value(c));
    for (size_t i = 0; i < arrivals.size(); ++i) {
        const FleetArrival &a = arrivals[i];
        const FleetRequest &r = result.requests[i];
        const auto &obj = objectives[size_t(a.classIndex)];
        // A lost request counts where it was lost (its drill), every other where it arrived.
        const double at = r.outcome == FleetRequest::Outcome::Lost ? r.lostAtSec : a.arrivalSec;
        const int m = std::clamp(int(at / minuteS), 0, minuteCount - 1);
        minutes[size_t(m)].add(a, r, obj);
        classMinutes[size_t(a.classIndex * minuteCount + m)].add(a, r, obj);
        // The last segment whose start is at or before the arrival.
        size_t s = size_t(std::upper_bound(cuts.begin(), cuts.end(), at) - cuts.begin()) - 1;
        segments[s].add(a, r, obj);
        total.add(a, r, obj);
    }
    for (Accumulator &acc : minutes) {
        acc.finish();
        report.minutes.append(acc.tally);
    }
    for (int c = 0; c < classCount; ++c) {
        QList<ValidationTally> rows;
        for (int m = 0; m < minuteCount; ++m) {
            Accumulator &acc = classMinutes[size_t(c * minuteCount + m)];
            acc.finish();
            rows.append(acc.tally);
        }
        report.classMinutes.append(rows);
    }
    total.finish();
    report.total = total.tally;

    auto minuteMet = [&](size_t m) { return minutes[m].missed(slo, classNames).isEmpty(); };
    segments[0].finish();
    report.baseline = segments[0].tally;
    report.baselineMissed = segments[0].missed(slo, classNames);
    report.baselineMet = report.baselineMissed.isEmpty();
    report.passed = report.baselineMet;
    for (qsizetype i = 0; i < drills.events.size(); ++i) {
        Accumulator &seg = segments[size_t(i + 1)];
        seg.finish();
        DrillOutcome out;
        out.drill = drills.events.at(i);
        out.segment = seg.tally;
        out.missed = seg.missed(slo, classNames);
        out.met = out.missed.isEmpty();
        report.passed = report.passed && out.met;
        // Minutes that start inside the segment (the drill's own minute included).
        const size_t first =
            size_t(std::clamp(int(seg.tally.startS / minuteS), 0, minuteCount - 1));
        const size_t last = size_t(
            std::clamp(int(std::ceil(seg.tally.endS / minuteS)) - 1, int(first), minuteCount - 1));
        out.dipPct = 100;
        for (size_t m = first; m <= last; ++m)
            if (minutes[m].tally.offered > 0)
                out.dipPct = std::min(out.dipPct, minutes[m].tally.attainmentPct());
        // Recovered at the first minute from which every minute of the segment meets the SLO.
        out.recoverS = -1;
        for (size_t m = last + 1; m-- > first;) {
            if (!minuteMet(m))
                break;
            out.recoverS = std::max(0.0, double(m) * minuteS - out.drill.atS);
        }
        report.drills.append(out);
    }
    return report;
}

FleetRunCount FleetRunCount::of(const std::vector<RunOutcome> &outcomes)
{
    FleetRunCount c;
    for (const RunOutcome &o : outcomes) {
        if (o.warmup)
            continue;
        ++c.ended;
        switch (o.status) {
        case RunOutcome::Status::Completed:
            ++c.completed;
            break;
        case RunOutcome::Status::Failed:
            ++c.failed;
            break;
        case RunOutcome::Status::Cancelled:
            ++c.cancelled;
            break;
        case RunOutcome::Status::TimedOut:
            ++c.timedOut;
            break;
        }
    }
    return c;
}

QJsonObject FleetRunCount::toJson() const
{
    return {{QStringLiteral("ended"), ended},
            {QStringLiteral("completed"), completed},
            {QStringLiteral("failed"), failed},
            {QStringLiteral("cancelled"), cancelled},
            {QStringLiteral("timed_out"), timedOut}};
}

FleetRunCount FleetRunCount::fromJson(const QJsonObject &json)
{
    FleetRunCount c;
    c.ended = json.value(QLatin1String("ended")).toInteger();
    c.completed = json.value(QLatin1String("completed")).toInteger();
    c.failed = json.value(QLatin1String("failed")).toInteger();
    c.cancelled = json.value(QLatin1String("cancelled")).toInteger();
    c.timedOut = json.value(QLatin1String("timed_out")).toInteger();
    return c;
}

QStringList ValidationReport::textLines() const
{
    QStringList lines;
    for (const QString &note : notes)
        lines.append(note);
    lines.append(
        passed
            ? tr("validation: PASSED with %1 replicas against SLO %2").arg(replicas).arg(sloName)
            : tr("validation: FAILED with %1 replicas against SLO %2").arg(replicas).arg(sloName));
    lines.append(tr("  offered %1, completed %2, good %3 (%4 %), shed %5, lost %6, errors %7; "
                    "goodput %8 req/s")
                     .arg(total.offered)
                     .arg(total.completed)
                     .arg(total.good)
                     .arg(total.attainmentPct(), 0, 'f', 2)
                     .arg(total.shed)
                     .arg(total.lost)
                     .arg(total.errors)
                     .arg(total.goodputRps(), 0, 'f', 2));
    if (runs.ended > 0)
        lines.append(tr("  runs: %1 ended, %2 completed (%3 %), %4 failed, %5 cancelled, "
                        "%6 timed out")
                         .arg(runs.ended)
                         .arg(runs.completed)
                         .arg(100.0 * double(runs.completed) / double(runs.ended), 0, 'f', 2)
                         .arg(runs.failed)
                         .arg(runs.cancelled)
                         .arg(runs.timedOut));
    if (scalingRatio() > 0)
        lines.append(tr("  fleet goodput is %1 x (%2 replicas x the single-replica boundary of "
                        "%3 req/s)")
                         .arg(scalingRatio(), 0, 'f', 2)
                         .arg(replicas)
                         .arg(singleReplicaRps, 0, 'f', 2));
    if (!passed && passingReplicas > 0)
        lines.append(tr("  the simulated fleet passes with %1 replicas (same load and drills)")
                         .arg(passingReplicas));
    else if (!passed && passingReplicas < 0)
        lines.append(tr("  the simulated fleet does not pass with up to %1 replicas")
                         .arg(passingSearchLimit));
    lines.append(
        baselineMet
            ? tr("  before the drills: met (%1 % good)").arg(baseline.attainmentPct(), 0, 'f', 2)
            : tr("  before the drills: NOT met: %1").arg(baselineMissed.join(QLatin1String("; "))));
    for (const DrillOutcome &d : drills) {
        QString recover = d.recoverS < 0
                              ? tr("did not recover")
                              : tr("recovered after %1").arg(DrillScript::formatTime(d.recoverS));
        lines.append(
            (d.met ? tr("  %1: met; dip to %2 % good per minute, %3; %4 lost, %5 shed")
                   : tr("  %1: BROKE the SLO; dip to %2 % good per minute, %3; %4 lost, %5 shed"))
                .arg(d.drill.toText())
                .arg(d.dipPct, 0, 'f', 2)
                .arg(recover)
                .arg(d.segment.lost)
                .arg(d.segment.shed));
        if (!d.met)
            lines.append(tr("    missed: %1").arg(d.missed.join(QLatin1String("; "))));
    }
    return lines;
}

QJsonObject ValidationReport::toJson() const
{
    QJsonArray minuteRows;
    for (const ValidationTally &t : minutes)
        minuteRows.append(t.toJson(m_slo));
    QJsonArray classes;
    for (qsizetype c = 0; c < classMinutes.size(); ++c) {
        QJsonArray rows;
        for (const ValidationTally &t : classMinutes.at(c))
            rows.append(t.toJson(m_slo));
        classes.append(QJsonObject{{QStringLiteral("class"), classNames.value(c)},
                                   {QStringLiteral("minutes"), rows}});
    }
    QJsonArray drillRows;
    for (const DrillOutcome &d : drills)
        drillRows.append(
            QJsonObject{{QStringLiteral("drill"), d.drill.toText()},
                        {QStringLiteral("at_s"), d.drill.atS},
                        {QStringLiteral("met"), d.met},
                        {QStringLiteral("dip_pct"), d.dipPct},
                        {QStringLiteral("recover_s"), d.recoverS},
                        {QStringLiteral("missed"), QJsonArray::fromStringList(d.missed)},
                        {QStringLiteral("segment"), d.segment.toJson(m_slo)}});
    QJsonObject o{{QStringLiteral("passed"), passed},
                  {QStringLiteral("replicas"), replicas},
                  {QStringLiteral("slo"), sloName},
                  {QStringLiteral("baseline"), baseline.toJson(m_slo)},
                  {QStringLiteral("baseline_met"), baselineMet},
                  {QStringLiteral("baseline_missed"), QJsonArray::fromStringList(baselineMissed)},
                  {QStringLiteral("total"), total.toJson(m_slo)},
                  {QStringLiteral("drills"), drillRows},
                  {QStringLiteral("minutes"), minuteRows},
                  {QStringLiteral("classes"), classes}};
    if (passingReplicas != 0) {
        o.insert(QStringLiteral("passing_replicas"),
                 passingReplicas > 0 ? QJsonValue(passingReplicas) : QJsonValue());
        o.insert(QStringLiteral("passing_search_limit"), passingSearchLimit);
    }
    if (scalingRatio() > 0) {
        o.insert(QStringLiteral("single_replica_rps"), singleReplicaRps);
        o.insert(QStringLiteral("scaling_ratio"), scalingRatio());
    }
    if (runs.ended > 0)
        o.insert(QStringLiteral("runs"), runs.toJson());
    if (!notes.isEmpty())
        o.insert(QStringLiteral("notes"), QJsonArray::fromStringList(notes));
    if (!plan.isEmpty())
        o.insert(QStringLiteral("plan"), plan);
    return o;
}

QByteArray ValidationReport::minutesCsv() const
{
    QString text;
    QTextStream s(&text);
    s << "class,minute,start_s,offered,completed,good,shed,lost,errors,attainment_pct,"
         "error_rate_pct,goodput_rps";
    for (int r = 0; r < replicas; ++r)
        s << ",replica_" << (r + 1);
    s << '\n';
    auto row = [&](const QString &cls, int m, const ValidationTally &t) {
        QString name = cls;
        if (name.contains(QLatin1Char(',')) || name.contains(QLatin1Char('"')))
            name = QLatin1Char('"') + name.replace(QLatin1Char('"'), QLatin1String("\"\"")) +
                   QLatin1Char('"');
        s << name << ',' << m << ',' << t.startS << ',' << t.offered << ',' << t.completed << ','
          << t.good << ',' << t.shed << ',' << t.lost << ',' << t.errors << ','
          << QString::number(t.attainmentPct(), 'f', 3) << ','
          << QString::number(t.errorRatePct(), 'f', 3) << ','
          << QString::number(t.goodputRps(), 'f', 4);
        for (qint64 n : t.perReplica)
            s << ',' << n;
        s << '\n';
    };
    for (qsizetype m = 0; m < minutes.size(); ++m)
        row(QString(), int(m), minutes.at(m));
    for (qsizetype c = 0; c < classMinutes.size(); ++c)
        for (qsizetype m = 0; m < classMinutes.at(c).size(); ++m)
            row(classNames.value(c, QString::number(c)), int(m), classMinutes.at(c).at(m));
    s.flush();
    return text.toUtf8();
}

ValidationTally ValidationTally::fromJson(const QJsonObject &json)
{
    ValidationTally t;
    t.startS = json.value(QLatin1String("start_s")).toDouble();
    t.endS = json.value(QLatin1String("end_s")).toDouble();
    t.offered = json.value(QLatin1String("offered")).toInteger();
    t.completed = json.value(QLatin1String("completed")).toInteger();
    t.good = json.value(QLatin1String("good")).toInteger();
    t.shed = json.value(QLatin1String("shed")).toInteger();
    t.lost = json.value(QLatin1String("lost")).toInteger();
    t.errors = json.value(QLatin1String("errors")).toInteger();
    // toJson writes the objectives in Slo::allMetrics order, keyed by metric.
    const QJsonObject objectives = json.value(QLatin1String("objective_attainment_pct")).toObject();
    for (SloMetric m : Slo::allMetrics())
        if (objectives.contains(Slo::key(m)))
            t.objectiveAttainmentPct.append(objectives.value(Slo::key(m)).toDouble());
    for (const QJsonValue &n : json.value(QLatin1String("per_replica")).toArray())
        t.perReplica.push_back(n.toInteger());
    return t;
}

Result<ValidationReport> ValidationReport::fromJson(const QJsonObject &json, const Slo &slo)
{
    using R = Result<ValidationReport>;
    ValidationReport r;
    r.m_slo = slo;
    r.replicas = json.value(QLatin1String("replicas")).toInt();
    if (r.replicas < 1)
        return R::failure(tr("the validation has no replica count"));
    if (!json.value(QLatin1String("minutes")).isArray())
        return R::failure(tr("the validation has no per-minute rows"));
    r.passed = json.value(QLatin1String("passed")).toBool();
    r.sloName = json.value(QLatin1String("slo")).toString();
    r.baseline = ValidationTally::fromJson(json.value(QLatin1String("baseline")).toObject());
    r.baselineMet = json.value(QLatin1String("baseline_met")).toBool();
    for (const QJsonValue &v : json.value(QLatin1String("baseline_missed")).toArray())
        r.baselineMissed.append(v.toString());
    r.total = ValidationTally::fromJson(json.value(QLatin1String("total")).toObject());
    for (const QJsonValue &v : json.value(QLatin1String("minutes")).toArray())
        r.minutes.append(ValidationTally::fromJson(v.toObject()));
    for (const QJsonValue &v : json.value(QLatin1String("classes")).toArray()) {
        const QJsonObject c = v.toObject();
        r.classNames.append(c.value(QLatin1String("class")).toString());
        QList<ValidationTally> rows;
        for (const QJsonValue &m : c.value(QLatin1String("minutes")).toArray())
            rows.append(ValidationTally::fromJson(m.toObject()));
        r.classMinutes.append(rows);
    }
    for (const QJsonValue &v : json.value(QLatin1String("drills")).toArray()) {
        const QJsonObject d = v.toObject();
        const QString text = d.value(QLatin1String("drill")).toString();
        auto parsed = DrillScript::parse(text);
        if (!parsed || parsed->events.size() != 1)
            return R::failure(tr("the validation's drill \"%1\" is unreadable").arg(text));
        DrillOutcome out;
        out.drill = parsed->events.first();
        out.drill.atS = d.value(QLatin1String("at_s")).toDouble(out.drill.atS);
        out.met = d.value(QLatin1String("met")).toBool();
        out.dipPct = d.value(QLatin1String("dip_pct")).toDouble();
        out.recoverS = d.value(QLatin1String("recover_s")).toDouble();
        for (const QJsonValue &m : d.value(QLatin1String("missed")).toArray())
            out.missed.append(m.toString());
        out.segment = ValidationTally::fromJson(d.value(QLatin1String("segment")).toObject());
        r.drills.append(out);
    }
    if (json.contains(QLatin1String("passing_search_limit"))) {
        const QJsonValue passing = json.value(QLatin1String("passing_replicas"));
        r.passingReplicas = passing.isDouble() ? passing.toInt() : -1;
        r.passingSearchLimit = json.value(QLatin1String("passing_search_limit")).toInt();
    }
    r.singleReplicaRps = json.value(QLatin1String("single_replica_rps")).toDouble();
    r.runs = FleetRunCount::fromJson(json.value(QLatin1String("runs")).toObject());
    return r;
}

} // namespace llmcap
