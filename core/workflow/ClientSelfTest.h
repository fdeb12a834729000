#pragma once

#include "bench/LatencySummary.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <QUrl>

#include <functional>
#include <optional>
#include <vector>

namespace llmcap {

// What the client self-test runs (issue 37): the open-loop client against a zero-compute server,
// each rate held for a window, as the MLPerf Endpoints client self-test describes.
struct SelfTestOptions
{
    QList<int> outputTokens{20, 200}; // SSE events per answer, one ladder each
    int inputTokens = 32;
    double windowS = 5;     // each rate is held this long (after half a second of warm-up)
    double firstRps = 250;  // the ladder doubles from here until a rate is not kept,
    double maxRps = 64000;  // ... at most to this, then narrows twice between kept and missed
    double lagTargetMs = 1; // a rate is kept when its p99 schedule lag is at most this
    quint64 seed = 1;
    // Empty: an in-process zero-compute server (SimServiceOptions::instant) on loopback, on a
    // thread of its own. Otherwise a zero-compute server the user started (e.g. `llmcap-cli
    // serve-sim --instant` pinned to another core, or nginx serving a fixed stream).
    QUrl url;
};

// One rate of the ladder.
struct SelfTestRate
{
    int outputTokens = 0;
    double offeredRps = 0;
    qint64 due = 0;  // requests scheduled in the window
    qint64 sent = 0; // ... of which the client sent
    double completedRps = 0;
    qint64 errors = 0;
    LatencySummary lag;             // schedule lag, ms
    double loadThreadCpuShare = -1; // the load thread's share of one core (last second seen)
    double sseEventsPerS = 0;
    QString behind;    // the client's own falling-behind line, when it appeared
    bool kept = false; // lag p99 <= the target, no errors, all sent, >= 95 % of them done

    double sentShare() const { return due > 0 ? double(sent) / double(due) : 0; }
    QJsonObject toJson() const;
};

struct SelfTestResult
{
    Q_DECLARE_TR_FUNCTIONS(SelfTestResult)

public:
    QString server; // what answered
    int cores = 0;  // hardware threads this process may use
    // How late a plain thread wakes from an absolute 1 ms sleep on this machine, ms: no client
    // keeps a schedule tighter than this.
    LatencySummary sleepLateness;
    double lagTargetMs = 1;
    std::vector<SelfTestRate> rates; // in the order run

    // The answer lengths the rates were run with, in the order first run.
    QList<int> answerLengths() const;
    // The highest rate kept with answers of this many events; 0 when none was.
    double ceilingRps(int outputTokens) const;
    // The lowest rate above the ceiling that was not kept; 0 when every rate run was kept.
    double firstMissedRps(int outputTokens) const;
    // The summary lines: one per ladder, then what runs to trust.
    QStringList verdictLines() const;
    QJsonObject toJson() const;
};

// `llmcap-cli bench --self-test`: how fast this machine's client can keep an open-loop schedule,
// measured the way a run sends (BenchRunner with its database writer and /metrics scrape), so a
// user knows the rates up to which a run measures the server rather than the client.
class ClientSelfTest
{
    Q_DECLARE_TR_FUNCTIONS(ClientSelfTest)

public:
    using RateHook = std::function<void(const SelfTestRate &)>;
    // Runs the ladders on the calling thread (which needs an event loop to spin: a
    // QCoreApplication). onRate is called after each rate; cancelled() is polled between rates
    // and during them (a cancelled rate is stopped and left out). Fails with one line when the
    // server cannot be started or reached, or answers with errors at the first rate.
    static Result<SelfTestResult> run(const SelfTestOptions &options, const RateHook &onRate = {},
                                      const std::function<bool()> &cancelled = {});

    // The ladder: the rate after `rate`, given the highest rate kept and the lowest missed so
    // far (0: none); nothing when the ladder ends. Doubles up to maxRps while every rate is
    // kept, halves down to an eighth of the first when the first is missed, else narrows twice
    // to the geometric middle between kept and missed (narrowed counts those steps).
    static std::optional<double> nextRate(const SelfTestOptions &options, double rate, double kept,
                                          double missed, int *narrowed);
    // The lateness of a plain thread's absolute 1 ms sleeps over `samples` sleeps.
    static LatencySummary sleepLateness(int samples = 1000);
};

} // namespace llmcap
