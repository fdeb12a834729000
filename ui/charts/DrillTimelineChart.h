#pragma once

#include "validation/ValidationReport.h"

#include <QChartView>

namespace llmcap {

// A fleet validation's timeline (issue 19): per minute, the share of good requests (left axis)
// and the requests each replica got (right axis), with a dashed marker at every drill.
class DrillTimelineChart : public QChartView
{
    Q_OBJECT

public:
    explicit DrillTimelineChart(QWidget *parent = nullptr);
    void setReport(const ValidationReport &report);
    // Series drawn: attainment, one per replica, one marker per drill.
    int seriesCount() const;
};

} // namespace llmcap
