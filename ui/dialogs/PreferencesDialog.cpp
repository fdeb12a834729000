#include "dialogs/PreferencesDialog.h"

#include "settings/Settings.h"
#include "storage/Database.h"
#include "widgets/FileDialogs.h"
#include "workflow/StartupProject.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace llmcap {

using Key = Settings::Key;

PreferencesDialog::PreferencesDialog(Settings &settings, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_language(new QComboBox(this))
    , m_databasePath(new QLineEdit(this))
    , m_databaseError(new QLabel(this))
    , m_chartRefreshHz(new QSpinBox(this))
    , m_scheduleLagBoundMs(new QDoubleSpinBox(this))
    , m_storePromptText(
          new QCheckBox(tr("&Keep prompt and output text of benchmark requests"), this))
    , m_simPreset(new QLineEdit(this))
{
    setWindowTitle(tr("Preferences"));
    m_language->addItem(tr("System default"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));

    m_databasePath->setPlaceholderText(QDir::toNativeSeparators(Database::defaultPath()));
    m_databaseError->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_databaseError->setObjectName(QStringLiteral("databaseError"));
    // Always shown, empty while the path is fine: its line stays reserved, so that an error
    // appearing does not move the fields below (QFormLayout drops the row of a hidden label).
    m_databaseError->setMinimumHeight(m_databaseError->fontMetrics().height());
    auto *browse = new QPushButton(tr("&Browse..."), this);
    connect(browse, &QPushButton::clicked, this, &PreferencesDialog::browseDatabase);
    auto *dbRow = new QHBoxLayout;
    dbRow->addWidget(m_databasePath, 1);
    dbRow->addWidget(browse);

    m_chartRefreshHz->setRange(10, 25);
    m_chartRefreshHz->setSuffix(tr(" Hz"));
    m_scheduleLagBoundMs->setRange(0.1, 1000.0);
    m_scheduleLagBoundMs->setDecimals(1);
    m_scheduleLagBoundMs->setSuffix(tr(" ms"));
    m_scheduleLagBoundMs->setToolTip(
        tr("A run whose p99 schedule lag (actual minus scheduled send time) exceeds this bound "
           "is flagged client-limited and is not a valid measurement."));
    m_storePromptText->setToolTip(
        tr("Off by default: capacity planning does not need prompts or outputs, and storing them "
           "creates security and privacy risks."));

    auto *general = new QGroupBox(tr("General"), this);
    auto *generalForm = new QFormLayout(general);
    generalForm->addRow(tr("&Language:"), m_language);
    generalForm->addRow(
        QString(), new QLabel(tr("A new language takes effect when llmcap starts again."), this));
    // A row of a layout gets no buddy from QFormLayout: without one the "&" showed literally.
    auto *dbLabel = new QLabel(tr("&Database file:"), this);
    dbLabel->setBuddy(m_databasePath);
    generalForm->addRow(dbLabel, dbRow);
    generalForm->addRow(QString(), m_databaseError);

    auto *bench = new QGroupBox(tr("Benchmarks"), this);
    auto *benchForm = new QFormLayout(bench);
    benchForm->addRow(tr("&Chart updates:"), m_chartRefreshHz);
    benchForm->addRow(tr("Schedule-lag &bound (p99):"), m_scheduleLagBoundMs);
    benchForm->addRow(tr("Simulator &preset:"), m_simPreset);
    benchForm->addRow(QString(), m_storePromptText);

    auto *buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &PreferencesDialog::restoreDefaults);
    connect(m_databasePath, &QLineEdit::textChanged, this, &PreferencesDialog::validate);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(general);
    layout->addWidget(bench);
    layout->addWidget(buttons);
    load();
}

void PreferencesDialog::load()
{
    m_language->setCurrentIndex(
        std::max(0, m_language->findData(m_settings.string(Key::Language))));
    m_databasePath->setText(m_settings.string(Key::DatabasePath));
    m_chartRefreshHz->setValue(m_settings.integer(Key::ChartRefreshHz));
    m_scheduleLagBoundMs->setValue(m_settings.real(Key::ScheduleLagBoundMs));
    m_storePromptText->setChecked(m_settings.boolean(Key::StorePromptText));
    m_simPreset->setText(m_settings.string(Key::DefaultSimPreset));
}

void PreferencesDialog::restoreDefaults()
{
    m_language->setCurrentIndex(0);
    m_databasePath->clear();
    m_chartRefreshHz->setValue(Settings::defaultValue(Key::ChartRefreshHz).toInt());
    m_scheduleLagBoundMs->setValue(Settings::defaultValue(Key::ScheduleLagBoundMs).toDouble());
    m_storePromptText->setChecked(false);
    m_simPreset->setText(Settings::defaultValue(Key::DefaultSimPreset).toString());
}

void PreferencesDialog::browseDatabase()
{
    const QString path = FileDialogs::saveFileName(
        this, tr("Database File"), m_databasePath->text(),
        tr("llmcap databases (*.sqlite *.db);;All files (*)"), QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty())
        m_databasePath->setText(path);
}

bool PreferencesDialog::validate()
{
    const QString path = m_databasePath->text().trimmed();
    QString error;
    if (!path.isEmpty()) {
        const QFileInfo info(path);
        if (info.isDir())
            error = tr("This is a folder; choose a file.");
        else if (!info.absoluteDir().exists())
            error = tr("The folder %1 does not exist.")
                        .arg(QDir::toNativeSeparators(info.absolutePath()));
    }
    m_databaseError->setText(error);
    return error.isEmpty();
}

void PreferencesDialog::accept()
{
    if (!validate())
        return;
    m_settings.setValue(Key::Language, m_language->currentData());
    // A database chosen here is the one the next start opens, not the last project's.
    if (m_databasePath->text().trimmed() != m_settings.string(Key::DatabasePath))
        StartupProject::forget(m_settings);
    m_settings.setValue(Key::DatabasePath, m_databasePath->text().trimmed());
    m_settings.setValue(Key::ChartRefreshHz, m_chartRefreshHz->value());
    m_settings.setValue(Key::ScheduleLagBoundMs, m_scheduleLagBoundMs->value());
    m_settings.setValue(Key::StorePromptText, m_storePromptText->isChecked());
    m_settings.setValue(Key::DefaultSimPreset, m_simPreset->text().trimmed());
    QDialog::accept();
}

} // namespace llmcap
