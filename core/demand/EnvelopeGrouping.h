#pragma once

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace llmcap {

class SizingRequest;

// A set of workload classes planned together, from one sustainable load measured with their mix.
struct Envelope
{
    QString id;         // class names joined with "+", e.g. "chat+agent"
    QList<int> classes; // indices into the request's classes
    QStringList names;
    QString reason; // why it stands apart from the others (empty for a single envelope)
};

// Groups workload classes into capacity envelopes. The sizing guide: "If the product has very
// different workload classes, benchmark the production mix or establish separate capacity
// envelopes and admission rules." Two classes differ a lot when one is latency-bound
// (interactive, agentic) and the other throughput-bound (asynchronous, batch), or when their p95
// input or output lengths differ by more than kLengthRatio.
class EnvelopeGrouping
{
    Q_DECLARE_TR_FUNCTIONS(EnvelopeGrouping)

public:
    static constexpr double kLengthRatio = 4.0;

    static QList<Envelope> group(const SizingRequest &request);
    // Empty when classes a and b can share an envelope, else the reason they cannot.
    static QString difference(const SizingRequest &request, int a, int b);
};

} // namespace llmcap
