#include "sweep/BoundarySearch.h"

// The search's texts (endings, confirmation, reopenings), in the unit the sweep counts: req/s,
// or runs/s with the calls/s they produce (issue 18). Each sentence names its unit, so that a
// translation can place it.

namespace llmcap {

QString BoundarySearch::reopeningsText(int reopenings)
{
    return tr("the repeats contradicted an edge, so the bracket was reopened (%1x)")
        .arg(reopenings);
}

QString BoundarySearch::confirmationText() const
{
    return confirmationText(RateUnit());
}

QString BoundarySearch::endingText() const
{
    return endingText(RateUnit());
}

QString BoundarySearch::confirmationText(const RateUnit &unit) const
{
    const int runs = confirmRuns();
    if (runs == 0)
        return {};
    // Whole seconds: a window grown for requests ends just after an arrival (253.812 s).
    auto seconds = [](double s) { return QString::number(std::llround(s)); };
    const QString windowS = seconds(confirmWindowS());
    // A rate in runs/s comes with the calls/s it produces; the sentences name the unit.
    const bool inRuns = unit.runs;
    const bool withCalls = inRuns && unit.callsPerRun > 0;
    auto calls = [&unit](double rate) { return QString::number(rate * unit.callsPerRun, 'g', 3); };
    if (m_modelConfirmed) {
        const double rate = lowestConfirmRps().value_or(m_nextRate);
        if (runs > 1)
            return tr("the %1 s confirmation run at %2 %3 (run %4; the one before missed the "
                      "SLO's target) missed the SLO's confidence test, and the twin refitted "
                      "with it still reproduces every step: plans use at most that rate")
                .arg(windowS)
                .arg(rate, 0, 'g', 4)
                .arg(inRuns ? tr("runs/s") : tr("req/s"))
                .arg(runs);
        return tr("the %1 s confirmation run at %2 %3 missed the SLO's confidence test, and the "
                  "twin refitted with it still reproduces every step: the twin's rate stands")
            .arg(windowS)
            .arg(rate, 0, 'g', 4)
            .arg(inRuns ? tr("runs/s") : tr("req/s"));
    }
    if (m_confirmed) {
        const double rate = *m_confirmed;
        if (withCalls)
            return tr("a %1 s confirmation run held at %2 runs/s (%3 calls/s; confirmation run "
                      "%4)")
                .arg(windowS)
                .arg(rate, 0, 'g', 4)
                .arg(calls(rate))
                .arg(runs);
        if (inRuns)
            return tr("a %1 s confirmation run held at %2 runs/s (confirmation run %3)")
                .arg(windowS)
                .arg(rate, 0, 'g', 4)
                .arg(runs);
        return tr("a %1 s confirmation run held at %2 req/s (run %3)")
            .arg(windowS)
            .arg(rate, 0, 'g', 4)
            .arg(runs);
    }
    if (!m_history.isEmpty() && m_history.last().confirm &&
        m_history.last().verdict == StepVerdict::Invalid)
        return tr("the %1 s confirmation run was client-limited; the rate is not confirmed")
            .arg(m_history.last().windowS > 0 ? seconds(m_history.last().windowS) : windowS);
    // The next run's window depends on its rate and the SLO (SweepConfig::confirmWindowS),
    // which the search does not know; the step line says it.
    if (m_phase != Phase::Done) {
        if (withCalls)
            return tr("confirming at %1 runs/s (%2 calls/s)")
                .arg(m_nextRate, 0, 'g', 4)
                .arg(calls(m_nextRate));
        if (inRuns)
            return tr("confirming at %1 runs/s").arg(m_nextRate, 0, 'g', 4);
        return tr("confirming at %1 req/s").arg(m_nextRate, 0, 'g', 4);
    }
    const double lowest = lowestConfirmRps().value_or(0);
    if (withCalls)
        return tr("no safe rate found: no confirmation run held (runs of up to %1 s), down to %2 "
                  "runs/s (%3 calls/s) in %4 confirmation runs; the boundary lies below it")
            .arg(windowS)
            .arg(lowest, 0, 'g', 4)
            .arg(calls(lowest))
            .arg(runs);
    if (inRuns)
        return tr("no safe rate found: no confirmation run held (runs of up to %1 s), down to %2 "
                  "runs/s in %3 confirmation runs; the boundary lies below it")
            .arg(windowS)
            .arg(lowest, 0, 'g', 4)
            .arg(runs);
    return tr("no safe rate found: no confirmation run held (runs of up to %1 s), down to %2 "
              "req/s in %3 runs; the boundary lies below it")
        .arg(windowS)
        .arg(lowest, 0, 'g', 4)
        .arg(runs);
}

QString BoundarySearch::endingText(const RateUnit &unit) const
{
    const bool inRuns = unit.runs;
    const bool withCalls = inRuns && unit.callsPerRun > 0;
    auto calls = [&unit](double rate) { return QString::number(rate * unit.callsPerRun, 'g', 3); };
    switch (m_ending) {
    case Ending::Running:
        return tr("searching");
    case Ending::Bracketed: {
        const double pass = m_lastPass.value_or(0), fail = m_firstFail.value_or(0);
        QString text = withCalls ? tr("boundary between %1 and %2 runs/s (%3-%4 calls/s)")
                                       .arg(pass)
                                       .arg(fail)
                                       .arg(calls(pass), calls(fail))
                       : inRuns ? tr("boundary between %1 and %2 runs/s").arg(pass).arg(fail)
                                : tr("boundary between %1 and %2 req/s").arg(pass).arg(fail);
        if (m_reopenings > 0)
            text += QLatin1String("; ") + reopeningsText(m_reopenings);
        if (const QString c = confirmationText(unit); !c.isEmpty())
            text += QLatin1String("; ") + c;
        return text;
    }
    case Ending::AboveMax: {
        const double max = m_config.maxRps;
        if (withCalls)
            return tr("the SLO still holds at the maximum rate %1 runs/s (%2 calls/s); the "
                      "boundary lies above it")
                .arg(max)
                .arg(calls(max));
        if (inRuns)
            return tr("the SLO still holds at the maximum rate %1 runs/s; the boundary lies above "
                      "it")
                .arg(max);
        return tr("the SLO still holds at the maximum rate %1 req/s; the boundary lies above it")
            .arg(max);
    }
    case Ending::NoPass: {
        const double lowest = m_firstFail.value_or(0);
        if (withCalls)
            return tr("no step met the SLO, down to %1 runs/s (%2 calls/s)")
                .arg(lowest)
                .arg(calls(lowest));
        if (inRuns)
            return tr("no step met the SLO, down to %1 runs/s").arg(lowest);
        return tr("no step met the SLO, down to %1 req/s").arg(lowest);
    }
    case Ending::ClientLimited:
        return tr("the client could not offer the load on schedule (client-limited); the "
                  "boundary is at least the last passing rate");
    }
    return {};
}

} // namespace llmcap
