#include "wizard/WorkloadClassEditor.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace llmcap {

WorkloadClassEditor::WorkloadClassEditor(QWidget *parent)
    : QWidget(parent)
    , m_list(new QListWidget(this))
    , m_name(new QLineEdit(this))
    , m_execution(new QComboBox(this))
    , m_description(new QLineEdit(this))
    , m_add(new QPushButton(tr("&Add class"), this))
    , m_remove(new QPushButton(tr("Re&move class"), this))
{
    setObjectName(QStringLiteral("workloadClassEditor"));
    m_list->setObjectName(QStringLiteral("classList"));
    m_name->setObjectName(QStringLiteral("className"));
    m_execution->setObjectName(QStringLiteral("classExecution"));
    m_description->setObjectName(QStringLiteral("classDescription"));
    m_list->setMaximumHeight(90);
    m_execution->addItem(tr("- not answered -"), QString());
    for (const QString &type : SizingField::executionTypes())
        m_execution->addItem(SizingField::executionLabel(type), type);
    m_name->setPlaceholderText(tr("e.g. chat, summarize, coding-agent"));
    m_description->setPlaceholderText(tr("what it does, and its hard cases"));

    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    auto *top = new QHBoxLayout;
    top->addWidget(m_list, 1);
    top->addLayout(buttons);
    auto *form = new QFormLayout;
    // Not "Class &name": Alt+N is the wizard's Next.
    form->addRow(tr("C&lass name:"), m_name);
    form->addRow(tr("E&xecution:"), m_execution);
    form->addRow(tr("&Description:"), m_description);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addLayout(form);

    connect(m_add, &QPushButton::clicked, this, &WorkloadClassEditor::addClass);
    connect(m_remove, &QPushButton::clicked, this, &WorkloadClassEditor::removeClass);
    connect(m_list, &QListWidget::currentRowChanged, this, &WorkloadClassEditor::showCurrent);
    connect(m_name, &QLineEdit::textEdited, this, &WorkloadClassEditor::storeCurrent);
    connect(m_description, &QLineEdit::textEdited, this, &WorkloadClassEditor::storeCurrent);
    connect(m_execution, &QComboBox::currentIndexChanged, this, &WorkloadClassEditor::storeCurrent);
    const QString help = SizingField::find(QStringLiteral("workload_classes"))->help();
    for (QWidget *w : findChildren<QWidget *>())
        w->setToolTip(help);
    setFocusProxy(m_list);
    showCurrent();
}

void WorkloadClassEditor::setClasses(const QList<SizingWorkloadClass> &classes)
{
    m_classes = classes;
    refreshList();
    m_list->setCurrentRow(m_classes.isEmpty() ? -1 : 0);
    showCurrent();
}

void WorkloadClassEditor::refreshList()
{
    m_updating = true;
    const int row = m_list->currentRow();
    m_list->clear();
    for (const SizingWorkloadClass &c : m_classes)
        m_list->addItem(
            c.execution.isEmpty()
                ? c.name
                : QStringLiteral("%1 (%2)").arg(c.name, SizingField::executionLabel(c.execution)));
    m_list->setCurrentRow(std::min<int>(row, int(m_classes.size()) - 1));
    m_updating = false;
}

void WorkloadClassEditor::showCurrent()
{
    if (m_updating)
        return;
    m_updating = true;
    const int row = m_list->currentRow();
    const bool has = row >= 0 && row < m_classes.size();
    m_name->setEnabled(has);
    m_execution->setEnabled(has);
    m_description->setEnabled(has);
    m_remove->setEnabled(has);
    const SizingWorkloadClass c = has ? m_classes.at(row) : SizingWorkloadClass{};
    m_name->setText(c.name);
    m_execution->setCurrentIndex(std::max(0, m_execution->findData(c.execution)));
    m_description->setText(c.description);
    m_updating = false;
}

void WorkloadClassEditor::storeCurrent()
{
    if (m_updating)
        return;
    const int row = m_list->currentRow();
    if (row < 0 || row >= m_classes.size())
        return;
    SizingWorkloadClass &c = m_classes[row];
    // An empty or duplicate name is not taken over: profiles are kept by class name.
    const QString name = m_name->text().trimmed();
    bool usable = !name.isEmpty();
    for (int i = 0; i < m_classes.size(); ++i)
        usable = usable && (i == row || m_classes.at(i).name != name);
    m_name->setStyleSheet(usable ? QString()
                                 : QStringLiteral("QLineEdit { background: #fde7e7; }"));
    if (usable)
        c.name = name;
    c.execution = m_execution->currentData().toString();
    c.description = m_description->text().trimmed();
    refreshList();
    Q_EMIT changed();
}

void WorkloadClassEditor::addClass()
{
    QString name = tr("class %1").arg(m_classes.size() + 1);
    m_classes.append({name, QString(), QString(), {}});
    refreshList();
    m_list->setCurrentRow(int(m_classes.size()) - 1);
    showCurrent();
    m_name->setFocus();
    m_name->selectAll();
    Q_EMIT changed();
}

void WorkloadClassEditor::removeClass()
{
    const int row = m_list->currentRow();
    if (row < 0 || row >= m_classes.size())
        return;
    m_classes.removeAt(row);
    refreshList();
    showCurrent();
    Q_EMIT changed();
}

} // namespace llmcap
