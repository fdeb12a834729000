#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace llmcap {

// Everything the GUI executable does before its event loop: options (--db, --lang),
// translations, settings, the database and the first project, then the main window.
class GuiLauncher
{
    Q_DECLARE_TR_FUNCTIONS(GuiLauncher)

public:
    // Runs the application's event loop; returns the process exit code.
    static int run(const QStringList &arguments);
};

} // namespace llmcap
