#pragma once

#include <QtGlobal>

#include <unordered_map>
#include <vector>

namespace llmcap {

// The KV cache of one replica as vLLM manages it: fixed-size blocks with reference counts, a
// free queue in least-recently-freed order, and a prefix cache mapping block-content hashes
// to blocks. A freed block keeps its hash (and stays findable) until it is reused.
class KvBlockPool
{
public:
    KvBlockPool(int blocks, bool prefixCaching);

    int totalBlocks() const { return int(m_refs.size()); }
    int freeBlocks() const { return m_freeCount; }
    int usedBlocks() const { return totalBlocks() - m_freeCount; }
    bool prefixCaching() const { return m_prefixCaching; }

    // The cached block holding content hash, or -1.
    int lookup(quint64 hash) const;
    bool isFree(int block) const { return m_refs[size_t(block)] == 0; }

    // Takes the least recently freed block (forgetting the content it cached); -1 when none.
    int allocate();
    // Adds a reference to a cached block (a prefix-cache hit), taking it off the free queue.
    void acquire(int block);
    // Drops a reference; at zero the block joins the end of the free queue.
    void release(int block);
    // Makes block findable under hash, unless another block already caches that content.
    void registerHash(int block, quint64 hash);

private:
    void unlinkFree(int block);
    void appendFree(int block);

    static constexpr quint64 kNoHash = 0;
    bool m_prefixCaching;
    std::vector<int> m_refs;
    std::vector<quint64> m_hash;
    std::vector<int> m_prev, m_next; // free queue links, -1 at the ends
    int m_head = -1, m_tail = -1, m_freeCount = 0;
    std::unordered_map<quint64, int> m_cached;
};

} // namespace llmcap
