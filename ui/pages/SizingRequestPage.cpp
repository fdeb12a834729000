#include "pages/SizingRequestPage.h"

namespace llmcap {

SizingRequestPage::SizingRequestPage(Workspace &workspace, QWidget *parent)
    : WorkflowPage(workspace, parent)
{
    setUpHeader(tr("What the product team tells the platform team, in the six sections of a sizing "
                   "request: product and scenarios, model candidates, workload profile, SLOs, "
                   "reliability and isolation, observability and data handling. \"400 users\" "
                   "describes an audience, not a load."));
    showNotBuiltNotice(
        tr("<b>Not built yet.</b> The sizing-request wizard arrives with the plan. Until then, "
           "describe the workload and SLOs as files for <tt>llmcap-cli</tt>."));
}

QString SizingRequestPage::title() const
{
    return tr("Sizing request");
}

QIcon SizingRequestPage::icon() const
{
    return QIcon(QStringLiteral(":/icons/sizing.svg"));
}

} // namespace llmcap
