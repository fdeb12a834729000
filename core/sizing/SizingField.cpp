#include "sizing/SizingField.h"

#include "sizing/SizingFieldTexts.h"

namespace llmcap {

namespace {

using S = SizingSection;
using K = SizingFieldKind;
using SizingFieldTexts::ChoiceText;

} // namespace

const QList<SizingField> &SizingField::all()
{
    // key, section, kind, required, per class, unit
    static const QList<SizingField> fields = {
        {"name", S::Product, K::Text, true, false},
        {"owner", S::Product, K::Text, true, false},
        {"contact", S::Product, K::Text, true, false},
        {"environments", S::Product, K::MultiChoice, true, false},
        {"workload_classes", S::Product, K::ClassList, true, false},
        {"launch_date", S::Product, K::Date, true, false},
        {"growth_stages", S::Product, K::LongText, true, false},

        {"model_ids", S::Models, K::LongText, true, false},
        {"tokenizer_revision", S::Models, K::Text, true, false},
        {"quality_results", S::Models, K::LongText, true, false},
        {"context_required", S::Models, K::Integer, true, false, "tokens"},
        {"capabilities", S::Models, K::MultiChoice, true, false},
        {"fallbacks", S::Models, K::LongText, true, false},
        {"latency_evidence", S::Models, K::Choice, false, false},

        {"active_users", S::Workload, K::Integer, true, true, "users"},
        {"runs_per_user", S::Workload, K::Number, true, true, "runs"},
        {"run_window", S::Workload, K::Choice, true, true},
        {"calls_per_run", S::Workload, K::Number, true, true, "calls"},
        {"plan_unit", S::Workload, K::Choice, false, true},
        {"input_tokens", S::Workload, K::Percentiles, true, true, "tokens"},
        {"output_tokens", S::Workload, K::Percentiles, true, true, "tokens"},
        {"context_tokens", S::Workload, K::Percentiles, true, true, "tokens"},
        {"concurrent_calls", S::Workload, K::Integer, true, true, "calls"},
        {"peak_to_average", S::Workload, K::Number, true, true, "x"},
        {"burst_s", S::Workload, K::Number, true, true, "s"},
        {"growth_pct", S::Workload, K::Number, true, true, "%"},
        {"peak_rps", S::Workload, K::Number, false, true, "calls/s"},
        {"trace", S::Workload, K::Text, false, true},
        {"horizon_months", S::Workload, K::Integer, true, false, "months"},
        {"load_test", S::Workload, K::Choice, false, false},
        {"load_test_users", S::Workload, K::Integer, false, false, "users"},
        {"load_test_requests", S::Workload, K::Integer, false, false, "requests"},
        {"capacity_evidence", S::Workload, K::Choice, false, false},

        {"ttft", S::Slo, K::Objective, true, false, "ms"},
        {"itl", S::Slo, K::Objective, true, false, "ms"},
        {"tpot", S::Slo, K::Objective, true, false, "ms"},
        {"e2e", S::Slo, K::Objective, true, false, "ms"},
        {"queue", S::Slo, K::Objective, true, false, "ms"},
        {"run_duration_s", S::Slo, K::Number, true, false, "s"},
        {"error_rate_pct", S::Slo, K::Number, true, false, "%"},
        {"overload", S::Slo, K::Choice, true, false},

        {"capacity_model", S::Reliability, K::Choice, true, false},
        {"availability_pct", S::Reliability, K::Number, true, false, "%"},
        {"loss_to_survive", S::Reliability, K::Choice, true, false},
        {"capacity_after_loss_pct", S::Reliability, K::Number, true, false, "%"},
        {"rollout", S::Reliability, K::Choice, true, false},
        {"max_surge", S::Reliability, K::Integer, false, false, "replicas"},
        {"rollback", S::Reliability, K::LongText, true, false},
        {"recovery_min", S::Reliability, K::Number, true, false, "min"},
        {"degradation", S::Reliability, K::MultiChoice, true, false},
        {"assumed_gpus", S::Reliability, K::Integer, false, false, "GPUs"},

        {"tracing", S::Observability, K::Text, true, false},
        {"token_usage", S::Observability, K::YesNo, true, false},
        {"correlation_ids", S::Observability, K::YesNo, true, false},
        {"versioning", S::Observability, K::YesNo, true, false},
        {"pseudonymization", S::Observability, K::YesNo, true, false},
        {"retention", S::Observability, K::LongText, true, false},
        {"no_sensitive_content", S::Observability, K::YesNo, true, false},
    };
    return fields;
}

const SizingField *SizingField::find(const QString &key)
{
    for (const SizingField &f : all())
        if (key == QLatin1String(f.key))
            return &f;
    return nullptr;
}

QList<const SizingField *> SizingField::inSection(SizingSection section)
{
    QList<const SizingField *> result;
    for (const SizingField &f : all())
        if (f.section == section)
            result.append(&f);
    return result;
}

QString SizingField::label() const
{
    const auto it = SizingFieldTexts::fields().constFind(QLatin1String(key));
    return it == SizingFieldTexts::fields().constEnd()
               ? QString::fromLatin1(key)
               : QCoreApplication::translate("SizingField", it->label);
}

QString SizingField::help() const
{
    const auto it = SizingFieldTexts::fields().constFind(QLatin1String(key));
    return it == SizingFieldTexts::fields().constEnd()
               ? QString()
               : QCoreApplication::translate("SizingField", it->help);
}

QStringList SizingField::choices() const
{
    QStringList keys;
    for (const ChoiceText &c : SizingFieldTexts::choices().value(QLatin1String(key)))
        keys.append(QLatin1String(c.key));
    return keys;
}

QString SizingField::choiceLabel(const QString &choice) const
{
    for (const ChoiceText &c : SizingFieldTexts::choices().value(QLatin1String(key)))
        if (choice == QLatin1String(c.key))
            return QCoreApplication::translate("SizingField", c.label);
    return choice;
}

QString SizingField::unitLabel() const
{
    const char *text = SizingFieldTexts::units().value(QLatin1String(unit), nullptr);
    return text ? QCoreApplication::translate("SizingField", text) : QString::fromLatin1(unit);
}

QList<SizingSection> SizingField::sections()
{
    return {S::Product, S::Models, S::Workload, S::Slo, S::Reliability, S::Observability};
}

QString SizingField::sectionKey(SizingSection section)
{
    switch (section) {
    case S::Product:
        return QStringLiteral("product");
    case S::Models:
        return QStringLiteral("models");
    case S::Workload:
        return QStringLiteral("workload");
    case S::Slo:
        return QStringLiteral("slo");
    case S::Reliability:
        return QStringLiteral("reliability");
    case S::Observability:
        return QStringLiteral("observability");
    }
    return {};
}

QString SizingField::sectionTitle(SizingSection section)
{
    switch (section) {
    case S::Product:
        return tr("Product and scenarios");
    case S::Models:
        return tr("Model candidates");
    case S::Workload:
        return tr("Workload profile");
    case S::Slo:
        return tr("SLO");
    case S::Reliability:
        return tr("Reliability and isolation");
    case S::Observability:
        return tr("Observability and data handling");
    }
    return {};
}

QString SizingField::sectionHelp(SizingSection section)
{
    switch (section) {
    case S::Product:
        return tr("Who asks, for what, and which operations the product performs. Describe "
                  "the operations, not the audience: two products with the same number of "
                  "users can need very different capacity.");
    case S::Models:
        return tr("Model selection and capacity planning are related but separate steps. "
                  "Benchmark the final candidates on the target runtime and hardware.");
    case S::Workload:
        return tr("The load each workload class creates: behaviour, token distributions with "
                  "their tails, concurrency and peaks. Averages hide the cases that cause queues "
                  "and SLO violations.");
    case S::Slo:
        return tr("Measurable targets decide the sustainable load: the highest request rate "
                  "that still meets them (goodput), not the highest raw throughput.");
    case S::Reliability:
        return tr("The reserve must cover the real failure topology, rollouts and the "
                  "product's permitted degradation.");
    case S::Observability:
        return tr("The application view explains what workload was created; the inference "
                  "platform explains how it was served. Token counts and timings are needed, "
                  "content is not.");
    }
    return {};
}

QStringList SizingField::executionTypes()
{
    QStringList keys;
    for (const ChoiceText &c : SizingFieldTexts::choices().value(QStringLiteral("execution")))
        keys.append(QLatin1String(c.key));
    return keys;
}

QString SizingField::executionLabel(const QString &type)
{
    for (const ChoiceText &c : SizingFieldTexts::choices().value(QStringLiteral("execution")))
        if (type == QLatin1String(c.key))
            return QCoreApplication::translate("SizingField", c.label);
    return type;
}

} // namespace llmcap
