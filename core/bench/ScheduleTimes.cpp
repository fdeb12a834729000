#include "bench/ScheduleTimes.h"

#include <limits>

namespace llmcap {

void ScheduleTimes::push_back(qint64 ns)
{
    if (m_blocks.empty() || qsizetype(m_blocks.back().size()) >= kBlock) {
        Block b;
        b.base = ns;
        b.offsets.reserve(size_t(kBlock));
        m_blocks.push_back(std::move(b));
    }
    Block &b = m_blocks.back();
    ++m_size;
    if (b.whole.empty()) {
        const qint64 offset = ns - b.base;
        if (offset >= 0 && offset <= qint64(std::numeric_limits<quint32>::max())) {
            b.offsets.push_back(quint32(offset));
            return;
        }
        b.whole.reserve(size_t(kBlock));
        for (const quint32 o : b.offsets)
            b.whole.push_back(b.base + qint64(o));
        std::vector<quint32>().swap(b.offsets);
    }
    b.whole.push_back(ns);
}

void ScheduleTimes::pop_back()
{
    if (m_blocks.empty())
        return;
    Block &b = m_blocks.back();
    if (b.whole.empty())
        b.offsets.pop_back();
    else
        b.whole.pop_back();
    --m_size;
    if (b.size() == 0)
        m_blocks.pop_back();
}

qint64 ScheduleTimes::operator[](size_t index) const
{
    const Block &b = m_blocks[index / size_t(kBlock)];
    const size_t k = index % size_t(kBlock);
    return b.whole.empty() ? b.base + qint64(b.offsets[k]) : b.whole[k];
}

qint64 ScheduleTimes::bytes() const
{
    qint64 n = qint64(m_blocks.capacity() * sizeof(Block));
    for (const Block &b : m_blocks)
        n += qint64(b.offsets.capacity() * sizeof(quint32) + b.whole.capacity() * sizeof(qint64));
    return n;
}

} // namespace llmcap
