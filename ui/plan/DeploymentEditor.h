#pragma once

#include "plan/Deployment.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace llmcap {

// The platform team's plan inputs: the sustainable load per replica (entered by hand with its
// range, taken from a stored sweep to the SLO boundary, or the simulator's preliminary
// estimate), and placement and start-up facts.
// 0 means "unknown": the plan then assumes a typical value and says so.
class DeploymentEditor : public QWidget
{
    Q_OBJECT

public:
    explicit DeploymentEditor(QWidget *parent = nullptr);

    // Shows d; changes are applied on top of it.
    void setDeployment(const Deployment &deployment);
    Deployment deployment() const;

    QDoubleSpinBox *rateBox() const { return m_rate; }
    QDoubleSpinBox *lowerBox() const { return m_lower; }
    // The load's rates in LLM calls when it counts runs (a sweep of run classes, issue 18):
    // "20 runs/s (55.8 calls/s), ..."; hidden for a load in req/s.
    QLabel *callsNote() const { return m_callsNote; }
    QComboBox *sourceBox() const { return m_source; }
    // The breach target in percent (Deployment::breachProbabilityPct): above 0, below 50.
    QDoubleSpinBox *breachBox() const { return m_breach; }

    QPushButton *estimateButton() const { return m_estimate; }
    // Beside the sweep: opens the what-if from its twin (PlanPanel enables it while the load
    // comes from a sweep).
    QPushButton *whatIfButton() const { return m_whatIf; }
    // The project's price per GPU-hour (0: none, the GPU catalog's applies), its currency and
    // source; the plan's cost uses it over the catalog's (PlanCost).
    QDoubleSpinBox *priceBox() const { return m_price; }
    QLineEdit *currencyEdit() const { return m_currency; }
    QLineEdit *priceSourceEdit() const { return m_priceSource; }
    QLabel *priceNote() const { return m_priceNote; }
    QComboBox *sweepBox() const { return m_sweep; }

    // The stored sweeps the user may take the load from: (sweep id, label), newest first.
    // Without any, the sweep source is offered but not choosable. preferredId is selected when
    // the user has chosen none yet (the newest finished sweep with a boundary); without it no
    // sweep is selected, and choosing one is left to the user.
    void setSweeps(const QList<std::pair<QString, QString>> &sweeps,
                   const QString &preferredId = {});

Q_SIGNALS:
    void changed();
    // The user asks for the simulator's estimate of the sustainable load.
    void estimateRequested();
    void whatIfRequested();
    // The user chose stored sweep id as the source of the sustainable load.
    void sweepChosen(const QString &id);

private:
    QSpinBox *spin(int max, const QString &special, const QString &suffix);
    void emitChanged();
    void sourceChanged(int index);
    void updateSourceNote();
    void updateUnit();
    void updatePriceNote();

    Deployment m_base;
    QComboBox *m_source;
    QComboBox *m_sweep;
    QDoubleSpinBox *m_rate;
    QDoubleSpinBox *m_lower;
    QDoubleSpinBox *m_upper;
    QLineEdit *m_notes;
    QDoubleSpinBox *m_breach;
    QLabel *m_sourceNote;
    QLabel *m_callsNote;
    QPushButton *m_estimate;
    QPushButton *m_whatIf;
    QSpinBox *m_gpusPerReplica;
    QSpinBox *m_gpusPerNode;
    QComboBox *m_placement;
    QSpinBox *m_failureDomains;
    QSpinBox *m_startup;
    QDoubleSpinBox *m_price;
    QLineEdit *m_currency;
    QLineEdit *m_priceSource;
    QLabel *m_priceNote;
    bool m_updating = false;
};

} // namespace llmcap
