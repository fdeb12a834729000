// The YAML and JSON reader (StructuredFile) and the documents read through it: a workload, an
// SLO and a sizing request. The first byte picks the syntax and the reader.

#include "FuzzSupport.h"
#include "sizing/SizingRequest.h"
#include "slo/Slo.h"
#include "util/StructuredFile.h"
#include "workload/Workload.h"

#include <QJsonObject>

using namespace llmcap;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *bytes, std::size_t size)
{
    fuzz::quietQt();
    const fuzz::Input in(bytes, size);
    const QString origin = QStringLiteral("fuzz");
    const auto doc = (in.mode & 1) ? StructuredFile::parseJson(in.bytes(), origin)
                                   : StructuredFile::parseYaml(in.bytes(), origin);
    if (!doc.ok() || !doc->isObject())
        return 0;
    const QJsonObject object = doc->object();
    switch ((in.mode >> 1) % 3) {
    case 0:
        (void)Workload::fromJson(object, origin);
        break;
    case 1:
        (void)Slo::fromJson(object, origin);
        break;
    default:
        (void)SizingRequest::fromJson(object, origin);
        break;
    }
    return 0;
}
