#include "results/HistoryFilter.h"

namespace llmcap {

bool HistoryFilter::matches(const HistoryEntry &e, const QDateTime &now) const
{
    if (kinds == Kinds::Runs && e.kind != HistoryEntry::Kind::Run)
        return false;
    if (kinds == Kinds::Sweeps && e.kind != HistoryEntry::Kind::Sweep)
        return false;
    if (hideSweepSteps && e.sweepId)
        return false;
    if (!statusKey.isEmpty() && e.statusKey != statusKey)
        return false;
    if (projectId > 0 && e.projectId != projectId)
        return false;
    if (!text.trimmed().isEmpty() && !e.searchText().contains(text.trimmed(), Qt::CaseInsensitive))
        return false;
    const QDate day = e.startedAt.toLocalTime().date();
    if (lastDays > 0) {
        const QDate first = now.toLocalTime().date().addDays(-(lastDays - 1));
        return day >= first;
    }
    if (from.isValid() && day < from)
        return false;
    if (to.isValid() && day > to)
        return false;
    return true;
}

bool HistoryFilter::isEmpty() const
{
    return kinds == Kinds::All && statusKey.isEmpty() && projectId == 0 &&
           text.trimmed().isEmpty() && lastDays == 0 && !from.isValid() && !to.isValid() &&
           !hideSweepSteps;
}

} // namespace llmcap
