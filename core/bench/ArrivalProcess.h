#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QString>

namespace llmcap {

class SeededRandom;

// How requests arrive (domain reference §2): Poisson (exponential gaps), gamma with
// burstiness b (shape b, mean gap 1/rate: b = 1 is Poisson, b < 1 burstier), constant gaps, or
// the timestamps of a trace. Gaps are drawn at unit rate and scaled by 1/rate, so one seed gives
// the same arrival pattern, stretched or squeezed, at every rate.
class ArrivalProcess
{
    Q_DECLARE_TR_FUNCTIONS(ArrivalProcess)

public:
    enum class Kind { Poisson, Gamma, Constant, Trace };

    Kind kind = Kind::Poisson;
    double burstiness = 1.0; // gamma shape

    // "poisson", "gamma:0.5", "constant", "trace".
    static Result<ArrivalProcess> parse(const QString &text);
    QString toString() const;
    // The next gap at rate 1 (mean 1).
    double unitGap(SeededRandom &random) const;

    bool operator==(const ArrivalProcess &) const = default;
};

} // namespace llmcap
