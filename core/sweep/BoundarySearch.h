#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>

#include <cmath>
#include <limits>
#include <optional>

namespace llmcap {

enum class StepVerdict { Pass, Fail, Invalid };

// What one sweep step found at one offered rate.
struct StepOutcome
{
    double rateRps = 0;
    StepVerdict verdict = StepVerdict::Fail;
    int repeat = 0; // 0 while searching; 1..repeats-1 for the repetitions near the boundary
    // Slack of the binding SLO constraint in percentage points (attainment minus target, or the
    // error-rate limit minus the error rate); NaN when the step failed for another reason.
    double sloMarginPct = std::numeric_limits<double>::quiet_NaN();

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

        QJsonObject toJson() const;
        static Config fromJson(const QJsonObject &json);
    };
    enum class Phase { Widening, Descending, Bisecting, Repeating, Done };
    enum class Ending { Running, Bracketed, AboveMax, NoPass, ClientLimited };

    struct Request
    {
        double rateRps;
        int repeat; // runs at this rate before this one
        Phase phase;
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
    QString endingText() const;
    std::optional<double> lastPassRps() const { return m_lastPass; }
    std::optional<double> firstFailRps() const { return m_firstFail; }
    const QList<StepOutcome> &history() const { return m_history; }
    // A rough count of the steps still to run (for "time left"): the bisections the bracket
    // needs to reach the tolerance plus the repetitions; while widening, one more widening step
    // is assumed.
    int estimatedStepsLeft() const;
    // How often the repeats contradicted an edge and the bracket was reopened.
    int reopenings() const { return m_reopenings; }
    // "the repeats contradicted an edge, so the bracket was reopened (2x)", for summaries.
    static QString reopeningsText(int reopenings);
    // Runs recorded at exactly this rate, and how many passed.
    int runsAt(double rateRps) const;
    int passesAt(double rateRps) const;
    // Whether most runs at this rate passed (a tie does not).
    bool holdsAt(double rateRps) const;

private:
    void afterBracketChange();
    void checkEdges();
    void finish(Ending ending);

    Config m_config;
    Phase m_phase = Phase::Widening;
    Ending m_ending = Ending::Running;
    double m_nextRate;
    std::optional<double> m_lastPass;
    std::optional<double> m_firstFail;
    int m_reopenings = 0;
    QList<StepOutcome> m_history;
};

} // namespace llmcap
