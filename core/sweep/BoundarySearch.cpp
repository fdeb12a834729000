#include "sweep/BoundarySearch.h"

#include "sweep/BoundaryEstimate.h"

#include <QJsonArray>

#include <algorithm>
#include <set>

namespace llmcap {

namespace {

QString verdictName(StepVerdict v)
{
    switch (v) {
    case StepVerdict::Pass:
        return QStringLiteral("pass");
    case StepVerdict::Fail:
        return QStringLiteral("fail");
    case StepVerdict::Invalid:
        return QStringLiteral("invalid");
    }
    return {};
}

} // namespace

QJsonObject MissTally::toJson() const
{
    QJsonObject o{{QStringLiteral("n"), n},
                  {QStringLiteral("misses"), misses},
                  {QStringLiteral("target_pct"), targetPct}};
    if (dispersion != 1)
        o.insert(QStringLiteral("dispersion"), dispersion);
    return o;
}

MissTally MissTally::fromJson(const QJsonObject &json)
{
    MissTally t;
    t.n = json.value(QLatin1String("n")).toInteger();
    t.misses = json.value(QLatin1String("misses")).toInteger();
    t.targetPct = json.value(QLatin1String("target_pct")).toDouble(t.targetPct);
    t.dispersion = json.value(QLatin1String("dispersion")).toDouble(1);
    return t;
}

QJsonArray tallyJson(const QList<MissTally> &tallies)
{
    QJsonArray a;
    for (const MissTally &t : tallies)
        a.append(t.toJson());
    return a;
}

QList<MissTally> tallyList(const QJsonValue &json)
{
    QList<MissTally> out;
    for (const QJsonValue &v : json.toArray())
        out.append(MissTally::fromJson(v.toObject()));
    return out;
}

QJsonObject StepOutcome::toJson() const
{
    QJsonObject o{{QStringLiteral("rate_rps"), rateRps},
                  {QStringLiteral("verdict"), verdictName(verdict)},
                  {QStringLiteral("repeat"), repeat}};
    if (confirm)
        o.insert(QStringLiteral("confirm"), true);
    if (std::isfinite(sloMarginPct))
        o.insert(QStringLiteral("slo_margin_pct"), sloMarginPct);
    if (std::isfinite(sloMissRatio))
        o.insert(QStringLiteral("slo_miss_ratio"), sloMissRatio);
    if (!tallies.isEmpty())
        o.insert(QStringLiteral("tallies"), tallyJson(tallies));
    if (windowS > 0)
        o.insert(QStringLiteral("window_s"), windowS);
    if (probe)
        o.insert(QStringLiteral("probe"), true);
    return o;
}

StepOutcome StepOutcome::fromJson(const QJsonObject &json)
{
    StepOutcome s;
    s.rateRps = json.value(QLatin1String("rate_rps")).toDouble();
    const QString v = json.value(QLatin1String("verdict")).toString();
    s.verdict = v == QLatin1String("pass")      ? StepVerdict::Pass
                : v == QLatin1String("invalid") ? StepVerdict::Invalid
                                                : StepVerdict::Fail;
    s.repeat = json.value(QLatin1String("repeat")).toInt();
    s.confirm = json.value(QLatin1String("confirm")).toBool();
    s.sloMarginPct = json.value(QLatin1String("slo_margin_pct"))
                         .toDouble(std::numeric_limits<double>::quiet_NaN());
    s.sloMissRatio = json.value(QLatin1String("slo_miss_ratio"))
                         .toDouble(std::numeric_limits<double>::quiet_NaN());
    s.tallies = tallyList(json.value(QLatin1String("tallies")));
    s.windowS = json.value(QLatin1String("window_s")).toDouble();
    s.probe = json.value(QLatin1String("probe")).toBool();
    return s;
}

QJsonObject BoundarySearch::Config::toJson() const
{
    return {{QStringLiteral("start_rps"), startRps},
            {QStringLiteral("max_rps"), maxRps},
            {QStringLiteral("min_rps"), minRps},
            {QStringLiteral("growth"), growth},
            {QStringLiteral("tolerance"), tolerance},
            {QStringLiteral("repeats"), repeats},
            {QStringLiteral("max_reopenings"), maxReopenings},
            {QStringLiteral("confirm_s"), confirmS},
            {QStringLiteral("confirm_confidence"), confirmConfidence}};
}

BoundarySearch::Config BoundarySearch::Config::fromJson(const QJsonObject &json)
{
    Config c;
    c.startRps = json.value(QLatin1String("start_rps")).toDouble(c.startRps);
    c.maxRps = json.value(QLatin1String("max_rps")).toDouble(c.maxRps);
    c.minRps = json.value(QLatin1String("min_rps")).toDouble(c.minRps);
    c.growth = json.value(QLatin1String("growth")).toDouble(c.growth);
    c.tolerance = json.value(QLatin1String("tolerance")).toDouble(c.tolerance);
    c.repeats = json.value(QLatin1String("repeats")).toInt(c.repeats);
    // Sweeps stored before reopening existed replay as they ran with the default: the old
    // search ended where the first reopening would be decided.
    c.maxReopenings = json.value(QLatin1String("max_reopenings")).toInt(c.maxReopenings);
    // Sweeps stored before confirmation existed had none.
    c.confirmS = json.value(QLatin1String("confirm_s")).toDouble(0);
    // Nor did their confirmation ask for confidence.
    c.confirmConfidence = json.value(QLatin1String("confirm_confidence")).toDouble(0);
    return c;
}

Status BoundarySearch::validate(const Config &c)
{
    if (!(c.startRps > 0))
        return Status::failure(tr("the start rate must be above 0 req/s"));
    if (!(c.minRps > 0) || c.minRps > c.startRps)
        return Status::failure(tr("the minimum rate must be above 0 and at most the start rate"));
    if (c.maxRps < c.startRps)
        return Status::failure(tr("the maximum rate (%1 req/s) is below the start rate (%2 req/s)")
                                   .arg(c.maxRps)
                                   .arg(c.startRps));
    if (!(c.growth > 1.0))
        return Status::failure(tr("the growth factor must be above 1"));
    if (!(c.tolerance > 0.0) || c.tolerance >= 1.0)
        return Status::failure(tr("the tolerance must be between 0 and 1 (e.g. 0.05)"));
    if (c.repeats < 1 || c.repeats > 20)
        return Status::failure(tr("repeats must be between 1 and 20"));
    if (c.maxReopenings < 0 || c.maxReopenings > 10)
        return Status::failure(tr("the bracket may be reopened between 0 and 10 times"));
    if (!(c.confirmS >= 0 && c.confirmS <= 86400))
        return Status::failure(
            tr("the confirmation run lasts 0 s (none) to 24 h, not %1 s").arg(c.confirmS));
    if (!(c.confirmConfidence == 0 || (c.confirmConfidence >= 0.5 && c.confirmConfidence < 1)))
        return Status::failure(
            tr("the confirmation's confidence is 0 (none) or between 0.5 and 1, not %1")
                .arg(c.confirmConfidence));
    return {};
}

BoundarySearch::BoundarySearch(const Config &config)
    : m_config(config)
    , m_nextRate(config.startRps)
{}

BoundarySearch BoundarySearch::replay(const Config &config, const QList<StepOutcome> &outcomes)
{
    BoundarySearch s(config);
    for (const StepOutcome &o : outcomes) {
        if (!s.next())
            break;
        s.record(o);
    }
    return s;
}

std::optional<BoundarySearch::Request> BoundarySearch::next() const
{
    if (m_phase == Phase::Done)
        return std::nullopt;
    if (m_probeRps)
        return Request{*m_probeRps, 0, m_phase, true};
    if (m_phase == Phase::Repeating) {
        // Alternate the edges, the one with fewer runs first: pass r1, fail r1, pass r2, ...
        const int atPass = runsAt(*m_lastPass);
        const int atFail = runsAt(*m_firstFail);
        if (atPass <= atFail && atPass < m_config.repeats)
            return Request{*m_lastPass, atPass, m_phase};
        return Request{*m_firstFail, atFail, m_phase};
    }
    if (m_phase == Phase::Confirming)
        return Request{m_nextRate, confirmRuns(), m_phase};
    return Request{m_nextRate, runsAt(m_nextRate), m_phase};
}

void BoundarySearch::finish(Ending ending)
{
    m_phase = Phase::Done;
    m_ending = ending;
}

// A long confirmation run at the lower bound of the interval, unless none is configured.
void BoundarySearch::finishBracketed()
{
    if (!(m_config.confirmS > 0)) {
        finish(Ending::Bracketed);
        return;
    }
    m_phase = Phase::Confirming;
    const BoundaryEstimate estimate = BoundaryEstimate::from(*this);
    m_nextRate = estimate.plannedRps > 0 ? estimate.plannedRps : *m_lastPass;
}

void BoundarySearch::setConfirmRate(double rateRps)
{
    if (m_phase == Phase::Confirming && confirmRuns() == 0 && rateRps > 0) {
        m_nextRate = rateRps;
        m_confirmByModel = true;
    }
}

void BoundarySearch::probeAt(double rateRps)
{
    if (m_phase == Phase::Done || m_phase == Phase::Confirming || !(rateRps > 0))
        return;
    m_probeRps = std::min(rateRps, m_config.maxRps);
}

int BoundarySearch::probes() const
{
    return int(std::count_if(m_history.begin(), m_history.end(),
                             [](const StepOutcome &o) { return o.probe; }));
}

void BoundarySearch::skipRepeats()
{
    if (m_phase != Phase::Repeating)
        return;
    m_repeatsSkipped = true;
    finishBracketed();
}

void BoundarySearch::bisectAt(double rateRps)
{
    if (m_phase != Phase::Bisecting || !(rateRps > *m_lastPass) || !(rateRps < *m_firstFail))
        return;
    m_nextRate = rateRps;
}

void BoundarySearch::descendAt(double rateRps)
{
    if (m_phase != Phase::Descending || m_lastPass || !m_firstFail || !(rateRps < *m_firstFail))
        return;
    m_nextRate = std::max(rateRps, m_config.minRps);
}

void BoundarySearch::settleOnModel()
{
    if (m_phase == Phase::Descending) {
        // No step passed: only a confirmation can give the sweep a rate that held.
        if (!m_firstFail || m_lastPass || !(m_config.confirmS > 0))
            return;
        m_bisectionSkipped = m_repeatsSkipped = true;
        m_phase = Phase::Confirming;
        m_nextRate = *m_firstFail / m_config.growth; // setConfirmRate sets the twin's
        return;
    }
    if (m_phase != Phase::Bisecting && m_phase != Phase::Repeating)
        return;
    m_bisectionSkipped = m_phase == Phase::Bisecting;
    m_repeatsSkipped = true;
    finishBracketed();
}

void BoundarySearch::acceptModel()
{
    if (!awaitingModel())
        return;
    m_modelConfirmed = true;
    finish(Ending::Bracketed);
}

void BoundarySearch::rejectModel()
{
    m_confirmByModel = false;
}

void BoundarySearch::confirmLowerByModel(double rateRps)
{
    if (!awaitingModel() || !(rateRps > 0))
        return;
    m_modelJudged = confirmRuns();
    m_nextRate = std::max(confirmFloorRps(), rateRps);
}

int BoundarySearch::runsAt(double rateRps) const
{
    return int(std::count_if(m_history.begin(), m_history.end(), [rateRps](const StepOutcome &o) {
        return !o.confirm && !o.probe && o.rateRps == rateRps;
    }));
}

int BoundarySearch::passesAt(double rateRps) const
{
    return int(std::count_if(m_history.begin(), m_history.end(), [rateRps](const StepOutcome &o) {
        return !o.confirm && !o.probe && o.rateRps == rateRps && o.verdict == StepVerdict::Pass;
    }));
}

int BoundarySearch::confirmRuns() const
{
    return int(std::count_if(m_history.begin(), m_history.end(),
                             [](const StepOutcome &o) { return o.confirm; }));
}

std::optional<double> BoundarySearch::lowestConfirmRps() const
{
    std::optional<double> lowest;
    for (const StepOutcome &o : m_history)
        if (o.confirm && (!lowest || o.rateRps < *lowest))
            lowest = o.rateRps;
    return lowest;
}

double BoundarySearch::confirmFloorRps() const
{
    for (const StepOutcome &o : m_history)
        if (o.confirm)
            return std::max(m_config.minRps, kConfirmFloorShare * o.rateRps);
    return 0;
}

bool BoundarySearch::holdsAt(double rateRps) const
{
    return 2 * passesAt(rateRps) > runsAt(rateRps);
}

void BoundarySearch::afterBracketChange()
{
    const double width = (*m_firstFail - *m_lastPass) / *m_lastPass;
    if (width > m_config.tolerance) {
        m_phase = Phase::Bisecting;
        m_nextRate = 0.5 * (*m_lastPass + *m_firstFail);
    } else if (m_config.repeats > 1) {
        m_phase = Phase::Repeating;
        checkEdges(); // a reopened bracket may have its runs already
    } else {
        finishBracketed();
    }
}

// Once both edges have their runs: done when they agree with the bracket, else the bracket is
// reopened from every run so far.
void BoundarySearch::checkEdges()
{
    const int runs = m_config.repeats;
    if (runsAt(*m_lastPass) < runs || runsAt(*m_firstFail) < runs)
        return;
    const bool passHolds = holdsAt(*m_lastPass);
    const bool failHolds = holdsAt(*m_firstFail);
    const bool consistent = passHolds && !failHolds;
    const bool noise = !passHolds && failHolds; // the lower edge mostly fails, the upper passes
    if (consistent || noise || m_reopenings >= m_config.maxReopenings) {
        finishBracketed();
        return;
    }
    ++m_reopenings;
    std::set<double> rates; // every rate run so far, ascending
    for (const StepOutcome &o : m_history)
        rates.insert(o.rateRps);
    if (!passHolds) {
        // The passing edge mostly fails, and so does the failing one: the boundary lies lower.
        m_firstFail = *m_lastPass;
        m_lastPass.reset();
        for (double r : rates)
            if (r < *m_firstFail && holdsAt(r))
                m_lastPass = r; // the highest below that holds
        if (m_lastPass) {
            afterBracketChange();
        } else {
            m_phase = Phase::Descending;
            m_nextRate = *m_firstFail / m_config.growth;
            if (m_nextRate < m_config.minRps)
                finish(Ending::NoPass);
        }
        return;
    }
    // The failing edge mostly passes, and so does the passing one: the boundary lies higher.
    m_lastPass = *m_firstFail;
    m_firstFail.reset();
    for (double r : rates)
        if (r > *m_lastPass && !holdsAt(r)) {
            m_firstFail = r; // the lowest above that does not hold
            break;
        }
    if (m_firstFail) {
        afterBracketChange();
    } else if (*m_lastPass >= m_config.maxRps) {
        finish(Ending::AboveMax);
    } else {
        m_phase = Phase::Widening;
        m_nextRate = std::min(*m_lastPass * m_config.growth, m_config.maxRps);
    }
}

void BoundarySearch::record(const StepOutcome &outcome)
{
    if (m_phase == Phase::Done)
        return;
    m_history.append(outcome);
    const bool pass = outcome.verdict == StepVerdict::Pass;
    // A probe informs the twin; the bracket stays as it was.
    if (outcome.probe) {
        m_probeRps.reset();
        return;
    }

    // A confirmation run while repeating: the repeats were skipped for a twin (skipRepeats),
    // as a replay of the stored steps finds.
    // Likewise while bisecting: the bisection was skipped too (settleOnModel).
    // While descending, the descent too (settleOnModel before any step passed).
    if ((m_phase == Phase::Repeating || m_phase == Phase::Bisecting ||
         m_phase == Phase::Descending) &&
        outcome.confirm)
        settleOnModel();
    if (m_phase == Phase::Repeating) {
        checkEdges();
        return;
    }
    if (m_phase == Phase::Confirming) {
        // The run's own rate: a twin may have set it (setConfirmRate), which a replay of the
        // stored steps does not know.
        if (outcome.confirm && outcome.rateRps > 0)
            m_nextRate = outcome.rateRps;
        // A failed run descends, the last time to the floor exactly; a failure there ends the
        // confirmation without a safe rate. A client-limited run says nothing about the server:
        // the confirmation ends without a rate too.
        if (pass)
            m_confirmed = m_nextRate;
        if (pass && !m_lastPass) // settled while descending: the run is the rate that held
            m_lastPass = m_nextRate;
        if (!pass && m_confirmByModel && confirmRuns() < kMaxConfirmRuns &&
            outcome.verdict != StepVerdict::Invalid) {
            // Judged by the twin (acceptModel / rejectModel); the descent waits for it.
            m_nextRate = std::max(confirmFloorRps(),
                                  m_nextRate * confirmDescent(outcome, m_config.tolerance));
            return;
        }
        const double floor = confirmFloorRps();
        if (pass || outcome.verdict == StepVerdict::Invalid || confirmRuns() >= kMaxConfirmRuns ||
            m_nextRate <= floor * (1 + 1e-9))
            finish(Ending::Bracketed);
        else
            m_nextRate = std::max(floor, m_nextRate * confirmDescent(outcome, m_config.tolerance));
        return;
    }
    if (outcome.verdict == StepVerdict::Invalid) {
        finish(Ending::ClientLimited);
        return;
    }
    const double rate = m_nextRate;
    switch (m_phase) {
    case Phase::Widening:
        if (pass) {
            m_lastPass = rate;
            if (rate >= m_config.maxRps)
                finish(Ending::AboveMax);
            else
                m_nextRate = std::min(rate * m_config.growth, m_config.maxRps);
        } else {
            m_firstFail = rate;
            if (m_lastPass) {
                afterBracketChange();
            } else {
                m_phase = Phase::Descending;
                m_nextRate = rate / m_config.growth;
                if (m_nextRate < m_config.minRps)
                    finish(Ending::NoPass);
            }
        }
        break;
    case Phase::Descending: {
        // The step's own rate: a twin may have placed it (descendAt), which a replay of the
        // stored steps does not know.
        const double at = outcome.rateRps > 0 && m_firstFail && outcome.rateRps < *m_firstFail
                              ? outcome.rateRps
                              : rate;
        if (pass) {
            m_lastPass = at;
            afterBracketChange();
        } else {
            m_firstFail = at;
            m_nextRate = at / m_config.growth;
            if (m_nextRate < m_config.minRps)
                finish(Ending::NoPass);
        }
        break;
    }
    case Phase::Bisecting: {
        // The step's own rate: a twin may have placed it (bisectAt), which a replay of the
        // stored steps does not know.
        const double at = outcome.rateRps > *m_lastPass && outcome.rateRps < *m_firstFail
                              ? outcome.rateRps
                              : rate;
        if (pass)
            m_lastPass = at;
        else
            m_firstFail = at;
        afterBracketChange();
        break;
    }
    case Phase::Repeating:
    case Phase::Confirming:
    case Phase::Done:
        break;
    }
}

// Near the boundary the share of requests that miss grows about e-fold per 1/kMissGrowth of
// relative rate: it doubles every 10 % in the long runs of bench_sweepsim --curve and every 6 % in
// bench_sweep's real-time confirmation runs; kMissGrowth sits between. A run that missed by a
// ratio q was then about ln(q)/kMissGrowth above the boundary: descend that far in whole
// tolerances (rounded down: the next run checks), one at least, kMaxConfirmDescent at most. Runs
// without a ratio (failed for saturation, or stored before it existed) descend one tolerance.
double BoundarySearch::confirmDescent(const StepOutcome &failed, double tolerance)
{
    constexpr double kMissGrowth = 10; // x2 per 7 % of rate
    int steps = 1;
    if (std::isfinite(failed.sloMissRatio) && failed.sloMissRatio > 1)
        steps =
            std::clamp(int(std::floor(std::log(failed.sloMissRatio) / (kMissGrowth * tolerance))),
                       1, kMaxConfirmDescent);
    return std::pow(1.0 - tolerance, steps);
}

QString BoundarySearch::phaseKey(Phase phase)
{
    switch (phase) {
    case Phase::Widening:
        return QStringLiteral("widening");
    case Phase::Descending:
        return QStringLiteral("descending");
    case Phase::Bisecting:
        return QStringLiteral("bisecting");
    case Phase::Repeating:
        return QStringLiteral("repeating");
    case Phase::Confirming:
        return QStringLiteral("confirming");
    case Phase::Done:
        break;
    }
    return QStringLiteral("done");
}

int BoundarySearch::estimatedStepsLeft(bool twinSkipsRepeats) const
{
    const int repeats =
        (twinSkipsRepeats ? 0 : 2 * (m_config.repeats - 1)) + (m_config.confirmS > 0 ? 1 : 0);
    auto bisections = [this](double width) {
        return width > m_config.tolerance ? int(std::ceil(std::log2(width / m_config.tolerance)))
                                          : 0;
    };
    switch (m_phase) {
    case Phase::Widening:
    case Phase::Descending:
        return 1 + (twinSkipsRepeats ? 1 : bisections(m_config.growth - 1.0)) + repeats;
    case Phase::Bisecting:
        return (twinSkipsRepeats ? 1 : bisections((*m_firstFail - *m_lastPass) / *m_lastPass)) +
               repeats;
    case Phase::Repeating:
        return std::max(0, m_config.repeats - runsAt(*m_lastPass)) +
               std::max(0, m_config.repeats - runsAt(*m_firstFail)) +
               (m_config.confirmS > 0 ? 1 : 0);
    case Phase::Confirming:
        return 1;
    case Phase::Done:
        break;
    }
    return 0;
}

double BoundarySearch::confirmWindowS() const
{
    double longestS = 0;
    for (const StepOutcome &o : m_history) {
        if (!o.confirm)
            continue;
        // The run that held is the last one, and it ran its whole window.
        if (m_confirmed && o.verdict == StepVerdict::Pass && o.rateRps == *m_confirmed &&
            o.windowS > 0)
            return o.windowS;
        longestS = std::max(longestS, o.windowS);
    }
    return longestS > 0 ? longestS : m_config.confirmS;
}

} // namespace llmcap
