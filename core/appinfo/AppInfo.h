#pragma once

#include <QString>

namespace llmcap {

// Identity shared by both executables: sets the application and organisation names that
// QStandardPaths and QSettings derive their locations from.
namespace AppInfo {
void setUp();
QString version();
} // namespace AppInfo

} // namespace llmcap
