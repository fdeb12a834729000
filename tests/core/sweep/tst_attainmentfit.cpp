#include "sweep/AttainmentFit.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace llmcap;

namespace {

// The miss share of a curve logit(p) = a + b ln(rate).
double share(double a, double b, double rate)
{
    return 1.0 / (1.0 + std::exp(-(a + b * std::log(rate))));
}

// A sweep's steps around a boundary: rates, n requests each, misses drawn from the curve; with
// cluster > 1 the misses come in bursts of that size (overdispersed, as busy periods make them).
std::vector<FitPoint> steps(std::mt19937_64 &rng, double a, double b,
                            const std::vector<double> &rates, int n, int cluster = 1)
{
    std::vector<FitPoint> out;
    for (double r : rates) {
        std::binomial_distribution<int> draw(n / cluster, share(a, b, r));
        out.push_back({r, double(n), double(std::min(n, cluster * draw(rng))), 1});
    }
    return out;
}

// Where the curve crosses the allowed share.
double crossing(double a, double b, double allowed)
{
    return std::exp((std::log(allowed / (1 - allowed)) - a) / b);
}

} // namespace

class TestAttainmentFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recoversAKnownCurve();
    void intervalCoversTheCrossingMostOfTheTime();
    void burstyMissesWidenTheInterval();
    void refusesWhatItCannotFit();
    void intervalStaysWithinTheStepsWhenTheSlopeIsWeak();
};

void TestAttainmentFit::recoversAKnownCurve()
{
    // Exact shares over many requests: the fit returns the curve and its crossing.
    const double a = -3.0 - 8 * std::log(2.0), b = 8;
    std::vector<FitPoint> points;
    for (double r : {1.0, 1.5, 1.8, 2.0, 2.2, 2.5})
        points.push_back({r, 1e6, std::round(1e6 * share(a, b, r)), 1});
    const AttainmentFit f = AttainmentFit::fit(points);
    QVERIFY(f.ok());
    QVERIFY(std::abs(f.slope() - b) < 0.01);
    QVERIFY(std::abs(f.intercept() - a) < 0.01);
    const auto at = f.rateAt(0.05);
    QVERIFY(at);
    QVERIFY(std::abs(*at - crossing(a, b, 0.05)) < 1e-3);
    const auto ci = f.interval(0.05, 0.95, 1.0, 2.5);
    QVERIFY(ci);
    QVERIFY(ci->first <= *at && *at <= ci->second);
    QVERIFY(ci->second - ci->first < 0.01); // a million requests a step: a narrow interval
}

void TestAttainmentFit::intervalCoversTheCrossingMostOfTheTime()
{
    // Binomial misses, a dozen steps of 300 requests near the boundary: the 95 % interval holds
    // the true crossing in about 95 % of sweeps (at least 88 % of 300 here).
    const double b = 9;
    const double a = std::log(0.05 / 0.95) - b * std::log(2.0); // crosses 5 % at 2 req/s
    std::mt19937_64 rng(7);
    int covered = 0, fitted = 0;
    const int sweeps = 300;
    for (int k = 0; k < sweeps; ++k) {
        const auto points =
            steps(rng, a, b, {1.0, 1.5, 1.75, 1.9, 1.9, 1.9, 2.0, 2.0, 2.0, 2.1, 2.25, 2.5}, 300);
        const AttainmentFit f = AttainmentFit::fit(points);
        const auto ci = f.interval(0.05, 0.95, 1.0, 2.5);
        if (!ci)
            continue;
        ++fitted;
        covered += ci->first <= 2.0 && 2.0 <= ci->second;
    }
    QCOMPARE(fitted, sweeps);
    QVERIFY2(covered >= int(0.88 * sweeps), qPrintable(QString::number(covered)));
    QVERIFY2(covered <= int(0.995 * sweeps), qPrintable(QString::number(covered)));
}

