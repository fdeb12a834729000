// The server's request spans as read from an OTLP JSON trace file (ServerSpanReader: the
// collector's file exporter, one ExportTraceServiceRequest per line, or one document). The
// reader takes a path: the input is written to a file first.

#include "FuzzSupport.h"
#include "telemetry/ServerSpanReader.h"

#include <cmath>
#include <cstdlib>

using namespace llmcap;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    fuzz::quietQt();
    const QString path = fuzz::writeScratch("spans", reinterpret_cast<const char *>(bytes), size);
    if (path.isEmpty())
        return 0;

    ServerSpanReader::Counts counts;
    qint64 seen = 0;
    (void)ServerSpanReader::read(
        path,
        [&seen](const ServerSpan &span) {
            // A request span always has a trace id; its durations are -1 or finite.
            if (span.traceId.isEmpty())
                std::abort();
            for (const double ms :
                 {span.queueMs, span.prefillMs, span.decodeMs, span.ttftMs, span.e2eMs})
                if (!std::isfinite(ms))
                    std::abort();
            ++seen;
        },
        &counts);
    if (counts.requestSpans != seen)
        std::abort();
    return 0;
}
