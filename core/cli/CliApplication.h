#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace llmcap {

class CommandRegistry;
class CliOptions;

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
    QString helpText() const;

private:
    static void addGlobalOptions(CliOptions &options);

    const CommandRegistry &m_registry;
};

} // namespace llmcap
