#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

class QChartView;
class QWidget;

namespace llmcap {

class ShapeAnalysis;

// The Telemetry page's charts of one dataset's shape (ShapeAnalysis): rates and concurrency
// over time, input and output length histograms, LLM calls per run, and traffic by hour of day.
class ShapeCharts
{
    Q_DECLARE_TR_FUNCTIONS(ShapeCharts)

public:
    static QChartView *ratesOverTime(const ShapeAnalysis &shape);
    static QChartView *lengthHistograms(const ShapeAnalysis &shape);
    static QChartView *callsPerRun(const ShapeAnalysis &shape);
    static QChartView *timeOfDay(const ShapeAnalysis &shape);
    // A bucket's width as a reader says it: "10 s", "5 min", "1 h".
    static QString bucketText(int bucketS);
};

} // namespace llmcap
