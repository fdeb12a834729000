// The Prometheus text-format parser, as a /metrics page arrives.

#include "FuzzSupport.h"
#include "servermetrics/PrometheusText.h"

using namespace llmcap;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    fuzz::quietQt();
    const PrometheusText text =
        PrometheusText::parse(QByteArray(reinterpret_cast<const char *>(bytes), qsizetype(size)));
    (void)text;
    return 0;
}
