#pragma once

// The entry points of llmcap-cli's PDF module (libllmcap-pdf.so, built from cli/pdf/). Both
// sides are compiled from one tree by one compiler, so C++ types cross the boundary; the
// build stamp refuses a module left over from another build.

#include "appinfo/AppInfo.h"

#include <QByteArray>
#include <QString>

class QCoreApplication;

namespace llmcap {
class PdfRenderer;
}

extern "C" {
// The stamp of the build the module comes from; must equal llmcap::pdfmodule::stamp().
using LlmcapPdfStampFn = const char *(*)();
// Creates the application PDF painting needs (a QGuiApplication on the offscreen platform).
// Returns nullptr when Qt's offscreen platform plugin is missing, with *searched set to the
// plugin folders it looked in (the caller words the message, in the user's language).
using LlmcapPdfCreateApplicationFn = QCoreApplication *(*)(int *argc, char **argv,
                                                           QString *searched);
// A renderer; valid while the application lives. Owned by the caller.
using LlmcapPdfCreateRendererFn = llmcap::PdfRenderer *(*)();
}

namespace llmcap::pdfmodule {
inline constexpr const char *kStampSymbol = "llmcapPdfStamp";
inline constexpr const char *kCreateApplicationSymbol = "llmcapPdfCreateApplication";
inline constexpr const char *kCreateRendererSymbol = "llmcapPdfCreateRenderer";
// Raise when an entry point or PdfRenderer changes.
inline constexpr int kAbi = 1;

inline QByteArray stamp()
{
    return (AppInfo::version() + QLatin1String("/abi") + QString::number(kAbi)).toLatin1();
}
} // namespace llmcap::pdfmodule
