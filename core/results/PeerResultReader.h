#pragma once

#include "results/ExternalRun.h"
#include "util/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace llmcap {

// Reads a peer tool's benchmark result into ExternalRuns, naming every metric through
// PeerMetricMap. Recognised by shape, not by file name:
//  - vLLM `bench serve --save-result` JSON (an object with "completed" and "mean_*_ms" keys;
//    with --save-detailed its per-request arrays are summarised; generated_texts is never read;
//    --append-result files, one object per line, give one run per line);
//  - GuideLLM's report (benchmarks.json: a "benchmarks" array of objects with "metrics"), one
//    run per benchmark;
//  - AIPerf's profile_export_aiperf.json (metric objects with "unit", and "input_config") and
//    profile_export.jsonl (per-request records with "metadata" and "metrics"), summarised here.
// Anything else fails with one line naming the file and what was expected.
class PeerResultReader
{
    Q_DECLARE_TR_FUNCTIONS(PeerResultReader)

public:
    static Result<QList<ExternalRun>> readFile(const QString &path);
    // fileName names the source in errors and in ExternalRun::sourceFile.
    static Result<QList<ExternalRun>> read(const QByteArray &data, const QString &fileName);

    static QString expectedShape();
};

} // namespace llmcap
