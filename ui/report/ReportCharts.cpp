#include "ReportCharts.h"

#include "footprint/FootprintCalculator.h"
#include "plan/CapacityPlan.h"
#include "plan/SweepSummary.h"
#include "validation/ValidationReport.h"

#include <QLocale>
#include <QMap>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace llmcap {

namespace {

const QColor kInk(0x22, 0x2b, 0x36);
const QColor kGrid(0xdd, 0xe3, 0xea);
const QColor kBase(0x2f, 0x6f, 0xb3);
const QColor kGrowth(0x7f, 0xb0, 0xe0);
const QColor kFailure(0xe0, 0x8a, 0x3c);
const QColor kRollout(0xb7, 0x9c, 0xd9);
const QColor kBreach(0x4f, 0x9a, 0x94);
const QColor kSlo(0xc6, 0x28, 0x28);
const QColor kBoundary(0x2e, 0x7d, 0x32);
const QColor kPlanned(0x5b, 0x2c, 0x8f); // the rate plans use, as in SweepCurveChart

QFont chartFont(qreal pixelSize, bool bold = false)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(int(std::round(pixelSize)));
    f.setBold(bold);
    return f;
}

// A "nice" axis maximum and step for values up to max.
std::pair<double, double> niceAxis(double max, int ticks = 5)
{
    if (max <= 0)
        return {1, 0.2};
    const double raw = max / ticks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = magnitude;
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (m * magnitude >= raw) {
            step = m * magnitude;
            break;
        }
    return {std::ceil(max / step) * step, step};
}

QString axisNumber(double v)
{
    return QLocale().toString(v, 'g', 6);
}

// Lines the colour keys take when wrapped into width.
int legendLines(const QList<std::pair<QColor, QString>> &items, qreal width)
{
    const QFontMetricsF fm(chartFont(11));
    int lines = 1;
    qreal x = 0;
    for (const auto &item : items) {
        const qreal w = 14 + fm.horizontalAdvance(item.second) + 14;
        if (x > 0 && x + w - 14 > width) {
            ++lines;
            x = 0;
        }
        x += w;
    }
    return lines;
}

// Colour keys from at (baseline of the first line), wrapping before right.
void legend(QPainter &p, QPointF at, qreal right, const QList<std::pair<QColor, QString>> &items)
{
    p.setFont(chartFont(11));
    const QFontMetricsF fm(p.font());
    const qreal left = at.x();
    for (const auto &[color, text] : items) {
        const qreal width = 14 + fm.horizontalAdvance(text) + 14;
        if (at.x() > left && at.x() + width - 14 > right) {
            at.setX(left);
            at.ry() += 16;
        }
        p.fillRect(QRectF(at.x(), at.y() - 9, 10, 10), color);
        p.setPen(kInk);
        p.drawText(QPointF(at.x() + 14, at.y()), text);
        at.rx() += width;
    }
}

QImage render(QSize size, qreal scale, const std::function<void(QPainter &, const QRectF &)> &paint)
{
    QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    paint(p, QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}

} // namespace

