#pragma once

#include "pages/WorkflowPage.h"

#include "util/Result.h"
#include "workflow/AsyncTask.h"

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;

namespace llmcap {

class Database;
class ShapeAnalysis;
class SizingSession;
class TelemetryImportForm;
class Workload;

// Application telemetry: import a Langfuse, OpenTelemetry, Mooncake or generic export
// (sanitised at the door: TelemetryWorkflow), see its shape (ShapeAnalysis, as text and charts),
// and use it as the project's workload: the derived classes replace the Workload page's, and
// the sizing request's workload answers are filled as measured.
//
// Imports, analyses and derivations read or write a whole dataset (a million records: tens of
// seconds), so each runs on a thread of its own over its own connection to the database file;
// the window keeps answering and the page says what runs.
class TelemetryPage : public WorkflowPage
{
    Q_OBJECT

public:
    TelemetryPage(Workspace &workspace, SizingSession &session, QWidget *parent = nullptr);
    ~TelemetryPage() override;
    QString title() const override;
    QIcon icon() const override;

    // Widgets tests drive.
    TelemetryImportForm *importForm() const { return m_importForm; }
    QLineEdit *pathEdit() const;
    QComboBox *formatBox() const;
    QLineEdit *mappingEdit() const;
    QPushButton *importButton() const;
    QListWidget *datasetList() const { return m_datasets; }
    QPlainTextEdit *shapeText() const { return m_shapeText; }
    QTabWidget *chartTabs() const { return m_charts; }
    QPushButton *useButton() const { return m_use; }
    QLabel *statusLabel() const { return m_status; }
    bool isBusy() const { return !m_busy.isNull(); }

public Q_SLOTS:
    void refresh();
    void startImport();
    void useAsWorkload();
    bool confirmReplace(const QStringList &replaced);

Q_SIGNALS:
    // A background task ended (import, analysis or derivation); ok false when it failed.
    void taskFinished(bool ok);
    // The project's workload was replaced by one derived from telemetry.
    void workloadDerived();

private:
    void showDataset();
    void showShape(const ShapeAnalysis &shape);
    void clearCharts();
    qint64 selectedDatasetId() const;
    void setBusy(const AsyncTask &task, const QString &what);
    // Runs work on a worker over its own connection to db's file (an in-memory database: here
    // and now), then done on the GUI thread unless the database changed meanwhile.
    template<typename T>
    void startTask(Database &db, std::function<Result<T>(Database &)> work,
                   std::function<void(const Result<T> &)> done, const QString &what);
    void finishTask(bool ok, const QString &message);

    SizingSession &m_session;
    TelemetryImportForm *m_importForm;
    QListWidget *m_datasets;
    QPushButton *m_remove;
    QLabel *m_retention;
    QPlainTextEdit *m_shapeText;
    QTabWidget *m_charts;
    QComboBox *m_classBy;
    QPushButton *m_use;
    QLabel *m_status;
    AsyncTask m_busy; // null when idle
    quint64 m_generation = 0;
};

} // namespace llmcap
