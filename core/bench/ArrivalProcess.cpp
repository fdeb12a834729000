#include "bench/ArrivalProcess.h"

#include "workload/SeededRandom.h"

namespace llmcap {

Result<ArrivalProcess> ArrivalProcess::parse(const QString &text)
{
    ArrivalProcess a;
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("poisson")) {
        a.kind = Kind::Poisson;
    } else if (t == QLatin1String("constant")) {
        a.kind = Kind::Constant;
    } else if (t == QLatin1String("trace")) {
        a.kind = Kind::Trace;
    } else if (t.startsWith(QLatin1String("gamma"))) {
        a.kind = Kind::Gamma;
        bool ok = t == QLatin1String("gamma");
        if (t.startsWith(QLatin1String("gamma:")))
            a.burstiness = t.mid(6).toDouble(&ok);
        if (!ok || !(a.burstiness > 0) || a.burstiness > 1000)
            return Result<ArrivalProcess>::failure(
                tr("'%1': the burstiness after gamma: must be a number above 0 (1 is Poisson, "
                   "below 1 burstier)")
                    .arg(text));
    } else {
        return Result<ArrivalProcess>::failure(
            tr("unknown arrival process '%1' (use poisson, gamma:B, constant or trace)").arg(text));
    }
    return a;
}

QString ArrivalProcess::toString() const
{
    switch (kind) {
    case Kind::Poisson:
        return QStringLiteral("poisson");
    case Kind::Gamma:
        return QStringLiteral("gamma:") + QString::number(burstiness);
    case Kind::Constant:
        return QStringLiteral("constant");
    case Kind::Trace:
        return QStringLiteral("trace");
    }
    return {};
}

double ArrivalProcess::unitGap(SeededRandom &random) const
{
    switch (kind) {
    case Kind::Poisson:
        return random.exponential(1.0);
    case Kind::Gamma:
        return random.gamma(burstiness, 1.0 / burstiness);
    case Kind::Constant:
    case Kind::Trace:
        break;
    }
    return 1.0;
}

} // namespace llmcap
