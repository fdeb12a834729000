#pragma once

#include "records/RequestRecord.h"
#include "records/RunWindow.h"

#include <QHash>
#include <QString>

#include <vector>

namespace llmcap {

// Which records a run's measurement window holds. A request is measured when it is not a
// warm-up request and its scheduled time lies in the window; a call of a run (issue 18) when its
// run's first call's scheduled time does, so a run that started in the window is measured with
// all its calls, as RunSummary measures it whole, and the calls of a run that started before the
// window stay out. A call whose run's first call is not among the records (an interim count of
// one record) falls back to its own scheduled time.
//
//   const MeasuredRecords measured(records);
//   for (const RequestRecord &r : records)
//       if (measured.contains(r, window)) ...
class MeasuredRecords
{
public:
    MeasuredRecords() = default;
    explicit MeasuredRecords(const std::vector<RequestRecord> &records)
    {
        for (const RequestRecord &r : records)
            add(r);
    }
    explicit MeasuredRecords(const std::vector<const RequestRecord *> &records)
    {
        for (const RequestRecord *r : records)
            add(*r);
    }

    // The instant the window decides on.
    qint64 instantNs(const RequestRecord &r) const
    {
        if (r.runId.isEmpty() || r.callIndex <= 0)
            return r.scheduledNs;
        return m_runStartNs.value(r.runId, r.scheduledNs);
    }
    bool contains(const RequestRecord &r, const RunWindow &window) const
    {
        return !r.warmup && window.contains(instantNs(r));
    }
    // Whether instantNs(r) is final: not a later call of a run whose first call is unknown yet.
    bool knowsInstant(const RequestRecord &r) const
    {
        return r.runId.isEmpty() || r.callIndex <= 0 || m_runStartNs.contains(r.runId);
    }
    // Records as they come (a run in progress): a run's first call gives its start.
    void add(const RequestRecord &r)
    {
        if (!r.runId.isEmpty() && r.callIndex == 0)
            m_runStartNs.insert(r.runId, r.scheduledNs);
    }

private:
    QHash<QString, qint64> m_runStartNs; // run id -> its first call's scheduled time
};

} // namespace llmcap
