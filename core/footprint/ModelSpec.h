#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace llmcap {

class JsonReader;

// The shape of a model, as far as memory and compute arithmetic need it.
struct ModelSpec
{
    Q_DECLARE_TR_FUNCTIONS(ModelSpec)

public:
    QString id;   // catalog id, e.g. "llama-3.1-8b"
    QString name; // display name
    QString hfId; // Hugging Face repository, when known
    int layers = 0;
    int hiddenSize = 0;
    int intermediateSize = 0;
    int attentionHeads = 0;
    int kvHeads = 0;
    int headDim = 0;
    int vocabSize = 0;
    qint64 maxContextTokens = 0;
    double paramsB = 0;       // total parameters, billions (MoE: all experts; all are resident)
    double activeParamsB = 0; // parameters used per token, billions
    int experts = 0;          // 0 for dense models
    int expertsPerToken = 0;
    int mlaLatentDim = 0;  // > 0 for multi-head latent attention (DeepSeek): one latent per layer
    int slidingWindow = 0; // tokens, for models with sliding-window layers
    int slidingWindowLayers = 0; // how many layers use the window

    bool isMoe() const { return experts > 1; }
    bool usesMla() const { return mlaLatentDim > 0; }

    // Reads the catalog format (resources/catalogs/models.json); errors go to reader.
    static ModelSpec fromJson(JsonReader &reader);
    QJsonObject toJson() const;

    // A custom model from a Hugging Face config.json. Parameters are estimated from the shapes
    // when the config does not state them.
    static Result<ModelSpec> fromHuggingFaceConfig(const QJsonObject &config, const QString &id);

    // Parameter count from the layer shapes (embeddings, attention, MLP or experts), billions.
    // Used when only a config is known; the catalog carries published counts.
    double estimateParamsB(bool tiedEmbeddings = false) const;
    double estimateActiveParamsB(bool tiedEmbeddings = false) const;

    // One line of problems, empty when the shape is usable.
    QString validate() const;
};

} // namespace llmcap