void ReportCharts::paintPlan(QPainter &p, const QRectF &area, const CapacityPlan &plan)
{
    p.save();
    p.setFont(chartFont(12, true));
    p.setPen(kInk);
    p.drawText(QRectF(area.left(), area.top(), area.width(), 18), Qt::AlignLeft,
               tr("Replicas per envelope (whisker: range)"));
    QList<std::pair<QColor, QString>> keys = {
        {kBase, CapacityPlan::componentLabel(QStringLiteral("base"))},
        {kGrowth, CapacityPlan::componentLabel(QStringLiteral("growth"))},
        {kFailure, CapacityPlan::componentLabel(QStringLiteral("failure"))},
        {kRollout, CapacityPlan::componentLabel(QStringLiteral("rollout"))}};
    // The breach head-room has a key only where a plan adds one (BreachRisk).
    if (std::any_of(plan.envelopes.cbegin(), plan.envelopes.cend(),
                    [](const EnvelopePlan &e) { return e.planned && e.central.breach > 0; }))
        keys.insert(2, {kBreach, CapacityPlan::componentLabel(QStringLiteral("breach"))});
    const int keyLines = legendLines(keys, area.width() - 40);
    const QRectF chart(area.left() + 40, area.top() + 28, area.width() - 56,
                       area.height() - 54 - 16 * keyLines);
    int maxValue = 1;
    for (const EnvelopePlan &e : plan.envelopes)
        if (e.planned)
            maxValue = std::max({maxValue, e.central.total, e.high.total});
    const auto [axisMax, step] = niceAxis(maxValue);
    p.setFont(chartFont(10));
    for (double v = 0; v <= axisMax + 1e-9; v += step) {
        const qreal y = chart.bottom() - v / axisMax * chart.height();
        p.setPen(QPen(kGrid, 1));
        p.drawLine(QPointF(chart.left(), y), QPointF(chart.right(), y));
        p.setPen(kInk);
        p.drawText(QRectF(area.left(), y - 8, 34, 16), Qt::AlignRight | Qt::AlignVCenter,
                   axisNumber(v));
    }
    const int n = std::max<int>(1, int(plan.envelopes.size()));
    const qreal slot = chart.width() / n;
    const qreal barWidth = std::min(slot * 0.5, 90.0);
    for (int i = 0; i < plan.envelopes.size(); ++i) {
        const EnvelopePlan &e = plan.envelopes.at(i);
        const qreal x = chart.left() + slot * i + (slot - barWidth) / 2;
        p.setPen(kInk);
        p.drawText(QRectF(chart.left() + slot * i, chart.bottom() + 4, slot, 16),
                   Qt::AlignHCenter | Qt::AlignTop, e.envelope.id);
        if (!e.planned) {
            p.drawText(QRectF(chart.left() + slot * i, chart.center().y() - 8, slot, 16),
                       Qt::AlignCenter, tr("no sustainable load"));
            continue;
        }
        qreal bottom = chart.bottom();
        const QList<std::pair<int, QColor>> parts = {{e.central.base, kBase},
                                                     {e.central.growth, kGrowth},
                                                     {e.central.breach, kBreach},
                                                     {e.central.failure, kFailure},
                                                     {e.central.rollout, kRollout}};
        for (const auto &[count, color] : parts) {
            const qreal h = count / axisMax * chart.height();
            if (h <= 0)
                continue;
            p.fillRect(QRectF(x, bottom - h, barWidth, h), color);
            p.setPen(QPen(Qt::white, 1));
            p.drawLine(QPointF(x, bottom - h), QPointF(x + barWidth, bottom - h));
            if (h >= 14) {
                p.setPen(Qt::white);
                p.drawText(QRectF(x, bottom - h, barWidth, h), Qt::AlignCenter,
                           QString::number(count));
            }
            bottom -= h;
        }
        // Range whisker of the total.
        const qreal yLow = chart.bottom() - e.low.total / axisMax * chart.height();
        const qreal yHigh = chart.bottom() - e.high.total / axisMax * chart.height();
        const qreal cx = x + barWidth + 10;
        p.setPen(QPen(kInk, 1.5));
        p.drawLine(QPointF(cx, yLow), QPointF(cx, yHigh));
        p.drawLine(QPointF(cx - 4, yLow), QPointF(cx + 4, yLow));
        p.drawLine(QPointF(cx - 4, yHigh), QPointF(cx + 4, yHigh));
        p.setFont(chartFont(11, true));
        p.drawText(QRectF(x - 20, bottom - 18, barWidth + 40, 16), Qt::AlignCenter,
                   QString::number(e.central.total));
        p.setFont(chartFont(10));
    }
    legend(p, QPointF(area.left() + 40, chart.bottom() + 36), area.right(), keys);
    p.restore();
}

