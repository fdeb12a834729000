#include "demand/EnvelopeGrouping.h"

#include "sizing/SizingRequest.h"

#include <QLocale>

#include <numeric>

namespace llmcap {

namespace {

bool latencyBound(const QString &execution)
{
    return execution.isEmpty() || execution == QLatin1String("interactive") ||
           execution == QLatin1String("agentic");
}

} // namespace

QString EnvelopeGrouping::difference(const SizingRequest &r, int a, int b)
{
    const SizingWorkloadClass &ca = r.classes().at(a);
    const SizingWorkloadClass &cb = r.classes().at(b);
    if (latencyBound(ca.execution) != latencyBound(cb.execution))
        return tr("\"%1\" is %2 and \"%3\" is %4: latency-bound and throughput-bound work need "
                  "separate envelopes and admission rules")
            .arg(ca.name, SizingField::executionLabel(ca.execution), cb.name,
                 SizingField::executionLabel(cb.execution));
    for (const char *key : {"input_tokens", "output_tokens"}) {
        const auto pa = r.percentiles(a, QLatin1String(key)).p95;
        const auto pb = r.percentiles(b, QLatin1String(key)).p95;
        if (!pa || !pb || *pa <= 0 || *pb <= 0)
            continue;
        const double ratio = std::max(*pa / *pb, *pb / *pa);
        if (ratio > kLengthRatio)
            return tr("p95 %1 of \"%2\" and \"%3\" differ %4-fold")
                .arg(SizingField::find(QLatin1String(key))->label().toLower(), ca.name, cb.name,
                     QLocale().toString(ratio, 'f', 1));
    }
    return {};
}

QList<Envelope> EnvelopeGrouping::group(const SizingRequest &r)
{
    const int n = int(r.classes().size());
    std::vector<int> parent(size_t(n), 0);
    std::iota(parent.begin(), parent.end(), 0);
    auto root = [&parent](int i) {
        while (parent[size_t(i)] != i)
            i = parent[size_t(i)];
        return i;
    };
    // Classes that do not differ a lot share an envelope (transitively).
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            if (difference(r, i, j).isEmpty())
                parent[size_t(root(j))] = root(i);

    QList<Envelope> envelopes;
    QList<int> roots;
    for (int i = 0; i < n; ++i) {
        const int ri = root(i);
        qsizetype e = roots.indexOf(ri);
        if (e < 0) {
            roots.append(ri);
            envelopes.append(Envelope{});
            e = envelopes.size() - 1;
        }
        envelopes[e].classes.append(i);
        envelopes[e].names.append(r.classes().at(i).name);
    }
    for (Envelope &e : envelopes) {
        e.id = e.names.join(QLatin1Char('+'));
        if (envelopes.size() > 1)
            for (const Envelope &other : envelopes)
                if (&other != &e) {
                    e.reason = difference(r, e.classes.first(), other.classes.first());
                    if (!e.reason.isEmpty())
                        break;
                }
    }
    return envelopes;
}

} // namespace llmcap
