#pragma once

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace llmcap {

// Decides the unit of Langfuse's latency and time_to_first_token: seconds for integrations
// created on or after 2026-04-01, milliseconds before (langfuse-docs, "Export to blob
// storage"). The file does not say which, so the data does: each value is compared with the
// same interval from the record's timestamps (end_time - start_time, completion_start_time -
// start_time); without timestamps the magnitudes decide (an LLM call's median latency above a
// minute reads as milliseconds).
class LatencyUnitDetector
{
    Q_DECLARE_TR_FUNCTIONS(LatencyUnitDetector)

public:
    enum class Unit { None, Seconds, Milliseconds };

    // Comparisons wanted before deciding.
    static constexpr int kEnough = 2000;

    // value: the field as written; timestampsS: the interval from the timestamps in seconds
    // (negative when the record has none). generation: the record is an LLM call.
    void addLatency(double value, double timestampsS, bool generation);
    void addTtft(double value, double timestampsS);

    int comparisons() const { return m_comparisons; }
    bool enough() const { return m_comparisons >= kEnough; }

    // The unit and one line saying why.
    Unit decide(QString *reason) const;

private:
    void compare(double value, double timestampsS);

    int m_comparisons = 0;
    int m_secondsVotes = 0;
    int m_millisecondsVotes = 0;
    std::vector<double> m_latencies; // of LLM calls when there are any, else of all records
    std::vector<double> m_ttfts;
    bool m_latenciesAreGenerations = false;
};

} // namespace llmcap
