#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace llmcap {

// Storage formats of weights and of the KV cache, and their bytes per element
// (domain reference section 5).
enum class WeightPrecision { BF16, FP16, FP8, INT8, INT4, NVFP4 };
enum class KvCacheDtype { BF16, FP16, FP8 };

namespace Precision {

// Bytes per parameter including group scales: INT4 with one 16-bit scale per 128 weights,
// NVFP4 with one 8-bit scale per 16 weights.
double bytesPerParam(WeightPrecision p);
double bytesPerElement(KvCacheDtype d);

QString name(WeightPrecision p); // "bf16", "fp8", ...
QString name(KvCacheDtype d);
std::optional<WeightPrecision> parseWeights(const QString &text);
std::optional<KvCacheDtype> parseKv(const QString &text); // "auto" means bf16
QStringList weightNames();
QStringList kvNames();

} // namespace Precision

} // namespace llmcap
