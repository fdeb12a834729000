#pragma once

#include <QtGlobal>

namespace llmcap {

// Process resource limits a load generator depends on.
class ProcessLimits
{
public:
    // Raises the soft limit on open files to the hard limit (every stream is a socket; a
    // desktop default of 1024 makes libcurl fail with a misleading "Couldn't connect").
    // Returns the soft limit now in force, -1 when it cannot be read.
    static qint64 raiseOpenFileLimit();
    static qint64 openFileLimit();
};

} // namespace llmcap
