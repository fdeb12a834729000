#pragma once

#include "sizing/MistakesAdvisor.h"
#include "sizing/SizingField.h"

#include <QList>
#include <QWizardPage>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace llmcap {

class SizingFieldEditor;
class SizingRequest;
struct SizingProblem;
class WorkloadClassEditor;

// One section of the sizing request as a wizard page: the section's questions as a form, a
// help panel that explains the focused question (from the sizing guide), the section's
// completeness, and what the mistakes advisor finds in the answers, updated as the user types.
// On the workload page the per-class questions are answered for the class chosen at the top;
// while there is no class yet, the page says so and offers to add one.
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
    // The input a user starts with on this page: its first question; on the workload page the
    // first question of the chosen class, or the button that adds a class while there is none.
    QWidget *firstField() const;
    void focusFirstField();
    // Shown on the workload page while the request has no workload class.
    QPushButton *addClassButton() const { return m_addClass; }
    // Shows a problem's answer (its class chosen), focuses it, and says why Save refused.
    void showProblem(const SizingProblem &problem, const QString &refusal);
    QString refusalText() const;

Q_SIGNALS:
    void edited();

protected:
    void initializePage() override;

private:
    void fieldEdited(SizingFieldEditor *editor);
    void checkAnswer(SizingFieldEditor *editor);
    void classesEdited();
    void addClass();
    void showClass(int index);
    void updateStatus();
    void showHelpFor(QWidget *focused);

    SizingSection m_section;
    SizingRequest &m_request;
    AdvisorContext m_context;
    QList<SizingFieldEditor *> m_editors;
    WorkloadClassEditor *m_classEditor = nullptr;
    QComboBox *m_classSelector = nullptr;
    QWidget *m_noClassPanel = nullptr;
    QPushButton *m_addClass = nullptr;
    QWidget *m_firstFormField = nullptr;
    SizingFieldEditor *m_firstClassField = nullptr;
    QProgressBar *m_progress;
    QLabel *m_completeness;
    QLabel *m_help;
    QLabel *m_advice;
    QLabel *m_refusal;
    bool m_updating = false;
};

} // namespace llmcap
