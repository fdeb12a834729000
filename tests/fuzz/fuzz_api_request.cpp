// The simulated server's request parser: chat and completion bodies, and /tokenize.

#include "FuzzSupport.h"
#include "simserver/ApiRequest.h"

using namespace llmcap;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    fuzz::quietQt();
    const fuzz::Input in(bytes, size);
    switch (in.mode % 3) {
    case 0:
        (void)ApiRequestParser::parseGeneration(ApiKind::Chat, in.bytes(), 16);
        break;
    case 1:
        (void)ApiRequestParser::parseGeneration(ApiKind::Completion, in.bytes(), 16);
        break;
    default:
        (void)ApiRequestParser::parseTokenize(in.bytes());
        break;
    }
    return 0;
}
