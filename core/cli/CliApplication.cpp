#include "cli/CliApplication.h"

#include "storage/Database.h"

#include "app/AppInfo.h"
#include "cli/CliContext.h"
#include "cli/CommandRegistry.h"
#include "cli/ExitCode.h"

#include <QCommandLineParser>

namespace llmcap {

namespace {

const QStringList kGlobalValueOptions = {QStringLiteral("--db"), QStringLiteral("--json")};

// Index in arguments of the command name: the first word that is neither an option nor the
// value of a global option that takes one. -1 when there is none.
qsizetype commandIndex(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        if (a == QLatin1String("--"))
            return i + 1 < arguments.size() ? i + 1 : -1;
        if (kGlobalValueOptions.contains(a)) {
            ++i;
            continue;
        }
        if (!a.startsWith(QLatin1Char('-')))
            return i;
    }
    return -1;
}

} // namespace

void CliApplication::addGlobalOptions(CliOptions &options)
{
    options.add(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                   tr("Show help for llmcap-cli or for one command.")));
    options.add(QCommandLineOption({QStringLiteral("v"), QStringLiteral("version")},
                                   tr("Print the version and exit.")));
    options.add(QCommandLineOption(QStringLiteral("db"),
                                   tr("Project database file (default: the user's application "
                                      "data folder)."),
                                   QStringLiteral("PATH")));
    options.add(QCommandLineOption(QStringLiteral("json"),
                                   tr("Write the result as JSON to PATH, or to standard output "
                                      "with '-'."),
                                   QStringLiteral("PATH")));
}

QString CliApplication::helpText() const
{
    QCommandLineParser scratch;
    CliOptions global(scratch);
    addGlobalOptions(global);

    QString text = QStringLiteral("Usage: llmcap-cli [global options] COMMAND [options]\n\n") +
                   tr("llmcap %1 - LLM capacity planner, headless.").arg(AppInfo::version()) +
                   QLatin1String("\n\nCommands:\n");
    qsizetype width = 0;
    for (const auto &c : m_registry.commands())
        width = std::max(width, c->name().size());
    for (const auto &c : m_registry.commands())
        text += QLatin1String("  ") + c->name().leftJustified(width + 2) + c->summary() +
                QLatin1Char('\n');
    text += QLatin1Char('\n') +
            global.helpText().replace(QLatin1String("Options:"), QLatin1String("Global options:"));
    text += QLatin1Char('\n') +
            tr("Exit codes: 0 success; 1 the run failed its own checks; 2 usage error; "
               "3 bad input or data.") +
            QLatin1Char('\n') +
            tr("Run 'llmcap-cli COMMAND --help' for the options of one command.") +
            QLatin1Char('\n');
    return text;
}

int CliApplication::run(const QStringList &arguments, QTextStream &out, QTextStream &err) const
{
    const qsizetype index = commandIndex(arguments);
    QStringList globalArgs = arguments;
    if (index > 0)
        globalArgs = arguments.mid(0, index);

    QCommandLineParser global;
    CliOptions globalOptions(global);
    addGlobalOptions(globalOptions);
    if (!global.parse(globalArgs)) {
        err << "llmcap-cli: " << global.errorText() << Qt::endl
            << tr("Run 'llmcap-cli --help' for usage.") << Qt::endl;
        return toInt(ExitCode::Usage);
    }
    if (index < 0) {
        if (global.isSet(QStringLiteral("version"))) {
            out << "llmcap-cli " << AppInfo::version() << Qt::endl;
            return toInt(ExitCode::Success);
        }
        if (global.isSet(QStringLiteral("help"))) {
            out << helpText();
            return toInt(ExitCode::Success);
        }
        err << helpText();
        return toInt(ExitCode::Usage);
    }

    const QString name = arguments.at(index);
    CliCommand *command = m_registry.find(name);
    if (!command) {
        err << "llmcap-cli: " << tr("unknown command '%1'").arg(name) << Qt::endl
            << tr("Run 'llmcap-cli --help' for the list of commands.") << Qt::endl;
        return toInt(ExitCode::Usage);
    }

    QCommandLineParser parser;
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    CliOptions options(parser);
    addGlobalOptions(options);
    command->addOptions(options);
    QStringList commandArgs = arguments;
    commandArgs.removeAt(index);
    if (!parser.parse(commandArgs)) {
        err << "llmcap-cli " << name << ": " << parser.errorText() << Qt::endl
            << tr("Run 'llmcap-cli %1 --help' for usage.").arg(name) << Qt::endl;
        return toInt(ExitCode::Usage);
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << "Usage: llmcap-cli " << name << ' ' << command->synopsis() << "\n\n"
            << command->description() << "\n\n"
            << options.helpText();
        return toInt(ExitCode::Success);
    }
    if (parser.isSet(QStringLiteral("version"))) {
        out << "llmcap-cli " << AppInfo::version() << Qt::endl;
        return toInt(ExitCode::Success);
    }
    CliContext context(parser, out, err);
    // Reading or replacing the database's own files outside SQLite would drop this process's
    // locks or swap the file under its connections: no option may name them.
    for (const QString &option : parser.optionNames()) {
        if (option == QLatin1String("db"))
            continue;
        for (const QString &value : parser.values(option))
            if (Database::isOneOfItsFiles(value, context.databasePath())) {
                err << "llmcap-cli " << name << ": "
                    << tr("--%1 %2 names the project database's own file; choose another")
                           .arg(option, value)
                    << Qt::endl;
                return toInt(ExitCode::Usage);
            }
    }
    const int code = command->run(context);
    out.flush();
    err.flush();
    return code;
}

} // namespace llmcap
