#include "bench/SweepParametersForm.h"

#include "widgets/FieldErrorLabel.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace llmcap {

namespace {

using F = SweepParametersForm::Field;

struct Spec
{
    F field;
    const char *label;
    const char *suffix;
    int decimals; // -1: an integer spin box
    const char *help;
};

// Ranges are wide on purpose: SweepConfig::validate judges the values and says why.
const Spec kSpecs[] = {
    {F::Start, QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "Start rate:"), " req/s", 2,
     QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "First offered rate.")},
    {F::Max, QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "Maximum rate:"), " req/s", 2,
     QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "Highest offered rate to try.")},
    {F::Growth, QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "Growth:"), " ×", 2,
     QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "Factor between rates while widening.")},
    // A share of the rate, shown in percent (the configuration holds the fraction).
    {F::Tolerance, QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "Tolerance:"), " %", 1,
     QT_TRANSLATE_NOOP("llmcap::SweepParametersForm",
                       "Stop bisecting when the bracket is this narrow, in percent of its "
                       "rate.")},
    {F::Repeats, QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "Repeats:"), "", -1,
     QT_TRANSLATE_NOOP("llmcap::SweepParametersForm",
                       "Runs of each edge rate, the search's own included.")},
    {F::Reopenings, QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "Reopenings:"), "", -1,
     QT_TRANSLATE_NOOP("llmcap::SweepParametersForm",
                       "Times the bracket may be reopened when the repeats contradict an edge.")},
    {F::StepWarmup, QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "Step warm-up:"), " s", 1,
     QT_TRANSLATE_NOOP("llmcap::SweepParametersForm",
                       "Sent, not measured, at the start of every step.")},
    {F::MinStep, QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "Minimum step:"), " s", 1,
     QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "Shortest measurement window of a step.")},
    {F::MaxStep, QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "Maximum step:"), " s", 1,
     QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "Longest measurement window of a step.")},
    {F::MinRequests, QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "Minimum requests:"), "", -1,
     QT_TRANSLATE_NOOP("llmcap::SweepParametersForm",
                       "Fewest measured requests before a step may end early; a step with fewer "
                       "never passes.")},
    {F::MaxStepForRequests,
     QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "Maximum step for the requests:"), " s", 1,
     QT_TRANSLATE_NOOP("llmcap::SweepParametersForm",
                       "At a low rate a step runs longer than the maximum step until the minimum "
                       "requests are measured, up to this long.")},
    {F::Cooldown, QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "Cool-down:"), " s", 1,
     QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "Pause between steps so queues drain.")},
    {F::Confirm, QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "Confirmation run:"), " s", 1,
     QT_TRANSLATE_NOOP("llmcap::SweepParametersForm",
                       "One long run at the planned rate after the search; it holds only with the "
                       "confirmation confidence and goes lower each time it fails: short steps "
                       "read high. Its window grows at low rates. 0 for none.")},
    {F::ConfirmConfidence,
     QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "Confirmation confidence:"), "", 2,
     QT_TRANSLATE_NOOP("llmcap::SweepParametersForm",
                       "A confirmation run holds only when every latency objective passes with "
                       "this one-sided confidence; its window grows until such a pass is possible. "
                       "0 judges it by its attainment alone.")},
    {F::Confidence, QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "Confidence:"), "", 3,
     QT_TRANSLATE_NOOP("llmcap::SweepParametersForm", "Confidence of early pass/fail decisions.")},
};

// Fields judged together: a pair's message goes beside its second field.
const QList<QList<F>> kChecks = {{F::Start},
                                 {F::Start, F::Max},
                                 {F::Growth},
                                 {F::Tolerance},
                                 {F::Repeats},
                                 {F::Reopenings},
                                 {F::StepWarmup},
                                 {F::MinStep},
                                 {F::MinStep, F::MaxStep},
                                 {F::MinRequests},
                                 {F::MinStep, F::MaxStep, F::MaxStepForRequests},
                                 {F::Cooldown},
                                 {F::MinStep, F::MaxStep, F::Confirm},
                                 {F::ConfirmConfidence},
                                 {F::Confidence}};

} // namespace

