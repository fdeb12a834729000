#include "export/ExportDates.h"

#include <cstdlib>

namespace llmcap {

QString ExportDates::stamp(const QDateTime &when)
{
    const QDateTime local = when.toLocalTime();
    const int offsetS = local.offsetFromUtc();
    QString zone = QStringLiteral("UTC");
    if (offsetS != 0) {
        const int minutes = std::abs(offsetS) / 60;
        zone += (offsetS < 0 ? QLatin1Char('-') : QLatin1Char('+')) +
                QStringLiteral("%1:%2")
                    .arg(minutes / 60, 2, 10, QLatin1Char('0'))
                    .arg(minutes % 60, 2, 10, QLatin1Char('0'));
    }
    return local.toString(QStringLiteral("yyyy-MM-dd HH:mm")) + QLatin1Char(' ') + zone;
}

} // namespace llmcap
