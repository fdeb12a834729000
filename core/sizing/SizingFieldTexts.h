#pragma once

#include <QHash>
#include <QList>
#include <QString>

// The sizing request's labels, help texts (drawn from the sizing guide), choice labels and unit
// names, as untranslated source strings (QT_TRANSLATE_NOOP, context "SizingField"). Internal to
// SizingField; kept apart so the table of questions stays readable.
namespace llmcap::SizingFieldTexts {

struct FieldText
{
    const char *label;
    const char *help;
};

struct ChoiceText
{
    const char *key;
    const char *label;
};

const QHash<QString, FieldText> &fields();
const QHash<QString, QList<ChoiceText>> &choices();
const QHash<QString, const char *> &units();

} // namespace llmcap::SizingFieldTexts