SweepParametersForm::SweepParametersForm(QWidget *parent)
    : QWidget(parent)
    , m_name(new QLineEdit(this))
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(new QLabel(tr("Sweep name:"), this), 0, 0);
    m_name->setPlaceholderText(tr("optional"));
    grid->addWidget(m_name, 0, 1, 1, 3);
    QWidget *previous = m_name;
    int i = 0;
    for (const Spec &s : kSpecs) {
        QWidget *editor = nullptr;
        if (s.decimals < 0) {
            auto *box = new QSpinBox(this);
            box->setRange(-1'000'000, 1'000'000'000);
            connect(box, &QSpinBox::valueChanged, this, &SweepParametersForm::changed);
            editor = box;
        } else {
            auto *box = new QDoubleSpinBox(this);
            box->setRange(-1e9, 1e9);
            box->setDecimals(s.decimals);
            box->setSuffix(QString::fromUtf8(s.suffix));
            connect(box, &QDoubleSpinBox::valueChanged, this, &SweepParametersForm::changed);
            editor = box;
        }
        editor->setToolTip(tr(s.help));
        auto *error = new FieldErrorLabel(editor, this);
        // Two columns of label + field, each error under its field.
        const int row = 1 + (i / 2) * 2;
        const int column = (i % 2) * 2;
        grid->addWidget(new QLabel(tr(s.label), this), row, column);
        grid->addWidget(editor, row, column + 1);
        grid->addWidget(error, row + 1, column, 1, 2);
        setTabOrder(previous, editor);
        previous = editor;
        m_entries.append({s.field, editor, error});
        ++i;
    }
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    grid->setRowStretch(grid->rowCount(), 1);
    connect(m_name, &QLineEdit::textEdited, this, &SweepParametersForm::changed);
}

void SweepParametersForm::setConfig(const SweepConfig &c)
{
    const auto set = [this](F f, double v) {
        if (auto *d = qobject_cast<QDoubleSpinBox *>(editor(f)))
            d->setValue(v);
        else if (auto *n = qobject_cast<QSpinBox *>(editor(f)))
            n->setValue(int(v));
    };
    m_name->setText(c.name);
    set(F::Start, c.search.startRps);
    set(F::Max, c.search.maxRps);
    set(F::Growth, c.search.growth);
    set(F::Tolerance, c.search.tolerance * 100);
    set(F::Repeats, c.search.repeats);
    set(F::Reopenings, c.search.maxReopenings);
    set(F::StepWarmup, c.stepWarmupS);
    set(F::MinStep, c.minStepS);
    set(F::MaxStep, c.maxStepS);
    set(F::MinRequests, double(c.minStepRequests));
    set(F::MaxStepForRequests, c.maxStepRequestsS);
    set(F::Cooldown, c.cooldownS);
    set(F::Confirm, c.search.confirmS);
    set(F::ConfirmConfidence, c.search.confirmConfidence);
    set(F::Confidence, c.earlyStopConfidence);
    for (const Entry &e : std::as_const(m_entries))
        e.error->setError({});
    // A configuration of run classes states its rates in runs/s already.
    const double perArrival = c.sendsRuns() ? c.expectedCallsPerArrival() : 1;
    m_startCallsRps = c.search.startRps * perArrival;
    m_minCallsRps = c.search.minRps * perArrival;
    m_shownStartRps = qobject_cast<QDoubleSpinBox *>(editor(F::Start))->value();
    setRunRates(c.sendsRuns(), perArrival);
}

void SweepParametersForm::setRunRates(bool runs, double callsPerRun)
{
    const double perRun = runs ? std::max(1.0, callsPerRun) : 1.0;
    auto *start = qobject_cast<QDoubleSpinBox *>(editor(F::Start));
    const bool defaultStart = start->value() == m_shownStartRps;
    m_runRates = runs;
    m_callsPerRun = perRun;
    if (defaultStart) {
        start->setValue(m_startCallsRps / perRun);
        m_shownStartRps = start->value();
    }
    for (F f : {F::Start, F::Max}) {
        auto *box = qobject_cast<QDoubleSpinBox *>(editor(f));
        box->setSuffix(runs ? tr(" runs/s") : tr(" req/s"));
        const QString help =
            f == F::Start ? tr("First offered rate.") : tr("Highest offered rate to try.");
        box->setToolTip(runs ? help + QLatin1Char(' ') +
                                   tr("The workload has a run class: the rate counts runs, each "
                                      "a sequence of calls.")
                             : help);
    }
}

