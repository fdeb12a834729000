#pragma once

#include <QColor>
#include <QPen>
#include <QString>

namespace llmcap {

// The colours and line styles every latency chart shares (the live view, the Results page's
// curves, comparisons and histograms), so a percentile or a marker reads the same everywhere.
// The percentiles differ in colour, in dash and in width, so a reader who cannot tell the
// colours apart still tells the lines apart: p50 blue dotted, p95 orange dashed, p99 near-black
// solid (the Okabe-Ito colours, chosen to stay distinct under the common colour-vision
// deficiencies: https://jfly.uni-koeln.de/color/).
class ChartPalette
{
public:
    enum class Percentile { P50, P95, P99 };

    static QPen percentilePen(Percentile p);
    static QString percentileName(Percentile p); // "p50", "p95", "p99"

    // Pass and fail of a step (dots), the SLO threshold and the step that missed it.
    static QColor pass() { return QColor(0x1b, 0x7f, 0x3b); }
    static QColor fail() { return QColor(0xb0, 0x00, 0x20); }
    static QPen thresholdPen();
    // The SLO boundary (solid) and its interval (dotted), both green.
    static QPen boundaryPen();
    static QPen intervalPen();
    // The rate plans divide by: its own purple, dash-dotted.
    static QPen plannedPen();
    // A lower bound ("at least"): grey dashed, never green.
    static QPen lowerBoundPen();
    // The attainment a step must reach: the threshold's red, dashed.
    static QPen targetPen();
    // The boundary of the sweep a comparison sets beside the first.
    static QPen comparisonBoundaryPen();
    // Points above a scaled axis: drawn at its top edge in this colour.
    static QColor offScale() { return QColor(0x22, 0x22, 0x22); }
};

} // namespace llmcap
