#include "pages/TelemetryPage.h"

#include "bench/BenchInputRepository.h"
#include "plan/SizingSession.h"
#include "project/Workspace.h"
#include "storage/Database.h"
#include "telemetry/ShapeAnalysis.h"
#include "telemetry/ShapeCharts.h"
#include "telemetry/TelemetryDerivation.h"
#include "telemetry/TelemetryImportForm.h"
#include "workflow/AsyncTask.h"
#include "workflow/TelemetryWorkflow.h"

#include <QChartView>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace llmcap {

namespace {

// Runs work over a connection of its own to the database at path: on a worker, the GUI's
// connection stays on the GUI thread.
template<typename T>
Result<T> onOwnConnection(const QString &path, const std::function<Result<T>(Database &)> &work)
{
    auto own = Database::open(path);
    if (!own)
        return Result<T>::failure(own.error());
    return work(**own);
}

QString retentionText(const TelemetryDataset &d)
{
    const QJsonObject &r = d.retention;
    QStringList lines;
    lines << TelemetryPage::tr("From %1 (%2), imported %3.")
                 .arg(d.sourceFile, d.format,
                      QLocale().toString(d.importedAt.toLocalTime(), QLocale::ShortFormat));
    const auto list = [&r](const char *key) {
        QStringList items;
        for (const QJsonValue &v : r.value(QLatin1String(key)).toArray())
            items << v.toString();
        return items.join(QStringLiteral(", "));
    };
    if (const QString dropped = list("dropped_fields"); !dropped.isEmpty())
        lines << TelemetryPage::tr("Never stored: %1.").arg(dropped);
    if (const QString pseudo = list("pseudonymised_fields"); !pseudo.isEmpty())
        lines << TelemetryPage::tr("Pseudonymised: %1.").arg(pseudo);
    if (d.skipped > 0)
        lines << TelemetryPage::tr("%1 records could not be read and were skipped.")
                     .arg(QLocale().toString(d.skipped));
    return lines.join(QLatin1Char(' '));
}

} // namespace

TelemetryPage::TelemetryPage(Workspace &workspace, SizingSession &session, QWidget *parent)
    : WorkflowPage(workspace, parent)
    , m_session(session)
    , m_importForm(new TelemetryImportForm)
    , m_datasets(new QListWidget)
    , m_remove(new QPushButton(tr("Remove")))
    , m_retention(new QLabel)
    , m_shapeText(new QPlainTextEdit)
    , m_charts(new QTabWidget)
    , m_classBy(new QComboBox)
    , m_use(new QPushButton(tr("Use as workload")))
    , m_status(new QLabel(this))
{
    setUpHeader(tr("What the application really sends: import a telemetry export (Langfuse, "
                   "OpenTelemetry GenAI spans, a Mooncake trace, or any JSONL/CSV request log), "
                   "see its shape — rates, concurrency, length tails, calls per run, time of day "
                   "— and use it as the workload. Prompts, outputs and documents are never "
                   "stored; user, session and trace ids become keyed pseudonyms."));

    // Import.
    auto *importBox = new QGroupBox(tr("Import"));
    (new QVBoxLayout(importBox))->addWidget(m_importForm);
    m_classBy->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_classBy->setMinimumContentsLength(10);

    // Datasets.
    auto *datasetBox = new QGroupBox(tr("Datasets"));
    auto *datasetLayout = new QVBoxLayout(datasetBox);
    datasetLayout->addWidget(m_datasets, 1);
    datasetLayout->addWidget(m_remove, 0, Qt::AlignRight);

    // Shape.
    auto *shapeBox = new QGroupBox(tr("Shape"));
    auto *shapeLayout = new QVBoxLayout(shapeBox);
    m_retention->setWordWrap(true);
    m_retention->setTextInteractionFlags(Qt::TextSelectableByMouse);
    shapeLayout->addWidget(m_retention);
    m_shapeText->setReadOnly(true);
    m_shapeText->setLineWrapMode(QPlainTextEdit::NoWrap);
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::TypeWriter);
    m_shapeText->setFont(mono);
    // The summary (every figure, with its sample count) is the last tab, after the charts.
    m_charts->addTab(m_shapeText, tr("Summary"));
    shapeLayout->addWidget(m_charts, 1);
    auto *useRow = new QHBoxLayout;
    useRow->addStretch(1);
    useRow->addWidget(new QLabel(tr("Classes by")));
    m_classBy->addItem(tr("run name"), QStringLiteral("name"));
    m_classBy->addItem(tr("model"), QStringLiteral("model"));
    m_classBy->addItem(tr("environment"), QStringLiteral("attribute:environment"));
    useRow->addWidget(m_classBy);
    m_use->setToolTip(tr("Replace the project's workload with classes derived from this "
                         "dataset and fill the sizing request's workload answers as measured."));
    useRow->addWidget(m_use);
    shapeLayout->addLayout(useRow);

    auto *split = new QSplitter(Qt::Horizontal);
    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(importBox);
    leftLayout->addWidget(datasetBox, 1);
    split->addWidget(left);
    split->addWidget(shapeBox);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    contentLayout()->addWidget(split, 1);
    m_status->setWordWrap(true);
    contentLayout()->addWidget(m_status);

    connect(m_importForm, &TelemetryImportForm::importRequested, this, &TelemetryPage::startImport);
    connect(m_use, &QPushButton::clicked, this, &TelemetryPage::useAsWorkload);
    connect(m_datasets, &QListWidget::currentRowChanged, this, &TelemetryPage::showDataset);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const qint64 id = selectedDatasetId();
        Database *db = this->workspace().database();
        if (id <= 0 || !db || isBusy())
            return;
        if (Status s = TelemetryRepository(*db).remove(id); !s)
            m_status->setText(s.error());
        refresh();
    });
    connect(&workspace, &Workspace::projectChanged, this, &TelemetryPage::refresh);
    connect(&workspace, &Workspace::databaseChanged, this, [this] {
        ++m_generation; // a task in flight belongs to the previous database
        refresh();
    });
    refresh();
}

