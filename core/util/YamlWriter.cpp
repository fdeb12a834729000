#include "util/YamlWriter.h"

#include <QJsonArray>

#include <yaml-cpp/yaml.h>

#include <cmath>

namespace llmcap {

namespace {

bool needsQuotes(const QString &s)
{
    if (s.isEmpty() || s.trimmed() != s)
        return true;
    static const QStringList special = {QStringLiteral("true"), QStringLiteral("false"),
                                        QStringLiteral("null"), QStringLiteral("~"),
                                        QStringLiteral("yes"),  QStringLiteral("no"),
                                        QStringLiteral("on"),   QStringLiteral("off")};
    if (special.contains(s.toLower()))
        return true;
    bool ok = false;
    s.toDouble(&ok);
    return ok;
}

void emit(YAML::Emitter &out, const QJsonValue &v, const QStringList &order);

void emitObject(YAML::Emitter &out, const QJsonObject &o, const QStringList &order)
{
    QStringList keys;
    for (const QString &k : order)
        if (o.contains(k) && !keys.contains(k))
            keys.append(k);
    for (const QString &k : o.keys()) // sorted
        if (!keys.contains(k))
            keys.append(k);
    out << YAML::BeginMap;
    for (const QString &k : keys) {
        out << YAML::Key << k.toStdString() << YAML::Value;
        emit(out, o.value(k), order);
    }
    out << YAML::EndMap;
}

void emit(YAML::Emitter &out, const QJsonValue &v, const QStringList &order)
{
    switch (v.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        out << YAML::Null;
        break;
    case QJsonValue::Bool:
        out << (v.toBool() ? "true" : "false");
        break;
    case QJsonValue::Double: {
        const double d = v.toDouble();
        if (d == std::floor(d) && std::abs(d) < 9e15)
            out << qint64(d);
        else
            out << QByteArray::number(d, 'g', 15).toStdString();
        break;
    }
    case QJsonValue::String: {
        const QString s = v.toString();
        if (s.contains(QLatin1Char('\n')))
            out << YAML::Literal << s.toStdString();
        else if (needsQuotes(s))
            out << YAML::DoubleQuoted << s.toStdString();
        else
            out << s.toStdString();
        break;
    }
    case QJsonValue::Array: {
        const QJsonArray a = v.toArray();
        bool flat = a.size() <= 8;
        for (const QJsonValue &item : a)
            flat = flat && (item.isString() || item.isDouble()) &&
                   !item.toString().contains(QLatin1Char('\n'));
        out << (flat ? YAML::Flow : YAML::Block) << YAML::BeginSeq;
        for (const QJsonValue &item : a)
            emit(out, item, order);
        out << YAML::EndSeq;
        break;
    }
    case QJsonValue::Object:
        emitObject(out, v.toObject(), order);
        break;
    }
}

} // namespace

QByteArray YamlWriter::write(const QJsonObject &object, const QStringList &keyOrder)
{
    YAML::Emitter out;
    out.SetIndent(2);
    emitObject(out, object, keyOrder);
    QByteArray bytes(out.c_str());
    bytes.append('\n');
    return bytes;
}

} // namespace llmcap
