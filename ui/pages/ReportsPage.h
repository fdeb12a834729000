#pragma once

#include "pages/WorkflowPage.h"

class QLabel;
class QTreeWidget;

namespace llmcap {

class SizingSession;
struct ReportData;

// Exports for review: the questionnaire (Markdown, PDF), the plan report (PDF), the plan rows
// (CSV), everything as JSON, and the sizing file; and the plans saved with the project.
class ReportsPage : public WorkflowPage
{
    Q_OBJECT

public:
    ReportsPage(Workspace &workspace, SizingSession &session, QWidget *parent = nullptr);
    QString title() const override;
    QIcon icon() const override;

    // Writes one export; kind is "questionnaire-md", "questionnaire-pdf", "report-pdf",
    // "plan-csv", "report-json" or "sizing-yaml". Returns an error message, empty on success.
    QString exportTo(const QString &kind, const QString &path) const;
    QTreeWidget *savedPlans() const { return m_plans; }
    // The last export's confirmation, naming the file written.
    QString statusText() const;
    // Lists the project's saved plans again (a plan saved on the Plan page or by llmcap-cli).
    void refreshPlans();

protected:
    void showEvent(QShowEvent *event) override;

private:
    ReportData reportData() const;
    void chooseAndExport(const QString &kind, const QString &defaultName, const QString &filter);

    SizingSession &m_session;
    QTreeWidget *m_plans;
    QLabel *m_status;
};

} // namespace llmcap
