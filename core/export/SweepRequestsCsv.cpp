#include "export/SweepRequestsCsv.h"

#include "bench/RunReport.h"
#include "export/CsvWriter.h"
#include "storage/RunRepository.h"
#include "sweep/SweepRepository.h"

#include <QIODevice>
#include <QTextStream>

namespace llmcap {

QStringList SweepRequestsCsv::leadingColumns()
{
    return {QStringLiteral("step"), QStringLiteral("repeat"), QStringLiteral("confirmation"),
            QStringLiteral("step_rate_rps"), QStringLiteral("run_id")};
}

Result<QByteArray> SweepRequestsCsv::build(Database &db, qint64 sweepId)
{
    using R = Result<QByteArray>;
    auto steps = SweepRepository(db).steps(sweepId);
    if (!steps)
        return R::failure(steps.error());
    RunRepository runs(db);
    QString text = RunReport::csvComments();
    QTextStream s(&text, QIODevice::Append);
    s << "# sweep " << sweepId << ": one row per request of every judged step\n";
    s << (leadingColumns() + RunReport::csvColumns()).join(QLatin1Char(',')) << '\n';
    for (const SweepStep &step : *steps) {
        if (step.runId <= 0)
            continue;
        auto records = runs.requests(step.runId);
        if (!records)
            return R::failure(tr("step %1 (run %2): %3")
                                  .arg(step.index + 1)
                                  .arg(step.runId)
                                  .arg(records.error()));
        const QString lead =
            QStringList{QString::number(step.index + 1), QString::number(step.repeat),
                        step.confirm ? QStringLiteral("true") : QStringLiteral("false"),
                        CsvWriter::number(step.rateRps), QString::number(step.runId)}
                .join(QLatin1Char(','));
        for (const RequestRecord &r : *records)
            s << lead << ',' << RunReport::csvRow(r).join(QLatin1Char(',')) << '\n';
    }
    s.flush();
    return text.toUtf8();
}

} // namespace llmcap
