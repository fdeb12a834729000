#pragma once

#include <QString>

namespace llmcap {

// Identity shared by both executables: sets the application and organisation names that
// QStandardPaths and QSettings derive their locations from.
namespace AppInfo {
void setUp();
QString version();
// For command-line tools that need a QGuiApplication (PDF rendering) but no display: chooses
// the offscreen platform unless QT_QPA_PLATFORM says otherwise, and silences the runtime-folder
// warning that platform prints when XDG_RUNTIME_DIR is unset. Call before the application.
void prepareHeadlessGui();
} // namespace AppInfo

} // namespace llmcap
