// The server's request spans as read from an OTLP JSON trace file (ServerSpanReader: the
// collector's file exporter, one ExportTraceServiceRequest per line, or one document). The
// reader takes a path: the input is written to a file first.

#include "FuzzSupport.h"
#include "telemetry/ServerSpanReader.h"

#include <QFile>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <unistd.h>

using namespace llmcap;

namespace {

QString scratchPath()
{
    const QByteArray dir = qgetenv("TMPDIR").isEmpty() ? QByteArray("/tmp") : qgetenv("TMPDIR");
    return QString::fromLocal8Bit(dir) +
           QStringLiteral("/llmcap-fuzz-spans-%1.json").arg(qint64(::getpid()));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    fuzz::quietQt();
    static const QString path = scratchPath();
    static const QByteArray local = QFile::encodeName(path);
    std::FILE *file = std::fopen(local.constData(), "wb");
    if (!file)
        return 0;
    std::fwrite(bytes, 1, size, file);
    std::fclose(file);

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
