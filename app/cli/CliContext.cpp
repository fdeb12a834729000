#include "cli/CliContext.h"

#include "storage/Database.h"
#include "util/AtomicFile.h"
#include "util/SecretText.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace llmcap {

void CliOptions::add(const QCommandLineOption &option)
{
    m_parser.addOption(option);
    m_options.append(option);
}

void CliOptions::addPositional(const QString &name, const QString &description,
                               const QString &syntax)
{
    m_parser.addPositionalArgument(name, description, syntax);
    m_positionals.append({syntax.isEmpty() ? name : syntax, description});
}

QString CliOptions::helpText() const
{
    QList<std::pair<QString, QString>> rows;
    for (const QCommandLineOption &o : m_options) {
        QStringList names;
        for (const QString &n : o.names())
            names.append(QLatin1String(n.size() == 1 ? "-" : "--") + n);
        QString left = names.join(QLatin1String(", "));
        if (!o.valueName().isEmpty())
            left += QLatin1Char(' ') + o.valueName();
        QString description = o.description();
        if (!o.defaultValues().isEmpty())
            description +=
                QLatin1String(" [") + o.defaultValues().join(QLatin1Char(',')) + QLatin1Char(']');
        rows.append({left, description});
    }
    qsizetype width = 0;
    for (const auto &r : rows)
        width = std::max(width, r.first.size());
    for (const auto &p : m_positionals)
        width = std::max(width, p.first.size());

    QString text;
    if (!m_positionals.isEmpty()) {
        text += tr("Arguments:") + QLatin1Char('\n');
        for (const auto &p : m_positionals)
            text += QLatin1String("  ") + p.first.leftJustified(width + 2) + p.second +
                    QLatin1Char('\n');
        text += QLatin1Char('\n');
    }
    text += tr("Options:") + QLatin1Char('\n');
    for (const auto &r : rows)
        text +=
            QLatin1String("  ") + r.first.leftJustified(width + 2) + r.second + QLatin1Char('\n');
    return text;
}

CliContext::CliContext(QCommandLineParser &parser, QTextStream &out, QTextStream &err,
                       std::function<Result<PdfRenderer *>()> pdf)
    : m_parser(parser)
    , m_out(out)
    , m_err(err)
    , m_pdf(std::move(pdf))
{}

Result<PdfRenderer *> CliContext::pdfRenderer() const
{
    if (m_pdf)
        return m_pdf();
    return Result<PdfRenderer *>::failure(tr("this build cannot write PDF files"));
}

CliContext::~CliContext() = default;

QTextStream &CliContext::out()
{
    return value(QStringLiteral("json")) == QLatin1String("-") ? m_err : m_out;
}

int CliContext::fail(ExitCode code, const QString &message)
{
    m_err << "llmcap-cli: error: " << message << Qt::endl;
    return toInt(code);
}

QString CliContext::databasePath() const
{
    const QString explicitPath = value(QStringLiteral("db"));
    return explicitPath.isEmpty() ? Database::defaultPath() : explicitPath;
}

Result<Database *> CliContext::database()
{
    if (m_db)
        return m_db.get();
    const QString path = databasePath();
    if (value(QStringLiteral("db")).isEmpty())
        QDir().mkpath(QFileInfo(path).absolutePath());
    auto opened = Database::open(path);
    if (!opened)
        return Result<Database *>::failure(opened.error());
    m_db = std::move(opened).value();
    return m_db.get();
}

bool CliContext::jsonRequested() const
{
    return !value(QStringLiteral("json")).isEmpty();
}

bool CliContext::writeJson(const QJsonObject &result)
{
    const QString target = value(QStringLiteral("json"));
    if (target.isEmpty())
        return true;
    // The one redaction every export goes through (a server may echo a key in an error).
    const QByteArray bytes =
        SecretText::redact(QJsonDocument(result).toJson(QJsonDocument::Indented));
    if (target == QLatin1String("-")) {
        m_out << QString::fromUtf8(bytes);
        m_out.flush();
        return true;
    }
    if (Status s = AtomicFile::write(target, bytes); !s) {
        fail(ExitCode::BadInput, s.error());
        return false;
    }
    return true;
}

} // namespace llmcap
