#include "export/CsvWriter.h"

namespace llmcap {

QString CsvWriter::field(const QString &cell)
{
    if (!cell.contains(QLatin1Char(',')) && !cell.contains(QLatin1Char('"')) &&
        !cell.contains(QLatin1Char('\n')) && !cell.contains(QLatin1Char('\r')))
        return cell;
    QString escaped = cell;
    escaped.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

QString CsvWriter::number(double value, int decimals)
{
    return decimals < 0 ? QString::number(value, 'g', 10) : QString::number(value, 'f', decimals);
}

void CsvWriter::addRow(const QStringList &cells)
{
    QStringList escaped;
    for (const QString &c : cells)
        escaped.append(field(c));
    m_data += escaped.join(QLatin1Char(',')).toUtf8();
    m_data += "\r\n";
}

} // namespace llmcap
