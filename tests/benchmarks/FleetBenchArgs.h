#pragma once

#include "workload/Workload.h"

#include <QString>
#include <QStringList>

namespace llmcap::bench {

// The fleet benchmarks' options (bench_fleetsim in virtual time, bench_livefleet in real time):
// the fleet, its load and the drill timeline's start-up, parsed from "--name value" pairs.
struct FleetBenchArgs
{
    QString preset = QStringLiteral("llama-3.1-8b-h100");
    QString lb = QStringLiteral("least-outstanding");
    int replicas = 16;
    int input = 1000;
    int output = 250;
    double ratePerReplica = 6;
    double duration = 3600;
    double startup = 240;
    double speed = 1;
    bool drills = true;

    // The options both programs read, for checkArgs.
    static QStringList options()
    {
        return {QStringLiteral("--replicas N"),         QStringLiteral("--duration S"),
                QStringLiteral("--rate-per-replica R"), QStringLiteral("--preset NAME"),
                QStringLiteral("--lb STRATEGY"),        QStringLiteral("--input N"),
                QStringLiteral("--output N"),           QStringLiteral("--startup S")};
    }

    void parse(const QStringList &args)
    {
        for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
            const QString &k = args.at(i);
            const QString &v = args.at(i + 1);
            if (k == QLatin1String("--preset"))
                preset = v;
            else if (k == QLatin1String("--replicas"))
                replicas = v.toInt();
            else if (k == QLatin1String("--rate-per-replica"))
                ratePerReplica = v.toDouble();
            else if (k == QLatin1String("--duration"))
                duration = v.toDouble();
            else if (k == QLatin1String("--input"))
                input = v.toInt();
            else if (k == QLatin1String("--output"))
                output = v.toInt();
            else if (k == QLatin1String("--lb"))
                lb = v;
            else if (k == QLatin1String("--startup"))
                startup = v.toDouble();
            else if (k == QLatin1String("--speed"))
                speed = v.toDouble();
            else if (k == QLatin1String("--drills"))
                drills = v != QLatin1String("0");
        }
    }

    // Prompts uniform over input / 2 .. 3 input / 2, outputs likewise.
    Workload workload() const
    {
        Workload w = Workload::single(input, output);
        w.classes[0].inputTokens = TokenDistribution::uniform(input / 2, input * 3 / 2);
        w.classes[0].outputTokens = TokenDistribution::uniform(output / 2, output * 3 / 2);
        return w;
    }
};

} // namespace llmcap::bench
