#include "pages/PlanPage.h"

#include "plan/PlanPanel.h"

#include <QVBoxLayout>

namespace llmcap {

PlanPage::PlanPage(Workspace &workspace, SizingSession &session, QWidget *parent)
    : WorkflowPage(workspace, parent)
    , m_panel(new PlanPanel(workspace, session, this))
{
    setUpHeader(tr("The capacity the product needs: base replicas from projected peak load divided "
                   "by the sustainable load of one replica, plus reserve for the failure topology, "
                   "rollouts, growth and warm start-up, with every assumption listed."));
    contentLayout()->addWidget(m_panel, 1);
    setFocusProxy(m_panel);
    connect(m_panel, &PlanPanel::planSaved, this, &PlanPage::planSaved);
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
