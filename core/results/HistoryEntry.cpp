#include "results/HistoryEntry.h"

#include "results/PeerMetricMap.h"

namespace llmcap {

QString HistoryEntry::kindLabel() const
{
    if (kind == Kind::Sweep)
        return tr("sweep");
    return isExternal() ? tr("imported run") : tr("run");
}

QString HistoryEntry::toolLabel() const
{
    return isExternal() ? PeerMetricMap::toolLabel(externalTool) : QStringLiteral("llmcap");
}

QString HistoryEntry::statusLabel(const QString &statusKey)
{
    if (statusKey == QLatin1String("running"))
        return tr("running");
    if (statusKey == QLatin1String("completed"))
        return tr("completed");
    if (statusKey == QLatin1String("interrupted"))
        return tr("interrupted");
    if (statusKey == QLatin1String("stopped"))
        return tr("stopped");
    if (statusKey == QLatin1String("failed"))
        return tr("failed");
    return statusKey;
}

QString HistoryEntry::statusLabel() const
{
    // A run that completed but that llmcap judged invalid (client-limited, nothing succeeded)
    // must not read like a measurement.
    if (kind == Kind::Run && !isExternal() && statusKey == QLatin1String("completed") &&
        judgedInvalid)
        return tr("completed, INVALID");
    return statusLabel(statusKey);
}

QString HistoryEntry::title() const
{
    if (kind == Kind::Sweep)
        return name.isEmpty() ? tr("sweep %1").arg(id) : tr("sweep %1: %2").arg(id).arg(name);
    if (sweepId)
        return tr("run %1 (sweep %2, step %3)").arg(id).arg(*sweepId).arg(stepIndex + 1);
    if (isExternal())
        return tr("run %1: %2 (imported)").arg(id).arg(name.isEmpty() ? toolLabel() : name);
    return name.isEmpty() ? tr("run %1").arg(id) : tr("run %1: %2").arg(id).arg(name);
}

QString HistoryEntry::searchText() const
{
    QStringList parts{title(), name, model, endpoint, projectName};
    if (isExternal())
        parts.append(toolLabel());
    return parts.join(QLatin1Char(' '));
}

} // namespace llmcap
