#include "plan/TwinWhatIfDialog.h"

#include "workflow/TwinEstimateJob.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>
#include <utility>

namespace llmcap {

namespace {

QDoubleSpinBox *thresholdBox(QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(0, 3'600'000);
    box->setDecimals(1);
    box->setSuffix(QStringLiteral(" ms"));
    box->setSpecialValueText(TwinWhatIfDialog::tr("not bounded"));
    return box;
}

QDoubleSpinBox *attainmentBox(QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(1, 99.99);
    box->setDecimals(2);
    box->setSuffix(QStringLiteral(" %"));
    return box;
}

QSpinBox *tokensBox(QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setRange(1, 1'000'000);
    box->setSuffix(TwinWhatIfDialog::tr(" tokens"));
    return box;
}

} // namespace

TwinWhatIfDialog::TwinWhatIfDialog(QWidget *parent)
    : QDialog(parent)
    , m_job(new TwinEstimateJob(this))
    , m_intro(new QLabel(this))
    , m_ttftMs(thresholdBox(this))
    , m_ttftPct(attainmentBox(this))
    , m_tpotMs(thresholdBox(this))
    , m_tpotPct(attainmentBox(this))
    , m_inputTokens(tokensBox(this))
    , m_outputTokens(tokensBox(this))
    , m_run(new QPushButton(tr("&Run the twin"), this))
    , m_result(new QLabel(this))
    , m_detail(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("twinWhatIfDialog"));
    setWindowTitle(tr("What-if (modeled)"));
    m_intro->setWordWrap(true);
    m_result->setObjectName(QStringLiteral("twinWhatIfResult"));
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::RichText);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_detail->setReadOnly(true);
    m_detail->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_detail->setMinimumHeight(120);
    m_detail->hide();

    auto pair = [this](QWidget *threshold, QWidget *attainment) {
        auto *row = new QHBoxLayout;
        row->addWidget(threshold, 1);
        row->addWidget(new QLabel(tr("for"), this));
        row->addWidget(attainment, 1);
        row->addWidget(new QLabel(tr("of requests"), this));
        return row;
    };
    auto *form = new QFormLayout;
    auto row = [this, form](const QString &text, QWidget *buddy, QLayout *field) {
        auto *label = new QLabel(text, this);
        label->setBuddy(buddy);
        form->addRow(label, field);
    };
    row(tr("&TTFT at most"), m_ttftMs, pair(m_ttftMs, m_ttftPct));
    row(tr("T&POT at most"), m_tpotMs, pair(m_tpotMs, m_tpotPct));
    form->addRow(tr("Mean prompt &length"), m_inputTokens);
    form->addRow(tr("Mean o&utput length"), m_outputTokens);
    m_ttftMs->setToolTip(tr("In the replica's own time, as a request states it. The SLO's "
                            "other objectives and its per-class ones stay as the sweep had them."));
    m_tpotMs->setToolTip(m_ttftMs->toolTip());
    m_inputTokens->setToolTip(tr("A change fixes every class's lengths at its share of this mean "
                                 "(the class mix is kept, the spread of lengths is not)."));
    m_outputTokens->setToolTip(m_inputTokens->toolTip());

    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addStretch(1);
    buttons->addWidget(close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_result);
    layout->addWidget(m_detail, 1);
    resize(620, 300);

    connect(m_run, &QPushButton::clicked, this, &TwinWhatIfDialog::run);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_job, &TwinEstimateJob::finished, this, &TwinWhatIfDialog::showOutcome);
    connect(m_job, &TwinEstimateJob::failed, this, &TwinWhatIfDialog::showFailure);
}

void TwinWhatIfDialog::setSweep(const QString &databasePath, const SweepSummary &sweep)
{
    m_databasePath = databasePath;
    m_sweep = sweep;
    m_stale = m_job->isRunning();
    m_intro->setText(tr("Sweep %1 keeps its twin: a changed SLO or workload gives a modeled "
                        "long-run boundary in seconds, without new endpoint time. It is shown "
                        "here and not applied to the plan.")
                         .arg(sweep.id));
    auto prefill = [&sweep](SloMetric metric, QDoubleSpinBox *ms, QDoubleSpinBox *pct) {
        const std::optional<LatencyObjective> o = sweep.slo.objective(metric);
        ms->setValue(o ? o->thresholdMs : 0);
        pct->setValue(o ? o->attainmentPct : 95);
    };
    prefill(SloMetric::Ttft, m_ttftMs, m_ttftPct);
    prefill(SloMetric::Tpot, m_tpotMs, m_tpotPct);
    m_sweepInputTokens = int(std::lround(TwinEstimateJob::meanInputTokens(sweep.workload)));
    m_sweepOutputTokens = int(std::lround(TwinEstimateJob::meanOutputTokens(sweep.workload)));
    m_inputTokens->setValue(m_sweepInputTokens);
    m_outputTokens->setValue(m_sweepOutputTokens);
    // A sweep that replayed a trace has no workload to change (the twin refuses it anyway).
    m_inputTokens->setEnabled(!sweep.workload.classes.isEmpty());
    m_outputTokens->setEnabled(!sweep.workload.classes.isEmpty());
    m_result->clear();
    m_detail->clear();
    m_detail->hide();
}

void TwinWhatIfDialog::setEffort(int draws, double runS)
{
    m_draws = draws;
    m_runS = runS;
}

