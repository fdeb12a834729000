#include "GuiLauncher.h"

#include "MainWindow.h"
#include "appinfo/ExitCode.h"
#include "i18n/Translations.h"
#include "project/Workspace.h"
#include "settings/Settings.h"
#include "storage/Database.h"
#include "workflow/StartupProject.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>

#include <cstdio>

namespace llmcap {

namespace {

void printError(const QString &message)
{
    std::fprintf(stderr, "llmcap: error: %s\n", qPrintable(message));
}

bool canShowDialogs()
{
    return QGuiApplication::platformName() != QLatin1String("offscreen") &&
           QGuiApplication::platformName() != QLatin1String("minimal");
}

} // namespace

int GuiLauncher::run(const QStringList &arguments)
{
    // The installed desktop entry (resources/packaging): Wayland shells find the window's icon
    // and name through it.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.llmcap.Llmcap"));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("llmcap - LLM capacity planner"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption dbOption(
        QStringLiteral("db"), QStringLiteral("Project database file."), QStringLiteral("PATH"));
    const QCommandLineOption langOption(QStringLiteral("lang"),
                                        QStringLiteral("User interface language: de or en."),
                                        QStringLiteral("LANG"));
    parser.addOption(dbOption);
    parser.addOption(langOption);
    parser.process(arguments); // exits with 0 for --help/--version, 1 for bad options

    const QString lang = parser.value(langOption);
    if (parser.isSet(langOption) && !Translations::isAvailable(lang)) {
        printError(QStringLiteral("unknown language '%1'; use one of: %2")
                       .arg(lang, Translations::available().join(QLatin1String(", "))));
        return toInt(ExitCode::Usage);
    }

    Settings settings(Settings::defaultPath());
    Translations::install(Translations::resolve(lang, settings.string(Settings::Key::Language)));

    // A restart reopens the project open at the last quit, in its own database.
    Workspace workspace;
    auto opened =
        StartupProject::open(workspace, settings, parser.value(dbOption), Database::defaultPath());
    if (!opened) {
        printError(opened.error());
        if (canShowDialogs())
            QMessageBox::critical(nullptr, tr("llmcap"), opened.error());
        return toInt(ExitCode::BadInput);
    }

    MainWindow window(workspace, settings);
    window.show();
    if (!opened->isEmpty())
        window.showStatusNote(*opened);
    return QApplication::exec();
}

} // namespace llmcap
