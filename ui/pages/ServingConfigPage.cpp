#include "pages/ServingConfigPage.h"

#include "footprint/FootprintPanel.h"

#include <QVBoxLayout>

namespace llmcap {

ServingConfigPage::ServingConfigPage(Workspace &workspace, SizingSession &session, QWidget *parent)
    : WorkflowPage(workspace, parent)
    , m_footprint(new FootprintPanel(session, this))
{
    setUpHeader(tr("The pinned serving configuration of one replica: model and revision, "
                   "tokenizer, precision, maximum context, parallelism, runtime and version, "
                   "scheduler and KV-cache settings, GPU type, count and interconnect. Its memory "
                   "footprint is the first of the three capacity questions: it says what one "
                   "replica needs to start, not how much traffic it serves."));
    contentLayout()->addWidget(m_footprint, 1);
    setFocusProxy(m_footprint);
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
