#include "charts/ChartPalette.h"

namespace llmcap {

namespace {

QPen pen(const QColor &color, qreal width, Qt::PenStyle style)
{
    QPen p(color);
    p.setWidthF(width);
    p.setStyle(style);
    p.setCapStyle(Qt::FlatCap);
    return p;
}

} // namespace

QPen ChartPalette::percentilePen(Percentile p)
{
    switch (p) {
    case Percentile::P50:
        return pen(QColor(0x00, 0x72, 0xb2), 2.0, Qt::DotLine);
    case Percentile::P95:
        return pen(QColor(0xe6, 0x9f, 0x00), 2.2, Qt::DashLine);
    case Percentile::P99:
        return pen(QColor(0x22, 0x22, 0x22), 2.4, Qt::SolidLine);
    }
    return {};
}

QString ChartPalette::percentileName(Percentile p)
{
    switch (p) {
    case Percentile::P50:
        return QStringLiteral("p50");
    case Percentile::P95:
        return QStringLiteral("p95");
    case Percentile::P99:
        return QStringLiteral("p99");
    }
    return {};
}

QPen ChartPalette::thresholdPen()
{
    return pen(fail(), 1.5, Qt::DashLine);
}

QPen ChartPalette::boundaryPen()
{
    return pen(pass(), 2.0, Qt::SolidLine);
}

QPen ChartPalette::intervalPen()
{
    return pen(pass(), 1.2, Qt::DotLine);
}

QPen ChartPalette::plannedPen()
{
    return pen(QColor(0x5b, 0x2c, 0x8f), 2.0, Qt::DashDotLine);
}

QPen ChartPalette::lowerBoundPen()
{
    return pen(QColor(0x70, 0x70, 0x70), 2.0, Qt::DashLine);
}

QPen ChartPalette::targetPen()
{
    return pen(fail(), 1.5, Qt::DashLine);
}

QPen ChartPalette::comparisonBoundaryPen()
{
    return pen(QColor(0x00, 0x7f, 0x86), 2.0, Qt::DashLine);
}

} // namespace llmcap
