#pragma once

#include "sizing/MistakesAdvisor.h"
#include "sizing/SizingRequest.h"

#include <QList>
#include <QWizard>

namespace llmcap {

class SizingSectionPage;

// The sizing-request wizard: the guide's six sections, one page each. Works on a copy of the
// request; Finish is available on every page, so an incomplete request can be saved and
// reopened later. Completes with the keyboard alone: each page opens with the focus in its
// first question, Tab moves between questions, Enter or Alt+N goes to the next page.
// Escape, Cancel or closing the window with unsaved edits asks whether to save or discard them.
class SizingWizard : public QWizard
{
    Q_OBJECT

public:
    explicit SizingWizard(const SizingRequest &request, QWidget *parent = nullptr);

    const SizingRequest &request() const { return m_request; }
    void setAdvisorContext(const AdvisorContext &context);
    SizingSectionPage *sectionPage(SizingSection section) const;
    // Opens at a section instead of the first.
    void startAt(SizingSection section);
    // True when the request differs from the one the wizard opened with.
    bool hasChanges() const { return !(m_request == m_original); }

    // Escape, Cancel and the window's close button land here.
    void reject() override;
    // Save: refused while an answer cannot be read back (SizingRequest::problems()); the
    // wizard then shows the first such answer with the reason.
    void accept() override;

Q_SIGNALS:
    void requestChanged();

private:
    void pageEdited(SizingSectionPage *source);
    void pageShown(int id);

    const SizingRequest m_original;
    SizingRequest m_request;
    QList<SizingSectionPage *> m_pages;
};

} // namespace llmcap
