#include "pages/WorkflowPage.h"

#include "widgets/PageHeader.h"

#include <QLabel>
#include <QVBoxLayout>

namespace llmcap {

WorkflowPage::WorkflowPage(Workspace &workspace, QWidget *parent)
    : QWidget(parent)
    , m_workspace(workspace)
    , m_header(new PageHeader(this))
    , m_content(new QVBoxLayout)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->addWidget(m_header);
    layout->addLayout(m_content, 1);
}

void WorkflowPage::setUpHeader(const QString &description)
{
    m_header->setTitle(title());
    m_header->setDescription(description);
}

void WorkflowPage::showNotBuiltNotice(const QString &text)
{
    if (!m_notice) {
        m_notice = new QLabel(this);
        m_notice->setObjectName(QStringLiteral("notBuiltNotice"));
        m_notice->setWordWrap(true);
        m_notice->setTextFormat(Qt::RichText);
        m_notice->setFrameShape(QFrame::StyledPanel);
        m_notice->setMargin(12);
        m_notice->setStyleSheet(
            QStringLiteral("QLabel#notBuiltNotice { background: #fff8e1; color: #5d4300; "
                           "border: 1px solid #e0c070; border-radius: 4px; }"));
        m_content->addWidget(m_notice);
        m_content->addStretch(1);
    }
    m_notice->setText(text);
}

} // namespace llmcap
