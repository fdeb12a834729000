#include "footprint/CustomModelEditor.h"

#include "util/StructuredFile.h"
#include "widgets/FileDialogs.h"

#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>

namespace llmcap {

CustomModelEditor::CustomModelEditor(QWidget *parent)
    : QGroupBox(tr("Custom model"), parent)
    , m_name(new QLineEdit(this))
    , m_layers(spin(1, 1000))
    , m_hidden(spin(64, 65536))
    , m_heads(spin(1, 1024))
    , m_kvHeads(spin(1, 1024))
    , m_headDim(spin(8, 1024))
    , m_context(spin(512, 10'000'000))
    , m_params(new QDoubleSpinBox(this))
    , m_activeParams(new QDoubleSpinBox(this))
    , m_experts(spin(0, 1024))
    , m_mla(spin(0, 8192))
{
    setObjectName(QStringLiteral("customModelEditor"));
    for (QDoubleSpinBox *b : {m_params, m_activeParams}) {
        b->setRange(0.01, 10000);
        b->setDecimals(2);
        b->setSuffix(tr(" B"));
        connect(b, &QDoubleSpinBox::valueChanged, this, [this] {
            if (!m_updating)
                Q_EMIT changed();
        });
    }
    connect(m_name, &QLineEdit::textEdited, this, &CustomModelEditor::changed);
    auto *load = new QPushButton(tr("Load &config.json..."), this);
    auto *form = new QFormLayout(this);
    form->addRow(load);
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Layers:"), m_layers);
    form->addRow(tr("Hidden size:"), m_hidden);
    form->addRow(tr("Attention heads:"), m_heads);
    form->addRow(tr("KV heads:"), m_kvHeads);
    form->addRow(tr("Head dimension:"), m_headDim);
    form->addRow(tr("Maximum context:"), m_context);
    form->addRow(tr("Parameters:"), m_params);
    form->addRow(tr("Active parameters:"), m_activeParams);
    form->addRow(tr("Experts (0 = dense):"), m_experts);
    form->addRow(tr("MLA latent (0 = none):"), m_mla);
    m_mla->setToolTip(tr("Multi-head latent attention (DeepSeek): one latent per layer instead of "
                         "keys and values."));
    connect(load, &QPushButton::clicked, this, &CustomModelEditor::chooseConfig);
    ModelSpec initial;
    initial.id = QStringLiteral("custom");
    initial.name = tr("Custom model");
    initial.layers = 32;
    initial.hiddenSize = 4096;
    initial.attentionHeads = 32;
    initial.kvHeads = 8;
    initial.headDim = 128;
    initial.maxContextTokens = 32768;
    initial.paramsB = 8;
    initial.activeParamsB = 8;
    setModel(initial);
}

QSpinBox *CustomModelEditor::spin(int min, int max)
{
    auto *box = new QSpinBox(this);
    box->setRange(min, max);
    box->setGroupSeparatorShown(true);
    connect(box, &QSpinBox::valueChanged, this, [this] {
        if (!m_updating)
            Q_EMIT changed();
    });
    return box;
}

ModelSpec CustomModelEditor::model() const
{
    ModelSpec m;
    m.id = QStringLiteral("custom");
    m.name = m_name->text().trimmed().isEmpty() ? tr("Custom model") : m_name->text().trimmed();
    m.layers = m_layers->value();
    m.hiddenSize = m_hidden->value();
    m.attentionHeads = m_heads->value();
    m.kvHeads = m_kvHeads->value();
    m.headDim = m_headDim->value();
    m.maxContextTokens = m_context->value();
    m.paramsB = m_params->value();
    m.activeParamsB = m_activeParams->value();
    m.experts = m_experts->value();
    m.mlaLatentDim = m_mla->value();
    return m;
}

void CustomModelEditor::setModel(const ModelSpec &m)
{
    m_updating = true;
    m_name->setText(m.name);
    m_layers->setValue(m.layers);
    m_hidden->setValue(m.hiddenSize);
    m_heads->setValue(m.attentionHeads);
    m_kvHeads->setValue(m.kvHeads);
    m_headDim->setValue(m.headDim);
    m_context->setValue(int(std::min<qint64>(m.maxContextTokens, 10'000'000)));
    m_params->setValue(m.paramsB);
    m_activeParams->setValue(m.activeParamsB > 0 ? m.activeParamsB : m.paramsB);
    m_experts->setValue(m.experts);
    m_mla->setValue(m.mlaLatentDim);
    m_updating = false;
    Q_EMIT changed();
}

QString CustomModelEditor::loadConfig(const QString &path)
{
    auto doc = StructuredFile::load(path);
    if (!doc)
        return doc.error();
    auto model = ModelSpec::fromHuggingFaceConfig(doc->object(), QFileInfo(path).dir().dirName());
    if (!model)
        return model.error();
    setModel(*model);
    return {};
}

void CustomModelEditor::chooseConfig()
{
    const QString path = FileDialogs::openFileName(this, tr("Hugging Face config.json"), QString(),
                                                   tr("JSON (*.json)"));
    if (path.isEmpty())
        return;
    if (const QString error = loadConfig(path); !error.isEmpty())
        QMessageBox::warning(this, tr("Custom model"), error);
}

} // namespace llmcap
