#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace llmcap {

// Reads the JSON or YAML files users write (workloads, SLOs, sizing requests, presets) into one
// JSON document, so every reader has a single parsing path. YAML is chosen by the .yaml/.yml
// extension; errors name the file, line and column.
class StructuredFile
{
    Q_DECLARE_TR_FUNCTIONS(StructuredFile)

public:
    static Result<QJsonDocument> load(const QString &path);
    static Result<QJsonDocument> parseJson(const QByteArray &text, const QString &origin);
    static Result<QJsonDocument> parseYaml(const QByteArray &text, const QString &origin);
    // Writes object as YAML (.yaml/.yml) or indented JSON, atomically. keyOrder: see YamlWriter.
    static Status save(const QString &path, const QJsonObject &object,
                       const QStringList &keyOrder = {});
    static bool isYamlPath(const QString &path);
};

} // namespace llmcap
