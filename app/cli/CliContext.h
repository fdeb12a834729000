#pragma once

#include "appinfo/ExitCode.h"
#include "util/Result.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QTextStream>

#include <functional>
#include <memory>

namespace llmcap {

class Database;
class PdfRenderer;

// The options of one command (global ones included); remembers them for the help text.
class CliOptions
{
    Q_DECLARE_TR_FUNCTIONS(CliOptions)

public:
    explicit CliOptions(QCommandLineParser &parser)
        : m_parser(parser)
    {}
    void add(const QCommandLineOption &option);
    void addPositional(const QString &name, const QString &description, const QString &syntax = {});
    QString helpText() const;

private:
    QCommandLineParser &m_parser;
    QList<QCommandLineOption> m_options;
    QList<std::pair<QString, QString>> m_positionals;
};

// What a running command sees: its parsed options, the output streams, the database and the
// --json convention.
//
// --json PATH writes the command's machine-readable result (one JSON object) to PATH;
// --json - writes it to standard output, and the human-readable text goes to standard error.
class CliContext
{
    Q_DECLARE_TR_FUNCTIONS(CliContext)

public:
    CliContext(QCommandLineParser &parser, QTextStream &out, QTextStream &err,
               std::function<Result<PdfRenderer *>()> pdf = {});
    ~CliContext();

    const QCommandLineParser &args() const { return m_parser; }
    QString value(const QString &option) const { return m_parser.value(option); }
    bool isSet(const QString &option) const { return m_parser.isSet(option); }
    QStringList positional() const { return m_parser.positionalArguments(); }

    // Human-readable output (standard error when the JSON result goes to standard output).
    QTextStream &out();
    QTextStream &err() { return m_err; }

    // Prints "llmcap-cli: error: message" and returns code.
    int fail(ExitCode code, const QString &message);

    // The --db path or the default; opens and migrates it on first use.
    QString databasePath() const;
    Result<Database *> database();

    // The PDF renderer, or the one-line reason this llmcap-cli cannot write PDF files.
    Result<PdfRenderer *> pdfRenderer() const;

    bool jsonRequested() const;
    // Writes result to the --json target if one was given; returns false (after printing the
    // error) when the file cannot be written.
    bool writeJson(const QJsonObject &result);

private:
    QCommandLineParser &m_parser;
    QTextStream &m_out;
    QTextStream &m_err;
    std::unique_ptr<Database> m_db;
    std::function<Result<PdfRenderer *>()> m_pdf;
};

} // namespace llmcap
