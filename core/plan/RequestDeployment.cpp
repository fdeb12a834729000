#include "plan/RequestDeployment.h"

#include "footprint/HardwareCatalog.h"
#include "sizing/SizingRequest.h"

#include <QLocale>

namespace llmcap {

QString RequestDeployment::catalogModel(const QString &line, QString *revision)
{
    const qsizetype at = line.indexOf(QLatin1Char('@'));
    const QString name = (at < 0 ? line : line.left(at)).trimmed();
    if (revision)
        *revision = at < 0 ? QString() : line.mid(at + 1).trimmed();
    if (name.isEmpty())
        return {};
    for (const ModelSpec &m : HardwareCatalog::builtin().models())
        for (const QString &known : {m.id, m.hfId, m.name})
            if (!known.isEmpty() && name.compare(known, Qt::CaseInsensitive) == 0)
                return m.id;
    return {};
}

QString RequestDeployment::suggestedModel(const SizingRequest &request, QString *revision)
{
    const QStringList lines =
        request.text(QStringLiteral("model_ids")).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines)
        if (const QString id = catalogModel(line, revision); !id.isEmpty())
            return id;
    if (revision)
        revision->clear();
    return {};
}

Deployment RequestDeployment::fill(const Deployment &deployment, const SizingRequest &request,
                                   QStringList *filled)
{
    Deployment d = deployment;
    QStringList taken;
    auto setServing = [&d, &taken](const QString &key, const QString &value, const QString &line) {
        if (!value.isEmpty() && !d.serving.isSet(key) && d.serving.set(key, value))
            taken << line;
    };
    QString revision;
    const QString model = suggestedModel(request, &revision);
    if (!model.isEmpty() && d.modelId == model && !d.customModel)
        setServing(QStringLiteral("model_revision"), revision,
                   tr("model revision %1 (from model_ids)").arg(revision));
    if (d.maxModelLen <= 0) {
        if (const auto context = request.number(QStringLiteral("context_required"));
            context && *context > 0) {
            d.maxModelLen = qint64(*context);
            taken << tr("max model length %1 tokens (from context_required)")
                         .arg(QLocale().toString(d.maxModelLen));
        }
    }
    const QString tokenizer = request.text(QStringLiteral("tokenizer_revision")).trimmed();
    setServing(QStringLiteral("tokenizer_revision"), tokenizer,
               tr("tokenizer revision %1 (from tokenizer_revision)").arg(tokenizer));
    if (filled)
        *filled = taken;
    return d;
}

} // namespace llmcap
