#include "wizard/SizingWizard.h"

#include "wizard/SizingSectionPage.h"

#include <QMessageBox>

namespace llmcap {

SizingWizard::SizingWizard(const SizingRequest &request, QWidget *parent)
    : QWizard(parent)
    , m_original(request)
    , m_request(request)
{
    setObjectName(QStringLiteral("sizingWizard"));
    setWindowTitle(tr("Sizing request"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::HaveFinishButtonOnEarlyPages);
    setOption(QWizard::NoBackButtonOnStartPage);
    setButtonText(QWizard::FinishButton, tr("&Save"));
    for (SizingSection section : SizingField::sections()) {
        auto *page = new SizingSectionPage(section, m_request, this);
        m_pages.append(page);
        addPage(page);
        connect(page, &SizingSectionPage::edited, this, [this, page] { pageEdited(page); });
    }
    connect(this, &QWizard::currentIdChanged, this, &SizingWizard::pageShown);
    resize(1200, 760);
}

void SizingWizard::reject()
{
    if (!hasChanges()) {
        QWizard::reject();
        return;
    }
    QMessageBox box(QMessageBox::Question, tr("Sizing request"),
                    tr("Discard your changes to the sizing request?"),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("discardChangesBox"));
    box.setInformativeText(
        tr("Save keeps the answers in the project, incomplete ones included; Discard closes "
           "the wizard without them."));
    box.setDefaultButton(QMessageBox::Save);
    box.setEscapeButton(QMessageBox::Cancel);
    switch (box.exec()) {
    case QMessageBox::Save:
        accept();
        break;
    case QMessageBox::Discard:
        QWizard::reject();
        break;
    default:
        break; // keep editing
    }
}

void SizingWizard::accept()
{
    const QList<SizingProblem> problems = m_request.problems();
    if (problems.isEmpty()) {
        QWizard::accept();
        return;
    }
    const SizingProblem &first = problems.first();
    QString refusal = problems.size() == 1
                          ? tr("Not saved: %1").arg(first.text())
                          : tr("Not saved: %1 answers cannot be used; the first is %2")
                                .arg(problems.size())
                                .arg(first.text());
    refusal += QLatin1Char(' ') + tr("Correct it, or clear it to leave it unanswered.");
    SizingSectionPage *page = sectionPage(first.section);
    if (currentPage() != page)
        setCurrentId(pageIds().value(int(first.section)));
    page->showProblem(first, refusal);
}

void SizingWizard::setAdvisorContext(const AdvisorContext &context)
{
    for (SizingSectionPage *p : std::as_const(m_pages))
        p->setAdvisorContext(context);
}

SizingSectionPage *SizingWizard::sectionPage(SizingSection section) const
{
    return m_pages.value(int(section));
}

void SizingWizard::startAt(SizingSection section)
{
    setStartId(pageIds().value(int(section)));
}

void SizingWizard::pageShown(int id)
{
    // QWizard has placed its own focus by now; the first question is where typing starts.
    if (auto *p = qobject_cast<SizingSectionPage *>(page(id)))
        p->focusFirstField();
}

void SizingWizard::pageEdited(SizingSectionPage *source)
{
    // The other pages show answers (classes, completeness, advice) the edit may have changed;
    // the edited page keeps its own widgets as the user left them.
    for (SizingSectionPage *p : std::as_const(m_pages))
        if (p != source)
            p->refresh();
    Q_EMIT requestChanged();
}

} // namespace llmcap
