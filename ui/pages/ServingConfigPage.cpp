#include "pages/ServingConfigPage.h"

namespace llmcap {

ServingConfigPage::ServingConfigPage(Workspace &workspace, QWidget *parent)
    : WorkflowPage(workspace, parent)
{
    setUpHeader(tr("The pinned serving configuration of one replica: model and revision, "
                   "tokenizer, precision, maximum context, parallelism, runtime and version, "
                   "scheduler and KV-cache settings, GPU type, count and interconnect. Its memory "
                   "footprint is the first of the three capacity questions."));
    showNotBuiltNotice(tr("<b>Not built yet.</b> The serving-configuration form and the footprint "
                          "calculator arrive with the benchmark workspace and the plan."));
}

QString ServingConfigPage::title() const
{
    return tr("Serving config");
}

QIcon ServingConfigPage::icon() const
{
    return QIcon(QStringLiteral(":/icons/serving.svg"));
}

} // namespace llmcap
