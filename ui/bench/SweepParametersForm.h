#pragma once

#include "sweep/SweepConfig.h"

#include <QList>
#include <QWidget>

class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace llmcap {

class FieldErrorLabel;

// The search and step settings of a sweep, the same as `llmcap-cli sweep` takes: start and
// maximum rate, growth, tolerance, repeats, reopenings of a contradicted bracket, step warm-up,
// minimum and maximum step length, minimum requests, cool-down, the confirmation run and its
// confidence, and the early-stopping confidence.
// apply() judges them with SweepConfig::validate, one field (or pair) at a time, so each message
// lands beside its field.
class SweepParametersForm : public QWidget
{
    Q_OBJECT

public:
    enum class Field {
        Start,
        Max,
        Growth,
        Tolerance,
        Repeats,
        Reopenings,
        StepWarmup,
        MinStep,
        MaxStep,
        MinRequests,
        MaxStepForRequests,
        Cooldown,
        Confirm,
        ConfirmConfidence,
        Confidence
    };

    explicit SweepParametersForm(QWidget *parent = nullptr);

    void setConfig(const SweepConfig &config);
    // Writes the fields into config; false when one is wrong. valid must be a configuration
    // that passes SweepConfig::validate (the fields are checked against it one at a time).
    bool apply(SweepConfig &config, const SweepConfig &valid);

    // The start and maximum rates count runs per second (a workload with a run class, whose
    // arrivals are runs) or requests per second: their unit says which. A start rate left as
    // setConfig gave it follows the unit as llmcap-cli sweep does: in runs/s it is the calls/s
    // start divided by callsPerRun (SweepConfig::expectedCallsPerArrival), so the first step
    // offers about the calls it would without runs; the minimum rate likewise.
    void setRunRates(bool runs, double callsPerRun = 1);
    bool runRates() const { return m_runRates; }

    QWidget *editor(Field field) const;
    FieldErrorLabel *errorLabel(Field field) const;
    QLineEdit *nameEdit() const { return m_name; }
    QWidget *firstField() const;
    QWidget *lastField() const;

Q_SIGNALS:
    void changed();

private:
    struct Entry
    {
        Field field;
        QWidget *editor;
        FieldErrorLabel *error;
    };

    double number(Field field) const;
    void write(SweepConfig &config, Field field) const;
    const Entry &entry(Field field) const;

    QLineEdit *m_name;
    QList<Entry> m_entries;
    bool m_runRates = false;
    double m_callsPerRun = 1;
    // The start and minimum rates of setConfig in calls/s, and the start shown for them (a
    // start the user typed differs from it and is kept).
    double m_startCallsRps = 0;
    double m_minCallsRps = 0;
    double m_shownStartRps = -1;
};

} // namespace llmcap
