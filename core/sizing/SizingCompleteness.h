#pragma once

#include "sizing/SizingField.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace llmcap {

class SizingRequest;

// How far one section of a sizing request is answered. Per-class questions count once per
// workload class.
struct SectionCompleteness
{
    SizingSection section = SizingSection::Product;
    int answered = 0; // required questions answered
    int required = 0;
    int optionalAnswered = 0;
    int optionalTotal = 0;
    QStringList missing;     // labels of unanswered required questions ("Input tokens (chat)")
    QStringList missingKeys; // their keys ("input_tokens" or "chat.input_tokens")

    int percent() const { return required == 0 ? 100 : answered * 100 / required; }
    bool complete() const { return answered == required; }
};

class SizingCompleteness
{
    Q_DECLARE_TR_FUNCTIONS(SizingCompleteness)

public:
    static SectionCompleteness of(const SizingRequest &request, SizingSection section);
    static QList<SectionCompleteness> all(const SizingRequest &request);
    // Required questions answered over all sections, in percent.
    static int overallPercent(const SizingRequest &request);
    // "4 of 7 answered" in the user's language.
    static QString summary(const SectionCompleteness &completeness);
};

} // namespace llmcap
