#include "sizing/SizingRequest.h"

#include "util/JsonReader.h"
#include "util/StructuredFile.h"

#include <QDate>
#include <QJsonArray>

namespace llmcap {

namespace {

using K = SizingFieldKind;

const QStringList kPercentileKeys = {QStringLiteral("p50"), QStringLiteral("p95"),
                                     QStringLiteral("p99")};

bool isUnset(const QJsonValue &v)
{
    return v.isUndefined() || v.isNull() || (v.isString() && v.toString().trimmed().isEmpty()) ||
           (v.isArray() && v.toArray().isEmpty()) || (v.isObject() && v.toObject().isEmpty());
}

// Reads one answer from r, checks it against the field's kind; undefined when absent or wrong.
QJsonValue readAnswer(JsonReader &r, const SizingField &f)
{
    const char *key = f.key;
    if (!r.has(key))
        return {};
    const QJsonValue raw = r.object().value(QLatin1String(key));
    switch (f.kind) {
    case K::Text:
    case K::LongText:
        if (raw.isDouble()) // YAML reads an unquoted revision such as 1605565 as a number
            return QString::number(raw.toDouble(), 'g', 17);
        return r.string(key, QString());
    case K::Date: {
        const QString text = r.string(key, QString());
        if (!text.isEmpty() && !QDate::fromString(text, Qt::ISODate).isValid()) {
            r.addError(key,
                       SizingRequest::tr("must be a date as YYYY-MM-DD (got \"%1\")").arg(text));
            return {};
        }
        return text;
    }
    case K::Integer:
        return double(r.integer(key, 0, 0));
    case K::Number:
        return r.number(key, 0.0, 0.0);
    case K::Choice:
        return r.choice(key, f.choices(), QString());
    case K::YesNo:
        return r.boolean(key, false);
    case K::MultiChoice: {
        const QJsonArray items = raw.isString() ? QJsonArray{raw} : r.array(key);
        QJsonArray valid;
        for (const QJsonValue &item : items) {
            if (!item.isString() || !f.choices().contains(item.toString()))
                r.addError(key, SizingRequest::tr("must list items of %1 (got %2)")
                                    .arg(f.choices().join(QLatin1String(", ")),
                                         item.isString() ? item.toString()
                                                         : SizingRequest::tr("a non-text item")));
            else if (!valid.contains(item))
                valid.append(item);
        }
        return valid;
    }
    case K::Percentiles: {
        JsonReader p = r.child(key);
        p.rejectUnknownKeys(kPercentileKeys);
        QJsonObject o;
        double previous = 0;
        QString previousKey;
        for (const QString &pk : kPercentileKeys) {
            const QByteArray k = pk.toLatin1();
            if (!p.has(k.constData()))
                continue;
            const double v = p.number(k.constData(), 0.0, 0.0);
            if (v < previous)
                p.addError(k.constData(), SizingRequest::tr("must not be smaller than %1 (%2)")
                                              .arg(previousKey)
                                              .arg(previous));
            if (v >= previous) {
                previous = v;
                previousKey = pk;
            }
            o.insert(pk, v);
        }
        return o;
    }
    case K::Objective: {
        JsonReader o = r.child(key);
        o.rejectUnknownKeys({QStringLiteral("threshold_ms"), QStringLiteral("attainment")});
        QJsonObject result;
        if (o.has("threshold_ms"))
            result.insert(QStringLiteral("threshold_ms"), o.number("threshold_ms", 0.0, 0.001));
        if (o.has("attainment"))
            result.insert(QStringLiteral("attainment"), o.number("attainment", 99.0, 0.001, 100));
        return result;
    }
    case K::ClassList:
        break; // read by read() itself
    }
    return {};
}

// readAnswer, but an answer that is present and wrong comes back as it was written: the error
// is reported all the same, and a lenient reader (PlanInput::readPartly) keeps the answer for
// the user to correct instead of silently replacing it with a default or dropping it.
QJsonValue readKeepingRaw(JsonReader &r, const SizingField &f)
{
    const qsizetype before = r.errors()->size();
    const QJsonValue v = readAnswer(r, f);
    if (r.errors()->size() == before)
        return v;
    return r.object().value(QLatin1String(f.key));
}

// A class's measured: {field key: {source, from, to, samples, of}}.
void readMeasured(JsonReader &profile, const QStringList &fieldKeys, QJsonObject &out)
{
    JsonReader m = profile.child("measured");
    m.rejectUnknownKeys(fieldKeys);
    const QJsonObject byKey = m.object();
    for (auto it = byKey.begin(); it != byKey.end(); ++it) {
        if (!fieldKeys.contains(it.key()))
            continue;
        const QByteArray key = it.key().toUtf8();
        JsonReader a = m.child(key.constData());
        a.rejectUnknownKeys({QStringLiteral("source"), QStringLiteral("from"), QStringLiteral("to"),
                             QStringLiteral("samples"), QStringLiteral("of")});
        MeasuredAnswer answer;
        answer.source = a.string("source");
        answer.from = a.string("from", QString());
        answer.to = a.string("to", QString());
        answer.samples = a.integer("samples", 0, 0);
        answer.of = a.choice("of", {QStringLiteral("calls"), QStringLiteral("runs")},
                             QStringLiteral("calls"));
        out.insert(it.key(), answer.toJson());
    }
}

QJsonObject sectionToJson(const SizingRequest &request, SizingSection section)
{
    QJsonObject o;
    for (const SizingField *f : SizingField::inSection(section))
        if (!f->perClass && f->kind != K::ClassList &&
            !isUnset(request.value(QLatin1String(f->key))))
            o.insert(QLatin1String(f->key), request.value(QLatin1String(f->key)));
    return o;
}

} // namespace

QJsonValue SizingRequest::normalized(const SizingField &field, const QJsonValue &value)
{
    if (isUnset(value))
        return {};
    if (field.kind == K::Text || field.kind == K::LongText || field.kind == K::Date)
        return value.toString().trimmed();
    return value;
}

void SizingRequest::setValue(const QString &key, const QJsonValue &value)
{
    const SizingField *f = SizingField::find(key);
    const QJsonValue v = f ? normalized(*f, value) : (isUnset(value) ? QJsonValue() : value);
    if (v.isUndefined() || v.isNull())
        m_values.remove(key);
    else
        m_values.insert(key, v);
}

int SizingRequest::classIndex(const QString &name) const
{
    for (int i = 0; i < m_classes.size(); ++i)
        if (m_classes.at(i).name == name)
            return i;
    return -1;
}

QJsonValue SizingRequest::classValue(int index, const QString &key) const
{
    if (index < 0 || index >= m_classes.size())
        return {};
    return m_classes.at(index).profile.value(key);
}

void SizingRequest::setClassValue(int index, const QString &key, const QJsonValue &value)
{
    if (index < 0 || index >= m_classes.size())
        return;
    const SizingField *f = SizingField::find(key);
    const QJsonValue v = f ? normalized(*f, value) : (isUnset(value) ? QJsonValue() : value);
    QJsonObject &profile = m_classes[index].profile;
    if (profile.value(key) != v)
        m_classes[index].measured.remove(key);
    if (v.isUndefined() || v.isNull())
        profile.remove(key);
    else
        profile.insert(key, v);
}

QJsonObject MeasuredAnswer::toJson() const
{
    return {{QStringLiteral("source"), source},
            {QStringLiteral("from"), from},
            {QStringLiteral("to"), to},
            {QStringLiteral("samples"), samples},
            {QStringLiteral("of"), of}};
}

void SizingRequest::setMeasured(int index, const QString &key, const MeasuredAnswer &measured)
{
    if (index < 0 || index >= m_classes.size())
        return;
    m_classes[index].measured.insert(key, measured.toJson());
}

std::optional<MeasuredAnswer> SizingRequest::measured(int index, const QString &key) const
{
    if (index < 0 || index >= m_classes.size())
        return std::nullopt;
    const QJsonValue v = m_classes.at(index).measured.value(key);
    if (!v.isObject() || classValue(index, key).isUndefined())
        return std::nullopt;
    const QJsonObject o = v.toObject();
    MeasuredAnswer m;
    m.source = o.value(QLatin1String("source")).toString();
    m.from = o.value(QLatin1String("from")).toString();
    m.to = o.value(QLatin1String("to")).toString();
    m.samples = o.value(QLatin1String("samples")).toInteger();
    m.of = o.value(QLatin1String("of")).toString(QStringLiteral("calls"));
    return m;
}

bool SizingRequest::isAnswered(const SizingField &field, int classIndex) const
{
    if (field.kind == K::ClassList) {
        if (m_classes.isEmpty())
            return false;
        for (const SizingWorkloadClass &c : m_classes)
            if (c.name.trimmed().isEmpty() || c.execution.isEmpty())
                return false;
        return true;
    }
    auto answered = [&field](const QJsonValue &v) {
        if (isUnset(v))
            return false;
        if (field.kind == K::Percentiles) {
            const QJsonObject o = v.toObject();
            return o.contains(QLatin1String("p50")) && o.contains(QLatin1String("p95")) &&
                   o.contains(QLatin1String("p99"));
        }
        if (field.kind == K::Objective) {
            const QJsonObject o = v.toObject();
            return o.contains(QLatin1String("threshold_ms")) &&
                   o.contains(QLatin1String("attainment"));
        }
        return true;
    };
    if (!field.perClass)
        return answered(value(QLatin1String(field.key)));
    if (classIndex >= 0)
        return answered(this->classValue(classIndex, QLatin1String(field.key)));
    if (m_classes.isEmpty())
        return false;
    for (int i = 0; i < m_classes.size(); ++i)
        if (!answered(this->classValue(i, QLatin1String(field.key))))
            return false;
    return true;
}

bool SizingRequest::isEmpty() const
{
    if (!m_values.isEmpty())
        return false;
    for (const SizingWorkloadClass &c : m_classes)
        if (!c.name.isEmpty() || !c.execution.isEmpty() || !c.description.isEmpty() ||
            !c.profile.isEmpty() || !c.measured.isEmpty())
            return false;
    return true;
}

QString SizingRequest::text(const QString &key) const
{
    return value(key).toString();
}

std::optional<double> SizingRequest::number(const QString &key) const
{
    const QJsonValue v = value(key);
    return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
}

QStringList SizingRequest::choices(const QString &key) const
{
    const QJsonValue v = value(key);
    if (v.isString())
        return {v.toString()};
    QStringList result;
    for (const QJsonValue &item : v.toArray())
        result.append(item.toString());
    return result;
}

std::optional<bool> SizingRequest::yesNo(const QString &key) const
{
    const QJsonValue v = value(key);
    return v.isBool() ? std::optional<bool>(v.toBool()) : std::nullopt;
}

std::optional<LatencyObjective> SizingRequest::objective(SloMetric metric) const
{
    const QJsonObject o = value(Slo::key(metric)).toObject();
    if (!o.contains(QLatin1String("threshold_ms")))
        return std::nullopt;
    LatencyObjective objective;
    objective.metric = metric;
    objective.thresholdMs = o.value(QLatin1String("threshold_ms")).toDouble();
    objective.attainmentPct = o.value(QLatin1String("attainment")).toDouble(99.0);
    return objective;
}

std::optional<double> SizingRequest::classNumber(int index, const QString &key) const
{
    const QJsonValue v = classValue(index, key);
    return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
}

QString SizingRequest::classText(int index, const QString &key) const
{
    return classValue(index, key).toString();
}

Percentiles SizingRequest::percentiles(int index, const QString &key) const
{
    const QJsonObject o = classValue(index, key).toObject();
    auto read = [&o](const char *k) -> std::optional<double> {
        const QJsonValue v = o.value(QLatin1String(k));
        return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
    };
    return {read("p50"), read("p95"), read("p99")};
}

Slo SizingRequest::slo() const
{
    Slo slo;
    slo.name = text(QStringLiteral("name"));
    for (SloMetric metric : Slo::allMetrics())
        if (auto o = objective(metric))
            slo.objectives.append(*o);
    if (auto rate = number(QStringLiteral("error_rate_pct")))
        slo.maxErrorRatePct = *rate;
    return slo;
}

QStringList SizingRequest::topLevelKeys()
{
    QStringList keys = {QStringLiteral("version")};
    for (SizingSection s : SizingField::sections())
        keys.append(SizingField::sectionKey(s));
    return keys;
}

QJsonObject SizingRequest::toJson() const
{
    QJsonObject root{{QStringLiteral("version"), kFormatVersion}};
    for (SizingSection section : SizingField::sections()) {
        QJsonObject o = sectionToJson(*this, section);
        if (section == SizingSection::Product && !m_classes.isEmpty()) {
            QJsonArray classes;
            for (const SizingWorkloadClass &c : m_classes) {
                QJsonObject co{{QStringLiteral("name"), c.name}};
                if (!c.execution.isEmpty())
                    co.insert(QStringLiteral("execution"), c.execution);
                if (!c.description.isEmpty())
                    co.insert(QStringLiteral("description"), c.description);
                classes.append(co);
            }
            o.insert(QStringLiteral("workload_classes"), classes);
        }
        if (section == SizingSection::Workload) {
            QJsonObject profiles;
            for (const SizingWorkloadClass &c : m_classes) {
                QJsonObject profile = c.profile;
                if (!c.measured.isEmpty())
                    profile.insert(QStringLiteral("measured"), c.measured);
                if (!profile.isEmpty())
                    profiles.insert(c.name, profile);
            }
            if (!profiles.isEmpty())
                o.insert(QStringLiteral("classes"), profiles);
        }
        if (!o.isEmpty())
            root.insert(SizingField::sectionKey(section), o);
    }
    return root;
}

SizingRequest SizingRequest::read(JsonReader &root)
{
    SizingRequest request;
    if (root.has("version") && root.integer("version", kFormatVersion, 1) > kFormatVersion)
        root.addError("version", tr("was written by a newer llmcap (format %1; this one reads %2)")
                                     .arg(root.integer("version", 1))
                                     .arg(kFormatVersion));
    for (SizingSection section : SizingField::sections()) {
        const QByteArray sectionKey = SizingField::sectionKey(section).toLatin1();
        JsonReader r = root.child(sectionKey.constData());
        QStringList known;
        for (const SizingField *f : SizingField::inSection(section)) {
            if (f->perClass)
                continue;
            known.append(QLatin1String(f->key));
            if (f->kind == K::ClassList)
                continue;
            request.setValue(QLatin1String(f->key), readKeepingRaw(r, *f));
        }
        if (section == SizingSection::Product) {
            const QJsonArray classes = r.array("workload_classes");
            for (int i = 0; i < classes.size(); ++i) {
                JsonReader c(classes.at(i).toObject(),
                             r.pathOf("workload_classes") + QStringLiteral("[%1]").arg(i),
                             r.errors());
                if (!classes.at(i).isObject()) {
                    c.addError(tr("must be an object with name, execution and description"));
                    continue;
                }
                c.rejectUnknownKeys({QStringLiteral("name"), QStringLiteral("execution"),
                                     QStringLiteral("description")});
                SizingWorkloadClass wc;
                wc.name = c.string("name").trimmed();
                wc.execution = c.choice("execution", SizingField::executionTypes(), QString());
                wc.description = c.string("description", QString());
                if (request.classIndex(wc.name) >= 0)
                    c.addError("name", tr("\"%1\" is used by another class").arg(wc.name));
                request.m_classes.append(wc);
            }
        }
        if (section == SizingSection::Workload) {
            known.append(QStringLiteral("classes"));
            JsonReader profiles = r.child("classes");
            const QJsonObject byName = profiles.object();
            for (auto it = byName.begin(); it != byName.end(); ++it) {
                const int index = request.classIndex(it.key());
                const QByteArray name = it.key().toUtf8();
                if (index < 0) {
                    profiles.addError(name.constData(), tr("no workload class of this name in "
                                                           "product.workload_classes"));
                    continue;
                }
                JsonReader p = profiles.child(name.constData());
                QStringList perClassKeys;
                for (const SizingField *f : SizingField::inSection(SizingSection::Workload)) {
                    if (!f->perClass)
                        continue;
                    perClassKeys.append(QLatin1String(f->key));
                    request.setClassValue(index, QLatin1String(f->key), readKeepingRaw(p, *f));
                }
                if (p.has("measured"))
                    readMeasured(p, perClassKeys, request.m_classes[index].measured);
                perClassKeys.append(QStringLiteral("measured"));
                p.rejectUnknownKeys(perClassKeys);
            }
        }
        r.rejectUnknownKeys(known);
    }
    return request;
}

QString SizingProblem::text() const
{
    const SizingField *f = SizingField::find(key);
    const QString label = f ? f->label() : key;
    return className.isEmpty() ? tr("%1: %2").arg(label, message)
                               : tr("%1 [%2]: %3").arg(label, className, message);
}

QString SizingRequest::answerProblem(const SizingField &field, const QJsonValue &value)
{
    if (field.kind == K::ClassList || isUnset(value))
        return {};
    QStringList errors;
    JsonReader r(QJsonObject{{QLatin1String(field.key), value}}, QString(), &errors);
    readAnswer(r, field);
    if (errors.isEmpty())
        return {};
    // The reader's path starts with the field's key; the question is named by its label.
    QString message = errors.first();
    const QString key = QLatin1String(field.key);
    if (message.startsWith(key + QLatin1String(": ")))
        message = message.mid(key.size() + 2);
    else if (message.startsWith(key + QLatin1Char('.')))
        message = message.mid(key.size() + 1);
    return message;
}

QList<SizingProblem> SizingRequest::problems() const
{
    QList<SizingProblem> found;
    for (const SizingField &f : SizingField::all()) {
        if (f.kind == K::ClassList) {
            QStringList seen;
            for (int i = 0; i < m_classes.size(); ++i) {
                const QString name = m_classes.at(i).name.trimmed();
                if (name.isEmpty())
                    found.append({f.section, QLatin1String(f.key), i, QString(),
                                  tr("class %1 has no name").arg(i + 1)});
                else if (seen.contains(name))
                    found.append({f.section, QLatin1String(f.key), i, name,
                                  tr("the name is used by another class")});
                seen.append(name);
            }
            continue;
        }
        if (!f.perClass) {
            const QString message = answerProblem(f, value(QLatin1String(f.key)));
            if (!message.isEmpty())
                found.append({f.section, QLatin1String(f.key), -1, QString(), message});
            continue;
        }
        for (int i = 0; i < m_classes.size(); ++i) {
            const QString message = answerProblem(f, classValue(i, QLatin1String(f.key)));
            if (!message.isEmpty())
                found.append({f.section, QLatin1String(f.key), i, m_classes.at(i).name, message});
        }
    }
    return found;
}

QStringList SizingRequest::replacedAnswers(const SizingRequest &before, const SizingRequest &after)
{
    QStringList replaced;
    for (const SizingField &f : SizingField::all()) {
        if (f.kind == K::ClassList)
            continue;
        const QString key = QLatin1String(f.key);
        if (!f.perClass) {
            const QJsonValue old = before.value(key);
            if (!isUnset(old) && old != after.value(key))
                replaced.append(f.label());
            continue;
        }
        for (int i = 0; i < before.m_classes.size(); ++i) {
            const QJsonValue old = before.classValue(i, key);
            const int j = after.classIndex(before.m_classes.at(i).name);
            if (!isUnset(old) && (j < 0 || old != after.classValue(j, key)))
                replaced.append(tr("%1 [%2]").arg(f.label(), before.m_classes.at(i).name));
        }
    }
    for (const SizingWorkloadClass &c : before.m_classes)
        if (after.classIndex(c.name) < 0)
            replaced.append(tr("workload class \"%1\"").arg(c.name));
    return replaced;
}

Result<SizingRequest> SizingRequest::fromJson(const QJsonObject &json, const QString &origin)
{
    QStringList errors;
    JsonReader root(json, QString(), &errors);
    SizingRequest request = read(root);
    root.rejectUnknownKeys(topLevelKeys());
    if (!errors.isEmpty()) {
        const QString prefix = origin.isEmpty() ? QString() : QString(origin + QLatin1String(": "));
        return Result<SizingRequest>::failure(prefix + errors.join(QLatin1String("\n") + prefix));
    }
    return request;
}

Result<SizingRequest> SizingRequest::load(const QString &path)
{
    auto doc = StructuredFile::load(path);
    if (!doc)
        return Result<SizingRequest>::failure(doc.error());
    if (!doc->isObject())
        return Result<SizingRequest>::failure(
            tr("%1: a sizing request must be an object").arg(path));
    return fromJson(doc->object(), path);
}

} // namespace llmcap
