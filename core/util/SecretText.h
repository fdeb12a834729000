#pragma once

#include <QByteArray>
#include <QString>

namespace llmcap {

// Credentials in free text: API keys of the common providers, bearer and basic authorization,
// `key=value` and `"token": "…"` pairs, user:password in URLs (a ~/.git-credentials line), JSON
// web tokens and private-key blocks. One set of patterns for everything llmcap stores or
// exports: error excerpts, CSV, JSON, Markdown and PDF.
class SecretText
{
public:
    static constexpr const char *kMask = "[redacted]";

    // The text with every credential replaced by kMask (names such as "Bearer " or "api_key="
    // are kept, so that the reader sees what was there).
    static QString redact(const QString &text);
    // The same for UTF-8 bytes (CSV, JSON, Markdown files).
    static QByteArray redact(const QByteArray &utf8);
    static bool contains(const QString &text);
};

} // namespace llmcap
