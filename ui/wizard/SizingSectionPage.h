#pragma once

#include "sizing/MistakesAdvisor.h"
#include "sizing/SizingField.h"

#include <QList>
#include <QWizardPage>

class QComboBox;
class QLabel;
class QProgressBar;

namespace llmcap {

class SizingFieldEditor;
class SizingRequest;
class WorkloadClassEditor;

// One section of the sizing request as a wizard page: the section's questions as a form, a
// help panel that explains the focused question (from the sizing guide), the section's
// completeness, and what the mistakes advisor finds in the answers, updated as the user types.
// On the workload page the per-class questions are answered for the class chosen at the top.
class SizingSectionPage : public QWizardPage
{
    Q_OBJECT

public:
    SizingSectionPage(SizingSection section, SizingRequest &request, QWidget *parent = nullptr);

    SizingSection section() const { return m_section; }
    // Re-reads every answer from the request (after another page changed it).
    void refresh();
    void setAdvisorContext(const AdvisorContext &context);

    SizingFieldEditor *editor(const QString &key) const;
    QString helpText() const;
    QString adviceText() const;
    QString completenessText() const;
    QComboBox *classSelector() const { return m_classSelector; }

Q_SIGNALS:
    void edited();

protected:
    void initializePage() override;

private:
    void fieldEdited(SizingFieldEditor *editor);
    void classesEdited();
    void showClass(int index);
    void updateStatus();
    void showHelpFor(QWidget *focused);

    SizingSection m_section;
    SizingRequest &m_request;
    AdvisorContext m_context;
    QList<SizingFieldEditor *> m_editors;
    WorkloadClassEditor *m_classEditor = nullptr;
    QComboBox *m_classSelector = nullptr;
    QLabel *m_classHint = nullptr;
    QProgressBar *m_progress;
    QLabel *m_completeness;
    QLabel *m_help;
    QLabel *m_advice;
    bool m_updating = false;
};

} // namespace llmcap
