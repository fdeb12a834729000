#include "telemetry/FlatRecordReader.h"

#include "telemetry/CsvReader.h"
#include "telemetry/ImportContext.h"
#include "telemetry/JsonRecordStream.h"

namespace llmcap {

FlatRecordReader::FlatRecordReader(std::FILE *file, ImportContext &context)
    : m_file(file)
    , m_context(context)
{}

Status FlatRecordReader::read(const Visit &visit)
{
    return JsonRecordStream::looksLikeJson(m_file) ? readJson(visit) : readCsv(visit);
}

Status FlatRecordReader::readJson(const Visit &visit)
{
    Status failed;
    JsonRecordStream stream(
        m_file,
        [](const std::vector<std::string> &path) {
            // A JSONL line's object, or an element of the document's top-level array.
            return path.size() == 1 || (path.size() == 2 && path[1] == "*") ? 0 : -1;
        },
        [this](const Json &, const std::string &key, size_t depth) {
            if (depth != 1 || !telemetry::isContentKey(key))
                return false;
            m_context.dropped(key);
            return true;
        },
        [&](int, Json &record, qint64 line) {
            m_context.countRead();
            failed = visit(record, line);
            return failed.ok();
        },
        [this](qint64 line, const QString &reason) {
            m_context.countRead();
            m_context.skip(ImportContext::line(line), reason);
        });
    m_layout = QStringLiteral("JSONL");
    stream.read();
    m_layout = stream.layout() == JsonRecordStream::Layout::Lines ? QStringLiteral("JSONL")
                                                                  : QStringLiteral("JSON");
    return failed;
}

Status FlatRecordReader::readCsv(const Visit &visit)
{
    m_layout = QStringLiteral("CSV");
    CsvReader csv(m_file);
    csv.skipCommentLines();
    std::vector<std::string> header;
    if (!csv.next(header))
        return Status();
    std::vector<bool> ignored(header.size());
    for (size_t i = 0; i < header.size(); ++i) {
        if (telemetry::isContentKey(header[i])) {
            ignored[i] = true;
            m_context.dropped(header[i]);
        }
    }
    if (m_header) {
        if (Status s = m_header(header); !s)
            return s;
    }
    csv.setIgnoredColumns(ignored);
    std::vector<std::string> fields;
    Json record = Json::object();
    while (csv.next(fields)) {
        if (fields.size() == 1 && fields[0].empty())
            continue; // a blank line
        m_context.countRead();
        const QString where = ImportContext::line(csv.recordLine());
        if (csv.unterminatedQuote()) {
            m_context.skip(where, tr("a quoted field is not closed"));
            continue;
        }
        if (fields.size() != header.size()) {
            m_context.skip(where, tr("wrong number of fields"),
                           tr("%1 where the header has %2").arg(fields.size()).arg(header.size()));
            continue;
        }
        record.clear();
        record = Json::object();
        for (size_t i = 0; i < fields.size(); ++i) {
            if (!ignored[i] && !fields[i].empty())
                record[header[i]] = std::move(fields[i]);
        }
        if (Status s = visit(record, csv.recordLine()); !s)
            return s;
    }
    return Status();
}

} // namespace llmcap
