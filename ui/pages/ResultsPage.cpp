#include "pages/ResultsPage.h"

namespace llmcap {

ResultsPage::ResultsPage(Workspace &workspace, QWidget *parent)
    : WorkflowPage(workspace, parent)
{
    setUpHeader(tr("Runs and sweeps measured so far: tail percentiles, SLO attainment, goodput "
                   "beside raw throughput, and the SLO boundary, the sustainable load of one "
                   "replica with its uncertainty."));
    showNotBuiltNotice(tr(
        "<b>Not built yet.</b> Run history and comparisons arrive with the benchmark workspace."));
}

QString ResultsPage::title() const
{
    return tr("Results");
}

QIcon ResultsPage::icon() const
{
    return QIcon(QStringLiteral(":/icons/results.svg"));
}

} // namespace llmcap
