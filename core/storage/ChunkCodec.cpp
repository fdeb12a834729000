#include "storage/ChunkCodec.h"

namespace llmcap {

namespace {

constexpr char kVersion = 1;

void putVarint(QByteArray &out, quint64 v)
{
    while (v >= 0x80) {
        out.append(char((v & 0x7f) | 0x80));
        v >>= 7;
    }
    out.append(char(v));
}

bool getVarint(const QByteArray &in, qsizetype &pos, quint64 *v)
{
    quint64 result = 0;
    for (int shift = 0; shift < 64 && pos < in.size(); shift += 7) {
        const auto byte = quint8(in.at(pos++));
        result |= quint64(byte & 0x7f) << shift;
        if (!(byte & 0x80)) {
            *v = result;
            return true;
        }
    }
    return false;
}

quint64 zigzag(qint64 v)
{
    return (quint64(v) << 1) ^ quint64(v >> 63);
}

qint64 unzigzag(quint64 v)
{
    return qint64(v >> 1) ^ -qint64(v & 1);
}

} // namespace

QByteArray ChunkCodec::encode(const std::vector<OutputChunk> &chunks, qint64 scheduledNs)
{
    QByteArray out;
    out.reserve(qsizetype(1 + chunks.size() * 5));
    out.append(kVersion);
    qint64 previous = scheduledNs;
    for (const OutputChunk &c : chunks) {
        putVarint(out, zigzag(c.tNs - previous));
        putVarint(out, quint64(std::max(0, c.tokens)));
        previous = c.tNs;
    }
    return out;
}

bool ChunkCodec::decode(const QByteArray &blob, qint64 scheduledNs,
                        std::vector<OutputChunk> *chunks)
{
    chunks->clear();
    if (blob.isEmpty())
        return true;
    if (blob.at(0) != kVersion)
        return false;
    qsizetype pos = 1;
    qint64 previous = scheduledNs;
    while (pos < blob.size()) {
        quint64 delta = 0;
        quint64 tokens = 0;
        if (!getVarint(blob, pos, &delta) || !getVarint(blob, pos, &tokens))
            return false;
        previous += unzigzag(delta);
        chunks->push_back({previous, int(tokens)});
    }
    return true;
}

} // namespace llmcap
