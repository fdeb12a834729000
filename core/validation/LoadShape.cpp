#include "validation/LoadShape.h"

#include "validation/DrillScript.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace llmcap {

namespace {

// The mean of h^p over a period, h = (1 - cos)/2: Gamma(p + 1/2) / (sqrt(pi) Gamma(p + 1)).
double meanOfPower(double p)
{
    return std::exp(std::lgamma(p + 0.5) - std::lgamma(p + 1.0)) / std::sqrt(std::numbers::pi);
}

// The exponent p >= 1 whose curve h^p has the mean 1 / ratio (ratio >= 2; meanOfPower(1) = 1/2).
double exponentFor(double ratio)
{
    double lo = 1, hi = 1e6;
    const double target = 1.0 / ratio;
    for (int i = 0; i < 200 && hi - lo > 1e-9 * hi; ++i) {
        const double mid = std::sqrt(lo * hi);
        (meanOfPower(mid) > target ? lo : hi) = mid;
    }
    return std::sqrt(lo * hi);
}

// Cells of the piecewise-constant rate the warp integrates: about one a second, at least 1,000.
int cellsFor(double durationS)
{
    return int(std::clamp(std::ceil(durationS), 1000.0, 2e6));
}

} // namespace

Status LoadShape::check(double durationS) const
{
    if (!(durationS > 0))
        return Status::failure(tr("the load's duration must be above 0"));
    if ((diurnal || burstS > 0) && !(peakToAverage >= 1))
        return Status::failure(
            tr("the peak-to-average ratio must be at least 1, got %1").arg(peakToAverage));
    if (burstS > 0 && !(peakToAverage > 1) && !diurnal)
        return Status::failure(tr("bursts need a peak-to-average ratio above 1 (the sizing "
                                  "request's peak_to_average): at 1 the load is the peak "
                                  "throughout"));
    if (burstS > 0 && !(burstEveryS > burstS))
        return Status::failure(
            tr("bursts of %1 every %2 overlap: the interval must be longer "
               "than the burst")
                .arg(DrillScript::formatTime(burstS), DrillScript::formatTime(burstEveryS)));
    return {};
}

double LoadShape::diurnalShare(double t, double durationS) const
{
    const double h = (1.0 - std::cos(2.0 * std::numbers::pi * t / durationS)) / 2.0;
    const double r = std::max(1.0, peakToAverage);
    if (r < 2) { // a raised cosine with the trough at b: mean (1 + b) / 2 = 1 / r
        const double b = 2.0 / r - 1.0;
        return b + (1.0 - b) * h;
    }
    return std::pow(h, exponentFor(r));
}

bool LoadShape::inBurst(double t) const
{
    if (!(burstS > 0) || !(burstEveryS > 0))
        return false;
    const double since = t - burstEveryS / 2;
    if (since < 0)
        return false;
    return std::fmod(since, burstEveryS) < burstS;
}

double LoadShape::shareAt(double t, double durationS) const
{
    if (isFlat())
        return 1;
    if (inBurst(t))
        return 1;
    if (diurnal)
        return diurnalShare(t, durationS);
    return 1.0 / std::max(1.0, peakToAverage);
}

double LoadShape::meanShare(double durationS) const
{
    if (isFlat() || !(durationS > 0))
        return 1;
    const int cells = cellsFor(durationS);
    const double dt = durationS / cells;
    double sum = 0;
    for (int k = 0; k < cells; ++k)
        sum += shareAt((k + 0.5) * dt, durationS);
    return sum / cells;
}

QString LoadShape::describe() const
{
    QStringList parts;
    if (diurnal)
        parts << tr("diurnal (peak-to-average %1, peak at the middle)").arg(peakToAverage);
    if (burstS > 0)
        parts << tr("bursts to the peak of %1 every %2 (average between: peak / %3)")
                     .arg(DrillScript::formatTime(burstS), DrillScript::formatTime(burstEveryS))
                     .arg(peakToAverage);
    return parts.isEmpty() ? tr("flat at the peak") : parts.join(QLatin1String("; "));
}

void LoadShape::warp(std::vector<FleetArrival> &arrivals, double durationS) const
{
    if (isFlat() || !(durationS > 0))
        return;
    const int cells = cellsFor(durationS);
    const double dt = durationS / cells;
    std::vector<double> share(static_cast<size_t>(cells));
    std::vector<double> cumulative(size_t(cells) + 1, 0.0); // in share-seconds
    for (int k = 0; k < cells; ++k) {
        share[size_t(k)] = shareAt((k + 0.5) * dt, durationS);
        cumulative[size_t(k) + 1] = cumulative[size_t(k)] + share[size_t(k)] * dt;
    }
    const double total = cumulative.back();
    if (!(total > 0))
        return;
    // An arrival at t of the mean-rate process has seen t / duration of the total.
    for (FleetArrival &a : arrivals) {
        if (a.arrivalSec >= durationS || a.arrivalSec < 0)
            continue;
        const double target = a.arrivalSec / durationS * total;
        const auto it = std::upper_bound(cumulative.begin(), cumulative.end(), target);
        size_t k = size_t(std::max<std::ptrdiff_t>(0, (it - cumulative.begin()) - 1));
        // A cell without load has no arrivals: step past it to the next one that has.
        while (k < share.size() && !(share[k] > 0))
            ++k;
        if (k >= share.size()) {
            a.arrivalSec = durationS;
            continue;
        }
        const double into = std::max(0.0, target - cumulative[k]) / share[k];
        a.arrivalSec = std::min(durationS, double(k) * dt + std::min(dt, into));
    }
}

} // namespace llmcap