void ReportCharts::paintSweep(QPainter &p, const QRectF &area, const SweepSummary &sweep,
                              const QString &metricKey)
{
    p.save();
    const auto objective = [&]() -> std::optional<LatencyObjective> {
        if (const auto metric = Slo::parseKey(metricKey))
            return sweep.slo.objective(*metric);
        return std::nullopt;
    }();
    const QString metricLabel =
        Slo::parseKey(metricKey) ? Slo::label(*Slo::parseKey(metricKey)) : metricKey;
    p.setFont(chartFont(12, true));
    p.setPen(kInk);
    p.drawText(QRectF(area.left(), area.top(), area.width(), 18), Qt::AlignLeft,
               objective ? tr("%1 p%2 against offered load")
                               .arg(metricLabel, axisNumber(objective->attainmentPct))
                         : tr("%1 against offered load").arg(metricLabel));
    const QRectF chart(area.left() + 60, area.top() + 28, area.width() - 76, area.height() - 100);
    double maxRate = sweep.upperRps;
    double maxLatency = objective ? objective->thresholdMs * 1.2 : 0;
    for (const SweepStepSummary &s : sweep.steps) {
        maxRate = std::max(maxRate, s.offeredRps);
        maxLatency = std::max(maxLatency, s.latencyMs.value(metricKey));
    }
    const auto [xMax, xStep] = niceAxis(maxRate * 1.05);
    const auto [yMax, yStep] = niceAxis(maxLatency * 1.05);
    auto at = [&, xMax = xMax, yMax = yMax](double rate, double ms) {
        return QPointF(chart.left() + rate / xMax * chart.width(),
                       chart.bottom() - std::min(ms, yMax) / yMax * chart.height());
    };
    p.setFont(chartFont(10));
    for (double v = 0; v <= yMax + 1e-9; v += yStep) {
        const QPointF a = at(0, v);
        p.setPen(QPen(kGrid, 1));
        p.drawLine(a, QPointF(chart.right(), a.y()));
        p.setPen(kInk);
        p.drawText(QRectF(area.left() + 12, a.y() - 8, 44, 16), Qt::AlignRight | Qt::AlignVCenter,
                   axisNumber(v));
    }
    for (double v = 0; v <= xMax + 1e-9; v += xStep) {
        const QPointF a = at(v, 0);
        p.drawText(QRectF(a.x() - 30, chart.bottom() + 3, 60, 14), Qt::AlignHCenter, axisNumber(v));
    }
    // A run-class sweep offered runs/s (issue 18): its rates count runs.
    const bool runs = sweep.inRuns();
    p.drawText(QRectF(chart.left(), chart.bottom() + 18, chart.width(), 14), Qt::AlignHCenter,
               runs ? tr("offered load, runs/s per replica")
                    : tr("offered load, requests/s per replica"));
    p.save();
    p.translate(area.left() + 8, chart.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-60, -8, 120, 14), Qt::AlignCenter, tr("latency, ms"));
    p.restore();

    if (sweep.lowerRps > 0 && sweep.upperRps > sweep.lowerRps) {
        const QPointF l = at(sweep.lowerRps, yMax);
        const QPointF u = at(sweep.upperRps, 0);
        QColor band = kBoundary;
        band.setAlpha(40);
        p.fillRect(QRectF(l, u), band);
    }
    if (sweep.boundaryRps > 0) {
        p.setPen(QPen(kBoundary, 2, Qt::DashLine));
        p.drawLine(at(sweep.boundaryRps, 0), at(sweep.boundaryRps, yMax));
        p.setPen(kBoundary);
        const QString rate = QLocale().toString(sweep.boundaryRps, 'g', 4);
        p.drawText(
            at(sweep.boundaryRps, yMax) + QPointF(4, 12),
            sweep.lowerBoundOnly()
                ? (runs ? tr("sustainable at least %1 runs/s")
                        : tr("sustainable at least %1 req/s"))
                      .arg(rate)
                : (runs ? tr("sustainable %1 runs/s") : tr("sustainable %1 req/s")).arg(rate));
    }
    // The rate plans divide by, at or below the interval's lower end; labelled to the left of its
    // line, as the boundary is labelled to the right of its own.
    const bool planned = sweep.plannedRps > 0 && !sweep.lowerBoundOnly();
    if (planned) {
        p.setPen(QPen(kPlanned, 2, Qt::DashDotLine));
        p.drawLine(at(sweep.plannedRps, 0), at(sweep.plannedRps, yMax));
        p.setPen(kPlanned);
        const QString rate = QLocale().toString(sweep.plannedRps, 'g', 4);
        const QString label = (runs ? tr("planned %1 runs/s") : tr("planned %1 req/s")).arg(rate);
        const qreal width = QFontMetricsF(p.font()).horizontalAdvance(label);
        p.drawText(at(sweep.plannedRps, yMax) + QPointF(-width - 4, 12), label);
    }
    if (objective) {
        p.setPen(QPen(kSlo, 2));
        p.drawLine(at(0, objective->thresholdMs), at(xMax, objective->thresholdMs));
        p.setPen(kSlo);
        p.drawText(at(0, objective->thresholdMs) + QPointF(4, -4),
                   tr("SLO %1 ms").arg(axisNumber(objective->thresholdMs)));
    }
    // The curve runs through the steps in order of their rate (a sweep visits them out of
    // order while it bisects; repeats of a rate are joined at their mean).
    QMap<double, std::pair<double, int>> byRate;
    for (const SweepStepSummary &s : sweep.steps) {
        if (!s.latencyMs.contains(metricKey))
            continue;
        auto &[sum, n] = byRate[s.offeredRps];
        sum += s.latencyMs.value(metricKey);
        ++n;
    }
    QPainterPath line;
    bool first = true;
    for (auto it = byRate.cbegin(); it != byRate.cend(); ++it) {
        const QPointF pt = at(it.key(), it->first / it->second);
        first ? line.moveTo(pt) : line.lineTo(pt);
        first = false;
    }
    p.setPen(QPen(kBase, 2));
    p.drawPath(line);
    for (const SweepStepSummary &s : sweep.steps) {
        if (!s.latencyMs.contains(metricKey))
            continue;
        p.setBrush(s.meetsSlo ? kBase : kSlo);
        p.setPen(Qt::white);
        p.drawEllipse(at(s.offeredRps, s.latencyMs.value(metricKey)), 4, 4);
    }
    p.setBrush(Qt::NoBrush);
    QList<std::pair<QColor, QString>> keys = {{kBase, tr("step meets the SLO")},
                                              {kSlo, tr("step misses it / SLO line")},
                                              {kBoundary, tr("sustainable load and its interval")}};
    if (planned)
        keys.append({kPlanned, tr("planned rate: what the plan divides by")});
    legend(p, QPointF(area.left() + 60, chart.bottom() + 50), area.right(), keys);
    p.restore();
}

