#include "servermetrics/PrometheusText.h"

#include <QMap>

#include <algorithm>
#include <cmath>
#include <limits>

namespace llmcap {

namespace {

bool parseValue(const QByteArray &text, double *value)
{
    if (text == "+Inf" || text == "Inf") {
        *value = std::numeric_limits<double>::infinity();
        return true;
    }
    if (text == "-Inf") {
        *value = -std::numeric_limits<double>::infinity();
        return true;
    }
    if (text == "NaN") {
        *value = std::numeric_limits<double>::quiet_NaN();
        return true;
    }
    bool ok = false;
    *value = text.toDouble(&ok);
    return ok;
}

bool isNameChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == ':';
}

// Parses `name{a="x",b="y"} value [timestamp]`.
bool parseLine(const QByteArray &line, PrometheusSample *sample)
{
    qsizetype i = 0;
    const qsizetype n = line.size();
    while (i < n && isNameChar(line.at(i)))
        ++i;
    if (i == 0)
        return false;
    sample->name = QString::fromLatin1(line.left(i));
    if (i < n && line.at(i) == '{') {
        ++i;
        while (i < n && line.at(i) != '}') {
            while (i < n && (line.at(i) == ' ' || line.at(i) == ','))
                ++i;
            if (i < n && line.at(i) == '}')
                break;
            const qsizetype keyStart = i;
            while (i < n && isNameChar(line.at(i)))
                ++i;
            const QByteArray key = line.mid(keyStart, i - keyStart);
            if (key.isEmpty() || i + 1 >= n || line.at(i) != '=' || line.at(i + 1) != '"')
                return false;
            i += 2;
            QByteArray value;
            while (i < n && line.at(i) != '"') {
                if (line.at(i) == '\\' && i + 1 < n) {
                    ++i;
                    value.append(line.at(i) == 'n' ? '\n' : line.at(i));
                } else {
                    value.append(line.at(i));
                }
                ++i;
            }
            if (i >= n)
                return false;
            ++i; // closing quote
            sample->labels.append({QString::fromLatin1(key), QString::fromUtf8(value)});
        }
        if (i >= n)
            return false;
        ++i; // closing brace
    }
    const QList<QByteArray> rest = line.mid(i).simplified().split(' ');
    if (rest.isEmpty() || rest.first().isEmpty())
        return false;
    return parseValue(rest.first(), &sample->value);
}

} // namespace

QString PrometheusSample::label(const QString &key) const
{
    for (const auto &[k, v] : labels)
        if (k == key)
            return v;
    return {};
}

PrometheusHistogram PrometheusHistogram::minus(const PrometheusHistogram &earlier) const
{
    PrometheusHistogram d = *this;
    if (!earlier.isValid() || earlier.bounds != bounds)
        return d;
    for (size_t i = 0; i < cumulative.size(); ++i)
        d.cumulative[i] = std::max(0.0, cumulative[i] - earlier.cumulative[i]);
    d.sum = std::max(0.0, sum - earlier.sum);
    d.count = std::max(0.0, count - earlier.count);
    return d;
}

std::pair<double, double> PrometheusHistogram::bucketOf(double q) const
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    if (!isValid() || cumulative.back() <= 0)
        return {nan, nan};
    const double rank = std::clamp(q, 0.0, 1.0) * cumulative.back();
    for (size_t i = 0; i < bounds.size(); ++i)
        if (cumulative[i] >= rank && cumulative[i] > 0)
            return {i > 0 ? bounds[i - 1] : 0.0, bounds[i]};
    return {bounds.size() > 1 ? bounds[bounds.size() - 2] : 0.0,
            std::numeric_limits<double>::infinity()};
}

PrometheusText PrometheusText::parse(const QByteArray &text)
{
    PrometheusText out;
    for (const QByteArray &raw : text.split('\n')) {
        const QByteArray line = raw.trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        PrometheusSample sample;
        if (!parseLine(line, &sample)) {
            ++out.m_skipped;
            continue;
        }
        out.m_byName[sample.name].append(out.m_samples.size());
        out.m_samples.append(std::move(sample));
    }
    return out;
}

bool PrometheusText::has(const QString &name) const
{
    return m_byName.contains(name);
}

QList<const PrometheusSample *> PrometheusText::find(const QString &name) const
{
    QList<const PrometheusSample *> out;
    for (qsizetype i : m_byName.value(name))
        out.append(&m_samples.at(i));
    return out;
}

double PrometheusText::sum(const QString &name) const
{
    if (!has(name))
        return -1;
    double total = 0;
    for (const PrometheusSample *s : find(name))
        if (std::isfinite(s->value))
            total += s->value;
    return total;
}

double PrometheusText::max(const QString &name) const
{
    double best = -1;
    for (const PrometheusSample *s : find(name))
        if (std::isfinite(s->value))
            best = std::max(best, s->value);
    return best;
}

PrometheusHistogram PrometheusText::histogram(const QString &name) const
{
    PrometheusHistogram h;
    const QString bucketName = name + QLatin1String("_bucket");
    if (!has(bucketName))
        return h;
    QMap<double, double> byBound;
    for (const PrometheusSample *s : find(bucketName)) {
        double bound = 0;
        if (!parseValue(s->label(QStringLiteral("le")).toLatin1(), &bound))
            continue;
        byBound[bound] += s->value;
    }
    for (auto it = byBound.begin(); it != byBound.end(); ++it) {
        h.bounds.push_back(it.key());
        h.cumulative.push_back(it.value());
    }
    h.sum = std::max(0.0, sum(name + QLatin1String("_sum")));
    h.count = std::max(0.0, sum(name + QLatin1String("_count")));
    return h;
}

bool PrometheusText::hasPrefix(const QString &prefix) const
{
    for (auto it = m_byName.begin(); it != m_byName.end(); ++it)
        if (it.key().startsWith(prefix))
            return true;
    return false;
}

} // namespace llmcap
