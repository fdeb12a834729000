#pragma once

#include "footprint/ModelSpec.h"

#include <QGroupBox>

class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace llmcap {

// A model that is not in the catalog, from its config values or from a Hugging Face
// config.json file.
class CustomModelEditor : public QGroupBox
{
    Q_OBJECT

public:
    explicit CustomModelEditor(QWidget *parent = nullptr);

    ModelSpec model() const;
    void setModel(const ModelSpec &model);
    // Reads a Hugging Face config.json; returns an error message, empty on success.
    QString loadConfig(const QString &path);

Q_SIGNALS:
    void changed();

private:
    void chooseConfig();
    QSpinBox *spin(int min, int max);

    QLineEdit *m_name;
    QSpinBox *m_layers;
    QSpinBox *m_hidden;
    QSpinBox *m_heads;
    QSpinBox *m_kvHeads;
    QSpinBox *m_headDim;
    QSpinBox *m_context;
    QDoubleSpinBox *m_params;
    QDoubleSpinBox *m_activeParams;
    QSpinBox *m_experts;
    QSpinBox *m_mla;
    bool m_updating = false;
};

} // namespace llmcap
