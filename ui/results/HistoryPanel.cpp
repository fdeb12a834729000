#include "results/HistoryPanel.h"

#include "results/HistoryFilterModel.h"
#include "results/HistoryTableModel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace llmcap {

namespace {

// Period choices: the number of days (0 = any time, -1 = a date range).
constexpr int kRange = -1;

} // namespace

HistoryPanel::HistoryPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new HistoryTableModel(this))
    , m_proxy(new HistoryFilterModel(this))
    , m_kind(new QComboBox(this))
    , m_hideSteps(new QCheckBox(tr("Hide sweep steps"), this))
    , m_status(new QComboBox(this))
    , m_project(new QComboBox(this))
    , m_text(new QLineEdit(this))
    , m_period(new QComboBox(this))
    , m_from(new QDateEdit(this))
    , m_to(new QDateEdit(this))
    , m_refresh(new QPushButton(tr("Refresh"), this))
    , m_view(new QTableView(this))
    , m_count(new QLabel(this))
    , m_open(new QPushButton(tr("Open"), this))
    , m_compare(new QPushButton(tr("Compare the two selected sweeps"), this))
    , m_import(new QPushButton(tr("Import…"), this))
{
    m_proxy->setHistory(m_model);

    m_kind->addItem(tr("Runs and sweeps"), int(HistoryFilter::Kinds::All));
    m_kind->addItem(tr("Runs"), int(HistoryFilter::Kinds::Runs));
    m_kind->addItem(tr("Sweeps"), int(HistoryFilter::Kinds::Sweeps));
    m_status->addItem(tr("Any status"), QString());
    for (const char *key : {"completed", "running", "interrupted", "stopped", "failed"})
        m_status->addItem(HistoryEntry::statusLabel(QLatin1String(key)), QLatin1String(key));
    m_project->addItem(tr("All projects"), qint64(0));
    m_text->setPlaceholderText(tr("Model, endpoint or name"));
    m_text->setClearButtonEnabled(true);
    m_period->addItem(tr("Any time"), 0);
    m_period->addItem(tr("Today"), 1);
    m_period->addItem(tr("Last 7 days"), 7);
    m_period->addItem(tr("Last 30 days"), 30);
    m_period->addItem(tr("Date range"), kRange);
    const QDate today = QDate::currentDate();
    for (QDateEdit *d : {m_from, m_to}) {
        d->setCalendarPopup(true);
        d->setDate(today);
        d->setVisible(false);
    }
    m_from->setDate(today.addDays(-7));
    m_refresh->setToolTip(tr("Read the runs and sweeps from the database again"));

    for (QComboBox *box : {m_kind, m_status, m_project, m_period})
        connect(box, &QComboBox::currentIndexChanged, this, &HistoryPanel::applyFilter);
    connect(m_hideSteps, &QCheckBox::toggled, this, &HistoryPanel::applyFilter);
    connect(m_text, &QLineEdit::textChanged, this, &HistoryPanel::applyFilter);
    connect(m_from, &QDateEdit::dateChanged, this, &HistoryPanel::applyFilter);
    connect(m_to, &QDateEdit::dateChanged, this, &HistoryPanel::applyFilter);
    connect(m_refresh, &QPushButton::clicked, this, &HistoryPanel::refreshRequested);
    m_import->setToolTip(tr("Import a vLLM bench serve, GuideLLM or AIPerf result file as "
                            "external runs."));
    connect(m_import, &QPushButton::clicked, this, &HistoryPanel::importRequested);

    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(HistoryTableModel::Started, Qt::DescendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(false);
    connect(m_view, &QTableView::doubleClicked, this, &HistoryPanel::openCurrent);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &HistoryPanel::updateButtons);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &HistoryPanel::updateButtons);
    connect(m_open, &QPushButton::clicked, this, &HistoryPanel::openCurrent);
    connect(m_compare, &QPushButton::clicked, this, [this] {
        const QList<qint64> sweeps = selectedSweeps();
        if (sweeps.size() == 2)
            Q_EMIT compareRequested(sweeps.at(0), sweeps.at(1));
    });

    // Two rows, so that the page fits a narrow window.
    auto *filters = new QHBoxLayout;
    filters->addWidget(m_kind);
    filters->addWidget(m_hideSteps);
    filters->addWidget(m_status);
    filters->addWidget(m_project);
    filters->addStretch(1);
    filters->addWidget(m_refresh);
    auto *search = new QHBoxLayout;
    search->addWidget(m_text, 1);
    search->addWidget(m_period);
    search->addWidget(m_from);
    search->addWidget(m_to);

    auto *actions = new QHBoxLayout;
    actions->addWidget(m_count, 1);
    actions->addWidget(m_open);
    actions->addWidget(m_compare);
    actions->addWidget(m_import);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filters);
    layout->addLayout(search);
    layout->addWidget(m_view, 1);
    layout->addLayout(actions);
    applyFilter();
}

