#include "WorkflowSidebar.h"

namespace llmcap {

WorkflowSidebar::WorkflowSidebar(QWidget *parent)
    : QListWidget(parent)
{
    setObjectName(QStringLiteral("workflowSidebar"));
    setIconSize(QSize(22, 22));
    setSpacing(2);
    setUniformItemSizes(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFocusPolicy(Qt::StrongFocus);
    setStyleSheet(QStringLiteral("QListWidget#workflowSidebar { background: #eef2f7; border: none; "
                                 "padding-top: 8px; }"
                                 "QListWidget#workflowSidebar::item { padding: 8px 10px; }"
                                 "QListWidget#workflowSidebar::item:selected { background: "
                                 "#2f4f7f; color: white; }"));
}

void WorkflowSidebar::addStep(const QIcon &icon, const QString &title)
{
    auto *item = new QListWidgetItem(icon, title, this);
    item->setToolTip(tr("Ctrl+%1").arg(count()));
}

QSize WorkflowSidebar::sizeHint() const
{
    return QSize(190, QListWidget::sizeHint().height());
}

} // namespace llmcap
