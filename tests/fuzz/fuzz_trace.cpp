// The trace readers: a workload trace (JSONL, also Mooncake's form) and an arrival trace.

#include "FuzzSupport.h"
#include "demand/ArrivalTrace.h"
#include "workload/Trace.h"

using namespace llmcap;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    fuzz::quietQt();
    const fuzz::Input in(bytes, size);
    const QString origin = QStringLiteral("fuzz");
    if (in.mode & 1)
        (void)ArrivalTrace::parse(in.bytes(), origin);
    else
        (void)Trace::parse(in.bytes(), origin);
    return 0;
}