double SweepParametersForm::number(Field field) const
{
    if (auto *d = qobject_cast<QDoubleSpinBox *>(editor(field)))
        return d->value();
    return qobject_cast<QSpinBox *>(editor(field))->value();
}

void SweepParametersForm::write(SweepConfig &c, Field field) const
{
    const double v = number(field);
    switch (field) {
    case F::Start:
        c.search.startRps = v;
        // As llmcap-cli sweep does: at most the start, and in runs/s the calls/s minimum
        // divided by the calls per run.
        c.search.minRps =
            std::min(m_minCallsRps > 0 ? m_minCallsRps / m_callsPerRun : c.search.minRps, v);
        break;
    case F::Max:
        c.search.maxRps = v;
        break;
    case F::Growth:
        c.search.growth = v;
        break;
    case F::Tolerance:
        c.search.tolerance = v / 100;
        break;
    case F::Repeats:
        c.search.repeats = int(v);
        break;
    case F::Reopenings:
        c.search.maxReopenings = int(v);
        break;
    case F::StepWarmup:
        c.stepWarmupS = v;
        break;
    case F::MinStep:
        c.minStepS = v;
        break;
    case F::MaxStep:
        c.maxStepS = v;
        break;
    case F::MinRequests:
        c.minStepRequests = qint64(v);
        break;
    case F::MaxStepForRequests:
        c.maxStepRequestsS = v;
        break;
    case F::Cooldown:
        c.cooldownS = v;
        break;
    case F::Confirm:
        c.search.confirmS = v;
        break;
    case F::ConfirmConfidence:
        c.search.confirmConfidence = v;
        break;
    case F::Confidence:
        c.earlyStopConfidence = v;
        break;
    }
}

bool SweepParametersForm::apply(SweepConfig &config, const SweepConfig &valid)
{
    for (const Entry &e : std::as_const(m_entries))
        e.error->setError({});
    config.name = m_name->text().trimmed();
    for (const Entry &e : std::as_const(m_entries))
        write(config, e.field);
    bool ok = true;
    for (const QList<F> &check : kChecks) {
        FieldErrorLabel *label = errorLabel(check.last());
        const bool partnerWrong = std::any_of(check.begin(), check.end() - 1,
                                              [this](F f) { return errorLabel(f)->hasError(); });
        if (label->hasError() || partnerWrong)
            continue;
        SweepConfig probe = valid;
        for (F f : check)
            write(probe, f);
        // A field alone is judged against its partner's valid value, not the one typed.
        if (check == QList<F>{F::Start})
            probe.search.maxRps = std::max(probe.search.maxRps, probe.search.startRps);
        if (check == QList<F>{F::MinStep})
            probe.maxStepS = std::max(probe.maxStepS, probe.minStepS);
        // Likewise the cap for the request minimum, unless it is the field judged.
        if (!check.contains(F::MaxStepForRequests))
            probe.maxStepRequestsS = std::max(probe.maxStepRequestsS, probe.maxStepS);
        // The confirmation is judged against the maximum step in its own check only.
        if (!check.contains(F::Confirm))
            probe.search.confirmS = 0;
        if (Status s = SweepConfig::validate(probe); !s) {
            // The core names the fraction; the field shows percent.
            label->setError(check == QList<F>{F::Tolerance}
                                ? tr("the tolerance must be above 0 % and below 100 % (e.g. 5 %)")
                                : s.error());
            ok = false;
        }
    }
    return ok;
}

const SweepParametersForm::Entry &SweepParametersForm::entry(Field field) const
{
    return *std::find_if(m_entries.begin(), m_entries.end(),
                         [field](const Entry &e) { return e.field == field; });
}

QWidget *SweepParametersForm::editor(Field field) const
{
    return entry(field).editor;
}

FieldErrorLabel *SweepParametersForm::errorLabel(Field field) const
{
    return entry(field).error;
}

QWidget *SweepParametersForm::firstField() const
{
    return m_name;
}

QWidget *SweepParametersForm::lastField() const
{
    return m_entries.last().editor;
}

} // namespace llmcap