TelemetryPage::~TelemetryPage()
{
    // An import or a read of the database file: it ends by itself. Its result is dropped with
    // this page; waiting leaves no thread behind at shutdown.
    m_busy.wait();
}

QLineEdit *TelemetryPage::pathEdit() const
{
    return m_importForm->pathEdit();
}

QComboBox *TelemetryPage::formatBox() const
{
    return m_importForm->formatBox();
}

QLineEdit *TelemetryPage::mappingEdit() const
{
    return m_importForm->mappingEdit();
}

QPushButton *TelemetryPage::importButton() const
{
    return m_importForm->importButton();
}

QString TelemetryPage::title() const
{
    return tr("Telemetry");
}

QIcon TelemetryPage::icon() const
{
    return QIcon(QStringLiteral(":/icons/telemetry.svg"));
}

qint64 TelemetryPage::selectedDatasetId() const
{
    const QListWidgetItem *item = m_datasets->currentItem();
    return item ? item->data(Qt::UserRole).toLongLong() : 0;
}

void TelemetryPage::refresh()
{
    const qint64 keep = selectedDatasetId();
    const auto &project = workspace().currentProject();
    Database *db = workspace().database();
    const bool usable = project && db;
    setEnabled(usable);
    m_datasets->blockSignals(true);
    m_datasets->clear();
    m_datasets->blockSignals(false);
    if (!usable) {
        m_status->setText(tr("Open a project to import telemetry into it."));
        showDataset();
        return;
    }
    // The project's datasets, and those imported with no project (`llmcap-cli telemetry
    // import` without --project), which every project may use.
    auto all = TelemetryRepository(*db).list(-1);
    if (!all) {
        m_status->setText(tr("Cannot read the telemetry datasets: %1").arg(all.error()));
        return;
    }
    all->erase(std::remove_if(all->begin(), all->end(),
                              [&](const TelemetryDataset &d) {
                                  return d.projectId != project->id && d.projectId != 0;
                              }),
               all->end());
    int row = all->isEmpty() ? -1 : int(all->size()) - 1;
    for (int i = 0; i < all->size(); ++i) {
        const TelemetryDataset &d = all->at(i);
        const QString name =
            d.projectId == 0 && project->id != 0 ? tr("%1 (no project)").arg(d.name) : d.name;
        auto *item = new QListWidgetItem(
            tr("%1\n%2 calls, %3 runs")
                .arg(name, QLocale().toString(d.llmCalls), QLocale().toString(d.runs)));
        item->setData(Qt::UserRole, d.id);
        item->setToolTip(TelemetryWorkflow::describe(d));
        m_datasets->addItem(item);
        if (d.id == keep)
            row = i;
    }
    if (all->isEmpty())
        m_status->setText(
            tr("No telemetry in project '%1' yet: import an export above.").arg(project->name));
    m_datasets->setCurrentRow(row);
    if (row < 0)
        showDataset();
}

