#include "bench/SweepCurvesView.h"

#include "charts/ChartKey.h"
#include "charts/StepOutcomeChart.h"
#include "charts/SweepCurveChart.h"
#include "results/SweepDetail.h"

#include <QChart>
#include <QGridLayout>
#include <QLegend>

namespace llmcap {

SweepCurvesView::SweepCurvesView(QWidget *parent)
    : QWidget(parent)
    , m_outcome(new StepOutcomeChart(tr("SLO attainment and goodput per step")))
    , m_key(new ChartKey)
{
    const std::pair<SloMetric, QString> curves[] = {
        {SloMetric::Ttft, tr("TTFT")},
        {SloMetric::Itl, tr("ITL")},
        {SloMetric::Tpot, tr("TPOT")},
        {SloMetric::QueueTime, tr("Queue time (server)")}};
    // The four latency curves in one row, the shared key below them.
    auto *grid = new QGridLayout(this);
    grid->setSpacing(4);
    grid->setContentsMargins(0, 0, 0, 0);
    int column = 0;
    for (const auto &[metric, title] : curves) {
        auto *chart = new SweepCurveChart(title);
        chart->setObjectName(QStringLiteral("curve-") + Slo::key(metric));
        // Narrow charts: one shared key below them instead of four legends.
        chart->chart()->legend()->hide();
        chart->setMinimumSize(150, 150); // a small window squeezes the charts, not the page
        m_curves[metric] = chart;
        grid->addWidget(chart, 0, column);
        grid->setColumnStretch(column, 1);
        ++column;
    }
    m_outcome->chart()->legend()->hide(); // in the key
    m_outcome->setMinimumSize(220, 150);
    m_key->setObjectName(QStringLiteral("curveKey"));
    updateKey();
    grid->addWidget(m_key, 1, 0, 1, column);
    grid->setRowStretch(0, 1);
}

// The latency charts' lines, then the attainment chart's (its target named with its value).
void SweepCurvesView::updateKey()
{
    using Sample = ChartKey::Entry::Sample;
    QList<ChartKey::Entry> entries{{tr("Per finished step:"), {}, Sample::Heading, {}}};
    entries += m_curves.at(SloMetric::Ttft)->keyEntries();
    entries.append({tr("Attainment chart:"), {}, Sample::Heading, {}});
    entries += m_outcome->keyEntries();
    m_key->setEntries(entries);
}

SweepCurveChart *SweepCurvesView::curveChart(SloMetric metric) const
{
    const auto it = m_curves.find(metric);
    return it == m_curves.end() ? nullptr : it->second;
}

void SweepCurvesView::setRateAxisTitle(const QString &title)
{
    for (const auto &[metric, chart] : m_curves)
        chart->setRateAxisTitle(title);
    m_outcome->setRateAxisTitle(title);
}

std::optional<double> SweepCurvesView::attainmentTarget(const Slo &slo)
{
    std::optional<double> target;
    auto consider = [&target](const QList<LatencyObjective> &objectives) {
        for (const LatencyObjective &o : objectives)
            target = std::max(target.value_or(0.0), o.attainmentPct);
    };
    consider(slo.objectives);
    for (const QList<LatencyObjective> &objectives : slo.classObjectives)
        consider(objectives);
    return target;
}

void SweepCurvesView::update(const QList<SweepStep> &steps, const std::optional<Slo> &slo,
                             const std::optional<BoundaryEstimate> &estimate)
{
    for (const auto &[metric, chart] : m_curves) {
        QList<SweepCurvePoint> points;
        for (const SweepStep &s : steps) {
            if (s.verdict == StepVerdict::Invalid)
                continue;
            const LatencyPoint &p = SweepDetail::latency(s, metric);
            if (p.samples == 0)
                continue;
            points.append({s.rateRps, p.p50, p.p95, p.p99, s.verdict == StepVerdict::Pass});
        }
        chart->setCurve(0, QString(), points);
        const auto objective = slo ? slo->objective(metric) : std::nullopt;
        chart->setThreshold(objective ? std::optional(objective->thresholdMs) : std::nullopt,
                            objective ? objective->attainmentPct : 0);
    }
    QList<StepOutcomePoint> outcomes;
    for (const SweepStep &s : steps)
        outcomes.append({s.rateRps, s.attainmentPct, s.goodputRps, s.completedRps,
                         s.verdict == StepVerdict::Pass});
    m_outcome->setPoints(outcomes);
    const std::optional<double> target = slo ? attainmentTarget(*slo) : std::nullopt;
    if (target != m_outcome->target()) {
        m_outcome->setTarget(target);
        updateKey();
    }

    std::optional<double> lower, mean, upper, planned, passingSoFar;
    if (estimate && estimate->found && estimate->bracketed) {
        mean = estimate->meanRps;
        lower = estimate->lowerRps;
        upper = estimate->upperRps;
        planned = estimate->plannedRps;
    } else if (estimate && estimate->found) {
        passingSoFar = estimate->meanRps; // no failing step yet: a lower bound, not a boundary
    }
    for (const auto &[metric, chart] : m_curves) {
        chart->setBoundary(lower, mean, upper);
        chart->setLowerBound(passingSoFar);
        chart->setPlannedRate(planned);
    }
}

} // namespace llmcap