void ReportCharts::paintRunDuration(QPainter &p, const QRectF &area, const SweepSummary &sweep)
{
    p.save();
    const std::optional<RunObjective> objective = sweep.slo.runDurationFor();
    p.setFont(chartFont(12, true));
    p.setPen(kInk);
    p.drawText(QRectF(area.left(), area.top(), area.width(), 18), Qt::AlignLeft,
               tr("Run duration p50 / p90 / p99 against offered runs"));
    const QRectF chart(area.left() + 60, area.top() + 28, area.width() - 76, area.height() - 100);
    // Seconds: an agent run lasts tens of seconds, where a call's latency is counted in ms.
    double maxRate = sweep.upperRps;
    double maxS = objective ? objective->thresholdMs / 1000 * 1.2 : 0;
    for (const SweepStepSummary &s : sweep.steps) {
        if (!s.run.any())
            continue;
        maxRate = std::max(maxRate, s.offeredRps);
        maxS = std::max(maxS, s.run.durationP99Ms / 1000);
    }
    const auto [xMax, xStep] = niceAxis(maxRate * 1.05);
    const auto [yMax, yStep] = niceAxis(maxS * 1.05);
    auto at = [&, xMax = xMax, yMax = yMax](double rate, double s) {
        return QPointF(chart.left() + rate / xMax * chart.width(),
                       chart.bottom() - std::min(s, yMax) / yMax * chart.height());
    };
    p.setFont(chartFont(10));
    for (double v = 0; v <= yMax + 1e-9; v += yStep) {
        const QPointF a = at(0, v);
        p.setPen(QPen(kGrid, 1));
        p.drawLine(a, QPointF(chart.right(), a.y()));
        p.setPen(kInk);
        p.drawText(QRectF(area.left() + 12, a.y() - 8, 44, 16), Qt::AlignRight | Qt::AlignVCenter,
                   axisNumber(v));
    }
    for (double v = 0; v <= xMax + 1e-9; v += xStep) {
        const QPointF a = at(v, 0);
        p.drawText(QRectF(a.x() - 30, chart.bottom() + 3, 60, 14), Qt::AlignHCenter, axisNumber(v));
    }
    p.drawText(QRectF(chart.left(), chart.bottom() + 18, chart.width(), 14), Qt::AlignHCenter,
               tr("offered load, runs/s per replica"));
    p.save();
    p.translate(area.left() + 8, chart.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-60, -8, 120, 14), Qt::AlignCenter, tr("run duration, s"));
    p.restore();

    if (sweep.lowerRps > 0 && sweep.upperRps > sweep.lowerRps) {
        QColor band = kBoundary;
        band.setAlpha(40);
        p.fillRect(QRectF(at(sweep.lowerRps, yMax), at(sweep.upperRps, 0)), band);
    }
    if (sweep.boundaryRps > 0) {
        p.setPen(QPen(kBoundary, 2, Qt::DashLine));
        p.drawLine(at(sweep.boundaryRps, 0), at(sweep.boundaryRps, yMax));
        p.setPen(kBoundary);
        p.drawText(at(sweep.boundaryRps, yMax) + QPointF(4, 12),
                   tr("sustainable %1 runs/s").arg(QLocale().toString(sweep.boundaryRps, 'g', 4)));
    }
    if (objective) {
        const double thresholdS = objective->thresholdMs / 1000;
        p.setPen(QPen(kSlo, 2));
        p.drawLine(at(0, thresholdS), at(xMax, thresholdS));
        p.setPen(kSlo);
        p.drawText(at(0, thresholdS) + QPointF(4, -4),
                   tr("SLO run duration p%1 %2 s")
                       .arg(axisNumber(objective->attainmentPct), axisNumber(thresholdS)));
    }
    // One line per percentile through the steps in order of rate (repeats at their mean).
    const std::pair<QColor, double RunStepFigures::*> series[] = {
        {kGrowth, &RunStepFigures::durationP50Ms},
        {kBase, &RunStepFigures::durationP90Ms},
        {kRollout, &RunStepFigures::durationP99Ms}};
    for (const auto &[color, member] : series) {
        QMap<double, std::pair<double, int>> byRate;
        for (const SweepStepSummary &s : sweep.steps) {
            if (!s.run.any())
                continue;
            auto &[sum, n] = byRate[s.offeredRps];
            sum += s.run.*member / 1000;
            ++n;
        }
        QPainterPath line;
        bool first = true;
        for (auto it = byRate.cbegin(); it != byRate.cend(); ++it) {
            const QPointF pt = at(it.key(), it->first / it->second);
            first ? line.moveTo(pt) : line.lineTo(pt);
            first = false;
        }
        p.setPen(QPen(color, 2));
        p.drawPath(line);
    }
    // The rate plans divide by, labelled left of its line as in paintSweep.
    const bool planned = sweep.plannedRps > 0 && !sweep.lowerBoundOnly();
    if (planned) {
        p.setPen(QPen(kPlanned, 2, Qt::DashDotLine));
        p.drawLine(at(sweep.plannedRps, 0), at(sweep.plannedRps, yMax));
        p.setPen(kPlanned);
        const QString label =
            tr("planned %1 runs/s").arg(QLocale().toString(sweep.plannedRps, 'g', 4));
        const qreal width = QFontMetricsF(p.font()).horizontalAdvance(label);
        p.drawText(at(sweep.plannedRps, yMax) + QPointF(-width - 4, 12), label);
    }
    // The steps' verdicts at the percentile the objective judges (p99 without one): a step
    // that misses the SLO is marked red.
    for (const SweepStepSummary &s : sweep.steps) {
        if (!s.run.any())
            continue;
        const double ms =
            objective ? s.run.durationAtMs(objective->attainmentPct) : s.run.durationP99Ms;
        p.setBrush(s.meetsSlo ? kInk : kSlo);
        p.setPen(Qt::white);
        p.drawEllipse(at(s.offeredRps, ms / 1000), 4, 4);
    }
    p.setBrush(Qt::NoBrush);
    QList<std::pair<QColor, QString>> keys = {{kGrowth, tr("p50")},
                                              {kBase, tr("p90")},
                                              {kRollout, tr("p99")},
                                              {kInk, tr("step meets the SLO")},
                                              {kSlo, tr("step misses it / SLO line")},
                                              {kBoundary, tr("sustainable load")}};
    if (planned)
        keys.append({kPlanned, tr("planned rate")});
    legend(p, QPointF(area.left() + 60, chart.bottom() + 50), area.right(), keys);
    p.restore();
}

