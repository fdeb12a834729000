#include "export/QuestionnaireMarkdown.h"

#include "export/ExportDates.h"

#include "appinfo/AppInfo.h"
#include "sizing/MistakesAdvisor.h"
#include "sizing/SizingAnswerText.h"
#include "sizing/SizingCompleteness.h"
#include "sizing/SizingRequest.h"
#include "util/SecretText.h"

#include <QDate>

namespace llmcap {

namespace {

void question(QString &md, const SizingField &f, const QString &answer)
{
    md += QLatin1String("**") + QuestionnaireMarkdown::escape(f.label()) + QLatin1String("**");
    if (!f.required)
        md += QLatin1Char(' ') + QuestionnaireMarkdown::tr("(optional)");
    md += QLatin1String("  \n");
    if (answer.isEmpty()) {
        md += QLatin1String("*") + QuestionnaireMarkdown::tr("not answered yet") +
              QLatin1String("*\n\n");
    } else if (answer.contains(QLatin1Char('\n'))) {
        for (const QString &line : answer.split(QLatin1Char('\n')))
            md += QLatin1String("> ") + QuestionnaireMarkdown::escape(line) + QLatin1Char('\n');
        md += QLatin1Char('\n');
    } else {
        md += QuestionnaireMarkdown::escape(answer) + QLatin1String("\n\n");
    }
    md += QLatin1String("*") + QuestionnaireMarkdown::escape(f.help()) + QLatin1String("*\n\n");
}

} // namespace

QString QuestionnaireMarkdown::escape(const QString &raw)
{
    // Credentials go before the escaping hides them from the redaction ("ghp\_...").
    const QString text = SecretText::redact(raw);
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\\') || c == QLatin1Char('*') || c == QLatin1Char('_') ||
            c == QLatin1Char('`') || c == QLatin1Char('<') || c == QLatin1Char('[') ||
            c == QLatin1Char(']') || (c == QLatin1Char('#') && i == 0))
            out += QLatin1Char('\\');
        out += c;
    }
    return out;
}

QString QuestionnaireMarkdown::render(const SizingRequest &r, const QString &projectName)
{
    QString md;
    const QString product = r.text(QStringLiteral("name"));
    md += QLatin1String("# ") +
          escape(product.isEmpty() ? tr("Sizing request") : tr("Sizing request: %1").arg(product)) +
          QLatin1String("\n\n");
    QStringList meta;
    if (!projectName.isEmpty())
        meta << tr("Project: %1").arg(escape(projectName));
    meta << tr("Exported %1 with llmcap %2").arg(ExportDates::now(), AppInfo::version());
    meta
        << tr("%1 % of the required questions answered").arg(SizingCompleteness::overallPercent(r));
    md += meta.join(QStringLiteral(" · ")) + QLatin1String("\n\n");
    md += escape(tr("The platform team can only size capacity from a described workload: a "
                    "registered user is not a unit of inference load. Answer what you know; where "
                    "important data is missing, the estimate stays preliminary, with its "
                    "assumptions and a wide range.")) +
          QLatin1String("\n\n");

    for (SizingSection section : SizingField::sections()) {
        const SectionCompleteness c = SizingCompleteness::of(r, section);
        md += QStringLiteral("## %1. %2\n\n")
                  .arg(SizingField::sectionNumber(section))
                  .arg(escape(SizingField::sectionTitle(section)));
        md += QLatin1String("**") + escape(SizingCompleteness::summary(c)) +
              QStringLiteral("** — ") + escape(SizingField::sectionHelp(section)) +
              QLatin1String("\n\n");
        const auto fields = SizingField::inSection(section);
        for (const SizingField *f : fields) {
            if (f->perClass)
                continue;
            if (f->kind == SizingFieldKind::ClassList) {
                QStringList lines;
                for (const SizingWorkloadClass &wc : r.classes())
                    lines.append(SizingAnswerText::formatClass(wc));
                md += QLatin1String("**") + escape(f->label()) + QLatin1String("**  \n");
                if (lines.isEmpty())
                    md += QLatin1String("*") + tr("not answered yet") + QLatin1String("*\n");
                for (const QString &l : lines)
                    md += QLatin1String("- ") + escape(l) + QLatin1Char('\n');
                md += QLatin1String("\n*") + escape(f->help()) + QLatin1String("*\n\n");
                continue;
            }
            question(md, *f, SizingAnswerText::format(*f, r.value(QLatin1String(f->key))));
        }
        if (section != SizingSection::Workload)
            continue;
        const int classes = std::max<int>(1, int(r.classes().size()));
        for (int i = 0; i < classes; ++i) {
            const QString name =
                r.classes().isEmpty() ? tr("each workload class") : r.classes().at(i).name;
            md += QLatin1String("### ") + escape(tr("Profile of %1").arg(name)) +
                  QLatin1String("\n\n");
            for (const SizingField *f : fields)
                if (f->perClass)
                    question(
                        md, *f,
                        r.classes().isEmpty()
                            ? QString()
                            : SizingAnswerText::format(*f, r.classValue(i, QLatin1String(f->key))));
        }
    }

    const QList<Mistake> mistakes = MistakesAdvisor::check(r);
    if (!mistakes.isEmpty()) {
        md += QLatin1String("## ") + escape(tr("How to be less wrong")) + QLatin1String("\n\n");
        for (const Mistake &m : mistakes)
            md += QLatin1String("- **") + escape(m.title) + QLatin1String("** ") +
                  escape(m.explanation) + QLatin1Char('\n');
        md += QLatin1Char('\n');
    }
    QStringList missing;
    for (const SectionCompleteness &c : SizingCompleteness::all(r))
        if (!c.missing.isEmpty())
            missing.append(QStringLiteral("- %1. %2: %3")
                               .arg(SizingField::sectionNumber(c.section))
                               .arg(escape(SizingField::sectionTitle(c.section)),
                                    escape(c.missing.join(QLatin1String(", ")))));
    if (!missing.isEmpty())
        md += QLatin1String("## ") + escape(tr("Still missing")) + QLatin1String("\n\n") +
              missing.join(QLatin1Char('\n')) + QLatin1String("\n");
    return md;
}

} // namespace llmcap
