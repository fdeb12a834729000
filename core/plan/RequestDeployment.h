#pragma once

#include "plan/Deployment.h"

#include <QCoreApplication>
#include <QStringList>

namespace llmcap {

class SizingRequest;

// What the questionnaire (section 2, model candidates) already says about the replica, carried
// into the deployment where the deployment is silent: context_required as max_model_len,
// tokenizer_revision, and the revision after "@" in model_ids for the model it names. The
// model itself is only suggested (suggestedModel): a deployment stores a model together with
// its GPU (Deployment::read refuses one without the other), which the questionnaire does not
// ask, so Serving config preselects it and "Use for the plan" stores both. An answer never
// replaces what the deployment states, so a choice made on Serving config stands.
class RequestDeployment
{
    Q_DECLARE_TR_FUNCTIONS(RequestDeployment)

public:
    // The deployment with the request's answers filled in; filled (when given) gets one line
    // per field taken, e.g. "max model length 32,768 tokens (from context_required)".
    static Deployment fill(const Deployment &deployment, const SizingRequest &request,
                           QStringList *filled = nullptr);
    // The first catalog model model_ids names (by catalog id, Hugging Face id or name), empty
    // when none does; revision gets the text after its "@".
    static QString suggestedModel(const SizingRequest &request, QString *revision = nullptr);
    // The catalog model one model_ids line names ("meta-llama/Llama-3.1-8B-Instruct @ 0e9e39f"),
    // empty when none does; revision (when given) gets the text after "@".
    static QString catalogModel(const QString &line, QString *revision = nullptr);
};

} // namespace llmcap
