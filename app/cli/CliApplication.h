#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

#include <functional>

namespace llmcap {

class CommandRegistry;
class CliOptions;
class PdfRenderer;

// Gives a command the PDF renderer, or the one-line reason there is none.
using PdfRendererSource = std::function<Result<PdfRenderer *>()>;

// Parses `llmcap-cli [global options] COMMAND [options]` and runs the command.
// Global options may also follow the command name.
class CliApplication
{
    Q_DECLARE_TR_FUNCTIONS(CliApplication)

public:
    explicit CliApplication(const CommandRegistry &registry)
        : m_registry(registry)
    {}

    // arguments[0] is the program name. Returns an ExitCode as int.
    int run(const QStringList &arguments, QTextStream &out, QTextStream &err) const;
    // Whether the command these arguments name will write a PDF; asked before the application
    // object exists, so that only then Qt Gui is loaded.
    bool writesPdf(const QStringList &arguments) const;
    // Where commands get their PDF renderer; without one they fail to write PDFs.
    void setPdfRendererSource(PdfRendererSource source) { m_pdf = std::move(source); }
    QString helpText() const;

private:
    static void addGlobalOptions(CliOptions &options);

    const CommandRegistry &m_registry;
    PdfRendererSource m_pdf;
};

} // namespace llmcap
