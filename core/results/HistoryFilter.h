#pragma once

#include "results/HistoryEntry.h"

#include <QDate>
#include <QString>

namespace llmcap {

// Which history entries to show: kind, status, project, a text that must occur in the model,
// endpoint or name (case-insensitive), and either the last N days or a date range (local
// dates, both ends included). Empty or zero fields do not filter.
struct HistoryFilter
{
    enum class Kinds { All, Runs, Sweeps };

    Kinds kinds = Kinds::All;
    QString statusKey;
    qint64 projectId = 0;
    QString text;
    int lastDays = 0; // wins over the date range when > 0
    QDate from;
    QDate to;
    bool hideSweepSteps = false; // runs that are steps of a sweep

    bool matches(const HistoryEntry &entry, const QDateTime &now) const;
    bool isEmpty() const;
};

} // namespace llmcap
