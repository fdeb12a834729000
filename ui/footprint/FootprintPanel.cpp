#include "footprint/FootprintPanel.h"

#include "footprint/CustomModelEditor.h"
#include "footprint/FootprintMemoryBar.h"
#include "footprint/HardwareCatalog.h"
#include "footprint/ReplicaUseLabel.h"
#include "plan/RequestDeployment.h"
#include "plan/SizingSession.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace llmcap {

namespace {

const QString kCustom = QStringLiteral("__custom__");

QString kib(qint64 bytes)
{
    return QLocale().toString(bytes / 1024.0, 'f', 1) + QLatin1String(" KiB");
}

} // namespace

FootprintPanel::FootprintPanel(SizingSession &session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
{
    setObjectName(QStringLiteral("footprintPanel"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(createInputs());
    scroll->setWidgetResizable(true);
    scroll->setFixedWidth(360);
    scroll->setFrameShape(QFrame::NoFrame);
    layout->addWidget(scroll);
    layout->addWidget(createResults(), 1);
    connect(&m_session, &SizingSession::inputChanged, this, &FootprintPanel::loadFromSession);
    loadFromSession();
}

QWidget *FootprintPanel::createInputs()
{
    auto *box = new QWidget;
    const HardwareCatalog &catalog = HardwareCatalog::builtin();
    m_model = new QComboBox(box);
    m_model->setObjectName(QStringLiteral("modelBox"));
    for (const ModelSpec &m : catalog.models())
        m_model->addItem(m.name, m.id);
    m_model->addItem(tr("Custom model..."), kCustom);
    m_custom = new CustomModelEditor(box);
    m_gpu = new QComboBox(box);
    m_gpu->setObjectName(QStringLiteral("gpuBox"));
    for (const GpuSpec &g : catalog.gpus())
        m_gpu->addItem(g.name, g.id);
    m_weights = new QComboBox(box);
    for (const QString &w : Precision::weightNames())
        m_weights->addItem(w.toUpper(), w);
    m_kv = new QComboBox(box);
    for (const QString &k : Precision::kvNames())
        m_kv->addItem(k.toUpper(), k);
    m_tp = new QComboBox(box);
    m_tp->setObjectName(QStringLiteral("tpBox"));
    m_pp = new QSpinBox(box);
    m_pp->setRange(1, 16);
    m_maxModelLen = new QSpinBox(box);
    m_maxModelLen->setRange(0, 10'000'000);
    m_maxModelLen->setSingleStep(1024);
    m_maxModelLen->setGroupSeparatorShown(true);
    m_maxModelLen->setSpecialValueText(tr("the model's maximum"));
    m_utilization = new QDoubleSpinBox(box);
    m_utilization->setRange(0.5, 0.99);
    m_utilization->setSingleStep(0.01);
    m_utilization->setValue(0.9);
    m_context = new QSpinBox(box);
    m_context->setRange(1, 10'000'000);
    m_context->setGroupSeparatorShown(true);
    m_context->setValue(8192);
    m_context->setSuffix(tr(" tokens"));

    auto *form = new QFormLayout;
    auto addRow = [&](const QString &label, QWidget *w, const QString &help) {
        auto *l = new QLabel(label, box);
        l->setBuddy(w);
        w->setToolTip(help);
        form->addRow(l, w);
    };
    addRow(tr("&Model:"), m_model, tr("From the catalog (resources/catalogs/models.json)."));
    form->addRow(m_custom);
    addRow(tr("G&PU:"), m_gpu, tr("Sized by the memory the runtime sees, not the nominal size."));
    addRow(tr("&Weights:"), m_weights,
           tr("Bytes per parameter: BF16/FP16 2, FP8/INT8 1, INT4/NVFP4 0.5 plus group scales."));
    addRow(tr("&KV cache:"), m_kv, tr("FP8 halves the KV cache per token."));
    addRow(tr("&Tensor parallel:"), m_tp, tr("TP must divide the attention head count."));
    addRow(tr("P&ipeline parallel:"), m_pp, tr("PP must divide the layer count."));
    addRow(tr("Max model &length:"), m_maxModelLen,
           tr("vLLM max_model_len: the longest sequence one request may reach."));
    addRow(tr("GPU memory utili&zation:"), m_utilization,
           tr("vLLM --gpu-memory-utilization: the share of GPU memory the runtime may use."));
    addRow(tr("&Concurrency at:"), m_context,
           tr("Context per sequence for the concurrency figure (e.g. the workload's p95)."));
    m_use = new QPushButton(tr("&Use for the plan"), box);
    m_use->setObjectName(QStringLiteral("useForPlanButton"));
    m_use->setToolTip(tr("Store this replica configuration with the project: the plan takes its "
                         "GPUs per replica from it."));
    m_useStatus = new ReplicaUseLabel(box);
    auto *layout = new QVBoxLayout(box);
    layout->addLayout(form);
    layout->addWidget(m_use);
    layout->addWidget(m_useStatus);
    layout->addStretch(1);

    connect(m_model, &QComboBox::currentIndexChanged, this, &FootprintPanel::modelChanged);
    connect(m_custom, &CustomModelEditor::changed, this, &FootprintPanel::modelChanged);
    for (QComboBox *c : {m_gpu, m_weights, m_kv, m_tp})
        connect(c, &QComboBox::currentIndexChanged, this, &FootprintPanel::recompute);
    for (QSpinBox *s : {m_pp, m_maxModelLen, m_context})
        connect(s, &QSpinBox::valueChanged, this, &FootprintPanel::recompute);
    connect(m_utilization, &QDoubleSpinBox::valueChanged, this, &FootprintPanel::recompute);
    connect(m_use, &QPushButton::clicked, this, &FootprintPanel::useForPlan);
    return box;
}

QWidget *FootprintPanel::createResults()
{
    auto *box = new QWidget(this);
    m_summary = new QLabel(box);
    m_summary->setObjectName(QStringLiteral("footprintSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_weightsPerGpu = new QLabel(box);
    m_kvPerToken = new QLabel(box);
    m_kvCapacity = new QLabel(box);
    m_concurrency = new QLabel(box);
    m_minimumTp = new QLabel(box);
    for (QLabel *l : {m_weightsPerGpu, m_kvPerToken, m_kvCapacity, m_concurrency, m_minimumTp}) {
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        l->setWordWrap(true);
    }
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Weights per GPU:"), m_weightsPerGpu);
    form->addRow(tr("KV cache per token:"), m_kvPerToken);
    form->addRow(tr("KV capacity:"), m_kvCapacity);
    form->addRow(tr("Concurrency:"), m_concurrency);
    form->addRow(tr("Tensor parallelism:"), m_minimumTp);
    m_tpTable = new QTableWidget(box);
    m_tpTable->setObjectName(QStringLiteral("tpTable"));
    m_tpTable->setColumnCount(5);
    m_tpTable->setHorizontalHeaderLabels({tr("TP"), tr("Fits"), tr("Weights per GPU"),
                                          tr("KV capacity (tokens)"), tr("Sequences at context")});
    m_tpTable->verticalHeader()->hide();
    m_tpTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tpTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tpTable->horizontalHeader()->setStretchLastSection(true);
    m_tpTable->setMaximumHeight(150);
    m_formula = new QPlainTextEdit(box);
    m_formula->setObjectName(QStringLiteral("formula"));
    m_formula->setReadOnly(true);
    m_formula->setTabChangesFocus(true);
    m_formula->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_formula->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_bar = new FootprintMemoryBar(box);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addLayout(form);
    layout->addWidget(m_bar);
    layout->addWidget(new QLabel(tr("Valid tensor-parallel sizes:"), box));
    layout->addWidget(m_tpTable);
    layout->addWidget(new QLabel(tr("Formula and inputs:"), box));
    layout->addWidget(m_formula, 1);
    return box;
}

void FootprintPanel::loadFromSession()
{
    m_loading = true;
    const Deployment &d = m_session.input().deployment;
    if (d.customModel) {
        m_custom->setModel(*d.customModel);
        m_model->setCurrentIndex(m_model->findData(kCustom));
    } else if (const int i = m_model->findData(d.modelId); i >= 0) {
        m_model->setCurrentIndex(i);
    } else if (const int j =
                   m_model->findData(RequestDeployment::suggestedModel(m_session.input().request));
               d.modelId.isEmpty() && j >= 0) {
        m_model->setCurrentIndex(j); // the questionnaire's model, until one is used
    }
    if (const int i = m_gpu->findData(d.gpuId); i >= 0)
        m_gpu->setCurrentIndex(i);
    if (d.hasReplicaConfig()) {
        m_weights->setCurrentIndex(std::max(0, m_weights->findData(Precision::name(d.weights))));
        m_kv->setCurrentIndex(std::max(0, m_kv->findData(Precision::name(d.kvDtype))));
        m_pp->setValue(d.pipelineParallel);
        m_utilization->setValue(d.gpuMemoryUtilization);
    }
    // The questionnaire's context_required may give it before the replica is chosen.
    if (d.hasReplicaConfig() || d.maxModelLen > 0)
        m_maxModelLen->setValue(int(d.maxModelLen));
    // The workload's p95 context is the concurrency question that matters.
    const SizingRequest &r = m_session.input().request;
    for (int i = 0; i < r.classes().size(); ++i)
        if (const auto p95 = r.percentiles(i, QStringLiteral("context_tokens")).p95) {
            m_context->setValue(int(*p95));
            break;
        }
    m_loading = false;
    modelChanged();
    if (const int i = m_tp->findData(d.tensorParallel); i >= 0)
        m_tp->setCurrentIndex(i);
    recompute();
}

void FootprintPanel::modelChanged()
{
    const bool custom = m_model->currentData().toString() == kCustom;
    m_custom->setVisible(custom);
    const FootprintInput in = input();
    const int previous = m_tp->currentData().toInt();
    const bool wasLoading = m_loading;
    m_loading = true;
    m_tp->clear();
    m_tp->addItem(tr("smallest that fits"), 0);
    for (int tp : FootprintCalculator::validTensorParallel(in.model))
        m_tp->addItem(QString::number(tp), tp);
    m_tp->setCurrentIndex(std::max(0, m_tp->findData(previous)));
    m_loading = wasLoading;
    recompute();
}

FootprintInput FootprintPanel::input() const
{
    FootprintInput in;
    const HardwareCatalog &catalog = HardwareCatalog::builtin();
    const QString id = m_model->currentData().toString();
    in.model = id == kCustom ? m_custom->model() : catalog.model(id).value_or(ModelSpec{});
    in.gpu = catalog.gpu(m_gpu->currentData().toString()).value_or(GpuSpec{});
    in.weights = Precision::parseWeights(m_weights->currentData().toString())
                     .value_or(WeightPrecision::BF16);
    in.kvDtype = Precision::parseKv(m_kv->currentData().toString()).value_or(KvCacheDtype::BF16);
    in.pipelineParallel = m_pp->value();
    in.maxModelLen = m_maxModelLen->value();
    in.gpuMemoryUtilization = m_utilization->value();
    in.tensorParallel = std::max(1, m_tp->currentData().toInt());
    if (m_tp->currentData().toInt() == 0)
        in.tensorParallel = FootprintCalculator::minimumTensorParallel(in).value_or(1);
    return in;
}

void FootprintPanel::recompute()
{
    if (m_loading)
        return;
    const FootprintInput in = input();
    m_footprint = FootprintCalculator::compute(in);
    const Footprint &f = m_footprint;
    const QLocale loc;
    const auto minimum = FootprintCalculator::minimumTensorParallel(in);
    QStringList valid;
    for (int tp : FootprintCalculator::validTensorParallel(in.model))
        valid << QString::number(tp);
    if (!f.problem.isEmpty() && f.weightBytesPerGpu == 0) {
        m_summary->setText(QLatin1String("<b style=\"color:#b34700\">") +
                           f.problem.toHtmlEscaped() + QLatin1String("</b>"));
    } else {
        m_summary->setText(
            f.fits ? tr("<b>%1 on %2 x %3 fits</b>: %4 tokens of KV cache.")
                         .arg(in.model.name.toHtmlEscaped())
                         .arg(f.gpus)
                         .arg(in.gpu.name.toHtmlEscaped(), loc.toString(f.kvCapacityTokens))
                   : QLatin1String("<b style=\"color:#b34700\">") + f.problem.toHtmlEscaped() +
                         QLatin1String("</b>"));
    }
    m_weightsPerGpu->setText(FootprintCalculator::formatGiB(double(f.weightBytesPerGpu)));
    m_kvPerToken->setText(tr("%1 (whole model), %2 per GPU")
                              .arg(kib(f.kvBytesPerToken), kib(f.kvBytesPerTokenPerGpu)));
    m_kvCapacity->setText(tr("%1 tokens in %2 blocks (%3 per GPU)")
                              .arg(loc.toString(f.kvCapacityTokens), loc.toString(f.kvBlocks),
                                   FootprintCalculator::formatGiB(double(f.kvBytesPerGpu))));
    m_concurrency->setText(tr("%1 sequences at the full %2 tokens; %3 at %4 tokens")
                               .arg(loc.toString(f.maxConcurrencyAtFullContext, 'f', 1),
                                    loc.toString(f.maxModelLen),
                                    loc.toString(f.concurrencyAt(m_context->value()), 'f', 1),
                                    loc.toString(m_context->value())));
    m_minimumTp->setText(tr("smallest that fits: %1; valid: %2")
                             .arg(minimum ? QString::number(*minimum) : tr("none up to 8"),
                                  valid.join(QLatin1String(", "))));
    m_formula->setPlainText(f.formula.join(QLatin1Char('\n')));
    m_bar->setFootprint(f);
    fillTpTable(in);
    // What the questionnaire gave: the model is only suggested while the plan has none.
    const Deployment &stored = m_session.input().deployment;
    QStringList fromRequest = m_session.filledFromRequest();
    const QString suggested = RequestDeployment::suggestedModel(m_session.input().request);
    if (!suggested.isEmpty() && stored.modelId.isEmpty() && !stored.customModel)
        fromRequest.prepend(
            tr("model %1 (from model_ids)")
                .arg(HardwareCatalog::builtin().model(suggested).value_or(ModelSpec{}).name));
    m_useStatus->refresh(stored, shownDeployment(), fromRequest);
}

void FootprintPanel::fillTpTable(const FootprintInput &base)
{
    const QList<int> valid = FootprintCalculator::validTensorParallel(base.model);
    m_tpTable->setRowCount(int(valid.size()));
    const QLocale loc;
    for (int row = 0; row < valid.size(); ++row) {
        FootprintInput in = base;
        in.tensorParallel = valid.at(row);
        const Footprint f = FootprintCalculator::compute(in);
        const QStringList cells = {QString::number(valid.at(row)), f.fits ? tr("yes") : tr("no"),
                                   FootprintCalculator::formatGiB(double(f.weightBytesPerGpu)),
                                   loc.toString(f.kvCapacityTokens),
                                   loc.toString(f.concurrencyAt(m_context->value()), 'f', 1)};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            if (!f.fits)
                item->setForeground(QColor(0x9a, 0x9a, 0x9a));
            if (!f.problem.isEmpty())
                item->setToolTip(f.problem);
            m_tpTable->setItem(row, c, item);
        }
    }
}

QString FootprintPanel::resultText() const
{
    return QStringList{m_summary->text(),       m_weightsPerGpu->text(), m_kvPerToken->text(),
                       m_kvCapacity->text(),    m_concurrency->text(),   m_minimumTp->text(),
                       m_formula->toPlainText()}
        .join(QLatin1Char('\n'));
}

Deployment FootprintPanel::shownDeployment() const
{
    Deployment d = m_session.input().deployment;
    const FootprintInput in = input();
    if (m_model->currentData().toString() == kCustom) {
        d.customModel = in.model;
        d.modelId.clear();
    } else {
        d.customModel.reset();
        d.modelId = in.model.id;
    }
    d.gpuId = in.gpu.id;
    d.weights = in.weights;
    d.kvDtype = in.kvDtype;
    d.tensorParallel = m_tp->currentData().toInt();
    d.pipelineParallel = in.pipelineParallel;
    d.maxModelLen = in.maxModelLen;
    d.gpuMemoryUtilization = in.gpuMemoryUtilization;
    d.gpusPerReplica = 0; // from the footprint
    // The questionnaire's revisions come along with its model.
    return RequestDeployment::fill(d, m_session.input().request);
}

void FootprintPanel::useForPlan()
{
    const Deployment d = shownDeployment();
    if (Status s = m_session.setDeployment(d); !s)
        QMessageBox::warning(this, tr("Footprint"), s.error());
    else
        m_useStatus->confirmStored(d);
}

} // namespace llmcap
