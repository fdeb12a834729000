// The telemetry importers (Langfuse, OTLP, Mooncake, a generic JSONL or CSV log) through
// TelemetryImporter::run, which takes a path: the input is written to a file first. The first
// byte picks the format; the generic log maps the columns of the tests' request log.

#include "FuzzSupport.h"
#include "telemetry/Pseudonymizer.h"
#include "telemetry/TelemetryImporter.h"

#include <QCoreApplication>
#include <QDir>

using namespace llmcap;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    fuzz::quietQt();
    const fuzz::Input in(bytes, size);
    const QString path = fuzz::writeScratch("telemetry", in.data, in.size);
    if (path.isEmpty())
        return 0;

    TelemetryImportOptions options;
    switch (in.mode % 5) {
    case 0:
        options.format = TelemetryImportOptions::Format::Langfuse;
        break;
    case 1:
        options.format = TelemetryImportOptions::Format::Otlp;
        break;
    case 2:
        options.format = TelemetryImportOptions::Format::Mooncake;
        break;
    default:
        options.format = (in.mode % 5 == 3) ? TelemetryImportOptions::Format::Jsonl
                                            : TelemetryImportOptions::Format::Csv;
        options.mapping = {{QStringLiteral("timestamp"), QStringLiteral("when")},
                           {QStringLiteral("model"), QStringLiteral("model_name")},
                           {QStringLiteral("input_tokens"), QStringLiteral("prompt_tokens")},
                           {QStringLiteral("output_tokens"), QStringLiteral("completion_tokens")},
                           {QStringLiteral("duration"), QStringLiteral("latency_ms")},
                           {QStringLiteral("ttft"), QStringLiteral("ttft_ms")},
                           {QStringLiteral("status"), QStringLiteral("http_status")},
                           {QStringLiteral("user"), QStringLiteral("customer")}};
        break;
    }
    static const Pseudonymizer pseudonymizer(QByteArray(32, 'k'));
    qint64 records = 0;
    (void)TelemetryImporter::run(path, options, pseudonymizer, [&records](const TelemetryRecord &) {
        ++records;
        return Status();
    });
    return 0;
}
