#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QString>

#include <array>

namespace llmcap {

// Faults the simulated server injects into a fraction of generation requests (--faults).
enum class FaultKind {
    None,
    Status429,  // answered 429 with an OpenAI error body, not queued
    Status500,  // answered 500
    Status503,  // answered 503
    Drop,       // connection closed (RST) halfway through the output
    Stall,      // writes held for stall_ms halfway through the output
    Malformed,  // one truncated, unparsable chunk halfway (a truncated body when not streaming)
    NoDone,     // the stream ends without "data: [DONE]" (streams only)
    ErrorEvent, // an error event inside the 200 stream halfway, then [DONE] (streams only)
};

// The --faults grammar:
//
//   SPEC     := "" | "none" | ITEM ("," ITEM)*
//   ITEM     := NAME "=" FRACTION [":" MS]
//   NAME     := status429 | status500 | status503 | drop | stall | malformed | nodone | errorevent
//   FRACTION := a decimal in [0, 1] ("0.05") or a percentage ("5%")
//   MS       := whole milliseconds, only after stall (default 1000)
//
// e.g. "status429=0.05,status500=0.01,drop=0.02,stall=0.01:2000,errorevent=1%". Each fraction
// is the share of generation requests that get that fault; the fractions add up to at most 1
// and a request gets at most one fault. Which requests are hit depends only on the seed and
// the request's sequence number, so a run is repeatable under --seed.
class FaultSpec
{
    Q_DECLARE_TR_FUNCTIONS(FaultSpec)

public:
    static constexpr int kKinds = 9;
    static constexpr int kDefaultStallMs = 1000;

    static Result<FaultSpec> parse(const QString &spec);
    // Canonical text that parse() reads back ("none" when empty).
    QString toString() const;

    bool isEmpty() const;
    double fraction(FaultKind kind) const { return m_fractions[size_t(kind)]; }
    void setFraction(FaultKind kind, double fraction) { m_fractions[size_t(kind)] = fraction; }
    int stallMs() const { return m_stallMs; }
    void setStallMs(int ms) { m_stallMs = ms; }

    // The fault for a uniform draw u in [0, 1): the kinds take consecutive slices of [0, 1)
    // in declaration order.
    FaultKind pick(double u) const;
    // The fault of request number requestIndex under seed.
    FaultKind pickFor(quint64 seed, quint64 requestIndex) const;

    static QString name(FaultKind kind);

private:
    std::array<double, kKinds> m_fractions{};
    int m_stallMs = kDefaultStallMs;
};

} // namespace llmcap
