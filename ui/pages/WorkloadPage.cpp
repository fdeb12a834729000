#include "pages/WorkloadPage.h"

namespace llmcap {

WorkloadPage::WorkloadPage(Workspace &workspace, QWidget *parent)
    : WorkflowPage(workspace, parent)
{
    setUpHeader(tr("Workload classes with their token-length distributions, LLM calls per run, "
                   "shared prefixes, retries and cancellations, or a sanitized trace to replay. "
                   "Tails matter more than averages."));
    showNotBuiltNotice(
        tr("<b>Not built yet.</b> The workload editor arrives with the benchmark workspace. Until "
           "then, write a workload file for <tt>llmcap-cli bench</tt>."));
}

QString WorkloadPage::title() const
{
    return tr("Workload");
}

QIcon WorkloadPage::icon() const
{
    return QIcon(QStringLiteral(":/icons/workload.svg"));
}

} // namespace llmcap