void ReportCharts::paintFootprint(QPainter &p, const QRectF &area, const Footprint &f)
{
    p.save();
    p.setFont(chartFont(12, true));
    p.setPen(kInk);
    p.drawText(
        QRectF(area.left(), area.top(), area.width(), 18), Qt::AlignLeft,
        tr("Memory of one GPU (%1)").arg(FootprintCalculator::formatGiB(double(f.gpuMemoryBytes))));
    const QRectF bar(area.left(), area.top() + 26, area.width(), std::min(28.0, area.height() / 3));
    const double total = double(std::max<qint64>(1, f.gpuMemoryBytes));
    const qint64 reserved = f.gpuMemoryBytes - f.memoryBudgetPerGpu;
    const QList<std::tuple<qint64, QColor, QString>> parts = {
        {f.weightBytesPerGpu, kBase, tr("weights")},
        {f.activationBytesPerGpu, kGrowth, tr("activations")},
        {f.nonTorchBytesPerGpu, kRollout, tr("non-torch")},
        {f.kvBytesPerGpu, kBoundary, tr("KV cache")},
        {std::max<qint64>(0, reserved), kGrid, tr("kept free")}};
    qreal x = bar.left();
    QList<std::pair<QColor, QString>> items;
    for (const auto &[bytes, color, label] : parts) {
        const qreal w = std::min(bar.right() - x, bytes / total * bar.width());
        if (w <= 0)
            continue;
        p.fillRect(QRectF(x, bar.top(), w, bar.height()), color);
        x += w;
        items.append(
            {color, label + QLatin1Char(' ') + FootprintCalculator::formatGiB(double(bytes))});
    }
    p.setPen(QPen(kInk, 1));
    p.drawRect(bar);
    legend(p, QPointF(area.left(), bar.bottom() + 20), area.right(), items);
    p.restore();
}

