#pragma once

#include "footprint/FootprintCalculator.h"
#include "sim/EngineConfig.h"
#include "sim/LengthDistribution.h"
#include "sim/StepTimeModel.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace llmcap {

class HardwareCatalog;
class JsonReader;

// One simulated replica: which model on which GPUs, its scheduler limits, the step-time
// coefficients and the output-length distribution. Presets are data
// (resources/catalogs/sim-presets.json); the KV capacity comes from the footprint arithmetic
// (domain.md §5) unless a preset pins kv_blocks.
struct SimPreset
{
    Q_DECLARE_TR_FUNCTIONS(SimPreset)

public:
    QString id;
    QString name;
    QString description;
    QString servedModelName; // the model id clients send and /v1/models lists
    FootprintInput hardware;
    Footprint footprint;
    EngineConfig engine;
    StepTimeParams stepTime;
    LengthDistribution outputTokens;

    // Builds a preset from its JSON form; errors (with field paths) go to reader. Model and GPU
    // are catalog ids or inline objects in the catalog format.
    static SimPreset fromJson(JsonReader &reader, const HardwareCatalog &hardware);
    // A summary for --json output and the GUI.
    QJsonObject describe() const;
};

} // namespace llmcap
