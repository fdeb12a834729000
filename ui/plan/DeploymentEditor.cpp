#include "plan/DeploymentEditor.h"

#include "footprint/HardwareCatalog.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace llmcap {

DeploymentEditor::DeploymentEditor(QWidget *parent)
    : QWidget(parent)
    , m_source(new QComboBox(this))
    , m_sweep(new QComboBox(this))
    , m_rate(new QDoubleSpinBox(this))
    , m_lower(new QDoubleSpinBox(this))
    , m_upper(new QDoubleSpinBox(this))
    , m_notes(new QLineEdit(this))
    , m_breach(new QDoubleSpinBox(this))
    , m_sourceNote(new QLabel(this))
    , m_callsNote(new QLabel(this))
    , m_estimate(new QPushButton(tr("Estimate with the si&mulator"), this))
    , m_whatIf(new QPushButton(tr("What-&if (modeled)..."), this))
    , m_gpusPerReplica(spin(4096, tr("from the footprint"), tr(" GPUs")))
    , m_gpusPerNode(spin(1024, tr("unknown"), tr(" GPUs")))
    , m_placement(new QComboBox(this))
    , m_failureDomains(spin(100, tr("unknown"), QString()))
    , m_startup(spin(100000, tr("unknown"), tr(" s")))
    , m_price(new QDoubleSpinBox(this))
    , m_currency(new QLineEdit(this))
    , m_priceSource(new QLineEdit(this))
    , m_priceNote(new QLabel(this))
{
    setObjectName(QStringLiteral("deploymentEditor"));
    m_source->setObjectName(QStringLiteral("sourceBox"));
    m_rate->setObjectName(QStringLiteral("rateBox"));
    m_source->addItem(tr("entered by hand"),
                      SustainableLoad::sourceKey(SustainableLoad::Source::Manual));
    m_source->addItem(tr("a sweep to the SLO boundary"),
                      SustainableLoad::sourceKey(SustainableLoad::Source::Sweep));
    m_source->addItem(tr("the simulator's estimate (preliminary)"),
                      SustainableLoad::sourceKey(SustainableLoad::Source::Simulator));
    m_sweep->setObjectName(QStringLiteral("sweepBox"));
    m_source->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_source->setMinimumContentsLength(12);
    m_sweep->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_sweep->setMinimumContentsLength(12);
    m_placement->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_placement->setMinimumContentsLength(12);
    m_sourceNote->setWordWrap(true);
    m_callsNote->setObjectName(QStringLiteral("callsNote"));
    m_callsNote->setWordWrap(true);
    m_callsNote->hide();
    m_estimate->setObjectName(QStringLiteral("estimateButton"));
    m_estimate->setToolTip(tr("Runs the built-in simulator, sized like the replica, at rising "
                              "request rates in virtual time and takes the highest rate that "
                              "meets the SLO, with a range of x 0.5 to x 1.5."));
    connect(m_estimate, &QPushButton::clicked, this, &DeploymentEditor::estimateRequested);
    m_whatIf->setObjectName(QStringLiteral("whatIfButton"));
    m_whatIf->setToolTip(tr("The boundary the sweep's twin models for another SLO or workload, "
                            "without new endpoint time; shown, not applied to the plan."));
    m_whatIf->setEnabled(false);
    connect(m_whatIf, &QPushButton::clicked, this, &DeploymentEditor::whatIfRequested);
    for (QDoubleSpinBox *b : {m_rate, m_lower, m_upper}) {
        b->setRange(0, 100000);
        b->setDecimals(3);
        b->setSingleStep(0.1);
        b->setSuffix(tr(" req/s"));
        b->setSpecialValueText(tr("none"));
        connect(b, &QDoubleSpinBox::valueChanged, this, [this] {
            // A number typed in is a value entered by hand, whatever it was before.
            if (!m_updating && m_source->currentIndex() != 0) {
                m_updating = true;
                m_source->setCurrentIndex(0);
                m_updating = false;
            }
            updateUnit();
            emitChanged();
        });
    }
    // The spin box keeps the target inside BreachRisk::targetProblem's bounds (0 < p < 50).
    m_breach->setObjectName(QStringLiteral("breachBox"));
    m_breach->setRange(0.1, 49.9);
    m_breach->setDecimals(1);
    m_breach->setSingleStep(0.5);
    m_breach->setSuffix(tr(" %"));
    m_breach->setValue(BreachRisk::kDefaultTargetPct);
    connect(m_breach, &QDoubleSpinBox::valueChanged, this, &DeploymentEditor::emitChanged);
    m_placement->addItem(tr("packed (fill nodes)"),
                         FailureTopology::placementKey(Placement::Packed));
    m_placement->addItem(tr("spread (one replica per node)"),
                         FailureTopology::placementKey(Placement::Spread));
    connect(m_source, &QComboBox::currentIndexChanged, this, &DeploymentEditor::sourceChanged);
    connect(m_sweep, &QComboBox::activated, this, [this] {
        if (m_source->currentIndex() == 1 && !m_updating)
            Q_EMIT sweepChosen(m_sweep->currentData().toString());
    });
    connect(m_source, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_estimate->setDefault(index == 2); });
    connect(m_placement, &QComboBox::currentIndexChanged, this, &DeploymentEditor::emitChanged);
    connect(m_notes, &QLineEdit::textEdited, this, &DeploymentEditor::emitChanged);

    auto *load = new QGroupBox(tr("Sustainable load per replica"), this);
    auto *loadForm = new QFormLayout(load);
    auto addRow = [](QFormLayout *form, const QString &label, QWidget *w, const QString &help) {
        auto *l = new QLabel(label, w->parentWidget());
        l->setBuddy(w);
        w->setToolTip(help);
        form->addRow(l, w);
    };
    addRow(loadForm, tr("&Source:"), m_source, tr("Where the sustainable load comes from."));
    addRow(loadForm, tr("S&weep:"), m_sweep,
           tr("The stored sweep whose boundary is the sustainable load; the plan divides by the "
              "lower bound of its confidence interval, and the report draws its curves."));
    loadForm->addRow(QString(), m_whatIf);
    addRow(loadForm, tr("&Rate:"), m_rate,
           tr("The highest offered load at which one replica keeps the SLO attainment."));
    addRow(loadForm, tr("&Lower bound:"), m_lower,
           tr("Lower confidence bound; the plan divides by it."));
    addRow(loadForm, tr("&Upper bound:"), m_upper, tr("Upper confidence bound, for the range."));
    loadForm->addRow(m_callsNote);
    addRow(loadForm, tr("Not&es:"), m_notes, tr("Where the value comes from."));
    addRow(loadForm, tr("Breach probabilit&y:"), m_breach,
           tr("The chance you accept that the projected peak exceeds what the serving replicas "
              "sustain, given the boundary's uncertainty. The plan states each envelope's breach "
              "probability and adds serving replicas where it is above this target."));
    loadForm->addRow(m_sourceNote);
    loadForm->addRow(m_estimate);

    auto *placement = new QGroupBox(tr("Placement and start-up"), this);
    auto *placementForm = new QFormLayout(placement);
    addRow(placementForm, tr("GPUs per &replica:"), m_gpusPerReplica,
           tr("Tensor x pipeline parallelism of one replica; taken from the footprint (Serving "
              "config page) when 0."));
    addRow(placementForm, tr("GPUs per &node:"), m_gpusPerNode,
           tr("Decides how many replicas one node loss takes."));
    addRow(placementForm, tr("&Placement:"), m_placement,
           tr("Packed replicas fill nodes, so a node loss takes all replicas on it; spread "
              "replicas sit one per node."));
    addRow(placementForm, tr("Failure &domains:"), m_failureDomains,
           tr("Zones or racks the replicas are spread over, for the loss of a failure domain."));
    addRow(placementForm, tr("Replica s&tart-up:"), m_startup,
           tr("Placement, weight load, KV allocation, warm-up and readiness. Longer than a burst "
              "or the recovery time: the replicas must be kept warm."));

    // The project's price per GPU-hour: a spin box cannot hold a negative or NaN price, and
    // its maximum is GpuPrice's.
    m_price->setObjectName(QStringLiteral("priceBox"));
    m_price->setRange(0, GpuPrice::kMaxPerGpuHour);
    m_price->setDecimals(3);
    m_price->setSingleStep(0.1);
    m_price->setSpecialValueText(tr("none (the catalog's)"));
    m_currency->setObjectName(QStringLiteral("currencyEdit"));
    m_currency->setMaxLength(3);
    m_currency->setPlaceholderText(QStringLiteral("USD"));
    m_currency->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[A-Za-z]{0,3}")), m_currency));
    m_priceSource->setObjectName(QStringLiteral("priceSourceEdit"));
    m_priceSource->setPlaceholderText(tr("e.g. list price, cloud on-demand, 2026-11"));
    m_priceNote->setObjectName(QStringLiteral("priceNote"));
    m_priceNote->setWordWrap(true);
    connect(m_price, &QDoubleSpinBox::valueChanged, this, [this] {
        updatePriceNote();
        emitChanged();
    });
    for (QLineEdit *e : {m_currency, m_priceSource})
        connect(e, &QLineEdit::textEdited, this, [this] {
            updatePriceNote();
            emitChanged();
        });
    auto *price = new QGroupBox(tr("Price per GPU-hour (this project)"), this);
    auto *priceForm = new QFormLayout(price);
    addRow(priceForm, tr("P&rice:"), m_price,
           tr("What one GPU costs per hour; the plan's monthly cost counts 730 h a month. "
              "Wins over the GPU catalog's price."));
    addRow(priceForm, tr("&Currency:"), m_currency,
           tr("ISO 4217 code of the price, e.g. USD or EUR."));
    addRow(priceForm, tr("Price so&urce:"), m_priceSource,
           tr("Where the price comes from, shown beside the cost in the plan and the report."));
    priceForm->addRow(m_priceNote);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(load);
    layout->addWidget(placement);
    layout->addWidget(price);
    layout->addStretch(1);
    setFocusProxy(m_rate);
    setSweeps({});
}

