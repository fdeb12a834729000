#include "workload/WorkloadEditor.h"

#include "util/StructuredFile.h"
#include "widgets/FieldErrorLabel.h"
#include "widgets/FileDialogs.h"
#include "widgets/SaveConfirmation.h"
#include "workload/Trace.h"
#include "workload/WorkloadClassTableModel.h"

#include <QButtonGroup>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace llmcap {

WorkloadEditor::WorkloadEditor(QWidget *parent)
    : QWidget(parent)
    , m_classesMode(new QRadioButton(tr("Request classes"), this))
    , m_traceMode(new QRadioButton(tr("Replay a trace file"), this))
    , m_stack(new QStackedWidget(this))
    , m_name(new QLineEdit(this))
    , m_table(new QTableView(this))
    , m_model(new WorkloadClassTableModel(this))
    , m_classesError(new FieldErrorLabel(m_table, this))
    , m_add(new QPushButton(tr("Add class"), this))
    , m_remove(new QPushButton(tr("Remove class"), this))
    , m_open(new QPushButton(tr("Open…"), this))
    , m_save(new QPushButton(tr("Save as…"), this))
    , m_tracePath(new QLineEdit(this))
    , m_traceBrowse(new QPushButton(tr("Browse…"), this))
    , m_timeScale(new QDoubleSpinBox(this))
    , m_traceError(new FieldErrorLabel(m_tracePath, this))
{
    auto *modes = new QButtonGroup(this);
    modes->addButton(m_classesMode);
    modes->addButton(m_traceMode);
    m_classesMode->setChecked(true);
    auto *modeRow = new QHBoxLayout;
    modeRow->addWidget(m_classesMode);
    modeRow->addWidget(m_traceMode);
    modeRow->addStretch(1);

    auto *classesPage = new QWidget(m_stack);
    auto *classesLayout = new QVBoxLayout(classesPage);
    classesLayout->setContentsMargins(0, 0, 0, 0);
    auto *nameRow = new QFormLayout;
    m_name->setPlaceholderText(tr("optional"));
    nameRow->addRow(tr("Workload name:"), m_name);
    classesLayout->addLayout(nameRow);
    m_table->setModel(m_model);
    m_table->setTabKeyNavigation(false); // Tab leaves the table; arrows move between cells
    // Typing or F2 edits a cell; focus alone does not, so Tab can leave the table.
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                             QAbstractItemView::AnyKeyPressed);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setVisible(false);
    m_table->setMinimumHeight(110);
    classesLayout->addWidget(m_table, 1);
    classesLayout->addWidget(m_classesError);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    buttons->addWidget(m_open);
    buttons->addWidget(m_save);
    classesLayout->addLayout(buttons);

    auto *tracePage = new QWidget(m_stack);
    auto *traceForm = new QFormLayout(tracePage);
    traceForm->setContentsMargins(0, 0, 0, 0);
    auto *pathRow = new QHBoxLayout;
    m_tracePath->setPlaceholderText(tr("a JSON Lines trace: one request per line"));
    pathRow->addWidget(m_tracePath, 1);
    pathRow->addWidget(m_traceBrowse);
    auto *pathBox = new QVBoxLayout;
    pathBox->addLayout(pathRow);
    pathBox->addWidget(m_traceError);
    traceForm->addRow(tr("Trace file:"), pathBox);
    m_timeScale->setRange(0.01, 100);
    m_timeScale->setDecimals(2);
    m_timeScale->setSingleStep(0.1);
    m_timeScale->setValue(1.0);
    m_timeScale->setToolTip(tr("Multiplies the trace's timestamps: 0.5 replays twice as fast."));
    traceForm->addRow(tr("Time scale:"), m_timeScale);

    m_stack->addWidget(classesPage);
    m_stack->addWidget(tracePage);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(modeRow);
    layout->addWidget(m_stack, 1);

    connect(m_classesMode, &QRadioButton::toggled, this, [this](bool on) {
        m_stack->setCurrentIndex(on ? 0 : 1);
        Q_EMIT changed();
    });
    connect(m_name, &QLineEdit::textEdited, this, &WorkloadEditor::changed);
    connect(m_model, &WorkloadClassTableModel::edited, this, &WorkloadEditor::showTableErrors);
    connect(m_model, &WorkloadClassTableModel::edited, this, &WorkloadEditor::changed);
    connect(m_add, &QPushButton::clicked, this, &WorkloadEditor::addClass);
    connect(m_remove, &QPushButton::clicked, this, &WorkloadEditor::removeClass);
    connect(m_open, &QPushButton::clicked, this, &WorkloadEditor::openFile);
    connect(m_save, &QPushButton::clicked, this, &WorkloadEditor::saveFileAs);
    connect(m_traceBrowse, &QPushButton::clicked, this, &WorkloadEditor::browseTrace);
    connect(m_tracePath, &QLineEdit::textEdited, this, [this] {
        m_traceError->setError({});
        Q_EMIT changed();
    });
    connect(m_timeScale, &QDoubleSpinBox::valueChanged, this, &WorkloadEditor::changed);

    setTabOrder(m_classesMode, m_traceMode);
    setTabOrder(m_traceMode, m_name);
    setTabOrder(m_name, m_table);
    setTabOrder(m_table, m_add);
    setTabOrder(m_add, m_remove);
    setTabOrder(m_remove, m_open);
    setTabOrder(m_open, m_save);
    setTabOrder(m_save, m_tracePath);
    setTabOrder(m_tracePath, m_traceBrowse);
    setTabOrder(m_traceBrowse, m_timeScale);
    setWorkload(Workload::single(256, 128));
}

