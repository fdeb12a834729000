#pragma once

#include "util/Result.h"
#include "workload/Workload.h"

#include <QWidget>

class QDoubleSpinBox;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QStackedWidget;
class QTableView;

namespace llmcap {

class FieldErrorLabel;
class WorkloadClassTableModel;

// Edits a Workload: a name and a classes table (WorkloadClassTableModel) with add/remove
// buttons, opened from and saved to the workload files the CLI reads (JSON or YAML); or,
// instead, a trace file to replay with a time scale. Errors show beside their field.
class WorkloadEditor : public QWidget
{
    Q_OBJECT

public:
    explicit WorkloadEditor(QWidget *parent = nullptr);

    void setWorkload(const Workload &workload);
    // The classes as edited; fails (and shows why beside the fields) when any cell is wrong.
    Result<Workload> workload();

    bool replaysTrace() const;
    void setReplaysTrace(bool trace);
    void setTrace(const QString &path, double timeScale);
    QString tracePath() const;
    double traceTimeScale() const;
    // Checks the trace file (it must load); shows the message beside the path field.
    Status checkTrace();
    // For messages about the trace from elsewhere (a sweep refuses to replay one).
    void setTraceError(const QString &error);

    Status loadFile(const QString &path);
    Status saveFile(const QString &path);

    WorkloadClassTableModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    FieldErrorLabel *classesError() const { return m_classesError; }
    FieldErrorLabel *traceError() const { return m_traceError; }

Q_SIGNALS:
    void changed();

private:
    void showTableErrors();
    void addClass();
    void removeClass();
    void openFile();
    void saveFileAs();
    void browseTrace();

    QRadioButton *m_classesMode;
    QRadioButton *m_traceMode;
    QStackedWidget *m_stack;
    QLineEdit *m_name;
    QTableView *m_table;
    WorkloadClassTableModel *m_model;
    FieldErrorLabel *m_classesError;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_open;
    QPushButton *m_save;
    QLineEdit *m_tracePath;
    QPushButton *m_traceBrowse;
    QDoubleSpinBox *m_timeScale;
    FieldErrorLabel *m_traceError;
};

} // namespace llmcap