void DeploymentEditor::setSweeps(const QList<std::pair<QString, QString>> &sweeps,
                                 const QString &preferredId)
{
    const bool wasUpdating = m_updating;
    m_updating = true;
    m_sweep->clear();
    for (const auto &[id, label] : sweeps) {
        m_sweep->addItem(label, id);
        m_sweep->setItemData(m_sweep->count() - 1, label, Qt::ToolTipRole); // labels are long
    }
    // A sweep the load names but the list lacks (deleted, another database) stays visible.
    const QString named = m_base.sustainable.sweepId;
    if (!named.isEmpty() && m_sweep->findData(named) < 0)
        m_sweep->addItem(tr("sweep %1 (not stored)").arg(named), named);
    // The load's own sweep while it comes from one; otherwise the one a switch to the sweep
    // source would take: the preferred one, or none (-1) so that the user has to choose.
    const int keep = m_sweep->findData(m_source->currentIndex() == 1 ? named : preferredId);
    m_sweep->setCurrentIndex(keep);
    if (auto *model = qobject_cast<QStandardItemModel *>(m_source->model()))
        model->item(1)->setEnabled(m_sweep->count() > 0);
    m_updating = wasUpdating;
    updateSourceNote();
}

void DeploymentEditor::sourceChanged(int index)
{
    updateSourceNote();
    if (m_updating)
        return;
    if (index == 1 && m_sweep->currentIndex() >= 0)
        Q_EMIT sweepChosen(m_sweep->currentData().toString()); // the load follows the sweep
    else
        emitChanged();
}

