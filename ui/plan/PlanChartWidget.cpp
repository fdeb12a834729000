#include "plan/PlanChartWidget.h"

#include "ReportCharts.h"

#include <QPainter>

namespace llmcap {

PlanChartWidget::PlanChartWidget(QWidget *parent)
    : QWidget(parent)
{
    setMinimumSize(200, 220);
}

void PlanChartWidget::setPlan(const CapacityPlan &plan)
{
    m_plan = plan;
    update();
}

void PlanChartWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), Qt::white);
    if (m_plan.complete())
        ReportCharts::paintPlan(p, QRectF(rect()).adjusted(6, 6, -6, -6), m_plan);
    else
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("No replica count yet: the plan needs a sustainable load per replica."));
}

} // namespace llmcap
