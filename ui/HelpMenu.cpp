#include "HelpMenu.h"

#include "appinfo/Documentation.h"

#include <QDesktopServices>
#include <QDir>
#include <QMessageBox>
#include <QUrl>

namespace llmcap {

HelpMenu::HelpMenu(QWidget *parent)
    : QMenu(tr("&Help"), parent)
{
    setObjectName(QStringLiteral("helpMenu"));
    addAction(tr("Show the &First Steps"), this, &HelpMenu::firstStepsRequested)
        ->setObjectName(QStringLiteral("showFirstStepsAction"));
    addSeparator();
    const QList<Documentation::Page> pages = Documentation::pages();
    // The GUI's own guide at the top level, the reference pages one level down.
    QAction *guide = addAction(tr("&Guide to the Desktop App"), QKeySequence::HelpContents, this,
                               [this, file = pages.first().file] { openPage(file); });
    guide->setObjectName(QStringLiteral("docAction:%1").arg(pages.first().file));
    QMenu *reference = addMenu(tr("&Reference"));
    reference->setObjectName(QStringLiteral("referenceMenu"));
    for (const Documentation::Page &page : pages.mid(1))
        reference->addAction(page.title, this, [this, file = page.file] { openPage(file); })
            ->setObjectName(QStringLiteral("docAction:%1").arg(page.file));
    addAction(tr("Open the &Documentation Folder"), this, [this] {
        const QString dir = Documentation::directory();
        if (dir.isEmpty())
            return reportMissing();
        openLocal(dir);
    });
    addSeparator();
    addAction(tr("&About llmcap"), this, &HelpMenu::aboutRequested);
}

bool HelpMenu::openPage(const QString &file)
{
    const QString path = Documentation::pagePath(file);
    if (path.isEmpty()) {
        reportMissing();
        return false;
    }
    return openLocal(path);
}

bool HelpMenu::openLocal(const QString &path)
{
    if (QDesktopServices::openUrl(QUrl::fromLocalFile(path)))
        return true;
    QMessageBox::information(parentWidget(), tr("Documentation"),
                             tr("No program is set up to open %1; open it with any text editor or "
                                "Markdown viewer.")
                                 .arg(QDir::toNativeSeparators(path)));
    return false;
}

void HelpMenu::reportMissing()
{
    QStringList dirs;
    for (const QString &dir : Documentation::searchPath())
        dirs << QDir::toNativeSeparators(dir);
    QMessageBox box(QMessageBox::Information, tr("Documentation"),
                    tr("The documentation was not found on this computer. Install the llmcap "
                       "package, or set LLMCAP_DOCS_DIR to a copy of the docs folder."),
                    QMessageBox::Ok, parentWidget());
    box.setObjectName(QStringLiteral("docsMissingBox"));
    box.setInformativeText(tr("Looked in:") + QLatin1Char('\n') + dirs.join(QLatin1Char('\n')));
    box.exec();
}

} // namespace llmcap
