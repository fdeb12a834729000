#include "demand/PeakLoadProjector.h"

#include "demand/ArrivalTrace.h"
#include "sizing/SizingRequest.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLocale>

namespace llmcap {

namespace {

QString num(double v)
{
    return QLocale().toString(v, 'g', 4);
}

// A factor of the projection: given by the request, or a typical value with its range.
struct Factor
{
    double value = 0;
    double low = 0;
    double high = 0;
};

Factor given(double v)
{
    return {v, v, v};
}

class Builder
{
public:
    Builder(const SizingRequest &r, int index, PeakProjection &p)
        : m_r(r)
        , m_index(index)
        , m_p(p)
        , m_class(r.classes().at(index).name)
        , m_execution(r.classes().at(index).execution)
    {}

    // The class's answer for key, or the typical value for its execution type (listed).
    Factor factor(const QString &key, const QString &givenText, const QString &assumedText)
    {
        if (const auto v = m_r.classNumber(m_index, key)) {
            note(givenText.arg(num(*v)), key);
            return given(*v);
        }
        const auto t = PeakLoadProjector::typical(m_execution, key);
        const QString execution =
            m_execution.isEmpty() ? QStringLiteral("interactive") : m_execution;
        m_p.assumptions.append({assumedText.arg(num(t.value), execution, num(t.low), num(t.high)),
                                true, key, m_class});
        return {t.value, t.low, t.high};
    }

    // A given answer measured from telemetry says so, with its source, span and samples.
    void note(const QString &text, const QString &key, bool assumed = false)
    {
        PlanAssumption a{text, assumed, key, m_class, {}};
        if (const auto m = m_r.measured(m_index, key); m && !assumed) {
            a.text += QLatin1Char(' ') + PeakLoadProjector::measuredText(*m);
            a.measured = m->toJson();
        }
        m_p.assumptions.append(a);
    }

    // Length answers are not factors of the peak, but a plan built on measured ones says so.
    void noteMeasuredLengths()
    {
        for (const char *key : {"input_tokens", "output_tokens", "context_tokens"}) {
            const QString k = QLatin1String(key);
            const Percentiles p = m_r.percentiles(m_index, k);
            if (!m_r.measured(m_index, k) || !p.any())
                continue;
            const QString label =
                k == QLatin1String("input_tokens")    ? PeakLoadProjector::tr("Input")
                : k == QLatin1String("output_tokens") ? PeakLoadProjector::tr("Output")
                                                      : PeakLoadProjector::tr("Context");
            note(PeakLoadProjector::tr("%1 tokens p50 %2, p95 %3, p99 %4.")
                     .arg(label, num(p.p50.value_or(0)), num(p.p95.value_or(0)),
                          num(p.p99.value_or(0))),
                 k);
        }
        const QString concurrent = QStringLiteral("concurrent_calls");
        if (const auto v = m_r.classNumber(m_index, concurrent);
            v && m_r.measured(m_index, concurrent))
            note(PeakLoadProjector::tr("Up to %1 concurrent LLM calls.").arg(num(*v)), concurrent);
    }

    const QString &className() const { return m_class; }

