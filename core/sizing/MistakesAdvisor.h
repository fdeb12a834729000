#pragma once

#include "sizing/SizingField.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace llmcap {

class SizingRequest;

// The guide's "How to Be Less Wrong" mistakes, as they can be recognised in a sizing request.
enum class MistakeKind {
    InvalidAnswer,            // an answer the core cannot read back (SizingRequest::problems)
    UsersWithoutBehaviour,    // "We will have 400 users"
    AveragesWithoutTails,     // "Average latency is fine": p50 without p95/p99
    ClosedLoopTest,           // a closed-loop test hides overload
    WindowTooShort,           // too few samples for the percentile the SLO needs
    GpuUtilisationAsCapacity, // "GPU utilization is below 100%, so capacity is available"
    ExternalApiLatency,       // "The external API was fast"
    FitsOnOneNode,            // "The model fits on eight GPUs, so one node is enough"
    MultipliedSmallTest,      // "We tested with 30 users and multiplied the result"
    TracingToolForGpus,       // "Our tracing tool will tell us how many GPUs to buy"
    LogEverything,            // "We will log everything and investigate later"
    // Found by the plan, not in the request: the sweep it divides by measured something else,
    // or did not finish with a boundary.
    SweepDiffersFromRequest,
    SweepNotFinished
};

struct Mistake
{
    MistakeKind kind;
    QString id;          // stable, for exports: "users-without-behaviour"
    QString title;       // the guide's phrase, with the request's numbers
    QString explanation; // what is missing or wrong, and why it matters
    SizingSection section;
    QStringList fields;    // the field keys concerned
    QString workloadClass; // empty when not about one class
};

// Facts from outside the questionnaire that make more checks possible.
struct AdvisorContext
{
    int gpusPerReplica = 0;      // from the footprint (tensor x pipeline parallel), 0 = unknown
    int gpusPerNode = 0;         // 0 = unknown (eight is assumed)
    qint64 measuredRequests = 0; // requests in a measurement window (a sweep step), 0 = none
};

// Detects the mistakes in a request and explains each in the guide's words.
class MistakesAdvisor
{
    Q_DECLARE_TR_FUNCTIONS(MistakesAdvisor)

public:
    static QList<Mistake> check(const SizingRequest &request, const AdvisorContext &context = {});
    // Only the mistakes about one section (what the wizard shows next to that section).
    static QList<Mistake> check(const SizingRequest &request, SizingSection section,
                                const AdvisorContext &context = {});

    // A percentile p (0-100) needs at least 10 / (1 - p/100) samples (domain reference §1).
    static qint64 minimumSamples(double percentile);
    // The highest percentile n samples support (0 when fewer than 10).
    static double supportedPercentile(qint64 samples);
    static QString idOf(MistakeKind kind);
};

} // namespace llmcap