void DeploymentEditor::updateSourceNote()
{
    const bool fromSweep = m_source->currentIndex() == 1;
    m_sweep->setEnabled(fromSweep && m_sweep->count() > 0);
    if (fromSweep && m_sweep->currentIndex() < 0)
        m_sourceNote->setText(tr("Choose the sweep above: no sweep has finished with a boundary, "
                                 "so none is chosen for you. A plan on an unfinished sweep is "
                                 "preliminary and says so."));
    else if (fromSweep)
        m_sourceNote->setText(tr("The rate is the boundary of the chosen sweep; the plan divides "
                                 "by its lower bound, and the report carries the sweep's curves "
                                 "with the SLO lines."));
    else if (m_sweep->count() > 0)
        m_sourceNote->setText(tr("Stored sweeps to the SLO boundary can fill this in: choose "
                                 "\"a sweep to the SLO boundary\" above. Otherwise enter the "
                                 "lower confidence bound of a measurement made elsewhere, or let "
                                 "the simulator estimate it (preliminary)."));
    else
        m_sourceNote->setText(tr("No sweep is stored yet: run one on the Benchmark page or with "
                                 "llmcap-cli sweep (llmcap-cli demo runs one on the demo). Until "
                                 "then, enter the lower confidence bound of a measurement made "
                                 "elsewhere, or let the simulator estimate it (preliminary)."));
}