void WorkloadEditor::setWorkload(const Workload &workload)
{
    m_name->setText(workload.name);
    m_model->setWorkload(workload);
    showTableErrors();
}

Result<Workload> WorkloadEditor::workload()
{
    showTableErrors();
    auto classes = m_model->classes();
    if (!classes) // named by class and column, as beside the table
        return Result<Workload>::failure(m_model->errorMessages().join(QLatin1String("; ")));
    Workload w;
    w.name = m_name->text().trimmed();
    w.classes = *classes;
    return w;
}

bool WorkloadEditor::replaysTrace() const
{
    return m_traceMode->isChecked();
}

void WorkloadEditor::setReplaysTrace(bool trace)
{
    (trace ? m_traceMode : m_classesMode)->setChecked(true);
}

void WorkloadEditor::setTrace(const QString &path, double timeScale)
{
    m_tracePath->setText(path);
    m_timeScale->setValue(timeScale);
    m_traceError->setError({});
}

QString WorkloadEditor::tracePath() const
{
    return m_tracePath->text().trimmed();
}

double WorkloadEditor::traceTimeScale() const
{
    return m_timeScale->value();
}

Status WorkloadEditor::checkTrace()
{
    if (tracePath().isEmpty()) {
        const QString error = tr("choose a trace file to replay");
        m_traceError->setError(error);
        return Status::failure(error);
    }
    auto trace = Trace::load(tracePath());
    m_traceError->setError(trace ? QString() : trace.error());
    return trace ? Status() : Status::failure(trace.error());
}

void WorkloadEditor::setTraceError(const QString &error)
{
    m_traceError->setError(error);
}

Status WorkloadEditor::loadFile(const QString &path)
{
    auto w = Workload::load(path);
    if (!w) {
        m_classesError->setError(w.error());
        return Status::failure(w.error());
    }
    setReplaysTrace(false);
    setWorkload(*w);
    Q_EMIT changed();
    return {};
}

Status WorkloadEditor::saveFile(const QString &path)
{
    auto w = workload();
    if (!w)
        return Status::failure(w.error());
    const Status saved = StructuredFile::save(path, w->toJson(),
                                              {QStringLiteral("name"), QStringLiteral("classes")});
    if (!saved)
        m_classesError->setError(saved.error());
    return saved;
}

void WorkloadEditor::showTableErrors()
{
    m_classesError->setError(m_model->errorMessages().join(QLatin1Char('\n')));
}

void WorkloadEditor::addClass()
{
    const int row = m_model->addClass();
    m_table->setCurrentIndex(m_model->index(row, WorkloadClassTableModel::Name));
    m_table->setFocus();
}

void WorkloadEditor::removeClass()
{
    const QModelIndex current = m_table->currentIndex();
    const int row = current.isValid() ? current.row() : m_model->rowCount() - 1;
    if (row >= 0)
        m_model->removeRows(row, 1);
}

void WorkloadEditor::openFile()
{
    const QString path = FileDialogs::openFileName(
        this, tr("Open workload"), {}, tr("Workload files (*.yaml *.yml *.json);;All files (*)"));
    if (!path.isEmpty())
        loadFile(path);
}

void WorkloadEditor::saveFileAs()
{
    const QString path = FileDialogs::saveFileName(this, tr("Save workload"), {},
                                                   tr("Workload files (*.yaml *.yml *.json)"));
    if (!path.isEmpty() && saveFile(path))
        SaveConfirmation::show(this,
                               tr("Saved the workload to %1.").arg(QDir::toNativeSeparators(path)));
}

void WorkloadEditor::browseTrace()
{
    const QString path = FileDialogs::openFileName(this, tr("Choose a trace"), {},
                                                   tr("Traces (*.jsonl *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    m_tracePath->setText(path);
    checkTrace();
    Q_EMIT changed();
}

} // namespace llmcap
