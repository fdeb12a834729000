#include "footprint/GpuSpec.h"

#include "util/JsonReader.h"

namespace llmcap {

GpuSpec GpuSpec::fromJson(JsonReader &r)
{
    GpuSpec g;
    g.id = r.string("id");
    g.name = r.string("name", g.id);
    g.memoryGB = r.number("memory_gb", std::nullopt, 0.001, 100000);
    const qint64 mib =
        r.integer("runtime_memory_mib", qint64(g.memoryGB * 1e9 / (1 << 20)), 1, qint64(1) << 40);
    g.runtimeMemoryBytes = mib * (qint64(1) << 20);
    g.bandwidthTBps = r.number("bandwidth_tbps", std::nullopt, 0.000001, 10000);
    g.bf16Tflops = r.number("bf16_tflops", std::nullopt, 0.000001, 1e7);
    g.fp8Tflops = r.number("fp8_tflops", 0.0, 0.0, 1e7);
    g.interconnect = r.string("interconnect", QString());
    g.interconnectGBps = r.number("interconnect_gbps", 0.0, 0.0, 1e6);
    if (r.has("price")) {
        JsonReader price = r.child("price");
        g.price = GpuPrice::read(price);
        // A catalog price nobody can check is worse than none.
        if (g.price->source.isEmpty())
            price.addError("source", QStringLiteral("a catalog price names its public source"));
    }
    return g;
}

QJsonObject GpuSpec::toJson() const
{
    QJsonObject o{{QStringLiteral("id"), id},
                  {QStringLiteral("name"), name},
                  {QStringLiteral("memory_gb"), memoryGB},
                  {QStringLiteral("runtime_memory_mib"), runtimeMemoryBytes / (qint64(1) << 20)},
                  {QStringLiteral("bandwidth_tbps"), bandwidthTBps},
                  {QStringLiteral("bf16_tflops"), bf16Tflops},
                  {QStringLiteral("fp8_tflops"), fp8Tflops},
                  {QStringLiteral("interconnect"), interconnect},
                  {QStringLiteral("interconnect_gbps"), interconnectGBps}};
    if (price)
        o.insert(QStringLiteral("price"), price->toJson());
    return o;
}

} // namespace llmcap
