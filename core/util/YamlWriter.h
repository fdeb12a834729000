#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QStringList>

namespace llmcap {

// Writes JSON values as YAML that StructuredFile reads back to the same JSON: text that would
// read as a number, true/false or null is quoted, multi-line text becomes a literal block.
// Keys named in keyOrder come first, in that order (at every level); the rest follow sorted.
class YamlWriter
{
public:
    static QByteArray write(const QJsonObject &object, const QStringList &keyOrder = {});
};

} // namespace llmcap
