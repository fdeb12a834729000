#pragma once

#include <QtGlobal>

#include <vector>

namespace llmcap {

// A plan's arrival instants (nanoseconds from the run's start) in about 4 bytes each
// (issue 37: memory that stays flat over a run; 8-byte instants were the one part of a run's
// memory that still grew, 29 MB for an hour at 1,000 req/s). Blocks of kBlock arrivals keep a
// 64-bit base and 32-bit offsets from it; a block whose offsets do not fit (more than 4.29 s
// from its first arrival, or before it) keeps whole instants. Exact: every value reads back as
// pushed.
class ScheduleTimes
{
public:
    static constexpr qsizetype kBlock = 1024;

    void push_back(qint64 ns);
    void pop_back();
    qint64 operator[](size_t index) const;
    qint64 back() const { return (*this)[size() - 1]; }
    size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    // Bytes held by the instants (for the memory benchmark and its test).
    qint64 bytes() const;

private:
    struct Block
    {
        qint64 base = 0;
        std::vector<quint32> offsets; // while every offset fits
        std::vector<qint64> whole;    // else
        size_t size() const { return whole.empty() ? offsets.size() : whole.size(); }
    };
    std::vector<Block> m_blocks;
    size_t m_size = 0;
};

} // namespace llmcap
