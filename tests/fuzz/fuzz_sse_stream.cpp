// The SSE parser and the OpenAI chunk decoder, as a stream arrives: the input is cut into
// pieces (sizes from the first byte, so a line or a CRLF may straddle two reads) and every
// event is decoded, with and without its text.

#include "FuzzSupport.h"
#include "net/OpenAiChunk.h"
#include "net/SseParser.h"

using namespace llmcap;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    fuzz::quietQt();
    const fuzz::Input in(bytes, size);
    const std::size_t piece = (in.mode & 0x3f) + 1; // 1..64 bytes a read
    const bool wantText = in.mode & 0x40;
    SseParser parser;
    qint64 outputs = 0;
    auto onEvent = [&](const SseEvent &event) {
        const OpenAiChunk chunk = OpenAiChunk::parse(event.data, event.type, wantText);
        outputs += chunk.outputBearing ? 1 : 0;
        outputs += chunk.text.size() + chunk.errorMessage.size() + chunk.finishReason.size();
    };
    if (in.mode & 0x80) {
        parser.feed(in.data, in.size, onEvent);
    } else {
        for (std::size_t at = 0; at < in.size; at += piece)
            parser.feed(in.data + at, std::min(piece, in.size - at), onEvent);
    }
    parser.finish(onEvent);
    return outputs < 0 ? -1 : 0;
}
