#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace llmcap {

// The arrival times of a representative trace, as far as the plan needs them: the average and
// the peak rate. Reads one arrival per line: a number of seconds, an ISO 8601 time, a CSV with
// a "timestamp" (or "time", "arrival_time") column, or JSON lines with a "timestamp" field.
// Nothing but the time is read; prompts in the file are never looked at.
class ArrivalTrace
{
    Q_DECLARE_TR_FUNCTIONS(ArrivalTrace)

public:
    static Result<ArrivalTrace> load(const QString &path);
    static Result<ArrivalTrace> parse(const QByteArray &text, const QString &origin);
    static ArrivalTrace fromSeconds(std::vector<double> seconds);

    qsizetype size() const { return qsizetype(m_seconds.size()); }
    double spanS() const;
    double averageRps() const;
    // The highest arrival rate in any window of windowS seconds.
    double peakRps(double windowS) const;

private:
    std::vector<double> m_seconds; // sorted
};

} // namespace llmcap
