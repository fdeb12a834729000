#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>

#include <cmath>
#include <limits>
#include <optional>

namespace llmcap {

enum class StepVerdict { Pass, Fail, Invalid };

// One SLO constraint's count in one step, for estimators that pool steps (BoundaryEstimate): n
// judged (requests, or token gaps for ITL), misses of them, the share that must be met, and the
// dispersion of the misses against a binomial count (variance over n p (1 - p); 1: independent,
// larger when misses cluster in busy periods) measured within the step.
struct MissTally
{
    qint64 n = 0;
    qint64 misses = 0;
    double targetPct = 99;
    double dispersion = 1;

    QJsonObject toJson() const;
    static MissTally fromJson(const QJsonObject &json);
    bool operator==(const MissTally &) const = default;
};

// What one sweep step found at one offered rate.
struct StepOutcome
{
    double rateRps = 0;
    StepVerdict verdict = StepVerdict::Fail;
    int repeat = 0;       // 0 while searching; 1..repeats-1 for the repetitions near the boundary
    bool confirm = false; // a long confirmation run after the search (repeat: its index)
    // Slack of the binding SLO constraint in percentage points (attainment minus target, or the
    // error-rate limit minus the error rate); NaN when the step failed for another reason.
    double sloMarginPct = std::numeric_limits<double>::quiet_NaN();
    // How far the binding SLO constraint was missed: its misses over what it allows (1 at the
    // target, 2 for twice the allowed share of misses; capped at kMaxMissRatio); NaN as
    // sloMarginPct. Sizes the next confirmation run's descent.
    double sloMissRatio = std::numeric_limits<double>::quiet_NaN();
    static constexpr double kMaxMissRatio = 1e6;
    // Every SLO constraint's count over the step's window: each latency objective, then the
    // error rate. Empty for steps stored before they were kept.
    QList<MissTally> tallies;
    // The window the step measured, seconds; 0 when not known. A confirmation run's window
    // grows at low rates (SweepConfig::confirmWindowS), so texts take its length from here.
    double windowS = 0;
    // A step the twin asked for (BoundarySearch::probeAt): measured, fitted and checked, but it
    // moves no edge of the search's bracket. JSON "probe".
    bool probe = false;

    QJsonObject toJson() const;
    static StepOutcome fromJson(const QJsonObject &json);
};

// The search for the highest offered rate at which the SLO holds (MLPerf LoadGen style, domain
// reference §6): widen by a factor until a step fails (or search down when the first one does),
// bisect between the last passing and the first failing rate to a relative tolerance, then
// repeat both edge rates so the boundary comes with its variance. The SLO holds at a rate when
// most of its runs pass. When the repeats contradict one edge (the passing edge mostly fails
// while the failing one fails, or the failing edge mostly passes while the passing one
// passes), one unlucky step had fixed the bracket: the search reopens it from every run so far
// and goes on bisecting, widening or descending (at most Config::maxReopenings times). When they
// contradict both edges at once (the lower mostly fails, the upper mostly passes), the steps are
// noisier than the bracket is narrow: nothing points either way, and the interval says so. The
// state is a pure function of the outcomes recorded, so a sweep resumes after a crash by
// replaying them.
//
// Short steps read high: they start from an idle server and end before the rare long busy
// periods of a long run, and a verdict per step passes more often than the mean attainment
// would (bench_sweepsim: 20-60 s steps put the boundary 9 % above the long-run one). With
// Config::confirmS > 0 the search ends with a confirmation: one long run at the lower bound of
// the boundary's interval; when it fails, the next run is a tolerance lower, down to
// kConfirmFloorShare of the first run's rate (and Config::minRps; at most kMaxConfirmRuns runs).
// The rate confirmed is what plans use; when none held, no safe rate was found and the
// estimate says so (BoundaryEstimate::unsafe). A run that missed its SLO by far
// descends further, up to kMaxConfirmDescent tolerances: near the boundary the share of requests
// that miss doubles with about every 6-10 % of rate, so the miss ratio says roughly how far above
// the boundary the run was (confirmDescent).
class BoundarySearch
{
    Q_DECLARE_TR_FUNCTIONS(BoundarySearch)

public:
    struct Config
    {
        double startRps = 1.0;
        double maxRps = 1.0e6;
        double minRps = 0.01;
        double growth = 2.0;
        double tolerance = 0.05; // relative width of [last pass, first fail] to stop bisecting
        int repeats = 3;         // runs of each edge rate, the search's own included
        int maxReopenings = 1;   // times a bracket contradicted by its repeats is reopened
        double confirmS = 0;     // window of the confirmation run; 0: none
        // A confirmation run holds only when every latency objective passes with this one-sided
        // confidence (binomial on its misses, scaled by their dispersion); 0: when its
        // attainment reaches the target (sweeps stored before issue 16).
        double confirmConfidence = 0.9;

