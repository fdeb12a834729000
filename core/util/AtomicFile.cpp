#include "util/AtomicFile.h"

#include "util/ProtectedFiles.h"

#include <QDir>
#include <QSaveFile>

namespace llmcap {

Status AtomicFile::write(const QString &path, const QByteArray &bytes)
{
    if (const QString refused = ProtectedFiles::refusal(path); !refused.isEmpty())
        return Status::failure(refused);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return Status::failure(
            tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    return {};
}

} // namespace llmcap
