#include "dialogs/ProjectDialog.h"

#include "storage/ProjectRepository.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace llmcap {

ProjectDialog::ProjectDialog(QWidget *parent)
    : QDialog(parent)
    , m_name(new QLineEdit(this))
    , m_description(new QPlainTextEdit(this))
    , m_error(new QLabel(this))
{
    setWindowTitle(tr("New Project"));
    m_name->setObjectName(QStringLiteral("projectName"));
    m_name->setPlaceholderText(tr("e.g. Support assistant, EU launch"));
    m_description->setTabChangesFocus(true);
    m_description->setPlaceholderText(tr("What the product does and who asked for the sizing"));
    m_description->setMaximumHeight(90);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_error->setObjectName(QStringLiteral("projectNameError"));
    // Always shown, empty while the name is fine: its line stays reserved, so that an error
    // appearing does not move the description (QFormLayout drops the row of a hidden label).
    m_error->setMinimumHeight(m_error->fontMetrics().height());

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(QString(), m_error);
    form->addRow(tr("&Description:"), m_description);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &ProjectDialog::validate);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    validate();
}

QString ProjectDialog::projectName() const
{
    return m_name->text().trimmed();
}

QString ProjectDialog::description() const
{
    return m_description->toPlainText().trimmed();
}

void ProjectDialog::validate()
{
    const Status s = ProjectRepository::validateName(m_name->text());
    m_error->setText(s || m_name->text().isEmpty() ? QString() : s.error());
    m_ok->setEnabled(bool(s));
}

} // namespace llmcap