QImage ReportCharts::planImage(const CapacityPlan &plan, QSize size, qreal scale)
{
    return render(size, scale, [&](QPainter &p, const QRectF &r) { paintPlan(p, r, plan); });
}

QImage ReportCharts::sweepImage(const SweepSummary &sweep, const QString &metricKey, QSize size,
                                qreal scale)
{
    return render(size, scale,
                  [&](QPainter &p, const QRectF &r) { paintSweep(p, r, sweep, metricKey); });
}

QImage ReportCharts::runDurationImage(const SweepSummary &sweep, QSize size, qreal scale)
{
    return render(size, scale,
                  [&](QPainter &p, const QRectF &r) { paintRunDuration(p, r, sweep); });
}

QImage ReportCharts::footprintImage(const Footprint &footprint, QSize size, qreal scale)
{
    return render(size, scale,
                  [&](QPainter &p, const QRectF &r) { paintFootprint(p, r, footprint); });
}

QColor ReportCharts::attainmentColor()
{
    return {0x3a, 0x5a, 0x8c};
}

QColor ReportCharts::replicaColor(int replica)
{
    return QColor::fromHsv((replica * 47) % 360, 90, 200);
}

QColor ReportCharts::drillColor(bool met)
{
    return met ? QColor(0x55, 0x88, 0x55) : QColor(0xc0, 0x30, 0x30);
}

double ReportCharts::minuteTickStep(qsizetype minutes)
{
    for (double s : {1.0, 2.0, 5.0, 10.0, 15.0, 30.0, 60.0, 120.0, 240.0})
        if (double(minutes) / s <= 10)
            return s;
    return 480;
}