    // A measured peak or a trace counts calls: a class planned in runs divides them by its
    // calls per run.
    void toRuns()
    {
        const Factor calls =
            factor(QStringLiteral("calls_per_run"), PeakLoadProjector::tr("%1 LLM calls per run."),
                   PeakLoadProjector::tr("LLM calls per run assumed %1 (%2 class; range %3-%4)."));
        const double perRun = std::max(1.0, calls.value);
        m_p.callsPerRun = perRun;
        m_p.averageRps /= perRun;
        m_p.peakRps /= perRun;
        m_p.peakLowRps /= perRun;
        m_p.peakHighRps /= perRun;
        m_p.formula << PeakLoadProjector::tr("in runs: %1 calls/s / %2 calls per run = %3 runs/s")
                           .arg(num(m_p.peakRps * perRun), num(perRun), num(m_p.peakRps));
    }

private:
    const SizingRequest &m_r;
    int m_index;
    PeakProjection &m_p;
    QString m_class;
    QString m_execution;
};

struct TracePath
{
    QString path;    // empty: no trace to read
    QString problem; // why a named trace is not read
};

// A request's trace is resolved against the request's folder and confined to it, so that a
// request from elsewhere cannot make a plan read (and show) any file the user can read. A
// request with no folder (typed in the GUI) names its trace itself.
TracePath resolveTrace(const QString &text, const QString &baseDir)
{
    if (text.isEmpty() || text.contains(QLatin1Char('\n')))
        return {};
    if (baseDir.isEmpty()) {
        const QFileInfo direct(text);
        return {direct.isAbsolute() && direct.isFile() ? direct.absoluteFilePath() : QString(), {}};
    }
    const QFileInfo file(QDir(baseDir).filePath(text));
    const QString canonical = file.canonicalFilePath();
    const QString folder = QFileInfo(baseDir).canonicalFilePath();
    if (canonical.isEmpty() || !file.isFile())
        return {}; // a description ("ask the data team"), not a file
    if (folder.isEmpty() || !canonical.startsWith(folder + QLatin1Char('/')))
        return {{},
                PeakLoadProjector::tr("the trace %1 is outside the request's folder; a "
                                      "request reads only files in its own folder")
                    .arg(file.fileName())};
    return {canonical, {}};
}

} // namespace

bool PeakProjection::preliminary() const
{
    if (method == Method::None)
        return true;
    for (const PlanAssumption &a : assumptions)
        if (a.assumed)
            return true;
    return false;
}

QString PeakProjection::methodKey(Method method)
{
    switch (method) {
    case Method::None:
        return QStringLiteral("none");
    case Method::UsersActivity:
        return QStringLiteral("users-activity");
    case Method::DirectPeak:
        return QStringLiteral("direct-peak");
    case Method::Trace:
        return QStringLiteral("trace");
    }
    return {};
}

QString PeakLoadProjector::measuredText(const MeasuredAnswer &m)
{
    auto when = [](const QString &iso) {
        const QDateTime t = QDateTime::fromString(iso, Qt::ISODate);
        return t.isValid() ? t.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")) : iso;
    };
    const QString samples = m.of == QLatin1String("runs")
                                ? tr("%1 runs").arg(QLocale().toString(m.samples))
                                : tr("%1 calls").arg(QLocale().toString(m.samples));
    return tr("Measured from telemetry %1 (%2 – %3 UTC, %4).")
        .arg(m.source, when(m.from), when(m.to), samples);
}

double PeakLoadProjector::windowSeconds(const QString &window)
{
    if (window == QLatin1String("minute"))
        return 60;
    if (window == QLatin1String("workday"))
        return 8 * 3600;
    if (window == QLatin1String("day"))
        return 24 * 3600;
    return 3600;
}

PeakLoadProjector::Typical PeakLoadProjector::typical(const QString &execution, const QString &key)
{
    const bool agentic = execution == QLatin1String("agentic");
    const bool async = execution == QLatin1String("asynchronous");
    const bool batch = execution == QLatin1String("batch");
    if (key == QLatin1String("runs_per_user")) // per hour
        return agentic ? Typical{2, 0.5, 6}
               : async ? Typical{2, 0.5, 6}
               : batch ? Typical{1, 0.5, 2}
                       : Typical{4, 1, 10};
    if (key == QLatin1String("calls_per_run"))
        return agentic ? Typical{10, 5, 30} : async ? Typical{1, 1, 3} : Typical{1, 1, 2};
    if (key == QLatin1String("peak_to_average"))
        return async ? Typical{2, 1.5, 3} : batch ? Typical{1.5, 1, 2} : Typical{3, 2, 5};
    if (key == QLatin1String("burst_s"))
        return {60, 10, 300};
    if (key == QLatin1String("growth_pct"))
        return {0, 0, 50};
    return {0, 0, 0};
}

PeakProjection PeakLoadProjector::project(const SizingRequest &r, int index, const QString &baseDir,
                                          bool inRuns)
{
    PeakProjection p;
    if (inRuns)
        p.rateUnit = QStringLiteral("runs/s");
    if (index < 0 || index >= r.classes().size()) {
        p.problem = tr("no such workload class");
        return p;
    }
    Builder b(r, index, p);
    const QString cls = b.className();
    b.noteMeasuredLengths();

    const Factor burst = b.factor(QStringLiteral("burst_s"), tr("Bursts last %1 s."),
                                  tr("Bursts are assumed to last %1 s (%2 class; range %3-%4 s)."));
    p.burstS = burst.value;
    const Factor growth =
        b.factor(QStringLiteral("growth_pct"), tr("Load grows %1 % over the planning horizon."),
                 tr("Growth is assumed to be %1 % (%2 class; range %3-%4 %)."));
    p.growthPct = growth.value;
    p.growthLowPct = growth.low;
    p.growthHighPct = growth.high;

    // 1. A representative trace that can be read.
    const TracePath resolved = resolveTrace(r.classText(index, QStringLiteral("trace")), baseDir);
    const QString &tracePath = resolved.path;
    if (!resolved.problem.isEmpty())
        b.note(tr("The trace could not be used: %1").arg(resolved.problem),
               QStringLiteral("trace"));
    if (!tracePath.isEmpty()) {
        auto trace = ArrivalTrace::load(tracePath);
        if (trace) {
            p.method = PeakProjection::Method::Trace;
            const double window = std::max(1.0, burst.value);
            p.averageRps = trace->averageRps();
            p.peakRps = p.peakLowRps = p.peakHighRps = trace->peakRps(window);
            b.note(tr("Peak from the trace %1: %2 arrivals over %3 s, busiest %4 s window.")
                       .arg(QFileInfo(tracePath).fileName())
                       .arg(trace->size())
                       .arg(num(trace->spanS()), num(window)),
                   QStringLiteral("trace"));
            b.note(tr("The trace is assumed to contain the busiest period."),
                   QStringLiteral("trace"));
            p.formula << tr("peak = busiest %1 s of the trace = %2 calls/s; average %3 calls/s")
                             .arg(num(window), num(p.peakRps), num(p.averageRps));
            if (inRuns)
                b.toRuns();
            return p;
        }
        b.note(tr("The trace could not be used: %1").arg(trace.error()), QStringLiteral("trace"));
    }

    // 2. A measured peak rate.
    if (const auto peak = r.classNumber(index, QStringLiteral("peak_rps"))) {
        p.method = PeakProjection::Method::DirectPeak;
        p.peakRps = p.peakLowRps = p.peakHighRps = *peak;
        b.note(tr("Measured peak: %1 calls/s.").arg(num(*peak)), QStringLiteral("peak_rps"));
        const Factor ratio = b.factor(
            QStringLiteral("peak_to_average"), tr("Peak-to-average ratio %1."),
            tr("Peak-to-average ratio assumed %1 (%2 class; range %3-%4), used only for the "
               "average load."));
        p.averageRps = *peak / std::max(1.0, ratio.value);
        p.formula << tr("peak = measured %1 calls/s; average = %1 / %2 = %3 calls/s")
                         .arg(num(*peak), num(ratio.value), num(p.averageRps));
        if (inRuns)
            b.toRuns();
        return p;
    }

    // 3. Users and their behaviour.
    const auto users = r.classNumber(index, QStringLiteral("active_users"));
    if (!users) {
        p.problem = tr("class \"%1\" has no load to plan for: give its active users and their "
                       "behaviour, a measured peak rate or a representative trace")
                        .arg(cls);
        return p;
    }
    p.method = PeakProjection::Method::UsersActivity;
    b.note(tr("%1 active users or jobs in the busiest period.").arg(num(*users)),
           QStringLiteral("active_users"));

    Factor runs;
    QString window = r.classText(index, QStringLiteral("run_window"));
    if (r.classNumber(index, QStringLiteral("runs_per_user"))) {
        if (window.isEmpty()) {
            window = QStringLiteral("hour");
            b.note(tr("The runs per user are assumed to be counted per hour (no time window "
                      "given)."),
                   QStringLiteral("run_window"), true);
        }
        runs = b.factor(QStringLiteral("runs_per_user"), tr("%1 runs per user per window."),
                        QString());
    } else {
        window = QStringLiteral("hour");
        runs = b.factor(QStringLiteral("runs_per_user"), QString(),
                        tr("Runs per user assumed %1 per hour (%2 class; range %3-%4)."));
    }
    const Factor calls = b.factor(QStringLiteral("calls_per_run"), tr("%1 LLM calls per run."),
                                  tr("LLM calls per run assumed %1 (%2 class; range %3-%4)."));
    const Factor ratio =
        b.factor(QStringLiteral("peak_to_average"), tr("Peak-to-average ratio %1."),
                 tr("Peak-to-average ratio assumed %1 (%2 class; range %3-%4)."));

    const double seconds = windowSeconds(window);
    if (inRuns) {
        // The unit of a run-class sweep: runs, whatever calls each makes (issue 18).
        p.callsPerRun = calls.value;
        p.averageRps = *users * runs.value / seconds;
        p.peakRps = p.averageRps * ratio.value;
        p.peakLowRps = *users * runs.low * ratio.low / seconds;
        p.peakHighRps = *users * runs.high * ratio.high / seconds;
        p.formula << tr("peak = %1 users x %2 runs / %3 s x %4 peak-to-average = %5 runs/s "
                        "(average %6); x %7 calls per run = %8 calls/s")
                         .arg(num(*users), num(runs.value), num(seconds), num(ratio.value),
                              num(p.peakRps), num(p.averageRps), num(calls.value),
                              num(p.peakCallsRps()));
        if (p.peakHighRps > p.peakLowRps)
            p.formula << tr("range from the assumed values: %1-%2 runs/s")
                             .arg(num(p.peakLowRps), num(p.peakHighRps));
        return p;
    }
    p.averageRps = *users * runs.value * calls.value / seconds;
    p.peakRps = p.averageRps * ratio.value;
    p.peakLowRps = *users * runs.low * calls.low * ratio.low / seconds;
    p.peakHighRps = *users * runs.high * calls.high * ratio.high / seconds;
    p.formula << tr("peak = %1 users x %2 runs / %3 s x %4 calls per run x %5 peak-to-average "
                    "= %6 calls/s (average %7)")
                     .arg(num(*users), num(runs.value), num(seconds), num(calls.value),
                          num(ratio.value), num(p.peakRps), num(p.averageRps));
    if (p.peakHighRps > p.peakLowRps)
        p.formula << tr("range from the assumed values: %1-%2 calls/s")
                         .arg(num(p.peakLowRps), num(p.peakHighRps));
    return p;
}

} // namespace llmcap