void TelemetryPage::setBusy(const AsyncTask &task, const QString &what)
{
    m_busy = task;
    const bool idle = task.isNull();
    m_importForm->importButton()->setEnabled(idle);
    m_use->setEnabled(idle && selectedDatasetId() > 0);
    m_remove->setEnabled(idle && selectedDatasetId() > 0);
    if (!what.isEmpty())
        m_status->setText(what);
}

void TelemetryPage::finishTask(bool ok, const QString &message)
{
    setBusy({}, message);
    Q_EMIT taskFinished(ok);
}

void TelemetryPage::startImport()
{
    Database *db = workspace().database();
    const auto &project = workspace().currentProject();
    if (!db || !project || isBusy())
        return;
    auto request = m_importForm->request();
    if (!request) {
        m_status->setText(request.error());
        return;
    }
    request->projectId = project->id;
    request->keyringAllowed = qEnvironmentVariableIntValue("LLMCAP_NO_KEYRING") != 1;

    using Outcome = TelemetryWorkflow::ImportOutcome;
    const auto work = [request = *request](Database &own) {
        return TelemetryWorkflow::importFile(own, request);
    };
    const auto done = [this](const Result<Outcome> &result) {
        if (!result) {
            finishTask(false, tr("Nothing imported: %1").arg(result.error()));
            return;
        }
        const TelemetryDataset &d = result->dataset;
        m_importForm->clearName();
        refresh();
        for (int i = 0; i < m_datasets->count(); ++i)
            if (m_datasets->item(i)->data(Qt::UserRole).toLongLong() == d.id)
                m_datasets->setCurrentRow(i);
        finishTask(true, tr("Imported \"%1\": %2 LLM calls in %3 runs, %4 records skipped.")
                             .arg(d.name, QLocale().toString(d.llmCalls),
                                  QLocale().toString(d.runs), QLocale().toString(d.skipped)));
    };
    startTask<Outcome>(*db, work, done, tr("Importing %1 ...").arg(request->path));
}

template<typename T>
void TelemetryPage::startTask(Database &db, std::function<Result<T>(Database &)> work,
                              std::function<void(const Result<T> &)> done, const QString &what)
{
    // A task that ends without a message of its own (an analysis) leaves the status as it was
    // before the task said what it was doing.
    const QString before = m_status->text();
    const auto finish = [this, done, before, what](const Result<T> &result) {
        done(result);
        if (m_status->text() == what)
            m_status->setText(before);
    };
    // An in-memory database has no file for a second connection: the work runs on db, now.
    if (!Database::isFilePath(db.path())) {
        finish(work(db));
        return;
    }
    const quint64 generation = ++m_generation;
    const AsyncTask task = AsyncTask::start(
        this, [path = db.path(), work] { return onOwnConnection<T>(path, work); },
        [this, generation, finish](Result<T> result) {
            m_busy = {};
            if (generation == m_generation)
                finish(result);
            else
                finishTask(false, {}); // the database changed meanwhile: the result belongs to none
        });
    setBusy(task, what);
}

