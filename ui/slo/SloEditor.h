#pragma once

#include "slo/Slo.h"
#include "util/Result.h"

#include <QMap>
#include <QWidget>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace llmcap {

class FieldErrorLabel;
class SloOverrideTableModel;

// Edits an Slo: TTFT, ITL, TPOT, E2E and queue time each with enable, threshold (ms) and
// attainment (%), the error-rate limit and per-class overrides (SloOverrideTableModel); opens
// and saves the SLO files the CLI reads. slo() validates through Slo::fromJson and shows each
// message beside the field it names.
class SloEditor : public QWidget
{
    Q_OBJECT

public:
    explicit SloEditor(QWidget *parent = nullptr);

    void setSlo(const Slo &slo);
    Result<Slo> slo();

    Status loadFile(const QString &path);
    Status saveFile(const QString &path);

    // For tests and the set-up panel: the widgets of one metric's row.
    QCheckBox *enabledBox(SloMetric metric) const;
    QDoubleSpinBox *thresholdBox(SloMetric metric) const;
    QDoubleSpinBox *attainmentBox(SloMetric metric) const;
    FieldErrorLabel *errorLabel(SloMetric metric) const;
    QDoubleSpinBox *errorRateBox() const { return m_errorRate; }
    FieldErrorLabel *errorRateError() const { return m_errorRateError; }
    FieldErrorLabel *generalError() const { return m_generalError; }
    FieldErrorLabel *overridesError() const { return m_overridesError; }
    SloOverrideTableModel *overrides() const { return m_overrides; }
    QTableView *overridesTable() const { return m_overridesTable; }

Q_SIGNALS:
    void changed();

private:
    struct MetricRow
    {
        QCheckBox *enabled;
        QDoubleSpinBox *threshold;
        QDoubleSpinBox *attainment;
        FieldErrorLabel *error;
    };

    QJsonObject toJson() const;
    void showErrors(const QString &messages);
    void clearErrors();

    QLineEdit *m_name;
    QMap<SloMetric, MetricRow> m_rows;
    QDoubleSpinBox *m_errorRate;
    FieldErrorLabel *m_errorRateError;
    SloOverrideTableModel *m_overrides;
    QTableView *m_overridesTable;
    FieldErrorLabel *m_overridesError;
    QPushButton *m_addOverride;
    QPushButton *m_removeOverride;
    QPushButton *m_open;
    QPushButton *m_save;
    FieldErrorLabel *m_generalError;
    // Run-duration objectives (issue 18) are not edited here yet: kept as they were set, so
    // that saving does not drop them, and named in a line above the overrides.
    std::optional<RunObjective> m_runDuration;
    QMap<QString, RunObjective> m_classRunDurations;
    QLabel *m_runNote;
};

} // namespace llmcap
