#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace llmcap {

// Name and description of a new project; OK stays disabled while the name is invalid and the
// reason is shown beside the field.
class ProjectDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ProjectDialog(QWidget *parent = nullptr);
    QString projectName() const;
    QString description() const;

private:
    void validate();

    QLineEdit *m_name;
    QPlainTextEdit *m_description;
    QLabel *m_error;
    QPushButton *m_ok;
};

} // namespace llmcap
