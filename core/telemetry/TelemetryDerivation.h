#pragma once

#include "telemetry/ShapeAnalysis.h"
#include "util/Result.h"
#include "workload/Trace.h"
#include "workload/Workload.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace llmcap {

class SizingRequest;
class TelemetryRepository;
struct TelemetryDataset;

struct TelemetryDeriveOptions
{
    QString classBy = QStringLiteral("name"); // name | model | attribute:KEY
    double targetRps = 0; // 0: keep the recorded rate; else resample whole runs to this rate
    double timeScale = 1; // run start times are multiplied by this (within a run, as recorded)
    quint64 seed = 1;
    qint64 maxEntries = 0; // trace entries at most: the busiest stretch of whole runs; 0: all
};

// The bridge from telemetry to the benchmark (issue 17, "Derive"): workload classes whose
// lengths keep the input/output correlation, a sanitised replay trace of whole runs, and the
// sizing request's workload-profile answers, each marked as measured.
//
// Classes are the runs' names (the root's name, else the first LLM call's), the calls' models,
// or an attribute of the call (else of the run's root). A class's lengths are about 1,000
// representative pairs that keep both marginals and their correlation (LengthPairSample).
//
// The trace holds whole runs: every LLM call with its timing, lengths, class, prefix group and
// run fields (RunTraceSampler). A target rate keeps or repeats whole runs; a limit on entries
// keeps the busiest stretch of whole runs that fits. A run's calls are never split into
// independent marginals (docs/telemetry-shape.md).
//
// Memory: one run's records at a time, one class index per run id, the trace's entries.
class TelemetryDerivation
{
    Q_DECLARE_TR_FUNCTIONS(TelemetryDerivation)

public:
    // What was measured for one class.
    struct ClassFigures
    {
        QString name;
        qint64 runs = 0;
        double callsPerRunMean = 0;
        bool agentic = false; // runs with tool calls or a median of 2 calls or more
        ShapeAnalysis shape;  // of this class's calls and runs only
    };

    Workload workload;
    Trace trace;
    QList<ClassFigures> classes; // in the workload's order
    QString datasetName;
    qint64 fromMs = 0;
    qint64 toMs = 0;
    qint64 skippedCalls = 0; // LLM calls without input tokens: not in the trace or the pairs
    QString note;            // how the trace was sampled

    static Result<TelemetryDerivation> derive(const TelemetryRepository &repo,
                                              const TelemetryDataset &dataset,
                                              const TelemetryDeriveOptions &options);
    Status writeWorkload(const QString &path) const; // YAML by extension, else JSON
    Status writeTrace(const QString &path) const;    // JSON Lines
    // Sets the workload-profile answers of each class (adding classes the request lacks) and
    // marks each as measured with the dataset's name, span and samples.
    void fillSizing(SizingRequest &request) const;

    static constexpr int kMaxClasses = 50; // further classes go to "other"
};

} // namespace llmcap
