#include "results/SweepDetailPanel.h"

#include "bench/SweepResultLine.h"
#include "bench/SweepStepTableModel.h"
#include "charts/ChartKey.h"
#include "export/ReportData.h"
#include "plan/SweepSummary.h"
#include "results/HistoryEntry.h"
#include "results/SweepCurves.h"
#include "sweep/SweepHeadline.h"
#include "widgets/FileDialogs.h"
#include "workflow/ExportBundle.h"

#include <QChart>
#include <QDir>
#include <QLegend>

#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace llmcap {

SweepDetailPanel::SweepDetailPanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_result(new SweepResultLine(this))
    , m_key(new ChartKey(this))
    , m_resume(new QPushButton(tr("Resume sweep"), this))
    , m_stepsCsv(new QPushButton(tr("Save steps as CS&V..."), this))
    , m_csvStatus(new QLabel(this))
    , m_steps(new SweepStepTableModel(this))
    , m_stepView(new QTableView(this))
{
    m_resume->setToolTip(tr("Continues this sweep from its stored steps on the Benchmark page."));
    connect(m_resume, &QPushButton::clicked, this, [this] {
        if (m_sweepId > 0)
            Q_EMIT resumeRequested(m_sweepId);
    });
    m_stepsCsv->setObjectName(QStringLiteral("saveStepsCsv"));
    m_stepsCsv->setToolTip(tr("One row per step, as llmcap-cli sweep --csv writes it: rates, "
                              "attainment, verdict and every measured percentile."));
    connect(m_stepsCsv, &QPushButton::clicked, this, [this] {
        const QString path = FileDialogs::saveFileName(
            this, tr("Save Sweep Steps"), QStringLiteral("sweep-%1-steps.csv").arg(m_sweepId),
            tr("CSV (*.csv)"));
        if (!path.isEmpty())
            saveStepsCsv(path);
    });
    m_csvStatus->setObjectName(QStringLiteral("stepsCsvStatus"));
    m_csvStatus->setWordWrap(true);
    m_csvStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_stepView->setModel(m_steps);
    m_stepView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_stepView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_stepView->verticalHeader()->hide();
    m_stepView->verticalHeader()->setDefaultSectionSize(m_stepView->fontMetrics().height() + 6);
    m_stepView->setToolTip(tr("Double-click a step to open its run."));
    m_stepView->setMinimumHeight(m_stepView->verticalHeader()->defaultSectionSize() * 4 +
                                 m_stepView->horizontalHeader()->sizeHint().height());
    connect(m_stepView, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.isValid() && index.row() < m_runIds.size() && m_runIds.at(index.row()) > 0)
            Q_EMIT runRequested(m_runIds.at(index.row()));
    });

    auto *charts = new QWidget(this);
    auto *grid = new QGridLayout(charts);
    grid->setContentsMargins(0, 0, 0, 0);
    const QStringList titles = {tr("TTFT"), tr("ITL"), tr("TPOT"), tr("Queue time (server)")};
    for (int i = 0; i < titles.size(); ++i) {
        auto *chart = new SweepCurveChart(titles.at(i), charts);
        chart->setMinimumHeight(150);     // leaves the steps table room in an 800-pixel window
        chart->chart()->legend()->hide(); // one key for the four, below them
        grid->addWidget(chart, i / 2, i % 2);
        m_charts.append(chart);
    }
    m_key->setEntries(m_charts.first()->keyEntries());
    grid->addWidget(m_key, 2, 0, 1, 2);

    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(charts);
    split->addWidget(m_stepView);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *titleRow = new QHBoxLayout;
    titleRow->addWidget(m_title, 1);
    titleRow->addWidget(m_csvStatus, 1);
    titleRow->addWidget(m_stepsCsv);
    titleRow->addWidget(m_resume);
    layout->addLayout(titleRow);
    layout->addWidget(m_result);
    layout->addWidget(split, 1);
    clear();
}

