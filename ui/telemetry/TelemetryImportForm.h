#pragma once

#include "util/Result.h"
#include "workflow/TelemetryWorkflow.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace llmcap {

// The Telemetry page's import form: the file, its format, a request log's column mapping, the
// Langfuse latency unit and the dataset's name. Once a file is chosen it reads the file's first
// record (LogColumnProposal): the format its fields name, and for a request log the columns
// proposed for each field, which the user checks before importing. The page runs the import.
class TelemetryImportForm : public QWidget
{
    Q_OBJECT

public:
    explicit TelemetryImportForm(QWidget *parent = nullptr);

    // The request for the form's fields, or the one-line reason it cannot be made.
    Result<TelemetryWorkflow::ImportRequest> request() const;
    // Reads the file named in the path field and proposes its format and columns; the
    // mapping is replaced only when the user has not typed one of their own.
    void proposeFromFile();
    void clearName();

    QLineEdit *pathEdit() const { return m_path; }
    QComboBox *formatBox() const { return m_format; }
    QLineEdit *mappingEdit() const { return m_mapping; }
    QPushButton *importButton() const { return m_import; }
    // What the form found in the file (its fields, what it proposed), or why it could not read it.
    QLabel *fileNote() const { return m_fileNote; }

Q_SIGNALS:
    void importRequested();

private:
    void browse();
    void updateEnabled();

    QLineEdit *m_path;
    QComboBox *m_format;
    QLineEdit *m_name;
    QComboBox *m_latencyUnit;
    QLineEdit *m_mapping;
    QPushButton *m_import;
    QLabel *m_fileNote;
    QString m_proposedMapping; // the text last proposed: replaced freely, a typed one is kept
};

} // namespace llmcap
