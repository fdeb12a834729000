#include "telemetry/TelemetryImporter.h"

#include "telemetry/ImportContext.h"
#include "telemetry/LangfuseReader.h"
#include "telemetry/MappedLogReader.h"
#include "telemetry/MooncakeReader.h"
#include "telemetry/OtlpReader.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QLocale>

#include <cstdio>
#include <memory>

namespace llmcap {

std::optional<TelemetryImportOptions::Format>
TelemetryImportOptions::parseFormat(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("langfuse"))
        return Format::Langfuse;
    if (t == QLatin1String("otlp") || t == QLatin1String("otel"))
        return Format::Otlp;
    if (t == QLatin1String("mooncake"))
        return Format::Mooncake;
    if (t == QLatin1String("jsonl") || t == QLatin1String("json"))
        return Format::Jsonl;
    if (t == QLatin1String("csv"))
        return Format::Csv;
    return std::nullopt;
}

QString TelemetryImportOptions::formatName(Format format)
{
    switch (format) {
    case Format::Langfuse:
        return QStringLiteral("langfuse");
    case Format::Otlp:
        return QStringLiteral("otlp");
    case Format::Mooncake:
        return QStringLiteral("mooncake");
    case Format::Jsonl:
        return QStringLiteral("jsonl");
    case Format::Csv:
        return QStringLiteral("csv");
    }
    return {};
}

QJsonObject TelemetryImportReport::retentionNote() const
{
    QJsonObject note;
    note.insert(QStringLiteral("source"), format);
    note.insert(QStringLiteral("records_read"), read);
    note.insert(QStringLiteral("records_imported"), imported);
    note.insert(QStringLiteral("records_skipped"), skipped);
    if (imported > 0) {
        note.insert(QStringLiteral("first"),
                    QDateTime::fromMSecsSinceEpoch(firstMs, Qt::UTC).toString(Qt::ISODateWithMs));
        note.insert(QStringLiteral("last"),
                    QDateTime::fromMSecsSinceEpoch(lastMs, Qt::UTC).toString(Qt::ISODateWithMs));
    }
    if (!latencyUnit.isEmpty() || !latencyUnitReason.isEmpty()) {
        QJsonObject unit;
        unit.insert(QStringLiteral("unit"), latencyUnit);
        unit.insert(QStringLiteral("reason"), latencyUnitReason);
        note.insert(QStringLiteral("latency_unit"), unit);
    }
    note.insert(QStringLiteral("dropped_fields"), QJsonArray::fromStringList(droppedFields));
    note.insert(QStringLiteral("pseudonymised_fields"),
                QJsonArray::fromStringList(pseudonymisedFields));
    note.insert(QStringLiteral("content_kept"), false);
    QJsonObject reasons;
    for (auto it = skippedByReason.begin(); it != skippedByReason.end(); ++it)
        reasons.insert(it.key(), it.value());
    note.insert(QStringLiteral("skipped_by_reason"), reasons);
    note.insert(QStringLiteral("problems"), QJsonArray::fromStringList(problems));
    return note;
}

namespace {

// Parquet files start and end with "PAR1".
bool isParquet(const QString &path)
{
    if (path.endsWith(QLatin1String(".parquet"), Qt::CaseInsensitive))
        return true;
    QFile f(path);
    return f.open(QIODevice::ReadOnly) && f.read(4) == "PAR1";
}

struct FileCloser
{
    void operator()(std::FILE *f) const { std::fclose(f); }
};

} // namespace

Result<TelemetryImportReport> TelemetryImporter::run(const QString &path,
                                                     const TelemetryImportOptions &options,
                                                     const Pseudonymizer &pseudonymizer,
                                                     const Sink &sink)
{
    using Failure = Result<TelemetryImportReport>;
    const QFileInfo info(path);
    if (!info.exists())
        return Failure::failure(tr("cannot import %1: no such file").arg(path));
    if (info.isDir())
        return Failure::failure(tr("cannot import %1: it is a folder").arg(path));
    if (isParquet(path))
        return Failure::failure(
            tr("%1 is a Parquet file, which llmcap cannot read: switch the Langfuse export's "
               "file format to JSONL (or CSV/JSON) in Settings → Integrations → Blob storage")
                .arg(info.fileName()));

    std::unique_ptr<std::FILE, FileCloser> file(
        std::fopen(QFile::encodeName(path).constData(), "rb"));
    if (!file)
        return Failure::failure(tr("cannot open %1").arg(path));

    ImportContext context(options, pseudonymizer, sink);
    Status status;
    switch (options.format) {
    case TelemetryImportOptions::Format::Langfuse:
        status = LangfuseReader(context).read(file.get());
        break;
    case TelemetryImportOptions::Format::Otlp:
        status = OtlpReader(context).read(file.get());
        break;
    case TelemetryImportOptions::Format::Mooncake:
        status = MooncakeReader(context).read(file.get());
        break;
    case TelemetryImportOptions::Format::Jsonl:
    case TelemetryImportOptions::Format::Csv: {
        MappedLogReader reader(context);
        status = reader.prepare();
        if (status)
            status = reader.read(file.get());
        break;
    }
    }
    if (!status)
        return Failure::failure(status.error());
    if (std::ferror(file.get()))
        return Failure::failure(tr("cannot read %1").arg(path));

    context.finishReport();
    TelemetryImportReport report = context.report();
    const QLocale locale;
    if (report.read == 0)
        return Failure::failure(
            tr("%1 holds no %2 records")
                .arg(info.fileName(), TelemetryImportOptions::formatName(options.format)));
    if (report.skipped * 2 > report.read)
        return Failure::failure(tr("mostly unreadable: %1 of %2 records skipped; first: %3")
                                    .arg(locale.toString(report.skipped),
                                         locale.toString(report.read), report.problems.value(0)));
    return report;
}

} // namespace llmcap