QSpinBox *DeploymentEditor::spin(int max, const QString &special, const QString &suffix)
{
    auto *box = new QSpinBox(this);
    box->setRange(0, max);
    box->setSpecialValueText(special);
    box->setSuffix(suffix);
    connect(box, &QSpinBox::valueChanged, this, &DeploymentEditor::emitChanged);
    return box;
}

void DeploymentEditor::emitChanged()
{
    if (!m_updating)
        Q_EMIT changed();
}

void DeploymentEditor::setDeployment(const Deployment &d)
{
    m_updating = true;
    m_base = d;
    const SustainableLoad &s = d.sustainable;
    m_source->setCurrentIndex(
        std::max(0, m_source->findData(SustainableLoad::sourceKey(s.source))));
    m_rate->setValue(s.rateRps);
    m_lower->setValue(s.lowerRps);
    m_upper->setValue(s.upperRps);
    m_notes->setText(s.notes);
    m_breach->setValue(d.breachProbabilityPct);
    if (s.source == SustainableLoad::Source::Sweep && !s.sweepId.isEmpty()) {
        if (m_sweep->findData(s.sweepId) < 0)
            m_sweep->addItem(tr("sweep %1 (not stored)").arg(s.sweepId), s.sweepId);
        m_sweep->setCurrentIndex(m_sweep->findData(s.sweepId));
        if (auto *model = qobject_cast<QStandardItemModel *>(m_source->model()))
            model->item(1)->setEnabled(true);
    }
    m_gpusPerReplica->setValue(d.gpusPerReplica);
    const int fromFootprint = d.gpusPerReplica > 0 ? 0 : d.resolvedGpusPerReplica();
    m_gpusPerReplica->setSpecialValueText(
        fromFootprint > 0 ? tr("%1 (footprint)").arg(fromFootprint) : tr("unknown"));
    m_gpusPerNode->setValue(d.gpusPerNode);
    m_placement->setCurrentIndex(d.placement == Placement::Spread ? 1 : 0);
    m_failureDomains->setValue(d.failureDomains);
    m_startup->setValue(int(d.startupS));
    m_price->setValue(d.gpuPrice ? d.gpuPrice->perGpuHour : 0);
    m_currency->setText(d.gpuPrice ? d.gpuPrice->currency : QString());
    m_priceSource->setText(d.gpuPrice ? d.gpuPrice->source : QString());
    m_updating = false;
    updateSourceNote();
    updateUnit();
    updatePriceNote();
}

// Which price the plan's cost uses: this project's, the catalog's, or none (and why).
void DeploymentEditor::updatePriceNote()
{
    const QString currency =
        m_currency->text().isEmpty() ? QStringLiteral("USD") : m_currency->text();
    if (m_price->value() > 0) {
        const QString why = GpuPrice::checkCurrency(currency);
        m_priceNote->setText(why.isEmpty() ? tr("The plan's cost uses this price.") : why);
        return;
    }
    const auto gpu = HardwareCatalog::builtin().gpu(m_base.gpuId);
    if (gpu && gpu->price)
        m_priceNote->setText(tr("The GPU catalog's price applies: %1 %2 per GPU-hour (%3).")
                                 .arg(QLocale().toString(gpu->price->perGpuHour, 'f', 2),
                                      gpu->price->currency, gpu->price->source));
    else
        m_priceNote->setText(tr("No price set: the plan leaves the cost out."));
}

