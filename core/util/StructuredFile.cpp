#include "util/StructuredFile.h"

#include "util/AtomicFile.h"
#include "util/ProtectedFiles.h"
#include "util/YamlWriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

#include <sstream>

namespace llmcap {

namespace {

constexpr qint64 kMaxFileBytes = 64 * 1024 * 1024;
constexpr int kMaxYamlDepth = 100;

// Thrown by the pre-scan at the first construct a loader must not build: an alias (a node that
// refers to itself never ends, and a few nested aliases expand to gigabytes) or nesting deeper
// than kMaxYamlDepth.
struct YamlRefusal
{
    YAML::Mark mark;
    bool alias = true;
};

// Reads the events of the first document (the one YAML::Load builds), before any node is built, and
// refuses aliases and deep nesting (issue 20: `a: &x [1, *x]` crashed every loader, a 511-byte
// alias bomb took 4 GB).
class YamlGuard : public YAML::EventHandler
{
public:
    void OnDocumentStart(const YAML::Mark &) override {}
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark &, YAML::anchor_t) override {}
    void OnAlias(const YAML::Mark &mark, YAML::anchor_t) override { throw YamlRefusal{mark}; }
    void OnScalar(const YAML::Mark &, const std::string &, YAML::anchor_t,
                  const std::string &) override
    {}
    void OnSequenceStart(const YAML::Mark &mark, const std::string &, YAML::anchor_t,
                         YAML::EmitterStyle::value) override
    {
        enter(mark);
    }
    void OnSequenceEnd() override { --m_depth; }
    void OnMapStart(const YAML::Mark &mark, const std::string &, YAML::anchor_t,
                    YAML::EmitterStyle::value) override
    {
        enter(mark);
    }
    void OnMapEnd() override { --m_depth; }

private:
    void enter(const YAML::Mark &mark)
    {
        if (++m_depth > kMaxYamlDepth)
            throw YamlRefusal{mark, false};
    }
    int m_depth = 0;
};

QJsonValue scalarToJson(const YAML::Node &node)
{
    const std::string &text = node.Scalar();
    if (node.Tag() == "!") // quoted: always a string
        return QString::fromStdString(text);
    if (text.empty() || text == "~" || text == "null" || text == "Null" || text == "NULL")
        return QJsonValue::Null;
    if (text == "true" || text == "True" || text == "TRUE")
        return true;
    if (text == "false" || text == "False" || text == "FALSE")
        return false;
    const QString s = QString::fromStdString(text);
    bool ok = false;
    const qlonglong i = s.toLongLong(&ok);
    if (ok)
        return i;
    const double d = s.toDouble(&ok);
    if (ok)
        return d;
    return s;
}

QJsonValue toJson(const YAML::Node &node)
{
    switch (node.Type()) {
    case YAML::NodeType::Null:
    case YAML::NodeType::Undefined:
        return QJsonValue::Null;
    case YAML::NodeType::Scalar:
        return scalarToJson(node);
    case YAML::NodeType::Sequence: {
        QJsonArray array;
        for (const auto &item : node)
            array.append(toJson(item));
        return array;
    }
    case YAML::NodeType::Map: {
        QJsonObject object;
        for (const auto &kv : node)
            object.insert(QString::fromStdString(kv.first.as<std::string>()), toJson(kv.second));
        return object;
    }
    }
    return QJsonValue::Null;
}

// QJsonParseError gives a byte offset; users want a line and a column.
std::pair<int, int> lineAndColumn(const QByteArray &text, int offset)
{
    int line = 1;
    int column = 1;
    for (int i = 0; i < offset && i < text.size(); ++i) {
        if (text.at(i) == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

} // namespace

Result<QJsonDocument> StructuredFile::load(const QString &path)
{
    const QString shown = QDir::toNativeSeparators(path);
    if (const QString refused = ProtectedFiles::refusal(path); !refused.isEmpty())
        return Result<QJsonDocument>::failure(refused);
    QFile file(path);
    if (!file.exists())
        return Result<QJsonDocument>::failure(tr("%1 does not exist").arg(shown));
    if (QFileInfo(path).size() > kMaxFileBytes)
        return Result<QJsonDocument>::failure(tr("%1 is larger than 64 MiB").arg(shown));
    if (!file.open(QIODevice::ReadOnly))
        return Result<QJsonDocument>::failure(
            tr("cannot read %1: %2").arg(shown, file.errorString()));
    const QByteArray text = file.readAll();
    if (isYamlPath(path))
        return parseYaml(text, shown);
    return parseJson(text, shown);
}

Result<QJsonDocument> StructuredFile::parseJson(const QByteArray &text, const QString &origin)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError) {
        const auto [line, column] = lineAndColumn(text, error.offset);
        return Result<QJsonDocument>::failure(tr("%1:%2:%3: invalid JSON: %4")
                                                  .arg(origin)
                                                  .arg(line)
                                                  .arg(column)
                                                  .arg(error.errorString()));
    }
    return doc;
}

Result<QJsonDocument> StructuredFile::parseYaml(const QByteArray &text, const QString &origin)
{
    try {
        std::istringstream events(text.toStdString());
        YAML::Parser parser(events);
        // Only the first document: YAML::Load builds no other, and yaml-cpp 0.7 returns true
        // for ever on a stray "," without consuming it (fuzz_structured_file hung there).
        YamlGuard guard;
        parser.HandleNextDocument(guard);
        const YAML::Node root = YAML::Load(text.toStdString());
        const QJsonValue value = toJson(root);
        if (value.isObject())
            return QJsonDocument(value.toObject());
        if (value.isArray())
            return QJsonDocument(value.toArray());
        return Result<QJsonDocument>::failure(
            tr("%1: expected a YAML mapping or list at the top level").arg(origin));
    } catch (const YamlRefusal &refusal) {
        const QString where = QStringLiteral("%1:%2:%3")
                                  .arg(origin)
                                  .arg(refusal.mark.line + 1)
                                  .arg(refusal.mark.column + 1);
        return Result<QJsonDocument>::failure(
            refusal.alias
                ? tr("%1: YAML aliases (*name) are not accepted; write the value out").arg(where)
                : tr("%1: YAML nested deeper than %2 levels").arg(where).arg(kMaxYamlDepth));
    } catch (const YAML::Exception &e) {
        return Result<QJsonDocument>::failure(tr("%1:%2:%3: invalid YAML: %4")
                                                  .arg(origin)
                                                  .arg(e.mark.line + 1)
                                                  .arg(e.mark.column + 1)
                                                  .arg(QString::fromStdString(e.msg)));
    }
}

bool StructuredFile::isYamlPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("yaml") || suffix == QLatin1String("yml");
}

Status StructuredFile::save(const QString &path, const QJsonObject &object,
                            const QStringList &keyOrder)
{
    const QByteArray bytes = isYamlPath(path)
                                 ? YamlWriter::write(object, keyOrder)
                                 : QJsonDocument(object).toJson(QJsonDocument::Indented);
    return AtomicFile::write(path, bytes);
}

} // namespace llmcap
