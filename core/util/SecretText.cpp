#include "util/SecretText.h"

#include <QList>
#include <QRegularExpression>

namespace llmcap {

namespace {

struct Pattern
{
    QRegularExpression re;
    QString replacement; // \1 keeps a name before the secret
};

const QList<Pattern> &patterns()
{
    static const QList<Pattern> all = [] {
        const auto ci = QRegularExpression::CaseInsensitiveOption;
        const QString mask = QLatin1String(SecretText::kMask);
        const QString keep = QStringLiteral("\\1") + mask;
        return QList<Pattern>{
            // Private-key blocks, whole.
            {QRegularExpression(QStringLiteral(
                 R"(-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(-----END [A-Z ]*PRIVATE KEY-----|$))")),
             mask},
            // Authorization schemes.
            {QRegularExpression(QStringLiteral(R"(\b(Bearer\s+|Basic\s+)[A-Za-z0-9._~+/=-]{12,})"),
                                ci),
             keep},
            // name=value and "name": "value" pairs: a whole name (an optional one-word prefix
            // such as "openai_"), and a value that looks like a credential (8 or more token
            // characters, a letter among them), so that "per_token": 131072 and "output token:
            // (E2E - TTFT)" stay as they are.
            {QRegularExpression(
                 QStringLiteral(
                     R"(((?<![A-Za-z0-9_])(?:[A-Za-z0-9]+_)?(?:api[_-]?key|x-api-key|authorization|)"
                     R"(access[_-]?token|refresh[_-]?token|auth[_-]?token|api[_-]?token|secret|)"
                     R"(client[_-]?secret|password|passwd)["']?\s*[:=]\s*["']?))"
                     R"((?!\[redacted\]|Bearer\b|Basic\b))"
                     R"((?=[A-Za-z0-9._~+/=-]*[A-Za-z])[A-Za-z0-9._~+/=-]{8,})"),
                 ci),
             keep},
            // user:password@ in URLs (git credentials, proxies, database URLs).
            {QRegularExpression(
                 QStringLiteral(R"(([A-Za-z][A-Za-z0-9+.-]*://)[^\s/@:]+:[^\s/@]+@)")),
             QStringLiteral("\\1") + mask + QStringLiteral("@")},
            // Provider key formats: OpenAI/Anthropic, Hugging Face, GitHub, GitLab, Slack,
            // AWS access keys, Google API keys, NVIDIA NGC.
            {QRegularExpression(QStringLiteral(
                 R"(\b(?:sk-[A-Za-z0-9_-]{16,}|hf_[A-Za-z0-9]{20,}|gh[pousr]_[A-Za-z0-9]{20,}|)"
                 R"(github_pat_[A-Za-z0-9_]{20,}|glpat-[A-Za-z0-9_-]{20,}|xox[abprs]-[A-Za-z0-9-]{10,}|)"
                 R"((?:AKIA|ASIA)[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{35}|nvapi-[A-Za-z0-9_-]{20,}))")),
             mask},
            // JSON web tokens.
            {QRegularExpression(
                 QStringLiteral(R"(\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,})")),
             mask},
        };
    }();
    return all;
}

} // namespace

QString SecretText::redact(const QString &text)
{
    QString s = text;
    for (const Pattern &p : patterns())
        s.replace(p.re, p.replacement);
    return s;
}

QByteArray SecretText::redact(const QByteArray &utf8)
{
    const QString text = QString::fromUtf8(utf8);
    const QString redacted = redact(text);
    return redacted == text ? utf8 : redacted.toUtf8();
}

bool SecretText::contains(const QString &text)
{
    for (const Pattern &p : patterns())
        if (p.re.match(text).hasMatch())
            return true;
    return false;
}

} // namespace llmcap
