// The streaming JSON scanner: every value it reports is converted the ways callers convert it.

#include "FuzzSupport.h"
#include "net/JsonScanner.h"

using namespace llmcap;

namespace {

class Touch : public JsonScanner::Visitor
{
public:
    qint64 sum = 0;
    void value(const JsonScanner::Path &path, const JsonScanner::Value &value) override
    {
        sum += path.size + value.elements;
        sum += path.is({"choices", "delta", "content"}) ? 1 : 0;
        switch (value.kind) {
        case JsonScanner::Kind::Number:
            sum += value.toInt(0) & 1;
            sum += value.toDouble(0) > 0 ? 1 : 0;
            break;
        case JsonScanner::Kind::String:
            sum += value.toString().size();
            sum += value.toInt(0) & 1;
            sum += JsonScanner::unescape(value.raw).size();
            break;
        default:
            break;
        }
    }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    fuzz::quietQt();
    Touch touch;
    JsonScanner::scan(std::string_view(reinterpret_cast<const char *>(bytes), size), touch);
    return touch.sum < 0 ? -1 : 0;
}
