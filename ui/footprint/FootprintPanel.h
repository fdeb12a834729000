#pragma once

#include "footprint/FootprintCalculator.h"
#include "plan/Deployment.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace llmcap {

class CustomModelEditor;
class FootprintMemoryBar;
class ReplicaUseLabel;
class SizingSession;

// The first capacity question: the memory footprint of one replica. Model (catalog or custom),
// GPU, weight precision, KV-cache dtype, tensor and pipeline parallelism and context go in;
// weights per GPU, KV bytes per token, KV capacity, concurrency, the smallest TP that fits and
// the valid TP values come out, each with its formula and inputs. "Use for the plan" stores the
// configuration with the project's deployment inputs.
class FootprintPanel : public QWidget
{
    Q_OBJECT

public:
    explicit FootprintPanel(SizingSession &session, QWidget *parent = nullptr);

    FootprintInput input() const;
    const Footprint &footprint() const { return m_footprint; }
    QComboBox *modelBox() const { return m_model; }
    QComboBox *gpuBox() const { return m_gpu; }
    QComboBox *tensorParallelBox() const { return m_tp; }
    CustomModelEditor *customModelEditor() const { return m_custom; }
    QString resultText() const; // the result labels and formula, for tests
    // The project's deployment with the replica shown here: what "Use for the plan" stores.
    Deployment shownDeployment() const;
    void useForPlan();
    ReplicaUseLabel *useStatus() const { return m_useStatus; }

private:
    QWidget *createInputs();
    QWidget *createResults();
    void loadFromSession();
    void modelChanged();
    void recompute();
    void fillTpTable(const FootprintInput &base);

    SizingSession &m_session;
    QComboBox *m_model;
    CustomModelEditor *m_custom;
    QComboBox *m_gpu;
    QComboBox *m_weights;
    QComboBox *m_kv;
    QComboBox *m_tp;
    QSpinBox *m_pp;
    QSpinBox *m_maxModelLen;
    QDoubleSpinBox *m_utilization;
    QSpinBox *m_context;
    QLabel *m_summary;
    QLabel *m_weightsPerGpu;
    QLabel *m_kvPerToken;
    QLabel *m_kvCapacity;
    QLabel *m_concurrency;
    QLabel *m_minimumTp;
    QTableWidget *m_tpTable;
    QPlainTextEdit *m_formula;
    FootprintMemoryBar *m_bar;
    QPushButton *m_use;
    ReplicaUseLabel *m_useStatus;
    Footprint m_footprint;
    bool m_loading = false;
};

} // namespace llmcap
