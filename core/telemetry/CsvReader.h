#pragma once

#include <QtGlobal>

#include <cstdio>
#include <string>
#include <vector>

namespace llmcap {

// Reads RFC 4180 CSV one record at a time from a file, with a fixed buffer: quoted fields may
// hold separators, doubled quotes and line breaks (a Langfuse export's long multi-line texts),
// and line numbers stay right across them. Columns marked ignored are scanned past without
// keeping a character of theirs (content columns are never read into memory kept).
//
//   CsvReader csv(file);
//   std::vector<std::string> fields;
//   while (csv.next(fields)) { ... csv.recordLine() ... }
class CsvReader
{
public:
    explicit CsvReader(std::FILE *file, char separator = ',');

    // The next record's fields (ignored columns come back empty). False at the end of the file.
    bool next(std::vector<std::string> &fields);
    // The line the last record began on (1-based).
    qint64 recordLine() const { return m_recordLine; }
    // The last record ended inside a quoted field (the file ended first).
    bool unterminatedQuote() const { return m_unterminated; }

    void setIgnoredColumns(std::vector<bool> ignored) { m_ignored = std::move(ignored); }
    // Skips the lines that begin with '#' before the header (a file's leading comments, as in
    // llmcap's traces); call before the first next(). Line numbers still count them.
    void skipCommentLines();

private:
    int get();
    int peek();
    void skipByteOrderMark();

    std::FILE *m_file;
    char m_separator;
    std::vector<char> m_buffer;
    size_t m_pos = 0;
    size_t m_end = 0;
    qint64 m_line = 1;
    qint64 m_recordLine = 0;
    bool m_unterminated = false;
    std::vector<bool> m_ignored;
};

} // namespace llmcap