        QJsonObject toJson() const;
        static Config fromJson(const QJsonObject &json);
    };
    enum class Phase { Widening, Descending, Bisecting, Repeating, Confirming, Done };
    // When no run held, the last one is at this share of the first run's rate (issue 16: four
    // runs a tolerance apart stopped 20 % below the first, above a boundary 40 % below it).
    static constexpr double kConfirmFloorShare = 0.5;
    static constexpr int kMaxConfirmRuns = 16;   // a bound for tiny tolerances only
    static constexpr int kMaxConfirmDescent = 3; // tolerances, after one failed run
    // The factor the next confirmation run's rate is multiplied by after this failed one.
    static double confirmDescent(const StepOutcome &failed, double tolerance);
    // "widening", "descending", "bisecting", "repeating", "confirming", "done".
    static QString phaseKey(Phase phase);
    enum class Ending { Running, Bracketed, AboveMax, NoPass, ClientLimited };
    // The unit the texts state rates in: req/s, or for a sweep of run classes (issue 18) runs/s
    // with the calls/s they produce at callsPerRun (SweepResult::rateUnit, callsPerRun; 0: not
    // known, runs/s alone). The search itself counts arrivals and never needs it.
    struct RateUnit
    {
        bool runs = false;
        double callsPerRun = 0;
    };

    struct Request
    {
        double rateRps;
        int repeat; // runs at this rate before this one (confirming: confirmation runs before)
        Phase phase;
        bool probe = false; // asked for by probeAt: the phase is the one it interrupts
        bool confirm() const { return phase == Phase::Confirming && !probe; }
    };

    explicit BoundarySearch(const Config &config);
    static Status validate(const Config &config);
    static BoundarySearch replay(const Config &config, const QList<StepOutcome> &outcomes);

    // The step to run next; nullopt when the search is done.
    std::optional<Request> next() const;
    // Records the outcome of the step next() asked for.
    void record(const StepOutcome &outcome);

