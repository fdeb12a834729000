#pragma once

#include <QCoreApplication>
#include <QString>

namespace llmcap {

class SizingRequest;

// The sizing request as a Markdown questionnaire to send around: every question of the six
// sections with its help text, the answers given so far, completeness per section, what is
// still missing and the mistakes found. Unanswered questions stay in, so the recipient can fill
// them in. The PDF questionnaire renders the same Markdown.
class QuestionnaireMarkdown
{
    Q_DECLARE_TR_FUNCTIONS(QuestionnaireMarkdown)

public:
    static QString render(const SizingRequest &request, const QString &projectName = {});
    static QString escape(const QString &text);
};

} // namespace llmcap
