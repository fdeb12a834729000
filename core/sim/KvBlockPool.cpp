#include "sim/KvBlockPool.h"

namespace llmcap {

KvBlockPool::KvBlockPool(int blocks, bool prefixCaching)
    : m_prefixCaching(prefixCaching)
    , m_refs(size_t(std::max(blocks, 0)), 0)
    , m_hash(m_refs.size(), kNoHash)
    , m_prev(m_refs.size(), -1)
    , m_next(m_refs.size(), -1)
{
    for (int b = 0; b < int(m_refs.size()); ++b)
        appendFree(b);
    if (m_prefixCaching)
        m_cached.reserve(m_refs.size());
}

int KvBlockPool::lookup(quint64 hash) const
{
    if (!m_prefixCaching || hash == kNoHash)
        return -1;
    const auto it = m_cached.find(hash);
    return it == m_cached.end() ? -1 : it->second;
}

int KvBlockPool::allocate()
{
    const int block = m_head;
    if (block < 0)
        return -1;
    unlinkFree(block);
    if (m_hash[size_t(block)] != kNoHash) {
        m_cached.erase(m_hash[size_t(block)]);
        m_hash[size_t(block)] = kNoHash;
    }
    m_refs[size_t(block)] = 1;
    return block;
}

void KvBlockPool::acquire(int block)
{
    if (m_refs[size_t(block)]++ == 0)
        unlinkFree(block);
}

void KvBlockPool::release(int block)
{
    if (--m_refs[size_t(block)] == 0)
        appendFree(block);
}

void KvBlockPool::registerHash(int block, quint64 hash)
{
    if (!m_prefixCaching || hash == kNoHash || m_hash[size_t(block)] != kNoHash)
        return;
    if (m_cached.emplace(hash, block).second)
        m_hash[size_t(block)] = hash;
}

void KvBlockPool::unlinkFree(int block)
{
    const int p = m_prev[size_t(block)], n = m_next[size_t(block)];
    (p >= 0 ? m_next[size_t(p)] : m_head) = n;
    (n >= 0 ? m_prev[size_t(n)] : m_tail) = p;
    m_prev[size_t(block)] = m_next[size_t(block)] = -1;
    --m_freeCount;
}

void KvBlockPool::appendFree(int block)
{
    m_prev[size_t(block)] = m_tail;
    m_next[size_t(block)] = -1;
    (m_tail >= 0 ? m_next[size_t(m_tail)] : m_head) = block;
    m_tail = block;
    ++m_freeCount;
}

} // namespace llmcap
