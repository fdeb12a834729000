#include "widgets/PageHeader.h"

#include <QLabel>
#include <QVBoxLayout>

namespace llmcap {

PageHeader::PageHeader(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_description(new QLabel(this))
{
    QFont font = m_title->font();
    font.setPointSizeF(font.pointSizeF() * 1.5);
    font.setBold(true);
    m_title->setFont(font);
    m_title->setAccessibleName(QStringLiteral("pageTitle"));
    m_description->setWordWrap(true);
    m_description->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 8);
    layout->addWidget(m_title);
    layout->addWidget(m_description);
}

void PageHeader::setTitle(const QString &title)
{
    m_title->setText(title);
}

void PageHeader::setDescription(const QString &description)
{
    m_description->setText(description);
}

QString PageHeader::title() const
{
    return m_title->text();
}

} // namespace llmcap
