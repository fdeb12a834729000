#include "cli/CliApplication.h"

#include "storage/Database.h"

#include "appinfo/AppInfo.h"
#include "appinfo/ExitCode.h"
#include "cli/CliCommand.h"
#include "cli/CliContext.h"
#include "cli/CommandRegistry.h"
#include "i18n/Translations.h"

#include <QCommandLineParser>

namespace llmcap {

namespace {

const QStringList kGlobalValueOptions = {QStringLiteral("--db"), QStringLiteral("--json"),
                                         QStringLiteral("--lang")};

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

// The value of --lang (before or after the command), found before any text is translated.
// Empty when not given; "--lang" alone gives "-" so that it is reported as a usage error.
QString languageArgument(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        if (a == QLatin1String("--"))
            break;
        if (a == QLatin1String("--lang"))
            return i + 1 < arguments.size() ? arguments.at(i + 1) : QStringLiteral("-");
        if (a.startsWith(QLatin1String("--lang=")))
            return a.mid(7);
    }
    return {};
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
    options.add(QCommandLineOption(QStringLiteral("lang"),
                                   tr("Language of messages and reports: de or en (default: the "
                                      "system locale, as LANG sets it)."),
                                   QStringLiteral("LANG")));
}

QString CliApplication::helpText() const
{
    QCommandLineParser scratch;
    CliOptions global(scratch);
    addGlobalOptions(global);

    QString text = QStringLiteral("Usage: llmcap-cli [global options] COMMAND [options]\n\n") +
                   tr("llmcap %1 - LLM capacity planner, headless.").arg(AppInfo::version()) +
                   QLatin1String("\n\n") + tr("Commands:") + QLatin1Char('\n');
    qsizetype width = 0;
    for (const auto &c : m_registry.commands())
        width = std::max(width, c->name().size());
    for (const auto &c : m_registry.commands())
        text += QLatin1String("  ") + c->name().leftJustified(width + 2) + c->summary() +
                QLatin1Char('\n');
    text += QLatin1Char('\n') +
            global.helpText().replace(CliOptions::tr("Options:"), tr("Global options:"));
    text += QLatin1Char('\n') +
            tr("Exit codes: 0 success; 1 the run failed its own checks; 2 usage error; "
               "3 bad input or data.") +
            QLatin1Char('\n') +
            tr("Run 'llmcap-cli COMMAND --help' for the options of one command.") +
            QLatin1Char('\n');
    return text;
}

bool CliApplication::writesPdf(const QStringList &arguments) const
{
    const qsizetype index = commandIndex(arguments);
    if (index < 0)
        return false;
    const CliCommand *command = m_registry.find(arguments.at(index));
    return command && command->writesPdf(arguments.mid(index + 1));
}

int CliApplication::run(const QStringList &arguments, QTextStream &out, QTextStream &err) const
{
    // The language comes first: option help, messages and reports are all translated.
    const QString language = languageArgument(arguments);
    if (!language.isEmpty() && !Translations::isAvailable(language)) {
        err << "llmcap-cli: "
            << tr("unknown language '%1'; use one of: %2")
                   .arg(language, Translations::available().join(QLatin1String(", ")))
            << Qt::endl;
        return toInt(ExitCode::Usage);
    }
    const QString resolved = Translations::resolve(language, QString());
    // English needs no catalogue; the locale stays the system's unless --lang asks otherwise.
    if (!language.isEmpty() || resolved != QLatin1String("en"))
        Translations::install(resolved);

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
    CliContext context(parser, out, err, m_pdf);
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