void TelemetryPage::showDataset()
{
    clearCharts();
    m_shapeText->clear();
    m_retention->clear();
    const qint64 id = selectedDatasetId();
    Database *db = workspace().database();
    m_use->setEnabled(id > 0 && !isBusy());
    m_remove->setEnabled(id > 0 && !isBusy());
    if (id <= 0 || !db)
        return;
    const auto dataset = TelemetryRepository(*db).find(id);
    if (!dataset)
        return;
    m_retention->setText(retentionText(*dataset));
    if (isBusy())
        return; // shown again when the task ends

    const TelemetryDataset d = *dataset;
    const auto work = [d](Database &own) {
        TelemetryRepository repo(own);
        return ShapeAnalysis::compute(repo, d);
    };
    const auto done = [this, id](const Result<ShapeAnalysis> &result) {
        if (selectedDatasetId() != id)
            return;
        if (!result) {
            finishTask(false, tr("Cannot analyse the dataset: %1").arg(result.error()));
            return;
        }
        showShape(*result);
        finishTask(true, {});
    };
    startTask<ShapeAnalysis>(*db, work, done, tr("Analysing \"%1\" ...").arg(d.name));
}

void TelemetryPage::clearCharts()
{
    while (m_charts->count() > 1) { // the summary text stays
        QWidget *w = m_charts->widget(0);
        m_charts->removeTab(0);
        delete w;
    }
}

void TelemetryPage::showShape(const ShapeAnalysis &shape)
{
    clearCharts();
    m_charts->insertTab(0, ShapeCharts::ratesOverTime(shape), tr("Rates over time"));
    m_charts->insertTab(1, ShapeCharts::lengthHistograms(shape), tr("Lengths"));
    m_charts->insertTab(2, ShapeCharts::callsPerRun(shape), tr("Calls per run"));
    m_charts->insertTab(3, ShapeCharts::timeOfDay(shape), tr("Time of day"));
    m_charts->setCurrentIndex(0);
    m_shapeText->setPlainText(shape.toText());
}

bool TelemetryPage::confirmReplace(const QStringList &replaced)
{
    QMessageBox box(QMessageBox::Question, tr("Use as workload"),
                    tr("This replaces answers of the stored sizing request with what the dataset "
                       "measured: %1.")
                        .arg(replaced.size()),
                    QMessageBox::Yes | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("replaceAnswersBox"));
    const qsizetype shown = std::min<qsizetype>(replaced.size(), 12);
    QString list = replaced.mid(0, shown).join(QLatin1String("\n"));
    if (replaced.size() > shown)
        list += QLatin1Char('\n') + tr("and %1 more").arg(replaced.size() - shown);
    box.setInformativeText(list);
    box.button(QMessageBox::Yes)->setText(tr("&Replace"));
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Yes;
}

void TelemetryPage::useAsWorkload()
{
    Database *db = workspace().database();
    const auto &project = workspace().currentProject();
    const qint64 id = selectedDatasetId();
    if (!db || !project || id <= 0 || isBusy())
        return;
    const auto dataset = TelemetryRepository(*db).find(id);
    if (!dataset)
        return;
    TelemetryDeriveOptions options;
    options.classBy = m_classBy->currentData().toString();
    auto derived = TelemetryDerivation::derive(TelemetryRepository(*db), *dataset, options);
    if (!derived) {
        m_status->setText(tr("Cannot derive a workload: %1").arg(derived.error()));
        Q_EMIT taskFinished(false);
        return;
    }
    SizingRequest request = m_session.input().request;
    derived->fillSizing(request);
    const QStringList replaced = SizingRequest::replacedAnswers(m_session.input().request, request);
    if (!replaced.isEmpty() && !confirmReplace(replaced)) {
        m_status->setText(tr("Nothing was changed: the sizing request keeps its answers."));
        Q_EMIT taskFinished(false);
        return;
    }
    if (Status s = BenchInputRepository(*db).saveWorkload(project->id, derived->workload); !s) {
        m_status->setText(s.error());
        Q_EMIT taskFinished(false);
        return;
    }
    if (Status s = m_session.setRequest(request); !s) {
        m_status->setText(s.error());
        Q_EMIT taskFinished(false);
        return;
    }
    m_status->setText(tr("The project's workload now has %1 classes derived from \"%2\"; the "
                         "sizing request's workload answers are marked measured.")
                          .arg(derived->workload.classes.size())
                          .arg(dataset->name));
    Q_EMIT workloadDerived();
    Q_EMIT taskFinished(true);
}

} // namespace llmcap
