#include "pages/ReportsPage.h"

#include "PdfReportWriter.h"
#include "export/ReportData.h"
#include "export/ReportJson.h"
#include "plan/PlanRepository.h"
#include "plan/SizingSession.h"
#include "plan/SweepSummary.h"
#include "project/Workspace.h"
#include "storage/Database.h"
#include "widgets/FileDialogs.h"
#include "workflow/ExportBundle.h"

#include <QDir>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace llmcap {

ReportsPage::ReportsPage(Workspace &workspace, SizingSession &session, QWidget *parent)
    : WorkflowPage(workspace, parent)
    , m_session(session)
    , m_plans(new QTreeWidget(this))
    , m_status(new QLabel(this))
{
    setUpHeader(tr("Export the sizing request, the measurements and the plan for review as PDF, "
                   "CSV and JSON. No export contains an API key or prompt text."));
    struct Button
    {
        QString text;
        QString kind;
        QString file;
        QString filter;
    };
    const QList<Button> buttons = {
        {tr("&Questionnaire (Markdown)..."), QStringLiteral("questionnaire-md"),
         QStringLiteral("sizing-request.md"), tr("Markdown (*.md)")},
        {tr("Questionnaire (P&DF)..."), QStringLiteral("questionnaire-pdf"),
         QStringLiteral("sizing-request.pdf"), tr("PDF (*.pdf)")},
        {tr("Plan &report (PDF)..."), QStringLiteral("report-pdf"),
         QStringLiteral("capacity-plan.pdf"), tr("PDF (*.pdf)")},
        {tr("Plan rows (&CSV)..."), QStringLiteral("plan-csv"), QStringLiteral("capacity-plan.csv"),
         tr("CSV (*.csv)")},
        {tr("Everything (&JSON)..."), QStringLiteral("report-json"),
         QStringLiteral("capacity-plan.json"), tr("JSON (*.json)")},
        {tr("&Validation per minute (CSV)..."), QStringLiteral("validation-csv"),
         QStringLiteral("validation.csv"), tr("CSV (*.csv)")},
        {tr("Sizing file (&YAML)..."), QStringLiteral("sizing-yaml"),
         QStringLiteral("sizing-request.yaml"), tr("YAML (*.yaml *.yml);;JSON (*.json)")}};
    auto *group = new QGroupBox(tr("Export"), this);
    auto *grid = new QGridLayout(group);
    for (int i = 0; i < buttons.size(); ++i) {
        const Button b = buttons.at(i);
        auto *button = new QPushButton(b.text, group);
        button->setObjectName(QStringLiteral("export_") + b.kind);
        grid->addWidget(button, i / 3, i % 3);
        connect(button, &QPushButton::clicked, this,
                [this, b] { chooseAndExport(b.kind, b.file, b.filter); });
    }
    auto *note = new QLabel(tr("The JSON export follows the schema \"%1\" "
                               "(resources/schema/report-v1.schema.json). Per-step and "
                               "per-request CSVs come with the sweeps and benchmark runs.")
                                .arg(ReportJson::schemaId()),
                            this);
    note->setWordWrap(true);
    m_plans->setObjectName(QStringLiteral("savedPlans"));
    m_plans->setColumnCount(5);
    m_plans->setHeaderLabels({tr("Plan"), tr("Saved"), tr("Replicas"), tr("GPUs"), tr("Status")});
    m_plans->setRootIsDecorated(false);
    m_plans->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_status->setObjectName(QStringLiteral("exportStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->hide();
    contentLayout()->addWidget(group);
    contentLayout()->addWidget(m_status);
    contentLayout()->addWidget(note);
    contentLayout()->addWidget(new QLabel(tr("Plans saved with this project:"), this));
    contentLayout()->addWidget(m_plans, 1);
    connect(&m_session, &SizingSession::inputChanged, this, &ReportsPage::refreshPlans);
    setFocusProxy(group);
    refreshPlans();
}

QString ReportsPage::title() const
{
    return tr("Reports");
}

QString ReportsPage::statusText() const
{
    return m_status->isVisible() ? m_status->text() : QString();
}

void ReportsPage::showEvent(QShowEvent *event)
{
    WorkflowPage::showEvent(event);
    refreshPlans();
}

QIcon ReportsPage::icon() const
{
    return QIcon(QStringLiteral(":/icons/reports.svg"));
}

ReportData ReportsPage::reportData() const
{
    // The sweep the sustainable load came from, so the exports carry its curves and steps, and
    // the plan checks every sweep it divides by against the request.
    ReportData data =
        ExportBundle::report(m_session.projectName(), m_session.input(), workspace().database());
    // The fleet validation attached to this plan, when one is (issue 19).
    if (workspace().database() && workspace().currentProject())
        ExportBundle::attachValidation(data, *workspace().database(),
                                       workspace().currentProject()->id);
    return data;
}

QString ReportsPage::exportTo(const QString &kind, const QString &path) const
{
    static const QHash<QString, ExportBundle::Kind> kinds = {
        {QStringLiteral("questionnaire-md"), ExportBundle::Kind::QuestionnaireMarkdown},
        {QStringLiteral("questionnaire-pdf"), ExportBundle::Kind::QuestionnairePdf},
        {QStringLiteral("report-pdf"), ExportBundle::Kind::ReportPdf},
        {QStringLiteral("plan-csv"), ExportBundle::Kind::PlanCsv},
        {QStringLiteral("report-json"), ExportBundle::Kind::ReportJson},
        {QStringLiteral("validation-csv"), ExportBundle::Kind::ValidationCsv},
        {QStringLiteral("sizing-yaml"), ExportBundle::Kind::SizingFile}};
    if (const auto it = kinds.constFind(kind); it != kinds.cend()) {
        PdfReportWriter pdf;
        return ExportBundle::writeOne(reportData(), {*it, path}, workspace().database(), &pdf)
            .error();
    }
    return tr("unknown export \"%1\"").arg(kind);
}

void ReportsPage::chooseAndExport(const QString &kind, const QString &defaultName,
                                  const QString &filter)
{
    const QString path = FileDialogs::saveFileName(this, tr("Export"), defaultName, filter);
    if (path.isEmpty())
        return;
    const QString error = exportTo(kind, path);
    m_status->setText(tr("Exported %1.").arg(QDir::toNativeSeparators(path)));
    m_status->setVisible(error.isEmpty());
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export"), error);
    refreshPlans();
}

void ReportsPage::refreshPlans()
{
    m_plans->clear();
    if (!workspace().database() || !workspace().currentProject())
        return;
    auto plans = PlanRepository(*workspace().database()).plans(workspace().currentProject()->id);
    if (!plans)
        return;
    for (const StoredPlan &p : *plans) {
        auto *item = new QTreeWidgetItem(m_plans);
        item->setText(0, QString::number(p.id));
        item->setText(1, QLocale().toString(p.createdAt.toLocalTime(), QLocale::ShortFormat));
        item->setText(2, QString::number(p.totalReplicas));
        item->setText(3, p.totalGpus > 0 ? QString::number(p.totalGpus) : QStringLiteral("?"));
        item->setText(4, p.preliminary ? tr("preliminary") : tr("final"));
    }
}

} // namespace llmcap
