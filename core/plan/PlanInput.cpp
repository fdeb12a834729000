#include "plan/PlanInput.h"

#include "util/JsonReader.h"
#include "util/StructuredFile.h"

#include <QFileInfo>

namespace llmcap {

QJsonObject PlanInput::toJson() const
{
    QJsonObject o = request.toJson();
    const QJsonObject d = deployment.toJson();
    if (!d.isEmpty())
        o.insert(QStringLiteral("deployment"), d);
    return o;
}

PlanInput PlanInput::readPartly(const QJsonObject &json, QStringList *errors)
{
    JsonReader root(json, QString(), errors);
    PlanInput input;
    input.request = SizingRequest::read(root);
    if (root.has("deployment")) {
        JsonReader d = root.child("deployment");
        input.deployment = Deployment::read(d);
    }
    root.rejectUnknownKeys(SizingRequest::topLevelKeys() << QStringLiteral("deployment"));
    return input;
}

QStringList PlanInput::readBackErrors() const
{
    QStringList errors;
    readPartly(toJson(), &errors);
    return errors;
}

Result<PlanInput> PlanInput::fromJson(const QJsonObject &json, const QString &origin)
{
    QStringList errors;
    PlanInput input = readPartly(json, &errors);
    if (!errors.isEmpty()) {
        const QString prefix = origin.isEmpty() ? QString() : QString(origin + QLatin1String(": "));
        return Result<PlanInput>::failure(prefix + errors.join(QLatin1String("\n") + prefix));
    }
    return input;
}

Result<PlanInput> PlanInput::load(const QString &path)
{
    auto doc = StructuredFile::load(path);
    if (!doc)
        return Result<PlanInput>::failure(doc.error());
    if (!doc->isObject())
        return Result<PlanInput>::failure(
            tr("%1: a sizing file must be an object with the sections product, models, "
               "workload, slo, reliability, observability and deployment")
                .arg(path));
    auto input = fromJson(doc->object(), path);
    if (input)
        input->baseDir = QFileInfo(path).absolutePath();
    return input;
}

QStringList PlanInput::keyOrder()
{
    // The questionnaire's order, so that a saved YAML file reads like the form.
    QStringList order = {QStringLiteral("version")};
    for (SizingSection s : SizingField::sections())
        order.append(SizingField::sectionKey(s));
    order.append(QStringLiteral("deployment"));
    for (const SizingField &f : SizingField::all())
        order.append(QLatin1String(f.key));
    order << QStringLiteral("classes") << QStringLiteral("execution")
          << QStringLiteral("description") << QStringLiteral("p50") << QStringLiteral("p95")
          << QStringLiteral("p99") << QStringLiteral("threshold_ms")
          << QStringLiteral("attainment");
    order << Deployment::keys();
    order << GpuPrice::keys();
    order << QStringLiteral("rate_rps") << QStringLiteral("lower_rps")
          << QStringLiteral("upper_rps") << QStringLiteral("source");
    return order;
}

Status PlanInput::save(const QString &path) const
{
    return StructuredFile::save(path, toJson(), keyOrder());
}

} // namespace llmcap
