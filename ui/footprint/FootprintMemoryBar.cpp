#include "footprint/FootprintMemoryBar.h"

#include "ReportCharts.h"

#include <QPainter>

namespace llmcap {

FootprintMemoryBar::FootprintMemoryBar(QWidget *parent)
    : QWidget(parent)
{
    setMinimumHeight(96);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void FootprintMemoryBar::setFootprint(const Footprint &footprint)
{
    m_footprint = footprint;
    update();
}

void FootprintMemoryBar::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    if (m_footprint.gpuMemoryBytes > 0)
        ReportCharts::paintFootprint(p, QRectF(rect()).adjusted(4, 4, -4, -4), m_footprint);
}

} // namespace llmcap
