#pragma once

#include "pages/WorkflowPage.h"
#include "sizing/SizingField.h"

class QLabel;
class QTreeWidget;

namespace llmcap {

class SizingSession;

// The questionnaire a product team answers before any GPU is counted: completeness per section,
// the mistakes found in the answers, and the ways in and out (the wizard, JSON/YAML files, the
// questionnaire as Markdown or PDF to send around).
class SizingRequestPage : public WorkflowPage
{
    Q_OBJECT

public:
    SizingRequestPage(Workspace &workspace, SizingSession &session, QWidget *parent = nullptr);
    QString title() const override;
    QIcon icon() const override;

    // Opens the wizard (at a section); returns true when the user saved.
    bool editRequest(SizingSection section = SizingSection::Product);
    QTreeWidget *sectionList() const { return m_sections; }
    QString adviceText() const;
    // The last confirmation of a save or an export, naming what was written.
    QString statusText() const;

private:
    void refresh();
    void openFile();
    void saveFile();
    void exportMarkdown();
    void exportPdf();
    void report(const QString &message);
    void confirm(const QString &message);

    SizingSession &m_session;
    QLabel *m_status;
    QLabel *m_summary;
    QTreeWidget *m_sections;
    QLabel *m_advice;
};

} // namespace llmcap
