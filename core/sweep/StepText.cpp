#include "sweep/StepText.h"

#include <QLocale>

#include <cmath>

namespace llmcap {

namespace {

QString num(double v)
{
    return QLocale().toString(v, 'g', 4);
}

} // namespace

QString StepText::verdict(StepVerdict verdict)
{
    switch (verdict) {
    case StepVerdict::Pass:
        return tr("pass");
    case StepVerdict::Fail:
        return tr("fail");
    case StepVerdict::Invalid:
        return tr("invalid");
    }
    return {};
}

QString StepText::verdict(const QString &key)
{
    return verdict(SweepStep::parseVerdict(key));
}

QString StepText::label(int index, int repeat, bool confirm)
{
    if (confirm)
        return tr("%1 (confirmation)").arg(index + 1);
    return repeat > 0 ? tr("%1 (repeat %2)").arg(index + 1).arg(repeat)
                      : QString::number(index + 1);
}

QString StepText::starting(int index, double rateRps, int repeat, bool confirm, double windowS,
                           double callsPerRun)
{
    const QString what = confirm      ? tr(" (confirmation, %1 s)").arg(std::llround(windowS))
                         : repeat > 0 ? tr(" (repeat %1)").arg(repeat)
                                      : QString();
    if (callsPerRun > 0)
        return tr("step %1 starting at %2 runs/s (about %3 calls/s)%4")
            .arg(index + 1)
            .arg(rateRps, 0, 'g', 4)
            .arg(rateRps * callsPerRun, 0, 'g', 3)
            .arg(what);
    return tr("step %1 starting at %2 req/s%3").arg(index + 1).arg(rateRps, 0, 'g', 4).arg(what);
}

QString StepText::runLine(const SweepStep &s)
{
    if (!s.runs)
        return {};
    const QLocale loc;
    const StepRunFigures &r = *s.runs;
    auto sec = [&loc](double ms) { return loc.toString(ms / 1e3, 'f', ms < 10'000 ? 2 : 1); };
    QString text =
        tr("runs: offered %1 runs/s (%2 calls/s), completed %3 runs/s, goodput %4 "
           "runs/s; run duration s p50 %5, p90 %6, p99 %7 (n = %8)")
            .arg(loc.toString(r.offeredPerS, 'g', 3), loc.toString(s.callsPerS, 'g', 3),
                 loc.toString(r.completedPerS, 'g', 3), loc.toString(r.goodputPerS, 'g', 3),
                 sec(r.durationP50Ms), sec(r.durationP90Ms), sec(r.durationP99Ms))
            .arg(r.durationSamples);
    if (std::isfinite(r.attainmentPct))
        text += tr(", %1 % within the run objective").arg(loc.toString(r.attainmentPct, 'f', 1));
    return text;
}

QString StepText::line(const SweepStep &s)
{
    const QLocale loc;
    auto ms = [&loc](double v) { return loc.toString(v, 'f', v < 10 ? 2 : 0); };
    // With run classes the step's rate counts runs; the latencies, attainment and rates of
    // this line are its calls' (runLine gives the runs').
    const QString format =
        s.runs ? tr("step %1  %2 runs/s%3  %4  TTFT p99 %5 ms  ITL p99 %6 ms  TPOT p99 %7 "
                    "ms  calls attained %8 %  goodput %9 calls/s  completed %10 calls/s  %11 s")
               : tr("step %1  %2 req/s%3  %4  TTFT p99 %5 ms  ITL p99 %6 ms  TPOT p99 %7 "
                    "ms  attained %8 %  goodput %9 req/s  completed %10 req/s  %11 s");
    QString text = format.arg(s.index + 1, 3)
                       .arg(loc.toString(s.rateRps, 'g', 4).rightJustified(7),
                            s.confirm                             ? tr(" (confirmation)")
                            : s.phase == QLatin1String("probing") ? tr(" (twin probe)")
                            : s.repeat > 0                        ? tr(" (repeat %1)").arg(s.repeat)
                                                                  : QString(),
                            verdict(s.verdict).toUpper().leftJustified(7), ms(s.ttft.p99),
                            ms(s.itl.p99), ms(s.tpot.p99), loc.toString(s.attainmentPct, 'f', 1),
                            loc.toString(s.goodputRps, 'g', 4),
                            loc.toString(s.completedRps, 'g', 4), loc.toString(s.windowS, 'f', 1));
    if (s.endedEarly)
        text += tr(" (decided early)");
    // The arrivals a short window received scatter around its label (Poisson: a 120 s window at
    // 1 req/s holds 120 +- 11): say what it really offered when that is far from the label.
    if (!s.runs && s.offeredRps > 0 && s.rateRps > 0 &&
        std::abs(s.offeredRps / s.rateRps - 1) > kOfferedNote)
        text += tr("  offered %1 req/s").arg(loc.toString(s.offeredRps, 'g', 4));
    text += QStringLiteral("  ") + steadiness(s);
    if (const QString c = concurrency(s); !c.isEmpty())
        text += QStringLiteral("  ") + c;
    // With run classes the rate is in runs/s and the figures above are the calls'.
    if (const QString runs = runLine(s); !runs.isEmpty())
        text += QStringLiteral("\n          ") + runs;
    for (const QString &r : s.reasons)
        text += QStringLiteral("\n          ") + r;
    return text;
}

QString StepText::steadiness(const SweepStep &s)
{
    return steadiness(s.steady, s.steadyStartS);
}

QString StepText::steadiness(bool steady, double steadyStartS)
{
    if (!steady)
        return tr("not steady");
    if (steadyStartS > 0)
        return tr("steady from %1 s").arg(QLocale().toString(steadyStartS, 'f', 1));
    return tr("steady");
}

QString StepText::concurrency(const SweepStep &s)
{
    if (!std::isfinite(s.inFlightMean))
        return {};
    const QLocale loc;
    QString text =
        tr("in flight %1 (p95 %2")
            .arg(loc.toString(s.inFlightMean, 'f', 1), loc.toString(s.inFlightP95, 'f', 0));
    if (std::isfinite(s.littleInFlight))
        text += tr(", Little %1").arg(loc.toString(s.littleInFlight, 'f', 1));
    return text + QLatin1Char(')');
}

QString StepText::sentence(const SweepStep &s)
{
    QString text =
        tr("  step %1 at %2 req/s: %3, %4 % of requests met the SLO, "
           "goodput %5 req/s, TTFT p95 %6 ms, ITL p95 %7 ms")
            .arg(QString::number(s.index + 1) + (s.confirm ? tr(" (confirmation)") : QString()))
            .arg(num(s.rateRps), verdict(s.verdict), QLocale().toString(s.attainmentPct, 'f', 1),
                 num(s.goodputRps), QLocale().toString(s.ttft.p95, 'f', 0),
                 QLocale().toString(s.itl.p95, 'f', 1));
    if (!s.steady || s.steadyStartS > 0) // "steady" over the whole window goes without saying
        text += QStringLiteral(", ") + steadiness(s);
    for (const QString &r : s.reasons)
        text += QStringLiteral("\n      ") + r;
    return text;
}

QString StepText::modeling(int steps)
{
    return tr("fitting the twin to the requests of %1 steps and simulating its long runs")
        .arg(steps);
}

} // namespace llmcap
