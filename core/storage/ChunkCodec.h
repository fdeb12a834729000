#pragma once

#include "records/RequestRecord.h"

#include <QByteArray>

#include <vector>

namespace llmcap {

// Compact storage of a request's output chunks (one BLOB per request, not a row per chunk):
// a version byte, then per chunk the time since the previous one (the first: since the
// scheduled send time) in nanoseconds as a zigzag LEB128 varint and its token count as a
// varint. About five bytes per chunk.
class ChunkCodec
{
public:
    static QByteArray encode(const std::vector<OutputChunk> &chunks, qint64 scheduledNs);
    // False when the blob is damaged (chunks then holds what could be read).
    static bool decode(const QByteArray &blob, qint64 scheduledNs,
                       std::vector<OutputChunk> *chunks);
};

} // namespace llmcap
