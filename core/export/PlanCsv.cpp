#include "export/PlanCsv.h"

#include "export/CsvWriter.h"
#include "export/ReportData.h"
#include "plan/CapacityPlan.h"

namespace llmcap {

QByteArray PlanCsv::planRows(const CapacityPlan &plan)
{
    CsvWriter csv;
    csv.addRow({QStringLiteral("envelope"), QStringLiteral("component"), QStringLiteral("label"),
                QStringLiteral("replicas"), QStringLiteral("replicas_low"),
                QStringLiteral("replicas_high"), QStringLiteral("gpus"),
                QStringLiteral("preliminary"), QStringLiteral("note")});
    const QString preliminary = plan.preliminary ? QStringLiteral("true") : QStringLiteral("false");
    for (const PlanRow &r : plan.rows())
        csv.addRow({r.envelope, r.component, r.label, QString::number(r.replicas),
                    QString::number(r.low), QString::number(r.high),
                    plan.gpusPerReplica > 0 ? QString::number(r.gpus) : QString(), preliminary,
                    r.note});
    return csv.data();
}

QByteArray PlanCsv::sweepSteps(const SweepSummary &sweep)
{
    QStringList metrics;
    for (const SweepStepSummary &s : sweep.steps)
        for (const QString &k : s.latencyMs.keys())
            if (!metrics.contains(k))
                metrics.append(k);
    CsvWriter csv;
    QStringList header = {QStringLiteral("offered_rps"), QStringLiteral("completed_rps"),
                          QStringLiteral("goodput_rps"), QStringLiteral("attainment_pct"),
                          QStringLiteral("meets_slo")};
    for (const QString &m : metrics)
        header.append(m + QLatin1String("_ms"));
    csv.addRow(header);
    for (const SweepStepSummary &s : sweep.steps) {
        QStringList row = {CsvWriter::number(s.offeredRps), CsvWriter::number(s.completedRps),
                           CsvWriter::number(s.goodputRps), CsvWriter::number(s.attainmentPct),
                           s.meetsSlo ? QStringLiteral("true") : QStringLiteral("false")};
        for (const QString &m : metrics)
            row.append(s.latencyMs.contains(m) ? CsvWriter::number(s.latencyMs.value(m))
                                               : QString());
        csv.addRow(row);
    }
    return csv.data();
}

} // namespace llmcap
