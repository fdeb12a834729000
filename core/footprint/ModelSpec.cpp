#include "footprint/ModelSpec.h"

#include "util/JsonReader.h"

namespace llmcap {

ModelSpec ModelSpec::fromJson(JsonReader &r)
{
    ModelSpec m;
    m.id = r.string("id");
    m.name = r.string("name", m.id);
    m.hfId = r.string("hf_id", QString());
    m.layers = int(r.integer("layers", std::nullopt, 1, 10000));
    m.hiddenSize = int(r.integer("hidden_size", std::nullopt, 1, 1 << 20));
    m.intermediateSize = int(r.integer("intermediate_size", 0, 0, 1 << 22));
    m.attentionHeads = int(r.integer("attention_heads", std::nullopt, 1, 4096));
    m.kvHeads = int(r.integer("kv_heads", m.attentionHeads, 1, 4096));
    m.headDim = int(r.integer(
        "head_dim", m.attentionHeads > 0 ? m.hiddenSize / std::max(1, m.attentionHeads) : 0, 1,
        4096));
    m.vocabSize = int(r.integer("vocab_size", 0, 0, 1 << 24));
    m.maxContextTokens = r.integer("max_context", std::nullopt, 1, qint64(1) << 32);
    m.experts = int(r.integer("experts", 0, 0, 4096));
    m.expertsPerToken = int(r.integer("experts_per_token", 0, 0, 4096));
    m.mlaLatentDim = int(r.integer("mla_latent_dim", 0, 0, 65536));
    m.slidingWindow = int(r.integer("sliding_window", 0, 0, 1 << 24));
    m.slidingWindowLayers = int(r.integer("sliding_window_layers", 0, 0, 10000));
    m.paramsB = r.number("params_b",
                         m.layers > 0 ? std::optional<double>(m.estimateParamsB()) : std::nullopt,
                         0.0001, 100000);
    m.activeParamsB = r.number("active_params_b", m.paramsB, 0.0001, 100000);
    if (m.kvHeads > m.attentionHeads && m.attentionHeads > 0)
        r.addError("kv_heads", tr("cannot exceed attention_heads (%1)").arg(m.attentionHeads));
    if (m.slidingWindowLayers > m.layers)
        r.addError("sliding_window_layers", tr("cannot exceed layers (%1)").arg(m.layers));
    return m;
}

QJsonObject ModelSpec::toJson() const
{
    QJsonObject o{{QStringLiteral("id"), id},
                  {QStringLiteral("name"), name},
                  {QStringLiteral("layers"), layers},
                  {QStringLiteral("hidden_size"), hiddenSize},
                  {QStringLiteral("intermediate_size"), intermediateSize},
                  {QStringLiteral("attention_heads"), attentionHeads},
                  {QStringLiteral("kv_heads"), kvHeads},
                  {QStringLiteral("head_dim"), headDim},
                  {QStringLiteral("vocab_size"), vocabSize},
                  {QStringLiteral("max_context"), maxContextTokens},
                  {QStringLiteral("params_b"), paramsB},
                  {QStringLiteral("active_params_b"), activeParamsB}};
    if (!hfId.isEmpty())
        o.insert(QStringLiteral("hf_id"), hfId);
    if (experts > 0) {
        o.insert(QStringLiteral("experts"), experts);
        o.insert(QStringLiteral("experts_per_token"), expertsPerToken);
    }
    if (mlaLatentDim > 0)
        o.insert(QStringLiteral("mla_latent_dim"), mlaLatentDim);
    if (slidingWindow > 0) {
        o.insert(QStringLiteral("sliding_window"), slidingWindow);
        o.insert(QStringLiteral("sliding_window_layers"), slidingWindowLayers);
    }
    return o;
}

double ModelSpec::estimateParamsB(bool tiedEmbeddings) const
{
    const double h = hiddenSize;
    const double attention = h * attentionHeads * headDim            // q
                             + 2.0 * h * kvHeads * headDim           // k, v
                             + double(attentionHeads) * headDim * h; // o
    const double mlpOne = 3.0 * h * intermediateSize;                // gate, up, down (SwiGLU)
    const double mlp = isMoe() ? mlpOne * experts + h * experts      // experts + router
                               : mlpOne;
    const double embeddings = double(vocabSize) * h * (tiedEmbeddings ? 1.0 : 2.0);
    return (layers * (attention + mlp + 2.0 * h) + embeddings) / 1e9;
}

double ModelSpec::estimateActiveParamsB(bool tiedEmbeddings) const
{
    if (!isMoe())
        return estimateParamsB(tiedEmbeddings);
    ModelSpec dense = *this;
    dense.experts = 0;
    const double perExpertMlp = 3.0 * double(hiddenSize) * intermediateSize;
    return dense.estimateParamsB(tiedEmbeddings) +
           layers * perExpertMlp * (std::max(1, expertsPerToken) - 1) / 1e9;
}

Result<ModelSpec> ModelSpec::fromHuggingFaceConfig(const QJsonObject &config, const QString &id)
{
    auto intOf = [&](std::initializer_list<const char *> keys, int fallback) {
        for (const char *k : keys) {
            const QJsonValue v = config.value(QLatin1String(k));
            if (v.isDouble())
                return v.toInt();
        }
        return fallback;
    };
    // Multimodal configs nest the language model under text_config.
    if (config.value(QLatin1String("text_config")).isObject() &&
        !config.contains(QLatin1String("num_hidden_layers")))
        return fromHuggingFaceConfig(config.value(QLatin1String("text_config")).toObject(), id);

    ModelSpec m;
    m.id = id;
    m.name = id;
    m.layers = intOf({"num_hidden_layers", "n_layer", "num_layers"}, 0);
    m.hiddenSize = intOf({"hidden_size", "n_embd", "d_model"}, 0);
    m.intermediateSize = intOf({"intermediate_size", "moe_intermediate_size", "ffn_dim"}, 0);
    m.attentionHeads = intOf({"num_attention_heads", "n_head"}, 0);
    m.kvHeads = intOf({"num_key_value_heads", "num_kv_heads"}, m.attentionHeads);
    m.headDim = intOf({"head_dim"}, m.attentionHeads > 0 ? m.hiddenSize / m.attentionHeads : 0);
    m.vocabSize = intOf({"vocab_size"}, 0);
    m.maxContextTokens = intOf({"max_position_embeddings", "n_positions", "max_seq_len"}, 0);
    m.experts = intOf({"num_local_experts", "n_routed_experts", "num_experts"}, 0);
    m.expertsPerToken = intOf({"num_experts_per_tok", "num_experts_per_token"}, 0);
    const int kvLoraRank = intOf({"kv_lora_rank"}, 0);
    if (kvLoraRank > 0) {
        m.mlaLatentDim = kvLoraRank + intOf({"qk_rope_head_dim"}, 0);
        m.headDim = intOf({"v_head_dim"}, m.headDim);
    }
    if (m.experts > 0 && config.contains(QLatin1String("moe_intermediate_size")))
        m.intermediateSize = intOf({"moe_intermediate_size"}, m.intermediateSize);
    const int window = intOf({"sliding_window"}, 0);
    const QJsonArray layerTypes = config.value(QLatin1String("layer_types")).toArray();
    if (window > 0 && !layerTypes.isEmpty()) {
        m.slidingWindow = window;
        for (const QJsonValue &t : layerTypes)
            if (t.toString() == QLatin1String("sliding_attention"))
                ++m.slidingWindowLayers;
    }
    const bool tied = config.value(QLatin1String("tie_word_embeddings")).toBool(false);

    if (const QString problem = m.validate(); !problem.isEmpty())
        return Result<ModelSpec>::failure(
            tr("%1 is not a usable model config: %2").arg(id, problem));
    m.paramsB = m.estimateParamsB(tied);
    m.activeParamsB = m.estimateActiveParamsB(tied);
    return m;
}

QString ModelSpec::validate() const
{
    QStringList missing;
    if (layers <= 0)
        missing << QStringLiteral("num_hidden_layers");
    if (hiddenSize <= 0)
        missing << QStringLiteral("hidden_size");
    if (attentionHeads <= 0)
        missing << QStringLiteral("num_attention_heads");
    if (maxContextTokens <= 0)
        missing << QStringLiteral("max_position_embeddings");
    if (!missing.isEmpty())
        return tr("missing or invalid %1").arg(missing.join(QLatin1String(", ")));
    if (kvHeads <= 0 || kvHeads > attentionHeads)
        return tr("num_key_value_heads must be between 1 and num_attention_heads");
    return {};
}

} // namespace llmcap
