#include "telemetry/ShapeCharts.h"

#include "telemetry/ShapeAnalysis.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QLocale>
#include <QValueAxis>

#include <cmath>

namespace llmcap {

namespace {

// Fewer calls than this in a bin on average make its rate noise: the bins widen (to 30 at least).
constexpr double kMinCallsPerBin = 10;

QChartView *viewOf(QChart *chart)
{
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    auto *view = new QChartView(chart);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(220);
    return view;
}

// The time axis's unit: seconds for spans up to 10 minutes, minutes up to 10 hours, then hours.
double timeUnitS(const ShapeAnalysis::Series &series)
{
    const double spanS = double(series.values.size()) * series.bucketS;
    return spanS <= 600 ? 1 : spanS <= 36'000 ? 60 : 3600;
}

QLineSeries *lineOf(const ShapeAnalysis::Series &series, const QString &name, const QColor &color,
                    double unitS)
{
    auto *line = new QLineSeries;
    line->setName(name);
    QPen pen(color);
    pen.setWidthF(1.4);
    line->setPen(pen);
    QList<QPointF> points;
    points.reserve(series.values.size());
    for (qsizetype i = 0; i < series.values.size(); ++i)
        points.append(QPointF(double(i) * series.bucketS / unitS, series.values.at(i)));
    line->replace(points);
    return line;
}

double maxOf(const QList<double> &values)
{
    double m = 0;
    for (double v : values)
        m = std::max(m, v);
    return m;
}

QString edgeLabel(double edge)
{
    const QLocale locale;
    // Token bins are powers of two: 1,024 reads as 1k, 8,192 as 8k (as in "an 8k context").
    if (edge >= 1024 && std::fmod(edge, 1024) == 0)
        return locale.toString(edge / 1024, 'f', 0) + QLatin1Char('k');
    if (edge >= 10'000)
        return locale.toString(edge / 1000, 'f', 0) + QLatin1Char('k');
    return locale.toString(edge, 'f', 0);
}

// One bar per category, the y axis titled yTitle (empty: none), no legend.
QChartView *barChart(QChart *chart, const QString &setName, const QStringList &categories,
                     const QList<double> &values, const QString &yTitle)
{
    auto *set = new QBarSet(setName);
    set->setColor(QColor(0x3a, 0x5a, 0x8c));
    for (double v : values)
        *set << v;
    auto *series = new QBarSeries;
    series->append(set);
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    auto *y = new QValueAxis;
    if (!yTitle.isEmpty())
        y->setTitleText(yTitle);
    y->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    y->applyNiceNumbers();
    chart->legend()->hide();
    return viewOf(chart);
}

} // namespace

QString ShapeCharts::bucketText(int bucketS)
{
    if (bucketS % 3600 == 0)
        return tr("%1 h").arg(bucketS / 3600);
    if (bucketS % 60 == 0)
        return tr("%1 min").arg(bucketS / 60);
    return tr("%1 s").arg(bucketS);
}

QChartView *ShapeCharts::ratesOverTime(const ShapeAnalysis &shape)
{
    // The stored series has up to 2,000 buckets (1 s for half an hour): a forest of spikes on a
    // chart. The chart shows bins a reader can follow, wide enough to hold a rate, and says
    // how wide they are.
    using Merge = ShapeAnalysis::Series::Merge;
    const int bucketS = shape.requestsPerSecond.chartBucketS(kMinCallsPerBin);
    const ShapeAnalysis::Series rate = shape.requestsPerSecond.coarsened(bucketS, Merge::Mean);
    const ShapeAnalysis::Series flight = shape.concurrentCalls.coarsened(bucketS, Merge::Max);
    const QString bucket = bucketText(rate.bucketS);
    auto *chart = new QChart;
    chart->setTitle(tr("Requests per second and LLM calls in flight, per %1").arg(bucket));
    const double unitS = timeUnitS(rate);
    auto *x = new QValueAxis;
    x->setTitleText(unitS == 1    ? tr("seconds from the first record (bins of %1)").arg(bucket)
                    : unitS == 60 ? tr("minutes from the first record (bins of %1)").arg(bucket)
                                  : tr("hours from the first record (bins of %1)").arg(bucket));
    x->setLabelFormat(QStringLiteral("%.3g"));
    auto *left = new QValueAxis;
    left->setTitleText(tr("requests/s (mean per %1)").arg(bucket));
    left->setLabelFormat(QStringLiteral("%.3g"));
    auto *right = new QValueAxis;
    right->setTitleText(tr("in flight (peak per %1)").arg(bucket));
    right->setLabelFormat(QStringLiteral("%.3g"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(left, Qt::AlignLeft);
    chart->addAxis(right, Qt::AlignRight);

    auto *rps = lineOf(rate, tr("requests/s"), QColor(0x3a, 0x5a, 0x8c), unitS);
    auto *inFlight = lineOf(flight, tr("peak calls in flight"), QColor(0xc0, 0x6a, 0x1e), unitS);
    chart->addSeries(rps);
    chart->addSeries(inFlight);
    rps->attachAxis(x);
    rps->attachAxis(left);
    inFlight->attachAxis(x);
    inFlight->attachAxis(right);
    x->setRange(0, std::max(1.0, double(rate.values.size()) * rate.bucketS / unitS));
    x->applyNiceNumbers();
    left->setRange(0, std::max(1e-3, maxOf(rate.values) * 1.1));
    right->setRange(0, std::max(1.0, maxOf(flight.values) * 1.1));
    left->applyNiceNumbers();
    right->applyNiceNumbers();
    return viewOf(chart);
}

QChartView *ShapeCharts::lengthHistograms(const ShapeAnalysis &shape)
{
    auto *chart = new QChart;
    chart->setTitle(tr("Input and output tokens per LLM call"));
    // One category per bucket of the wider histogram; the two share buckets when they can.
    const ShapeAnalysis::Histogram &in = shape.inputHistogram;
    const ShapeAnalysis::Histogram &out = shape.outputHistogram;
    auto *inputs = new QBarSet(tr("input"));
    auto *outputs = new QBarSet(tr("output"));
    inputs->setColor(QColor(0x3a, 0x5a, 0x8c));
    outputs->setColor(QColor(0xc0, 0x6a, 0x1e));
    QStringList categories;
    const qsizetype n = std::max(in.upperEdges.size(), out.upperEdges.size());
    const ShapeAnalysis::Histogram &labels =
        in.upperEdges.size() >= out.upperEdges.size() ? in : out;
    const auto count = [](const ShapeAnalysis::Histogram &h, qsizetype i) {
        return i < h.counts.size() ? double(h.counts.at(i)) : 0.0;
    };
    // From the first bin that holds a call: the empty bins of 1, 2, 4 ... tokens would crowd
    // the axis (and cut its labels) without saying anything.
    qsizetype first = 0;
    while (first + 1 < n && count(in, first) == 0 && count(out, first) == 0)
        ++first;
    for (qsizetype i = first; i < n; ++i) {
        categories << QStringLiteral("≤%1").arg(edgeLabel(labels.upperEdges.at(i)));
        *inputs << count(in, i);
        *outputs << count(out, i);
    }
    auto *series = new QBarSeries;
    series->append(inputs);
    series->append(outputs);
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    x->setTitleText(tr("tokens per call (each bin up to the number shown)"));
    auto *y = new QValueAxis;
    y->setTitleText(tr("calls"));
    y->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    y->applyNiceNumbers();
    return viewOf(chart);
}

QChartView *ShapeCharts::callsPerRun(const ShapeAnalysis &shape)
{
    auto *chart = new QChart;
    chart->setTitle(
        tr("LLM calls per run (%1 runs)").arg(QLocale().toString(shape.llmCallsPerRun.samples)));
    QStringList categories;
    QList<double> values;
    const ShapeAnalysis::Histogram &h = shape.callsPerRunHistogram;
    for (qsizetype i = 0; i < h.upperEdges.size(); ++i) {
        categories << QStringLiteral("≤%1").arg(edgeLabel(h.upperEdges.at(i)));
        values << (i < h.counts.size() ? double(h.counts.at(i)) : 0.0);
    }
    return barChart(chart, tr("runs"), categories, values, tr("runs"));
}

QChartView *ShapeCharts::timeOfDay(const ShapeAnalysis &shape)
{
    auto *chart = new QChart;
    chart->setTitle(tr("LLM calls by hour of day (UTC)"));
    auto *set = new QBarSet(tr("calls"));
    set->setColor(QColor(0x3a, 0x5a, 0x8c));
    for (int hour = 0; hour < 24; ++hour)
        *set << (hour < shape.callsByHour.size() ? double(shape.callsByHour.at(hour)) : 0.0);
    auto *series = new QBarSeries;
    series->append(set);
    series->setBarWidth(0.8);
    chart->addSeries(series);
    // 24 category labels do not fit a narrow chart (they were cut to "..."): a value axis
    // labels every third hour, and the bars stand at 0 ... 23.
    auto *x = new QValueAxis;
    x->setRange(-0.5, 23.5);
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(3);
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setTitleText(tr("hour the call started (UTC)"));
    x->setGridLineVisible(false);
    auto *y = new QValueAxis;
    y->setTitleText(tr("calls"));
    y->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    y->applyNiceNumbers();
    chart->legend()->hide();
    return viewOf(chart);
}

} // namespace llmcap
