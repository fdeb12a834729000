#pragma once

#include "footprint/GpuPrice.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace llmcap {

class JsonReader;

// An accelerator as the footprint and the simulator's roofline need it.
struct GpuSpec
{
    QString id;
    QString name;
    double memoryGB = 0;           // nominal, as sold
    qint64 runtimeMemoryBytes = 0; // what the runtime reports as total; used for sizing
    double bandwidthTBps = 0;      // HBM/GDDR bandwidth, TB/s
    double bf16Tflops = 0;         // dense
    double fp8Tflops = 0;          // dense; 0 when the GPU has no FP8
    QString interconnect;          // e.g. "NVLink 4"
    double interconnectGBps = 0;   // per GPU, GB/s
    // The catalog's price per GPU-hour, only where a public source is named; a project's
    // deployment may override it (PlanCost).
    std::optional<GpuPrice> price;

    static GpuSpec fromJson(JsonReader &reader);
    QJsonObject toJson() const;
};

} // namespace llmcap