    const Config &config() const { return m_config; }
    Phase phase() const { return m_phase; }
    Ending ending() const { return m_ending; }
    // "boundary between 8 and 8.4 req/s; ...", in runs "boundary between 18 and 20 runs/s
    // (50.2-55.8 calls/s); ..."
    QString endingText(const RateUnit &unit) const;
    QString endingText() const; // in req/s
    std::optional<double> lastPassRps() const { return m_lastPass; }
    std::optional<double> firstFailRps() const { return m_firstFail; }
    const QList<StepOutcome> &history() const { return m_history; }
    // A rough count of the steps still to run (for "time left"): the bisections the bracket
    // needs to reach the tolerance plus the repetitions; while widening, one more widening step
    // is assumed. twinSkipsRepeats: a twin is expected to pass its check once the boundary is
    // bracketed and skip the bisection and the edge repeats (issue 34), so one step at its
    // boundary and the confirmation follow.
    int estimatedStepsLeft(bool twinSkipsRepeats = false) const;
    // How often the repeats contradicted an edge and the bracket was reopened.
    int reopenings() const { return m_reopenings; }
    // "the repeats contradicted an edge, so the bracket was reopened (2x)", for summaries.
    static QString reopeningsText(int reopenings);
    // The confirmation: the rate its long run held at (nullopt: none held, or none ran), the
    // runs it took, and the lowest rate tried.
    std::optional<double> confirmedRps() const { return m_confirmed; }
    // Before the first confirmation run: run it at rateRps instead, the planned rate of a twin
    // that passed its check (issue 34). That run is then judged by the twin: whether its
    // measurements lie inside the twin's band, not whether it passes the SLO with confidence.
    // After it failed the SLO, the search waits in Confirming (awaitingModel) for acceptModel()
    // (the twin, refitted with the run, still passes: the search ends, confirmed by the model)
    // or rejectModel() (the empirical descent of the confirmation continues). Ignored in any
    // other phase, after a confirmation run, or for a rate <= 0.
    void setConfirmRate(double rateRps);
    bool awaitingModel() const
    {
        return m_confirmByModel && m_phase == Phase::Confirming && confirmRuns() > m_modelJudged;
    }
    void acceptModel();
    void rejectModel();
    // Or: one more confirmation run at rateRps (below the one that failed), judged by the twin
    // again (a twin with pauses does not overrule a run that missed the target itself).
    void confirmLowerByModel(double rateRps);
    // The bracket is narrow and a twin fitted to the steps so far passed its check: the edge
    // repeats would refine the empirical estimate the twin replaces, so the search goes on to
    // the confirmation (issue 34: endpoint time where it informs). Only while repeating.
    void skipRepeats();
    bool repeatsSkipped() const { return m_repeatsSkipped; }
    // The boundary is bracketed and a twin fitted to the steps so far passed its check with its
    // boundary at or below the first fail, measured there by a step (issue 34, item 4: at the
    // predicted boundary to check it): the bisection and the edge repeats would refine the
    // empirical estimate the twin replaces, so the search goes on to the confirmation. Only
    // while bisecting or repeating, or while descending (no step passed yet) when the search
    // confirms: a confirmation run that holds is then its last pass. A replay finds it from a
    // confirmation run recorded then.
    void settleOnModel();
    bool bisectionSkipped() const { return m_bisectionSkipped; }
    // While bisecting: the next step measures at rateRps instead of the bracket's middle (a
    // twin's boundary inside the bracket, where a step informs the twin most). Ignored outside
    // the open bracket. The step moves the bracket as any bisection step.
    void bisectAt(double rateRps);
    // While descending (no step passed yet): the next step measures at rateRps instead of the
    // last fail over the growth factor (a twin fitted to the failed steps, at its boundary).
    // Ignored outside the descent or at or above the first fail; at least Config::minRps.
    void descendAt(double rateRps);
    // The twin's boundary lies beyond every step measured (issue 34, item 4: near saturation
    // for batching): the next step measures at rateRps (at most Config::maxRps) so that the
    // twin, refitted, is checked there; its outcome is kept but moves no edge of the bracket.
    // Ignored once the search is done or confirming, or for a rate <= 0.
    void probeAt(double rateRps);
    int probes() const;
    // The confirmation run at the twin's rate failed the SLO test but the twin, refitted with
    // it, passed its check: the sweep's rate is the twin's, not unsafe.
    bool modelConfirmed() const { return m_modelConfirmed; }
    int confirmRuns() const;
    std::optional<double> lowestConfirmRps() const;
    // The lowest rate a confirmation tries: kConfirmFloorShare of its first run's rate, at
    // least Config::minRps; 0 before one ran.
    double confirmFloorRps() const;
    // The length of the confirmation: the window of the run that held, else the longest any
    // run measured (a failed run may end early); Config::confirmS when no run recorded one.
    double confirmWindowS() const;
    // "a 300 s confirmation run held at 1.8 req/s (run 2)" (in runs "... held at 0.6 runs/s
    // (1.8 calls/s), confirmation run 2"), or why none held, with the window the runs measured
    // (confirmWindowS); empty without one.
    QString confirmationText(const RateUnit &unit) const;
    QString confirmationText() const; // in req/s
    // Runs of the search recorded at exactly this rate, and how many passed (confirmation runs
    // are not counted: they answer another question).
    int runsAt(double rateRps) const;
    int passesAt(double rateRps) const;
    // Whether most runs at this rate passed (a tie does not).
    bool holdsAt(double rateRps) const;

private:
    void afterBracketChange();
    void checkEdges();
    void finish(Ending ending);
    void finishBracketed();

    Config m_config;
    Phase m_phase = Phase::Widening;
    Ending m_ending = Ending::Running;
    double m_nextRate;
    std::optional<double> m_lastPass;
    std::optional<double> m_firstFail;
    int m_reopenings = 0;
    std::optional<double> m_confirmed;
    bool m_confirmByModel = false;
    bool m_repeatsSkipped = false;
    bool m_bisectionSkipped = false;
    bool m_modelConfirmed = false;
    int m_modelJudged = 0; // confirmation runs the twin has judged
    std::optional<double> m_probeRps;
    QList<StepOutcome> m_history;
};

QJsonArray tallyJson(const QList<MissTally> &tallies);
QList<MissTally> tallyList(const QJsonValue &json);

} // namespace llmcap