void SweepDetailPanel::setDetail(const SweepDetail &d)
{
    m_title->setText(QStringLiteral("<b>%1</b> &nbsp; %2")
                         .arg(d.title().toHtmlEscaped(),
                              HistoryEntry::statusLabel(SweepInfo::statusKey(d.info.status))));
    if (d.info.result) {
        const auto binding =
            SweepHeadline::binding(d.slo.value_or(Slo{}), d.steps, d.info.result->boundary);
        QString details = d.info.result->summary();
        if (d.slo)
            details = tr("SLO '%1'. %2").arg(d.slo->name, details);
        if (const QString note = SweepHeadline::speedNote(d.simSpeed); !note.isEmpty())
            details = note + QLatin1Char('\n') + details;
        m_result->setResult(SweepHeadline::text(*d.info.result, binding, d.simSpeed), details);
    } else {
        m_result->setResult(tr("No result yet: %1 steps finished.").arg(d.steps.size()), QString());
    }
    m_steps->setSteps(d.steps);
    m_stepView->resizeColumnsToContents();
    if (m_sweepId != d.info.id)
        m_csvStatus->clear();
    m_sweepId = d.info.id;
    m_detail = d;
    m_stepsCsv->setEnabled(!d.steps.isEmpty());
    m_resume->setVisible(d.info.status == SweepInfo::Status::Running ||
                         d.info.status == SweepInfo::Status::Stopped);
    m_runIds.clear();
    for (const SweepStep &s : d.steps)
        m_runIds.append(s.runId);
    const auto boundary = d.boundary();
    for (int i = 0; i < m_charts.size(); ++i) {
        SweepCurveChart *chart = m_charts.at(i);
        const SloMetric metric = sweepCurveMetrics().at(i);
        chart->clear();
        chart->setCurve(0, QString(), sweepCurve(d, metric));
        chart->setThreshold(d.thresholdMs(metric), attainmentOf(d, metric));
        if (boundary) {
            if (boundary->bracketed)
                chart->setBoundary(boundary->lowerRps, boundary->meanRps, boundary->upperRps);
            else
                chart->setLowerBound(boundary->meanRps);
            if (boundary->bracketed)
                chart->setPlannedRate(boundary->plannedRps);
        }
    }
}

Status SweepDetailPanel::saveStepsCsv(const QString &path)
{
    if (!m_detail || m_detail->steps.isEmpty())
        return Status::failure(tr("no sweep with steps is shown"));
    const SweepDetail &d = *m_detail;
    ReportData data;
    data.sweep = SweepSummary::fromSteps(d.info.id, d.info.name, d.slo.value_or(Slo()), d.steps,
                                         d.boundary().value_or(BoundaryEstimate()));
    const Status s = ExportBundle::writeOne(data, {ExportBundle::Kind::StepsCsv, path});
    m_csvStatus->setStyleSheet(s ? QStringLiteral("color: #206020;")
                                 : QStringLiteral("color: #b02020;"));
    m_csvStatus->setText(
        s ? tr("Saved %1 steps to %2.").arg(d.steps.size()).arg(QDir::toNativeSeparators(path))
          : tr("Not saved: %1").arg(s.error()));
    return s;
}

QString SweepDetailPanel::csvStatusText() const
{
    return m_csvStatus->text();
}

void SweepDetailPanel::clear()
{
    m_sweepId = 0;
    m_detail.reset();
    m_stepsCsv->setEnabled(false);
    m_csvStatus->clear();
    m_resume->hide();
    m_title->setText(QStringLiteral("<b>%1</b>").arg(tr("No sweep selected").toHtmlEscaped()));
    m_result->setResult(tr("Open a sweep from the history (double-click) to see its steps."),
                        QString());
    m_steps->setSteps({});
    m_runIds.clear();
    for (SweepCurveChart *c : std::as_const(m_charts))
        c->clear();
}

} // namespace llmcap
