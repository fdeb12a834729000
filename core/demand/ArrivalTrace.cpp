#include "demand/ArrivalTrace.h"

#include "util/ProtectedFiles.h"

#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace llmcap {

namespace {

const QStringList kTimeColumns = {QStringLiteral("timestamp"), QStringLiteral("time"),
                                  QStringLiteral("arrival_time"), QStringLiteral("arrival")};

bool parseTime(const QString &text, double *seconds)
{
    bool ok = false;
    const double d = text.trimmed().toDouble(&ok);
    if (ok) {
        *seconds = d;
        return true;
    }
    const QDateTime t = QDateTime::fromString(text.trimmed(), Qt::ISODateWithMs);
    if (!t.isValid())
        return false;
    *seconds = double(t.toMSecsSinceEpoch()) / 1000.0;
    return true;
}

QStringList splitCsv(const QString &line)
{
    // Timestamps never need quoting; a quoted field is unquoted but not unescaped.
    QStringList cells = line.split(QLatin1Char(','));
    for (QString &c : cells) {
        c = c.trimmed();
        if (c.size() >= 2 && c.startsWith(QLatin1Char('"')) && c.endsWith(QLatin1Char('"')))
            c = c.mid(1, c.size() - 2);
    }
    return cells;
}

} // namespace

ArrivalTrace ArrivalTrace::fromSeconds(std::vector<double> seconds)
{
    ArrivalTrace t;
    t.m_seconds = std::move(seconds);
    std::sort(t.m_seconds.begin(), t.m_seconds.end());
    return t;
}

Result<ArrivalTrace> ArrivalTrace::load(const QString &path)
{
    if (const QString refused = ProtectedFiles::refusal(path); !refused.isEmpty())
        return Result<ArrivalTrace>::failure(refused);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Result<ArrivalTrace>::failure(tr("cannot read %1: %2").arg(path, f.errorString()));
    return parse(f.readAll(), path);
}

Result<ArrivalTrace> ArrivalTrace::parse(const QByteArray &text, const QString &origin)
{
    std::vector<double> seconds;
    int column = -1;
    int lineNo = 0;
    for (const QByteArray &raw : text.split('\n')) {
        ++lineNo;
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        double s = 0;
        if (line.startsWith(QLatin1Char('{'))) {
            const QJsonObject o = QJsonDocument::fromJson(raw).object();
            QJsonValue v;
            for (const QString &k : kTimeColumns)
                if (o.contains(k)) {
                    v = o.value(k);
                    break;
                }
            if (!(v.isDouble() ? (s = v.toDouble(), true) : parseTime(v.toString(), &s)))
                return Result<ArrivalTrace>::failure(
                    tr("%1:%2: no timestamp in this JSON line").arg(origin).arg(lineNo));
            seconds.push_back(s);
            continue;
        }
        const QStringList cells = splitCsv(line);
        if (column < 0) {
            // A header only on the first line; after JSON lines a plain line is column 0 (a
            // fuzzed trace mixing the two read cells.at(-1)).
            if (seconds.empty()) {
                for (int i = 0; i < cells.size(); ++i)
                    if (kTimeColumns.contains(cells.at(i).toLower()))
                        column = i;
                if (column >= 0)
                    continue; // the header line
            }
            column = 0;
        }
        if (column >= cells.size() || !parseTime(cells.at(column), &s))
            return Result<ArrivalTrace>::failure(
                // The line is not quoted: a file that is not a trace may hold anything.
                tr("%1:%2: no timestamp (seconds or ISO 8601) in this line")
                    .arg(origin)
                    .arg(lineNo));
        seconds.push_back(s);
    }
    if (seconds.size() < 2)
        return Result<ArrivalTrace>::failure(
            tr("%1: a trace needs at least two arrivals").arg(origin));
    return fromSeconds(std::move(seconds));
}

double ArrivalTrace::spanS() const
{
    return m_seconds.size() < 2 ? 0 : m_seconds.back() - m_seconds.front();
}

double ArrivalTrace::averageRps() const
{
    const double span = spanS();
    return span > 0 ? double(m_seconds.size() - 1) / span : 0;
}

double ArrivalTrace::peakRps(double windowS) const
{
    if (m_seconds.empty() || windowS <= 0)
        return 0;
    if (spanS() <= windowS)
        return averageRps();
    size_t first = 0;
    size_t most = 0;
    for (size_t last = 0; last < m_seconds.size(); ++last) {
        while (m_seconds[last] - m_seconds[first] >= windowS)
            ++first;
        most = std::max(most, last - first + 1);
    }
    return double(most) / windowS;
}

} // namespace llmcap
