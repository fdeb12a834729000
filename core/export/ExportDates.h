#pragma once

#include <QDateTime>
#include <QString>

namespace llmcap {

// How every export a person reads (the plan report and questionnaire, PDF and Markdown) writes
// a date, whichever front-end wrote it: ISO 8601 in local time with its offset from UTC,
// "2026-05-04 14:05 UTC+02:00", the same in any locale, so a report from the GUI and one from
// llmcap-cli on the same machine read alike. Machine-read exports (JSON) keep ISO in UTC.
class ExportDates
{
public:
    static QString stamp(const QDateTime &when);
    static QString now() { return stamp(QDateTime::currentDateTime()); }
};

} // namespace llmcap
