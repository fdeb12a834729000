#pragma once

#include <QByteArray>
#include <QStringList>

namespace llmcap {

// RFC 4180 CSV: comma separated, CRLF line ends, fields quoted when they hold a comma, quote or
// line break. Numbers are written with a dot whatever the locale, so spreadsheets and scripts
// read them alike.
class CsvWriter
{
public:
    void addRow(const QStringList &cells);
    QByteArray data() const { return m_data; }

    static QString field(const QString &cell);
    static QString number(double value, int decimals = -1);

private:
    QByteArray m_data;
};

} // namespace llmcap
