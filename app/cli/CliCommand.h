#pragma once

#include <QString>
#include <QStringList>

namespace llmcap {

class CliContext;
class CliOptions;

// One llmcap-cli subcommand. Commands are registered in BuiltinCommands.cpp.
class CliCommand
{
public:
    virtual ~CliCommand() = default;

    virtual QString name() const = 0;
    // One line for the command list in --help.
    virtual QString summary() const = 0;
    // Paragraphs shown by `llmcap-cli NAME --help`; defaults to the summary.
    virtual QString description() const { return summary(); }
    // The synopsis after the command name, e.g. "--url URL --workload FILE".
    virtual QString synopsis() const { return QStringLiteral("[options]"); }

    virtual void addOptions(CliOptions &options) = 0;
    // Whether a run with these arguments (the command's own, unparsed) writes a PDF: llmcap-cli
    // then loads its PDF module before the application starts (see PdfModule).
    virtual bool writesPdf(const QStringList &arguments) const
    {
        Q_UNUSED(arguments);
        return false;
    }
    // Returns an ExitCode as int.
    virtual int run(CliContext &context) = 0;
};

} // namespace llmcap
