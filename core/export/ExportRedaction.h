#pragma once

#include <QJsonObject>
#include <QString>

namespace llmcap {

// Keeps secrets and content out of every export: API keys, credentials, and prompt or output
// text are removed wherever they appear in a JSON tree (a serving configuration's extra fields,
// a pasted note). Capacity planning needs token counts and timings, never content.
class ExportRedaction
{
public:
    static QJsonObject redact(const QJsonObject &object);
    static bool isSensitiveKey(const QString &key);
    // True when text looks like a credential (sk-..., Bearer ..., hf_...).
    static bool looksLikeSecret(const QString &text);
};

} // namespace llmcap
