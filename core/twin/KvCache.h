#pragma once

#include <QCoreApplication>
#include <QString>

namespace llmcap {

class ServingConfig;

// The replica's KV cache as a client can know it (issue 34): the tokens it holds, where that
// came from, and whether it keeps blocks for reuse (prefix caching). A twin that knows the
// capacity runs out of KV as the replica does and preempts; one that does not has a cache that
// never binds.
struct KvCache
{
    Q_DECLARE_TR_FUNCTIONS(KvCache)

public:
    enum class Source {
        Unknown,      // nothing told it: the twin's KV never binds
        ServerBlocks, // the server's configuration: vLLM cache_config_info num_gpu_blocks x
                      // block_size
        ServerTokens, // the server's token count: SGLang max_total_num_tokens, TGI
                      // max_batch_total_tokens
        User,         // the serving configuration the user pinned for the run
    };

    qint64 tokens = 0;  // 0: unknown
    int blockSize = 16; // tokens per block (16, vLLM's default, when only tokens are known)
    Source source = Source::Unknown;
    // The server reports prefix caching on: a preempted request's computed blocks stay
    // reusable until evicted, so its recompute may skip them.
    bool prefixCaching = false;

    bool known() const { return tokens > 0 && source != Source::Unknown; }
    int blocks() const { return blockSize > 0 ? int(tokens / blockSize) : 0; }

    // From a run's recorded serving configuration: the server's answers (Source::Server) or the
    // user's pins, never values a preset derived (an estimate, not the replica).
    static KvCache fromServing(const ServingConfig &serving);
    // "19200 tokens (1200 blocks of 16, reported by the server)", "unknown (...)".
    QString text() const;
    static QString sourceKey(Source source); // "server_blocks", ... for JSON
    static Source sourceFromKey(const QString &key);
};

} // namespace llmcap