void ReportCharts::paintDrillTimeline(QPainter &p, const QRectF &area,
                                      const ValidationReport &report)
{
    p.save();
    p.setFont(chartFont(12, true));
    p.setPen(kInk);
    p.drawText(QRectF(area.left(), area.top(), area.width(), 18), Qt::AlignLeft,
               tr("Validation timeline: good requests and load per replica, per minute"));
    const QList<std::pair<QColor, QString>> keys = {
        {attainmentColor(), tr("good requests %")},
        {replicaColor(0), tr("requests per replica (right axis)")},
        {drillColor(true), tr("drill the SLO held through")},
        {drillColor(false), tr("drill that broke the SLO")}};
    const int keyLines = legendLines(keys, area.width() - 60);
    const QRectF chart(area.left() + 52, area.top() + 28, area.width() - 110,
                       area.height() - 70 - 16 * keyLines);
    const qsizetype minutes = std::max<qsizetype>(1, report.minutes.size());
    qint64 maxLoad = 1;
    for (const ValidationTally &t : report.minutes)
        for (qint64 n : t.perReplica)
            maxLoad = std::max(maxLoad, n);
    const auto [loadMax, loadStep] = niceAxis(double(maxLoad) * 1.1);
    auto x = [&](double minute) { return chart.left() + minute / double(minutes) * chart.width(); };
    auto yGood = [&](double pct) { return chart.bottom() - pct / 100.0 * chart.height(); };
    auto yLoad = [&, loadMax = loadMax](double n) {
        return chart.bottom() - n / loadMax * chart.height();
    };

    p.setFont(chartFont(10));
    for (int v = 0; v <= 100; v += 20) {
        p.setPen(QPen(kGrid, 1));
        p.drawLine(QPointF(chart.left(), yGood(v)), QPointF(chart.right(), yGood(v)));
        p.setPen(kInk);
        p.drawText(QRectF(area.left() + 12, yGood(v) - 8, 36, 16),
                   Qt::AlignRight | Qt::AlignVCenter, axisNumber(v));
    }
    for (double v = 0; v <= loadMax + 1e-9; v += loadStep)
        p.drawText(QRectF(chart.right() + 4, yLoad(v) - 8, 44, 16),
                   Qt::AlignLeft | Qt::AlignVCenter, axisNumber(v));
    const double step = minuteTickStep(minutes);
    for (double m = 0; m <= double(minutes) + 1e-9; m += step)
        p.drawText(QRectF(x(m) - 30, chart.bottom() + 3, 60, 14), Qt::AlignHCenter, axisNumber(m));
    p.drawText(QRectF(chart.left(), chart.bottom() + 18, chart.width(), 14), Qt::AlignHCenter,
               tr("minute"));
    p.save();
    p.translate(area.left() + 6, chart.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-70, -8, 140, 14), Qt::AlignCenter, tr("good requests %"));
    p.restore();
    p.save();
    p.translate(area.right() - 4, chart.center().y());
    p.rotate(90);
    p.drawText(QRectF(-70, -8, 140, 14), Qt::AlignCenter, tr("requests per replica / min"));
    p.restore();
    p.setPen(QPen(kInk, 1));
    p.drawRect(chart);

    for (int r = 0; r < report.replicas; ++r) {
        QPainterPath line;
        for (qsizetype m = 0; m < report.minutes.size(); ++m) {
            const auto &per = report.minutes.at(m).perReplica;
            const double n = size_t(r) < per.size() ? double(per.at(size_t(r))) : 0;
            const QPointF pt(x(double(m) + 0.5), yLoad(n));
            m == 0 ? line.moveTo(pt) : line.lineTo(pt);
        }
        p.setPen(QPen(replicaColor(r), 1));
        p.drawPath(line);
    }
    QPainterPath good;
    for (qsizetype m = 0; m < report.minutes.size(); ++m) {
        const QPointF pt(x(double(m) + 0.5), yGood(report.minutes.at(m).attainmentPct()));
        m == 0 ? good.moveTo(pt) : good.lineTo(pt);
    }
    p.setPen(QPen(attainmentColor(), 2.2));
    p.drawPath(good);
    for (qsizetype i = 0; i < report.drills.size(); ++i) {
        const DrillOutcome &d = report.drills.at(i);
        const qreal dx = x(d.drill.atS / 60.0);
        p.setPen(QPen(drillColor(d.met), 1.4, Qt::DashLine));
        p.drawLine(QPointF(dx, chart.top()), QPointF(dx, chart.bottom()));
        p.setPen(drillColor(d.met));
        p.setFont(chartFont(10, true));
        p.drawText(QPointF(dx + 3, chart.top() + 12 + 12 * (i % 3)), QString::number(i + 1));
    }
    legend(p, QPointF(area.left() + 52, chart.bottom() + 50), area.right(), keys);
    p.restore();
}

QImage ReportCharts::drillTimelineImage(const ValidationReport &report, QSize size, qreal scale)
{
    return render(size, scale,
                  [&](QPainter &p, const QRectF &area) { paintDrillTimeline(p, area, report); });
}

} // namespace llmcap
