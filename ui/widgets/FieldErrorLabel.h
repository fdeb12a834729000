#pragma once

#include <QLabel>
#include <QPointer>

namespace llmcap {

// The error shown beside a form field: small red text under it, hidden while there is none,
// and the same text in the field's tooltip (the field's own tooltip comes back when the error
// clears).
class FieldErrorLabel : public QLabel
{
    Q_OBJECT

public:
    explicit FieldErrorLabel(QWidget *field, QWidget *parent = nullptr);

    void setError(const QString &error);
    QString error() const { return text(); }
    bool hasError() const { return !text().isEmpty(); }
    QWidget *field() const { return m_field; }

private:
    QPointer<QWidget> m_field;
    QString m_fieldToolTip;
};

} // namespace llmcap
