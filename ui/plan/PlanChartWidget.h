#pragma once

#include "plan/CapacityPlan.h"

#include <QWidget>

namespace llmcap {

// The plan's replicas per envelope as stacked bars with the range (the PDF report's chart).
class PlanChartWidget : public QWidget
{
    Q_OBJECT

public:
    explicit PlanChartWidget(QWidget *parent = nullptr);
    void setPlan(const CapacityPlan &plan);
    QSize sizeHint() const override { return {460, 260}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    CapacityPlan m_plan;
};

} // namespace llmcap
