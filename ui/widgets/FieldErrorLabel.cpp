#include "widgets/FieldErrorLabel.h"

#include <QFont>
#include <QPalette>

namespace llmcap {

FieldErrorLabel::FieldErrorLabel(QWidget *field, QWidget *parent)
    : QLabel(parent)
    , m_field(field)
    , m_fieldToolTip(field ? field->toolTip() : QString())
{
    QPalette p = palette();
    p.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x28));
    setPalette(p);
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 0.9);
    setFont(f);
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setVisible(false);
}

void FieldErrorLabel::setError(const QString &error)
{
    if (error == text())
        return;
    if (m_field && text().isEmpty())
        m_fieldToolTip = m_field->toolTip();
    setText(error);
    setVisible(!error.isEmpty());
    if (m_field)
        m_field->setToolTip(error.isEmpty() ? m_fieldToolTip : error);
}

} // namespace llmcap
