#include "footprint/Precision.h"

namespace llmcap::Precision {

namespace {

struct WeightInfo
{
    WeightPrecision p;
    const char *name;
    double bytes;
};

constexpr WeightInfo kWeights[] = {
    {WeightPrecision::BF16, "bf16", 2.0},
    {WeightPrecision::FP16, "fp16", 2.0},
    {WeightPrecision::FP8, "fp8", 1.0},
    {WeightPrecision::INT8, "int8", 1.0},
    {WeightPrecision::INT4, "int4", 0.5 + 2.0 / 128.0},
    {WeightPrecision::NVFP4, "nvfp4", 0.5 + 1.0 / 16.0},
};

struct KvInfo
{
    KvCacheDtype d;
    const char *name;
    double bytes;
};

constexpr KvInfo kKv[] = {
    {KvCacheDtype::BF16, "bf16", 2.0},
    {KvCacheDtype::FP16, "fp16", 2.0},
    {KvCacheDtype::FP8, "fp8", 1.0},
};

} // namespace

double bytesPerParam(WeightPrecision p)
{
    for (const auto &w : kWeights)
        if (w.p == p)
            return w.bytes;
    return 2.0;
}

double bytesPerElement(KvCacheDtype d)
{
    for (const auto &k : kKv)
        if (k.d == d)
            return k.bytes;
    return 2.0;
}

QString name(WeightPrecision p)
{
    for (const auto &w : kWeights)
        if (w.p == p)
            return QLatin1String(w.name);
    return {};
}

QString name(KvCacheDtype d)
{
    for (const auto &k : kKv)
        if (k.d == d)
            return QLatin1String(k.name);
    return {};
}

std::optional<WeightPrecision> parseWeights(const QString &text)
{
    const QString t = text.trimmed().toLower();
    for (const auto &w : kWeights)
        if (t == QLatin1String(w.name))
            return w.p;
    if (t == QLatin1String("bfloat16"))
        return WeightPrecision::BF16;
    if (t == QLatin1String("float16") || t == QLatin1String("half"))
        return WeightPrecision::FP16;
    return std::nullopt;
}

std::optional<KvCacheDtype> parseKv(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("auto") || t == QLatin1String("bfloat16"))
        return KvCacheDtype::BF16;
    if (t == QLatin1String("fp8_e4m3") || t == QLatin1String("fp8_e5m2"))
        return KvCacheDtype::FP8;
    for (const auto &k : kKv)
        if (t == QLatin1String(k.name))
            return k.d;
    return std::nullopt;
}

QStringList weightNames()
{
    QStringList names;
    for (const auto &w : kWeights)
        names.append(QLatin1String(w.name));
    return names;
}

QStringList kvNames()
{
    QStringList names;
    for (const auto &k : kKv)
        names.append(QLatin1String(k.name));
    return names;
}

} // namespace llmcap::Precision
