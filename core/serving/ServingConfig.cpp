#include "serving/ServingConfig.h"

#include <QJsonValue>

namespace llmcap {

namespace {

using G = ServingConfig::Group;
using T = ServingConfig::Type;

QString sourceName(ServingConfig::Source s)
{
    switch (s) {
    case ServingConfig::Source::Server:
        return QStringLiteral("server");
    case ServingConfig::Source::Preset:
        return QStringLiteral("preset");
    case ServingConfig::Source::User:
        break;
    }
    return QStringLiteral("user");
}

ServingConfig::Source parseSource(const QString &s)
{
    if (s == QLatin1String("server"))
        return ServingConfig::Source::Server;
    if (s == QLatin1String("preset"))
        return ServingConfig::Source::Preset;
    return ServingConfig::Source::User;
}

} // namespace

const QList<ServingConfig::Field> &ServingConfig::fields()
{
    static const QList<Field> all = {
        {"model", G::Model, T::Text, true},
        {"model_revision", G::Model, T::Text, true},
        {"tokenizer", G::Model, T::Text, true},
        {"tokenizer_revision", G::Model, T::Text, false},
        {"weight_precision", G::Model, T::Text, true},
        {"max_model_len", G::Model, T::Integer, true},
        {"tensor_parallel", G::Parallelism, T::Integer, true},
        {"pipeline_parallel", G::Parallelism, T::Integer, false},
        {"expert_parallel", G::Parallelism, T::Integer, false},
        {"data_parallel", G::Parallelism, T::Integer, false},
        {"chat_template", G::Generation, T::Text, false},
        {"reasoning", G::Generation, T::Text, false},
        {"speculative_decoding", G::Generation, T::Text, false},
        {"runtime", G::Runtime, T::Text, true},
        {"runtime_version", G::Runtime, T::Text, true},
        {"max_num_seqs", G::Runtime, T::Integer, false},
        {"max_num_batched_tokens", G::Runtime, T::Integer, false},
        {"block_size", G::Runtime, T::Integer, false},
        {"num_gpu_blocks", G::Runtime, T::Integer, false},
        {"kv_capacity_tokens", G::Runtime, T::Integer, false},
        {"gpu_memory_utilization", G::Runtime, T::Real, false},
        {"kv_cache_dtype", G::Runtime, T::Text, false},
        {"prefix_caching", G::Runtime, T::Boolean, false},
        {"chunked_prefill", G::Runtime, T::Boolean, false},
        {"gpu_type", G::Hardware, T::Text, true},
        {"gpu_count", G::Hardware, T::Integer, true},
        {"interconnect", G::Hardware, T::Text, false},
        {"cpu", G::Hardware, T::Text, false},
        {"host_memory", G::Hardware, T::Text, false},
        {"software_stack", G::Hardware, T::Text, false},
    };
    return all;
}

QString ServingConfig::Field::label() const
{
    static const QMap<QString, const char *> labels = {
        {QStringLiteral("model"), QT_TRANSLATE_NOOP("ServingConfig", "Model checkpoint")},
        {QStringLiteral("model_revision"), QT_TRANSLATE_NOOP("ServingConfig", "Model revision")},
        {QStringLiteral("tokenizer"), QT_TRANSLATE_NOOP("ServingConfig", "Tokenizer")},
        {QStringLiteral("tokenizer_revision"),
         QT_TRANSLATE_NOOP("ServingConfig", "Tokenizer revision")},
        {QStringLiteral("weight_precision"),
         QT_TRANSLATE_NOOP("ServingConfig", "Precision / quantization")},
        {QStringLiteral("max_model_len"),
         QT_TRANSLATE_NOOP("ServingConfig", "Maximum context length")},
        {QStringLiteral("tensor_parallel"),
         QT_TRANSLATE_NOOP("ServingConfig", "Tensor parallelism")},
        {QStringLiteral("pipeline_parallel"),
         QT_TRANSLATE_NOOP("ServingConfig", "Pipeline parallelism")},
        {QStringLiteral("expert_parallel"),
         QT_TRANSLATE_NOOP("ServingConfig", "Expert parallelism")},
        {QStringLiteral("data_parallel"), QT_TRANSLATE_NOOP("ServingConfig", "Data parallelism")},
        {QStringLiteral("chat_template"), QT_TRANSLATE_NOOP("ServingConfig", "Chat template")},
        {QStringLiteral("reasoning"), QT_TRANSLATE_NOOP("ServingConfig", "Reasoning settings")},
        {QStringLiteral("speculative_decoding"),
         QT_TRANSLATE_NOOP("ServingConfig", "Speculative decoding")},
        {QStringLiteral("runtime"), QT_TRANSLATE_NOOP("ServingConfig", "Inference runtime")},
        {QStringLiteral("runtime_version"), QT_TRANSLATE_NOOP("ServingConfig", "Runtime version")},
        {QStringLiteral("max_num_seqs"),
         QT_TRANSLATE_NOOP("ServingConfig", "Max running sequences")},
        {QStringLiteral("max_num_batched_tokens"),
         QT_TRANSLATE_NOOP("ServingConfig", "Max batched tokens per step")},
        {QStringLiteral("block_size"), QT_TRANSLATE_NOOP("ServingConfig", "KV block size")},
        {QStringLiteral("num_gpu_blocks"), QT_TRANSLATE_NOOP("ServingConfig", "KV blocks")},
        {QStringLiteral("kv_capacity_tokens"),
         QT_TRANSLATE_NOOP("ServingConfig", "KV cache capacity (tokens)")},
        {QStringLiteral("gpu_memory_utilization"),
         QT_TRANSLATE_NOOP("ServingConfig", "GPU memory utilization")},
        {QStringLiteral("kv_cache_dtype"),
         QT_TRANSLATE_NOOP("ServingConfig", "KV-cache data type")},
        {QStringLiteral("prefix_caching"), QT_TRANSLATE_NOOP("ServingConfig", "Prefix caching")},
        {QStringLiteral("chunked_prefill"), QT_TRANSLATE_NOOP("ServingConfig", "Chunked prefill")},
        {QStringLiteral("gpu_type"), QT_TRANSLATE_NOOP("ServingConfig", "GPU type")},
        {QStringLiteral("gpu_count"), QT_TRANSLATE_NOOP("ServingConfig", "GPU count")},
        {QStringLiteral("interconnect"), QT_TRANSLATE_NOOP("ServingConfig", "Interconnect")},
        {QStringLiteral("cpu"), QT_TRANSLATE_NOOP("ServingConfig", "CPU")},
        {QStringLiteral("host_memory"), QT_TRANSLATE_NOOP("ServingConfig", "Host memory")},
        {QStringLiteral("software_stack"),
         QT_TRANSLATE_NOOP("ServingConfig", "Driver and software stack")},
    };
    return QCoreApplication::translate("ServingConfig", labels.value(QLatin1String(key), key));
}

QString ServingConfig::Field::help() const
{
    return QCoreApplication::translate(
        "ServingConfig", "Changing any pinned setting can change memory use, TTFT, TPOT, "
                         "throughput or quality: benchmark again after a change.");
}

QString ServingConfig::groupLabel(Group group)
{
    switch (group) {
    case Group::Model:
        return tr("Model");
    case Group::Parallelism:
        return tr("Parallelism");
    case Group::Generation:
        return tr("Generation");
    case Group::Runtime:
        return tr("Runtime, scheduler and KV cache");
    case Group::Hardware:
        return tr("Hardware");
    }
    return {};
}

const ServingConfig::Field *ServingConfig::field(const QString &key)
{
    for (const Field &f : fields())
        if (key == QLatin1String(f.key))
            return &f;
    return nullptr;
}

bool ServingConfig::isSet(const QString &key) const
{
    return m_values.contains(key);
}

QVariant ServingConfig::value(const QString &key) const
{
    return m_values.value(key);
}

qint64 ServingConfig::integer(const QString &key, qint64 fallback) const
{
    return isSet(key) ? m_values.value(key).toLongLong() : fallback;
}

bool ServingConfig::set(const QString &key, const QVariant &value, Source source)
{
    QVariant v = value;
    if (const Field *f = field(key)) {
        bool ok = true;
        switch (f->type) {
        case Type::Text:
            v = value.toString().trimmed();
            ok = !v.toString().isEmpty();
            break;
        case Type::Integer:
            v = value.toLongLong(&ok);
            break;
        case Type::Real:
            v = value.toDouble(&ok);
            break;
        case Type::Boolean:
            ok = value.canConvert<bool>();
            v = value.toBool();
            break;
        }
        if (!ok)
            return false;
    } else if (!value.isValid()) {
        return false;
    }
    m_values.insert(key, v);
    m_sources.insert(key, source);
    return true;
}

void ServingConfig::unset(const QString &key)
{
    m_values.remove(key);
    m_sources.remove(key);
}

ServingConfig::Source ServingConfig::source(const QString &key) const
{
    return m_sources.value(key, Source::User);
}

void ServingConfig::fillFrom(const ServingConfig &other)
{
    for (auto it = other.m_values.begin(); it != other.m_values.end(); ++it)
        if (!isSet(it.key()))
            set(it.key(), it.value(), other.source(it.key()));
}

QStringList ServingConfig::missingRequired() const
{
    QStringList missing;
    for (const Field &f : fields())
        if (f.required && !isSet(QLatin1String(f.key)))
            missing.append(QLatin1String(f.key));
    return missing;
}

QJsonObject ServingConfig::toJson() const
{
    QJsonObject values;
    QJsonObject sources;
    for (auto it = m_values.begin(); it != m_values.end(); ++it) {
        values.insert(it.key(), QJsonValue::fromVariant(it.value()));
        sources.insert(it.key(), sourceName(source(it.key())));
    }
    return {{QStringLiteral("values"), values}, {QStringLiteral("sources"), sources}};
}

ServingConfig ServingConfig::fromJson(const QJsonObject &json)
{
    ServingConfig c;
    const QJsonObject values = json.value(QLatin1String("values")).toObject();
    const QJsonObject sources = json.value(QLatin1String("sources")).toObject();
    for (auto it = values.begin(); it != values.end(); ++it)
        c.set(it.key(), it.value().toVariant(), parseSource(sources.value(it.key()).toString()));
    return c;
}

QList<ServingConfig::Difference> ServingConfig::diff(const ServingConfig &a, const ServingConfig &b)
{
    QStringList keys;
    for (const Field &f : fields())
        keys.append(QLatin1String(f.key));
    for (const QString &k : a.m_values.keys() + b.m_values.keys())
        if (!keys.contains(k))
            keys.append(k);
    QList<Difference> differences;
    for (const QString &k : keys)
        if (a.value(k) != b.value(k))
            differences.append({k, a.value(k), b.value(k)});
    return differences;
}

} // namespace llmcap
