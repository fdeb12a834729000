#include "widgets/FileDialogs.h"

#include "util/ProtectedFiles.h"

#include <QDir>
#include <QFileIconProvider>
#include <QFileSystemModel>
#include <QMessageBox>
#include <QSortFilterProxyModel>

namespace llmcap {

namespace {

// Icons and type names from the file name only: QFileIconProvider's own guess the MIME type
// from the content, which opens the file.
class NameOnlyIconProvider : public QFileIconProvider
{
public:
    QIcon icon(const QFileInfo &info) const override
    {
        return QFileIconProvider::icon(info.isDir() ? QFileIconProvider::Folder
                                                    : QFileIconProvider::File);
    }
    QString type(const QFileInfo &info) const override
    {
        if (info.isDir())
            return FileDialogs::tr("Folder");
        const QString suffix = info.suffix();
        return suffix.isEmpty() ? FileDialogs::tr("File")
                                : FileDialogs::tr("%1 file").arg(suffix.toUpper());
    }
};

NameOnlyIconProvider &iconProvider()
{
    static NameOnlyIconProvider provider;
    return provider;
}

// Leaves out every file of a database this process holds.
class HideDatabaseFiles : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        const auto *files = qobject_cast<const QFileSystemModel *>(sourceModel());
        if (!files)
            return true;
        return FileDialogs::refusal(files->filePath(files->index(row, 0, parent))).isEmpty();
    }
};

QString run(QFileDialog &dialog)
{
    FileDialogs::makeSafe(dialog);
    while (dialog.exec() == QDialog::Accepted) {
        const QString path = dialog.selectedFiles().value(0);
        const QString refused = FileDialogs::refusal(path);
        if (refused.isEmpty())
            return path;
        QMessageBox::warning(&dialog, dialog.windowTitle(), refused);
    }
    return {};
}

} // namespace

void FileDialogs::makeSafe(QFileDialog &dialog)
{
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setIconProvider(&iconProvider());
    if (!dynamic_cast<HideDatabaseFiles *>(dialog.proxyModel()))
        dialog.setProxyModel(new HideDatabaseFiles(&dialog));
}

QString FileDialogs::refusal(const QString &path)
{
    return ProtectedFiles::refusal(path);
}

QString FileDialogs::openFileName(QWidget *parent, const QString &caption, const QString &dir,
                                  const QString &filter)
{
    QFileDialog dialog(parent, caption, dir, filter);
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::ExistingFile);
    return run(dialog);
}

QString FileDialogs::saveFileName(QWidget *parent, const QString &caption, const QString &dir,
                                  const QString &filter, QFileDialog::Options options)
{
    QFileDialog dialog(parent, caption, dir, filter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    dialog.setOptions(dialog.options() | options);
    return run(dialog);
}

} // namespace llmcap
