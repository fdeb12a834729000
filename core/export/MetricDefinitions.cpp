#include "export/MetricDefinitions.h"

namespace llmcap {

QList<MetricDefinitions::Definition> MetricDefinitions::all()
{
    return {
        {QStringLiteral("ttft"), tr("TTFT"),
         tr("Time to first token: the first chunk carrying generated output minus the scheduled "
            "send time.")},
        {QStringLiteral("itl"), tr("ITL"),
         tr("Inter-token latency: the gap between consecutive output chunks, divided evenly over "
            "the tokens each chunk carried.")},
        {QStringLiteral("tpot"), tr("TPOT"),
         tr("Time per output token: (E2E - TTFT) / (output tokens - 1), per request.")},
        {QStringLiteral("e2e"), tr("E2E"),
         tr("End-to-end latency: the last output chunk minus the scheduled send time.")},
        {QStringLiteral("queue"), tr("Queue time"),
         tr("Time a request waits before execution, from server metrics or timings.")},
        {QStringLiteral("attainment"), tr("SLO attainment"),
         tr("Good requests / all requests due in the measurement window; errors, timeouts and "
            "shed requests count as not good.")},
        {QStringLiteral("goodput"), tr("Goodput"),
         tr("Good requests per second over the measurement window: the load a replica sustains "
            "while meeting the SLO.")},
        {QStringLiteral("sustainable"), tr("Sustainable load"),
         tr("The highest offered load at which the required SLO attainment holds; plans divide "
            "by its lower confidence bound.")},
    };
}

} // namespace llmcap