void TestAttainmentFit::burstyMissesWidenTheInterval()
{
    // The same curve with misses in bursts of 10: the steps spread more than their counts say,
    // the fit's scale sees it and the interval widens; the coverage stays near its level.
    const double b = 9;
    const double a = std::log(0.05 / 0.95) - b * std::log(2.0);
    const std::vector<double> rates{1.0, 1.5, 1.75, 1.9, 1.9, 1.9, 2.0, 2.0, 2.0, 2.1, 2.25, 2.5};
    std::mt19937_64 rng(11);
    double widthIndependent = 0, widthBursty = 0;
    int covered = 0, fitted = 0;
    const int sweeps = 200;
    for (int k = 0; k < sweeps; ++k) {
        const auto plain = AttainmentFit::fit(steps(rng, a, b, rates, 300));
        const auto bursty = AttainmentFit::fit(steps(rng, a, b, rates, 300, 10));
        const auto ciPlain = plain.interval(0.05, 0.95, 1.0, 2.5);
        const auto ciBursty = bursty.interval(0.05, 0.95, 1.0, 2.5);
        if (!ciPlain || !ciBursty)
            continue;
        ++fitted;
        widthIndependent += ciPlain->second - ciPlain->first;
        widthBursty += ciBursty->second - ciBursty->first;
        covered += ciBursty->first <= 2.0 && 2.0 <= ciBursty->second;
        QVERIFY(bursty.dispersion() >= 1);
    }
    QVERIFY(fitted > sweeps * 9 / 10);
    QVERIFY2(widthBursty > 1.8 * widthIndependent,
             qPrintable(QStringLiteral("%1 vs %2").arg(widthBursty).arg(widthIndependent)));
    QVERIFY2(covered >= int(0.8 * fitted), qPrintable(QString::number(covered)));
}

void TestAttainmentFit::refusesWhatItCannotFit()
{
    // No misses anywhere, or too few steps: no curve.
    QVERIFY(!AttainmentFit::fit({{1, 100, 0, 1}, {2, 100, 0, 1}, {3, 100, 0, 1}}).ok());
    QVERIFY(!AttainmentFit::fit({{1, 100, 1, 1}, {2, 100, 5, 1}}).ok());
    // One rate only: no slope.
    QVERIFY(!AttainmentFit::fit({{2, 100, 1, 1}, {2, 100, 5, 1}, {2, 100, 3, 1}}).ok());
    // Misses that fall with the rate: a curve, but no crossing to invert.
    const AttainmentFit down =
        AttainmentFit::fit({{1, 1000, 90, 1}, {2, 1000, 40, 1}, {3, 1000, 10, 1}, {4, 1000, 3, 1}});
    QVERIFY(down.ok());
    QVERIFY(down.slope() < 0);
    QVERIFY(!down.rateAt(0.05));
    QVERIFY(!down.interval(0.05, 0.95, 1, 4));
    // Nonsense counts are left out.
    QVERIFY(!AttainmentFit::fit({{-1, 100, 1, 1}, {2, 0, 0, 1}, {3, 10, 20, 1}}).ok());
}

void TestAttainmentFit::intervalStaysWithinTheStepsWhenTheSlopeIsWeak()
{
    // Few misses at all: the slope is not clearly positive, Fieller's interval would be
    // unbounded; the band's is bounded by the rates the steps ran at.
    const AttainmentFit f = AttainmentFit::fit(
        {{1.0, 100, 2, 1}, {1.5, 100, 6, 1}, {2.0, 100, 3, 1}, {2.5, 100, 9, 1}});
    QVERIFY(f.ok());
    const auto at = f.rateAt(0.05);
    QVERIFY(at);
    const auto ci = f.interval(0.05, 0.95, 1.0, 2.5);
    QVERIFY(ci);
    QVERIFY(ci->first >= 1.0 && ci->second <= 2.5);
    QVERIFY(ci->first <= *at && *at <= ci->second);
}

QTEST_GUILESS_MAIN(TestAttainmentFit)
#include "tst_attainmentfit.moc"