void HistoryPanel::setEntries(const QList<HistoryEntry> &entries)
{
    m_model->setEntries(entries);
    m_view->resizeColumnsToContents();
    for (int c = 0; c < m_model->columnCount(); ++c)
        m_view->setColumnWidth(c, std::min(m_view->columnWidth(c), 220));
    applyFilter();
}

void HistoryPanel::setProjects(const QList<Project> &projects)
{
    const qint64 current = m_project->currentData().toLongLong();
    m_settingFilter = true;
    m_project->clear();
    m_project->addItem(tr("All projects"), qint64(0));
    for (const Project &p : projects)
        m_project->addItem(p.name, p.id);
    m_project->setCurrentIndex(std::max(0, m_project->findData(current)));
    m_settingFilter = false;
    applyFilter();
}

void HistoryPanel::setFilter(const HistoryFilter &f)
{
    m_settingFilter = true;
    m_kind->setCurrentIndex(m_kind->findData(int(f.kinds)));
    m_hideSteps->setChecked(f.hideSweepSteps);
    m_status->setCurrentIndex(std::max(0, m_status->findData(f.statusKey)));
    m_project->setCurrentIndex(std::max(0, m_project->findData(f.projectId)));
    m_text->setText(f.text);
    if (f.lastDays > 0) {
        const int i = m_period->findData(f.lastDays);
        m_period->setCurrentIndex(i >= 0 ? i : 0);
    } else if (f.from.isValid() || f.to.isValid()) {
        m_period->setCurrentIndex(m_period->findData(kRange));
        m_from->setDate(f.from.isValid() ? f.from : m_from->minimumDate());
        m_to->setDate(f.to.isValid() ? f.to : m_to->maximumDate());
    } else {
        m_period->setCurrentIndex(0);
    }
    m_settingFilter = false;
    applyFilter();
}

HistoryFilter HistoryPanel::filter() const
{
    HistoryFilter f;
    f.kinds = HistoryFilter::Kinds(m_kind->currentData().toInt());
    f.hideSweepSteps = m_hideSteps->isChecked();
    f.statusKey = m_status->currentData().toString();
    f.projectId = m_project->currentData().toLongLong();
    f.text = m_text->text();
    const int period = m_period->currentData().toInt();
    if (period > 0) {
        f.lastDays = period;
    } else if (period == kRange) {
        f.from = m_from->date();
        f.to = m_to->date();
    }
    return f;
}

void HistoryPanel::applyFilter()
{
    const bool range = m_period->currentData().toInt() == kRange;
    m_from->setVisible(range);
    m_to->setVisible(range);
    if (m_settingFilter)
        return;
    m_proxy->setFilter(filter());
    m_count->setText(tr("%1 of %2 shown").arg(m_proxy->rowCount()).arg(m_model->rowCount()));
    updateButtons();
}

void HistoryPanel::setMessage(const QString &message)
{
    m_count->setText(message);
}

QList<qint64> HistoryPanel::selectedSweeps() const
{
    QList<qint64> ids;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows()) {
        if (index.data(HistoryTableModel::KindRole).toInt() == int(HistoryEntry::Kind::Sweep))
            ids.append(index.data(HistoryTableModel::IdRole).toLongLong());
    }
    return ids;
}

void HistoryPanel::updateButtons()
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    m_open->setEnabled(rows.size() == 1);
    m_compare->setEnabled(rows.size() == 2 && selectedSweeps().size() == 2);
}

void HistoryPanel::openCurrent()
{
    const QModelIndex index = m_view->currentIndex();
    if (!index.isValid())
        return;
    const qint64 id = index.siblingAtColumn(0).data(HistoryTableModel::IdRole).toLongLong();
    if (index.siblingAtColumn(0).data(HistoryTableModel::KindRole).toInt() ==
        int(HistoryEntry::Kind::Sweep))
        Q_EMIT sweepOpened(id);
    else
        Q_EMIT runOpened(id);
}

} // namespace llmcap
