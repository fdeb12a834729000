#include "bench/SweepResultLine.h"

#include <QGridLayout>
#include <QLabel>
#include <QToolButton>

namespace llmcap {

SweepResultLine::SweepResultLine(QWidget *parent)
    : QWidget(parent)
    , m_sentence(new QLabel(this))
    , m_toggle(new QToolButton(this))
    , m_details(new QLabel(this))
{
    m_sentence->setObjectName(QStringLiteral("sweepResult"));
    m_sentence->setTextFormat(Qt::PlainText);
    m_sentence->setWordWrap(true);
    m_sentence->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont font = m_sentence->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.1);
    m_sentence->setFont(font);

    m_toggle->setText(tr("Details"));
    m_toggle->setCheckable(true);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->setArrowType(Qt::RightArrow);
    m_toggle->setAutoRaise(true);
    m_toggle->setToolTip(tr("How the boundary was found: the method, the confirmation run, the "
                            "goodput and saturation, the time by phase"));
    connect(m_toggle, &QToolButton::toggled, this, [this](bool on) {
        m_toggle->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
        m_details->setVisible(on);
    });

    m_details->setObjectName(QStringLiteral("sweepResultDetails"));
    m_details->setTextFormat(Qt::PlainText);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->hide();

    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_sentence, 0, 0);
    layout->addWidget(m_toggle, 0, 1, Qt::AlignTop);
    layout->addWidget(m_details, 1, 0, 1, 2);
    layout->setColumnStretch(0, 1);
    setResult(QString(), QString());
}

void SweepResultLine::setResult(const QString &sentence, const QString &details)
{
    if (m_sentence->text() != sentence)
        m_sentence->setText(sentence);
    m_details->setText(details);
    m_toggle->setEnabled(!details.isEmpty());
    if (details.isEmpty())
        m_toggle->setChecked(false);
    m_toggle->setVisible(!sentence.isEmpty());
}

QString SweepResultLine::sentence() const
{
    return m_sentence->text();
}

QString SweepResultLine::details() const
{
    return m_details->text();
}

bool SweepResultLine::detailsShown() const
{
    return m_details->isVisibleTo(this);
}

} // namespace llmcap
