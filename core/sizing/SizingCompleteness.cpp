#include "sizing/SizingCompleteness.h"

#include "sizing/SizingRequest.h"

namespace llmcap {

SectionCompleteness SizingCompleteness::of(const SizingRequest &request, SizingSection section)
{
    SectionCompleteness c;
    c.section = section;
    const int classes = std::max<int>(1, int(request.classes().size()));
    for (const SizingField *f : SizingField::inSection(section)) {
        const int instances = f->perClass ? classes : 1;
        for (int i = 0; i < instances; ++i) {
            const int index = f->perClass ? (request.classes().isEmpty() ? -2 : i) : -1;
            const bool answered = index == -2 ? false : request.isAnswered(*f, index);
            if (!f->required) {
                ++c.optionalTotal;
                if (answered)
                    ++c.optionalAnswered;
                continue;
            }
            ++c.required;
            if (answered) {
                ++c.answered;
                continue;
            }
            if (f->perClass && index >= 0) {
                const QString className = request.classes().at(index).name;
                c.missing.append(tr("%1 (%2)").arg(f->label(), className));
                c.missingKeys.append(className + QLatin1Char('.') + QLatin1String(f->key));
            } else {
                c.missing.append(f->label());
                c.missingKeys.append(QLatin1String(f->key));
            }
        }
    }
    return c;
}

QList<SectionCompleteness> SizingCompleteness::all(const SizingRequest &request)
{
    QList<SectionCompleteness> result;
    for (SizingSection s : SizingField::sections())
        result.append(of(request, s));
    return result;
}

int SizingCompleteness::overallPercent(const SizingRequest &request)
{
    int answered = 0;
    int required = 0;
    for (const SectionCompleteness &c : all(request)) {
        answered += c.answered;
        required += c.required;
    }
    return required == 0 ? 100 : answered * 100 / required;
}

QString SizingCompleteness::summary(const SectionCompleteness &c)
{
    return tr("%1 of %2 answered (%3 %)").arg(c.answered).arg(c.required).arg(c.percent());
}

} // namespace llmcap
