#include "twin/KvCache.h"

#include "serving/ServingConfig.h"

namespace llmcap {

namespace {

// A value the replica's own answers or the user stated; a preset's is an estimate.
bool trusted(const ServingConfig &c, const QString &key)
{
    return c.isSet(key) && c.source(key) != ServingConfig::Source::Preset;
}

bool byUser(const ServingConfig &c, const QString &key)
{
    return c.source(key) == ServingConfig::Source::User;
}

} // namespace

KvCache KvCache::fromServing(const ServingConfig &serving)
{
    KvCache kv;
    const QString blocks = QStringLiteral("num_gpu_blocks"), size = QStringLiteral("block_size"),
                  tokens = QStringLiteral("kv_capacity_tokens");
    if (trusted(serving, blocks) && serving.integer(blocks) > 0) {
        kv.blockSize =
            int(trusted(serving, size) && serving.integer(size) > 0 ? serving.integer(size) : 16);
        kv.tokens = serving.integer(blocks) * kv.blockSize;
        kv.source = byUser(serving, blocks) ? Source::User : Source::ServerBlocks;
    } else if (trusted(serving, tokens) && serving.integer(tokens) > 0) {
        kv.tokens = serving.integer(tokens);
        kv.source = byUser(serving, tokens) ? Source::User : Source::ServerTokens;
    }
    const QString prefix = QStringLiteral("prefix_caching");
    kv.prefixCaching = trusted(serving, prefix) && serving.value(prefix).toBool();
    return kv;
}

QString KvCache::text() const
{
    switch (source) {
    case Source::ServerBlocks:
        return tr("%1 tokens (%2 blocks of %3, reported by the server)")
            .arg(tokens)
            .arg(blocks())
            .arg(blockSize);
    case Source::ServerTokens:
        return tr("%1 tokens (reported by the server)").arg(tokens);
    case Source::User:
        return tr("%1 tokens (from the pinned serving configuration)").arg(tokens);
    case Source::Unknown:
        break;
    }
    return tr("unknown (the twin's cache never binds)");
}

QString KvCache::sourceKey(Source source)
{
    switch (source) {
    case Source::ServerBlocks:
        return QStringLiteral("server_blocks");
    case Source::ServerTokens:
        return QStringLiteral("server_tokens");
    case Source::User:
        return QStringLiteral("user");
    case Source::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

KvCache::Source KvCache::sourceFromKey(const QString &key)
{
    for (const Source s : {Source::ServerBlocks, Source::ServerTokens, Source::User})
        if (key == sourceKey(s))
            return s;
    return Source::Unknown;
}

} // namespace llmcap
