#pragma once

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <limits>
#include <optional>

namespace llmcap {

// Reads typed fields out of a JSON object and collects one clear message per problem, each
// naming the field's path ("classes[1].input_tokens.p95: ..."), so a user sees every mistake in
// a file at once instead of the first.
class JsonReader
{
    Q_DECLARE_TR_FUNCTIONS(JsonReader)

public:
    JsonReader(const QJsonObject &object, QString path, QStringList *errors);

    bool has(const char *key) const;
    const QJsonObject &object() const { return m_object; }
    QString path() const { return m_path; }
    QString pathOf(const char *key) const;

    // Required when no default is given; a wrong type or a value outside [min, max] is an error
    // and returns the default (or 0).
    QString string(const char *key, std::optional<QString> fallback = std::nullopt);
    double number(const char *key, std::optional<double> fallback = std::nullopt,
                  double min = -std::numeric_limits<double>::infinity(),
                  double max = std::numeric_limits<double>::infinity());
    qint64 integer(const char *key, std::optional<qint64> fallback = std::nullopt,
                   qint64 min = std::numeric_limits<qint64>::min(),
                   qint64 max = std::numeric_limits<qint64>::max());
    bool boolean(const char *key, std::optional<bool> fallback = std::nullopt);
    // One of choices (case-sensitive).
    QString choice(const char *key, const QStringList &choices,
                   std::optional<QString> fallback = std::nullopt);

    // A nested object; missing and not required gives an empty reader (has() false everywhere).
    JsonReader child(const char *key, bool required = false);
    QJsonArray array(const char *key, bool required = false);

    // Reports keys not in known: catches typos such as "treshold".
    void rejectUnknownKeys(const QStringList &known);
    void addError(const char *key, const QString &message);
    void addError(const QString &message);

    QStringList *errors() const { return m_errors; }

private:
    QJsonObject m_object;
    QString m_path;
    QStringList *m_errors;
};

} // namespace llmcap