// The sweep's SLO with the TTFT and TPOT objectives as the fields give them (0: none), named
// after them for the outcome's lines.
Slo TwinWhatIfDialog::whatIfSlo() const
{
    Slo slo = m_sweep.slo;
    const QLocale loc;
    QStringList name;
    auto set = [&](SloMetric metric, const QDoubleSpinBox *ms, const QDoubleSpinBox *pct) {
        slo.objectives.removeIf([metric](const LatencyObjective &o) { return o.metric == metric; });
        if (ms->value() <= 0)
            return;
        slo.objectives.append({metric, ms->value(), pct->value()});
        name << tr("%1 %2 ms for %3 %")
                    .arg(Slo::label(metric), loc.toString(ms->value(), 'g', 6),
                         loc.toString(pct->value(), 'g', 4));
    };
    set(SloMetric::Ttft, m_ttftMs, m_ttftPct);
    set(SloMetric::Tpot, m_tpotMs, m_tpotPct);
    slo.name = name.join(QStringLiteral(", "));
    return slo;
}

bool TwinWhatIfDialog::sloChanged() const
{
    auto same = [this](SloMetric metric, const QDoubleSpinBox *ms, const QDoubleSpinBox *pct) {
        const std::optional<LatencyObjective> o = m_sweep.slo.objective(metric);
        if (!o)
            return ms->value() <= 0;
        // As the boxes round them.
        return std::abs(o->thresholdMs - ms->value()) < 0.05 &&
               std::abs(o->attainmentPct - pct->value()) < 0.005;
    };
    return !same(SloMetric::Ttft, m_ttftMs, m_ttftPct) ||
           !same(SloMetric::Tpot, m_tpotMs, m_tpotPct);
}

void TwinWhatIfDialog::run()
{
    TwinEstimateRequest request;
    request.sweepId = m_sweep.id.toLongLong();
    request.draws = m_draws;
    request.runS = m_runS;
    if (sloChanged())
        request.whatIfSlo = whatIfSlo();
    const int input = m_inputTokens->value() != m_sweepInputTokens ? m_inputTokens->value() : 0;
    const int output = m_outputTokens->value() != m_sweepOutputTokens ? m_outputTokens->value() : 0;
    if (input > 0 || output > 0)
        request.whatIfWorkload = TwinEstimateJob::withMeanLengths(m_sweep.workload, input, output);
    if (!m_job->start(m_databasePath, request))
        return;
    m_run->setEnabled(false);
    m_result->setStyleSheet(QString());
    m_result->setText(tr("Running sweep %1's twin...").arg(m_sweep.id));
    m_detail->hide();
}

void TwinWhatIfDialog::showOutcome(const TwinEstimateOutcome &o)
{
    m_run->setEnabled(true);
    if (std::exchange(m_stale, false))
        return; // the answer for the sweep shown before
    const QLocale loc;
    auto rate = [&loc](double v) { return loc.toString(v, 'g', 3); };
    QString head;
    if (o.boundary.found)
        head = tr("Modeled boundary: %1 req/s per replica (95 % interval %2-%3), plan at %4 "
                  "req/s.")
                   .arg(rate(o.boundary.boundaryRps), rate(o.boundary.lowerRps),
                        rate(o.boundary.upperRps), rate(o.boundary.plannedRps));
    else
        head = tr("The twin found no boundary: %1").arg(o.boundary.error);
    const QString source =
        o.whatIf() ? tr("Modeled from sweep %1's twin; no step measured this SLO or workload.")
                         .arg(o.sweepId)
                   : tr("Modeled from sweep %1's twin, for the sweep's own SLO and workload.")
                         .arg(o.sweepId);
    QString check;
    if (!o.check.pass)
        check = tr("Twin check FAILED: %1. Do not plan on this boundary.").arg(o.check.summary);
    else if (std::isnan(o.check.boundaryErrorRel))
        check = tr("Twin check passed on every step it was fitted on; its error at the boundary "
                   "is not known (%1).")
                    .arg(o.check.summary);
    else
        // > 0: the twin is optimistic there (TwinCheckResult::boundaryErrorRel).
        check = tr("Twin check passed; its boundary error at the step nearest the boundary: "
                   "%1 % (%2).")
                    .arg((o.check.boundaryErrorRel > 0 ? QStringLiteral("+") : QString()) +
                             loc.toString(o.check.boundaryErrorRel * 100, 'f', 1),
                         o.check.summary);
    m_result->setText(QStringLiteral("<b>") + head.toHtmlEscaped() + QStringLiteral("</b><br>") +
                      source.toHtmlEscaped() + QStringLiteral("<br>") +
                      (o.check.pass ? check.toHtmlEscaped()
                                    : QStringLiteral("<span style=\"color:#b00020\">") +
                                          check.toHtmlEscaped() + QStringLiteral("</span>")));
    m_detail->setPlainText(o.lines().join(QLatin1Char('\n')));
    m_detail->show();
    Q_EMIT answered(true);
}

void TwinWhatIfDialog::showFailure(const QString &message)
{
    m_run->setEnabled(true);
    if (std::exchange(m_stale, false))
        return;
    m_result->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_result->setText(message.toHtmlEscaped());
    m_detail->hide();
    Q_EMIT answered(false);
}

} // namespace llmcap
