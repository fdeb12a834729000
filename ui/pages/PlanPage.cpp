#include "pages/PlanPage.h"

namespace llmcap {

PlanPage::PlanPage(Workspace &workspace, QWidget *parent)
    : WorkflowPage(workspace, parent)
{
    setUpHeader(tr("The capacity the product needs: base replicas from projected peak load divided "
                   "by the sustainable load of one replica, plus reserve for the failure topology, "
                   "rollouts, growth and warm start-up, with every assumption listed."));
    showNotBuiltNotice(tr("<b>Not built yet.</b> The replica plan arrives with the sizing request. "
                          "Until then, use <tt>llmcap-cli plan</tt>."));
}

QString PlanPage::title() const
{
    return tr("Plan");
}

QIcon PlanPage::icon() const
{
    return QIcon(QStringLiteral(":/icons/plan.svg"));
}

} // namespace llmcap
