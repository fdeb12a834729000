#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QVariant>

namespace llmcap {

// The pinned serving configuration recorded with every result (sizing guide: "Pin the complete
// serving configuration"). Values are kept by field key so that forms, exports and diffs walk
// one table of fields; each value remembers where it came from (the endpoint, a preset or the
// user), because a configuration "filled from what the endpoint reveals" must say so.
class ServingConfig
{
    Q_DECLARE_TR_FUNCTIONS(ServingConfig)

public:
    enum class Group { Model, Parallelism, Generation, Runtime, Hardware };
    enum class Type { Text, Integer, Real, Boolean };
    enum class Source { User, Server, Preset };

    struct Field
    {
        const char *key;
        Group group;
        Type type;
        bool required; // needed before a result counts as pinned
        QString label() const;
        QString help() const;
    };

    struct Difference
    {
        QString key;
        QVariant before;
        QVariant after;
    };

    static const QList<Field> &fields();
    static const Field *field(const QString &key);
    static QString groupLabel(Group group);

    bool isSet(const QString &key) const;
    QVariant value(const QString &key) const;
    QString text(const QString &key) const { return value(key).toString(); }
    qint64 integer(const QString &key, qint64 fallback = 0) const;
    // Converts to the field's type; unknown keys are kept under "extra".
    bool set(const QString &key, const QVariant &value, Source source = Source::User);
    void unset(const QString &key);
    Source source(const QString &key) const;

    // Fills only fields that are not set yet (the user's values win over the server's).
    void fillFrom(const ServingConfig &other);

    // Required fields not set yet: a result measured with these missing is not fully pinned.
    QStringList missingRequired() const;
    bool isPinned() const { return missingRequired().isEmpty(); }

    QJsonObject toJson() const;
    static ServingConfig fromJson(const QJsonObject &json);
    static QList<Difference> diff(const ServingConfig &a, const ServingConfig &b);

    bool operator==(const ServingConfig &other) const { return toJson() == other.toJson(); }

private:
    QVariantMap m_values;
    QMap<QString, Source> m_sources;
};

} // namespace llmcap
