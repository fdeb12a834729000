// The peer tools' result reader (PeerResultReader: vLLM bench serve JSON, GuideLLM reports,
// AIPerf JSON and JSONL) and the stored form of what it reads. The whole input is the file.

#include "FuzzSupport.h"
#include "results/PeerResultReader.h"

#include <QJsonDocument>

using namespace llmcap;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    fuzz::quietQt();
    const QByteArray data(reinterpret_cast<const char *>(bytes), qsizetype(size));
    const auto runs = PeerResultReader::read(data, QStringLiteral("fuzz.json"));
    if (!runs.ok())
        return 0;
    for (const ExternalRun &run : *runs) {
        const ExternalRun back =
            ExternalRun::fromStored(run.tool, run.configJson(), run.summaryJson());
        (void)QJsonDocument(back.summaryJson()).toJson();
    }
    return 0;
}
