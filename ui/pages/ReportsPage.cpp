#include "pages/ReportsPage.h"

namespace llmcap {

ReportsPage::ReportsPage(Workspace &workspace, QWidget *parent)
    : WorkflowPage(workspace, parent)
{
    setUpHeader(tr("Export the sizing request, the measurements and the plan for review as PDF, "
                   "CSV and JSON. No export contains an API key or prompt text."));
    showNotBuiltNotice(tr("<b>Not built yet.</b> Exports arrive with the plan."));
}

QString ReportsPage::title() const
{
    return tr("Reports");
}

QIcon ReportsPage::icon() const
{
    return QIcon(QStringLiteral(":/icons/reports.svg"));
}

} // namespace llmcap
