#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace llmcap {

class Settings;

// Edits the typed Settings; changes apply on OK.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(Settings &settings, QWidget *parent = nullptr);

    void accept() override;

private:
    void load();
    void restoreDefaults();
    void browseDatabase();
    bool validate();

    Settings &m_settings;
    QComboBox *m_language;
    QLineEdit *m_databasePath;
    QLabel *m_databaseError;
    QSpinBox *m_chartRefreshHz;
    QDoubleSpinBox *m_scheduleLagBoundMs;
    QCheckBox *m_storePromptText;
    QLineEdit *m_simPreset;
};

} // namespace llmcap
