#include "pages/SizingRequestPage.h"

#include "PdfReportWriter.h"
#include "export/QuestionnaireMarkdown.h"
#include "footprint/HardwareCatalog.h"
#include "plan/RequestDeployment.h"
#include "plan/SizingSession.h"
#include "sizing/MistakesAdvisor.h"
#include "sizing/SizingCompleteness.h"
#include "util/AtomicFile.h"
#include "widgets/FileDialogs.h"
#include "wizard/SizingWizard.h"

#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace llmcap {

namespace {

AdvisorContext contextOf(const SizingSession &session)
{
    AdvisorContext c;
    c.gpusPerReplica = session.input().deployment.resolvedGpusPerReplica();
    c.gpusPerNode = session.input().deployment.gpusPerNode;
    return c;
}

} // namespace

SizingRequestPage::SizingRequestPage(Workspace &workspace, SizingSession &session, QWidget *parent)
    : WorkflowPage(workspace, parent)
    , m_session(session)
    , m_status(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_sections(new QTreeWidget(this))
    , m_advice(new QLabel(this))
{
    setUpHeader(tr("What the product team tells the platform team, in the six sections of a sizing "
                   "request: product and scenarios, model candidates, workload profile, SLOs, "
                   "reliability and isolation, observability and data handling. \"400 users\" "
                   "describes an audience, not a load."));
    auto *edit = new QPushButton(tr("Fill &in the sizing request..."), this);
    edit->setObjectName(QStringLiteral("editRequestButton"));
    auto *open = new QPushButton(tr("&Open file..."), this);
    auto *save = new QPushButton(tr("Save &as file..."), this);
    auto *markdown = new QPushButton(tr("Export &Markdown..."), this);
    markdown->setObjectName(QStringLiteral("exportMarkdownButton"));
    auto *pdf = new QPushButton(tr("Export P&DF..."), this);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {edit, open, save, markdown, pdf})
        buttons->addWidget(b);
    buttons->addStretch(1);

    m_status->setObjectName(QStringLiteral("requestStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->hide();
    m_summary->setObjectName(QStringLiteral("requestSummary"));
    m_summary->setWordWrap(true);
    m_sections->setObjectName(QStringLiteral("sectionList"));
    m_sections->setColumnCount(3);
    m_sections->setHeaderLabels({tr("Section"), tr("Completeness"), tr("Still missing")});
    m_sections->setRootIsDecorated(false);
    m_sections->setAlternatingRowColors(true);
    m_sections->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_sections->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_sections->setToolTip(tr("Enter or double-click opens the wizard at that section."));
    m_sections->setMinimumHeight(170);
    m_advice->setObjectName(QStringLiteral("requestAdvice"));
    m_advice->setWordWrap(true);
    m_advice->setTextFormat(Qt::RichText);
    m_advice->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    contentLayout()->addLayout(buttons);
    contentLayout()->addWidget(m_status);
    contentLayout()->addWidget(m_summary);
    contentLayout()->addWidget(m_sections);
    auto *adviceTitle =
        new QLabel(QLatin1String("<b>") + tr("How to be less wrong") + QLatin1String("</b>"), this);
    contentLayout()->addWidget(adviceTitle);
    contentLayout()->addWidget(m_advice, 1);

    connect(edit, &QPushButton::clicked, this, [this] { editRequest(); });
    connect(open, &QPushButton::clicked, this, &SizingRequestPage::openFile);
    connect(save, &QPushButton::clicked, this, &SizingRequestPage::saveFile);
    connect(markdown, &QPushButton::clicked, this, &SizingRequestPage::exportMarkdown);
    connect(pdf, &QPushButton::clicked, this, &SizingRequestPage::exportPdf);
    connect(m_sections, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        editRequest(SizingSection(m_sections->indexOfTopLevelItem(item)));
    });
    connect(&m_session, &SizingSession::inputChanged, this, &SizingRequestPage::refresh);
    setFocusProxy(edit);
    refresh();
}

QString SizingRequestPage::title() const
{
    return tr("Sizing request");
}

QIcon SizingRequestPage::icon() const
{
    return QIcon(QStringLiteral(":/icons/sizing.svg"));
}

QString SizingRequestPage::adviceText() const
{
    return m_advice->text();
}

QString SizingRequestPage::statusText() const
{
    return m_status->text();
}

void SizingRequestPage::refresh()
{
    const SizingRequest &r = m_session.input().request;
    const QList<SizingProblem> problems = r.problems();
    if (!m_session.loadError().isEmpty())
        m_summary->setText(
            tr("The stored sizing request could not be read: %1").arg(m_session.loadError()));
    else if (!problems.isEmpty() || !m_session.loadProblems().isEmpty())
        m_summary->setText(
            tr("<b>%1</b>: %2 % of the required questions answered. <span "
               "style=\"color:#b00020\">%3</span>")
                .arg(r.text(QStringLiteral("name")).toHtmlEscaped(),
                     QString::number(SizingCompleteness::overallPercent(r)),
                     tr("Stored answers that cannot be used as written: %1. They are kept and "
                        "marked in the wizard until you correct them; plans made meanwhile are "
                        "marked unsafe.")
                         .arg(std::max(problems.size(), m_session.loadProblems().size()))
                         .toHtmlEscaped()));
    else if (r.isEmpty())
        m_summary->setText(tr("No sizing request yet. Fill it in with the wizard, or open a JSON "
                              "or YAML file."));
    else
        m_summary->setText(tr("<b>%1</b>: %2 % of the required questions answered.")
                               .arg(r.text(QStringLiteral("name")).toHtmlEscaped(),
                                    QString::number(SizingCompleteness::overallPercent(r))));
    m_sections->clear();
    for (const SectionCompleteness &c : SizingCompleteness::all(r)) {
        auto *item = new QTreeWidgetItem(m_sections);
        item->setText(0, QStringLiteral("%1. %2")
                             .arg(SizingField::sectionNumber(c.section))
                             .arg(SizingField::sectionTitle(c.section)));
        item->setText(1, SizingCompleteness::summary(c));
        item->setText(2, c.missing.join(QLatin1String(", ")));
        item->setToolTip(2, c.missing.join(QLatin1Char('\n')));
        item->setForeground(1, c.complete() ? QColor(0x2e, 0x7d, 0x32) : QColor(0xb3, 0x47, 0x00));
    }
    m_sections->setCurrentItem(m_sections->topLevelItem(0));
    const QList<Mistake> mistakes = MistakesAdvisor::check(r, contextOf(m_session));
    QString html;
    for (const Mistake &m : mistakes)
        html += QLatin1String("<p><b>") + m.title.toHtmlEscaped() + QLatin1String("</b> ") +
                m.explanation.toHtmlEscaped() + QLatin1String("</p>");
    m_advice->setText(html.isEmpty() ? tr("No mistakes found in the answers so far.") : html);
}

bool SizingRequestPage::editRequest(SizingSection section)
{
    if (!m_session.loadError().isEmpty()) {
        report(tr("The stored sizing request could not be read, and the wizard would start "
                  "empty; nothing is saved over it. %1")
                   .arg(m_session.loadError()));
        return false;
    }
    SizingWizard wizard(m_session.input().request, this);
    wizard.setAdvisorContext(contextOf(m_session));
    wizard.startAt(section);
    if (wizard.exec() != QDialog::Accepted)
        return false;
    if (Status s = m_session.setRequest(wizard.request()); !s) {
        report(s.error());
        return false;
    }
    QString saved = tr("Saved the sizing request in project %1.").arg(m_session.projectName());
    if (!m_session.filledFromRequest().isEmpty())
        saved +=
            QLatin1Char(' ') + tr("Serving config took from it: %1.")
                                   .arg(m_session.filledFromRequest().join(QLatin1String("; ")));
    // The model goes to the replica with its GPU, which the questionnaire does not ask.
    const Deployment &d = m_session.input().deployment;
    const auto model =
        HardwareCatalog::builtin().model(RequestDeployment::suggestedModel(wizard.request()));
    if (model && d.modelId.isEmpty() && !d.customModel)
        saved += QLatin1Char(' ') + tr("Serving config shows its model %1: choose the GPU there "
                                       "and press \"Use for the plan\".")
                                        .arg(model->name);
    confirm(saved);
    return true;
}

void SizingRequestPage::openFile()
{
    const QString path =
        FileDialogs::openFileName(this, tr("Open Sizing Request"), QString(),
                                  tr("Sizing requests (*.yaml *.yml *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    auto loaded = PlanInput::load(path);
    if (!loaded)
        return report(loaded.error());
    PlanInput input = *loaded;
    // A file without deployment inputs keeps the project's.
    if (input.deployment.isEmpty())
        input.deployment = m_session.input().deployment;
    const QStringList replaced =
        SizingRequest::replacedAnswers(m_session.input().request, input.request);
    if (!replaced.isEmpty()) {
        QMessageBox box(
            QMessageBox::Question, tr("Open Sizing Request"),
            tr("The file replaces answers of the stored sizing request: %1.").arg(replaced.size()),
            QMessageBox::Open | QMessageBox::Cancel, this);
        box.setObjectName(QStringLiteral("replaceRequestBox"));
        box.setInformativeText(replaced.mid(0, 12).join(QLatin1Char('\n')) +
                               (replaced.size() > 12 ? QStringLiteral("\n...") : QString()));
        box.setDefaultButton(QMessageBox::Cancel);
        if (box.exec() != QMessageBox::Open)
            return;
    }
    if (Status s = m_session.setInput(input); !s)
        report(s.error());
    else
        confirm(tr("Read the sizing request from %1.").arg(QDir::toNativeSeparators(path)));
}

void SizingRequestPage::saveFile()
{
    if (const QStringList errors = m_session.input().readBackErrors(); !errors.isEmpty())
        return report(tr("Not saved: the sizing request has answers llmcap cannot read back; "
                         "correct them in the wizard first. %1")
                          .arg(errors.first()));
    const QString path = FileDialogs::saveFileName(this, tr("Save Sizing Request"),
                                                   QStringLiteral("sizing-request.yaml"),
                                                   tr("YAML (*.yaml *.yml);;JSON (*.json)"));
    if (path.isEmpty())
        return;
    if (Status s = m_session.input().save(path); !s)
        report(s.error());
    else
        confirm(tr("Saved the sizing request to %1.").arg(QDir::toNativeSeparators(path)));
}

void SizingRequestPage::exportMarkdown()
{
    const QString path =
        FileDialogs::saveFileName(this, tr("Export Questionnaire"),
                                  QStringLiteral("sizing-request.md"), tr("Markdown (*.md)"));
    if (path.isEmpty())
        return;
    const QByteArray bytes =
        QuestionnaireMarkdown::render(m_session.input().request, m_session.projectName()).toUtf8();
    if (Status s = AtomicFile::write(path, bytes); !s)
        report(s.error());
    else
        confirm(tr("Exported the questionnaire to %1.").arg(QDir::toNativeSeparators(path)));
}

void SizingRequestPage::exportPdf()
{
    const QString path = FileDialogs::saveFileName(
        this, tr("Export Questionnaire"), QStringLiteral("sizing-request.pdf"), tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    PdfReportWriter writer;
    if (Status s =
            writer.writeQuestionnaire(m_session.input().request, m_session.projectName(), path);
        !s)
        report(s.error());
    else
        confirm(tr("Exported the questionnaire to %1.").arg(QDir::toNativeSeparators(path)));
}

void SizingRequestPage::confirm(const QString &message)
{
    m_status->setText(message);
    m_status->show();
}

void SizingRequestPage::report(const QString &message)
{
    m_status->hide();
    QMessageBox::warning(this, tr("Sizing request"), message);
}

} // namespace llmcap
