#pragma once

#include "util/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace llmcap {

// Every file llmcap writes for a user (exports, reports, sizing files, --json results): written
// to a temporary file beside the target and renamed over it (QSaveFile), so a full disk or a
// crash leaves the old file or none, never half of one. Refuses the open project database's
// own files (ProtectedFiles).
class AtomicFile
{
    Q_DECLARE_TR_FUNCTIONS(AtomicFile)

public:
    // "cannot write PATH: reason" on failure.
    static Status write(const QString &path, const QByteArray &bytes);
};

} // namespace llmcap