// A load of a run-class sweep counts runs/s (its rateUnit, kept whatever is typed): the boxes
// say so, and the note gives the calls/s they make at the sweep's calls per run.
void DeploymentEditor::updateUnit()
{
    const SustainableLoad &s = m_base.sustainable;
    const bool runs = s.inRuns();
    for (QDoubleSpinBox *b : {m_rate, m_lower, m_upper})
        b->setSuffix(runs ? tr(" runs/s") : tr(" req/s"));
    m_callsNote->setVisible(runs);
    if (!runs) {
        m_callsNote->clear();
        return;
    }
    if (!(s.callsPerRun > 0)) {
        m_callsNote->setText(tr("The rates count runs of a run class, in runs/s; the calls per "
                                "run are not known."));
        return;
    }
    const QLocale loc;
    auto rate = [&loc](double v) { return loc.toString(v, 'g', 4); };
    auto calls = [&loc, &s](double v) { return loc.toString(v * s.callsPerRun, 'g', 3); };
    const double rateRps = m_rate->value();
    const double lowerRps = m_lower->value() > 0 ? std::min(m_lower->value(), rateRps) : rateRps;
    m_callsNote->setText(tr("The rates count runs of a run class: %1 runs/s (%2 calls/s), lower "
                            "bound %3 runs/s (%4 calls/s), at %5 calls per run.")
                             .arg(rate(rateRps), calls(rateRps), rate(lowerRps), calls(lowerRps),
                                  loc.toString(s.callsPerRun, 'g', 3)));
}

Deployment DeploymentEditor::deployment() const
{
    Deployment d = m_base;
    SustainableLoad s = d.sustainable;
    s.source = SustainableLoad::parseSource(m_source->currentData().toString())
                   .value_or(SustainableLoad::Source::Manual);
    s.rateRps = m_rate->value();
    s.lowerRps = std::min(m_lower->value(), s.rateRps);
    s.upperRps = m_upper->value() > 0 ? std::max(m_upper->value(), s.rateRps) : 0;
    s.notes = m_notes->text().trimmed();
    s.sweepId =
        s.source == SustainableLoad::Source::Sweep ? m_sweep->currentData().toString() : QString();
    s.simulatedServer = s.source == SustainableLoad::Source::Sweep && s.simulatedServer;
    s.unsafe = s.source == SustainableLoad::Source::Sweep && s.unsafe;
    // The boundary's draws belong to the boundary they were drawn for, not to another source
    // or a rate typed over it.
    if (s.source != m_base.sustainable.source || s.rateRps != m_base.sustainable.rateRps)
        s.boundaryDrawsRps.clear();
    // A sweep's planned rate above a rate typed by hand would not read back.
    s.keepPlannedWithinRate();
    // A sweep source with no sweep chosen gives no load (not the numbers shown before).
    const bool chosen = s.source != SustainableLoad::Source::Sweep || !s.sweepId.isEmpty();
    d.sustainable = s.rateRps > 0 && chosen ? s : SustainableLoad{};
    d.gpusPerReplica = m_gpusPerReplica->value();
    d.gpusPerNode = m_gpusPerNode->value();
    d.placement = m_placement->currentIndex() == 1 ? Placement::Spread : Placement::Packed;
    d.failureDomains = m_failureDomains->value();
    d.startupS = m_startup->value();
    d.breachProbabilityPct = m_breach->value();
    // A price with a currency that is not yet three letters keeps the one before.
    if (m_price->value() > 0) {
        const QString currency =
            m_currency->text().isEmpty() ? QStringLiteral("USD") : m_currency->text();
        if (auto price = GpuPrice::make(m_price->value(), currency, m_priceSource->text()))
            d.gpuPrice = *price;
    } else {
        d.gpuPrice.reset();
    }
    return d;
}

} // namespace llmcap
