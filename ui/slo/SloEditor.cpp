#include "slo/SloEditor.h"

#include "slo/SloOverrideTableModel.h"
#include "util/StructuredFile.h"
#include "widgets/FieldErrorLabel.h"
#include "widgets/FileDialogs.h"
#include "widgets/SaveConfirmation.h"

#include <QCheckBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableView>
#include <QVBoxLayout>

namespace llmcap {

namespace {

QDoubleSpinBox *spinBox(QWidget *parent, double max, int decimals, const QString &suffix)
{
    auto *box = new QDoubleSpinBox(parent);
    // Wide ranges on purpose: the SLO's own validation judges the values and says why.
    box->setRange(-1e9, max);
    box->setDecimals(decimals);
    box->setSuffix(suffix);
    box->setKeyboardTracking(false);
    return box;
}

void appendError(FieldErrorLabel *label, const QString &text)
{
    label->setError(label->error().isEmpty() ? text : label->error() + QLatin1Char('\n') + text);
}

} // namespace

SloEditor::SloEditor(QWidget *parent)
    : QWidget(parent)
    , m_name(new QLineEdit(this))
    , m_errorRate(spinBox(this, 1e9, 2, QStringLiteral(" %")))
    , m_errorRateError(new FieldErrorLabel(m_errorRate, this))
    , m_overrides(new SloOverrideTableModel(this))
    , m_overridesTable(new QTableView(this))
    , m_overridesError(new FieldErrorLabel(m_overridesTable, this))
    , m_addOverride(new QPushButton(tr("Add override"), this))
    , m_removeOverride(new QPushButton(tr("Remove override"), this))
    , m_open(new QPushButton(tr("Open…"), this))
    , m_save(new QPushButton(tr("Save as…"), this))
    , m_generalError(new FieldErrorLabel(nullptr, this))
    , m_runNote(new QLabel(this))
{
    auto *grid = new QGridLayout;
    grid->addWidget(new QLabel(tr("SLO name:"), this), 0, 0);
    m_name->setPlaceholderText(tr("optional"));
    grid->addWidget(m_name, 0, 1, 1, 2);
    grid->addWidget(new QLabel(tr("Threshold"), this), 1, 1);
    grid->addWidget(new QLabel(tr("Attainment"), this), 1, 2);
    int line = 2;
    QWidget *previous = m_name;
    for (SloMetric metric : Slo::allMetrics()) {
        MetricRow row;
        row.enabled = new QCheckBox(Slo::label(metric), this);
        row.threshold = spinBox(this, 1e9, 1, QStringLiteral(" ms"));
        row.attainment = spinBox(this, 1e9, 1, QStringLiteral(" %"));
        row.error = new FieldErrorLabel(row.threshold, this);
        row.threshold->setEnabled(false);
        row.attainment->setEnabled(false);
        row.attainment->setValue(99);
        row.enabled->setToolTip(metric == SloMetric::Itl
                                    ? tr("ITL attainment counts inter-token gaps, not requests.")
                                    : QString());
        grid->addWidget(row.enabled, line, 0);
        grid->addWidget(row.threshold, line, 1);
        grid->addWidget(row.attainment, line, 2);
        grid->addWidget(row.error, line + 1, 0, 1, 3);
        line += 2;
        connect(row.enabled, &QCheckBox::toggled, row.threshold, &QWidget::setEnabled);
        connect(row.enabled, &QCheckBox::toggled, row.attainment, &QWidget::setEnabled);
        connect(row.enabled, &QCheckBox::toggled, this, &SloEditor::changed);
        connect(row.threshold, &QDoubleSpinBox::valueChanged, this, &SloEditor::changed);
        connect(row.attainment, &QDoubleSpinBox::valueChanged, this, &SloEditor::changed);
        setTabOrder(previous, row.enabled);
        setTabOrder(row.enabled, row.threshold);
        setTabOrder(row.threshold, row.attainment);
        previous = row.attainment;
        m_rows.insert(metric, row);
    }
    m_errorRate->setRange(-1e9, 1e9);
    m_errorRate->setValue(1.0);
    m_errorRate->setToolTip(tr("Highest share of requests due in the window that may fail, time "
                               "out or be shed."));
    grid->addWidget(new QLabel(tr("Error-rate limit:"), this), line, 0);
    grid->addWidget(m_errorRate, line, 1);
    grid->addWidget(m_errorRateError, line + 1, 0, 1, 3);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    setTabOrder(previous, m_errorRate);

    m_overridesTable->setModel(m_overrides);
    m_overridesTable->setTabKeyNavigation(false);
    m_overridesTable->verticalHeader()->setVisible(false);
    m_overridesTable->horizontalHeader()->setStretchLastSection(true);
    m_overridesTable->setMinimumHeight(70);
    auto *overrideButtons = new QHBoxLayout;
    overrideButtons->addWidget(m_addOverride);
    overrideButtons->addWidget(m_removeOverride);
    overrideButtons->addStretch(1);
    overrideButtons->addWidget(m_open);
    overrideButtons->addWidget(m_save);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(grid);
    m_runNote->setWordWrap(true);
    m_runNote->hide();
    layout->addWidget(m_runNote);
    layout->addWidget(new QLabel(tr("Per-class overrides (replace the objectives above for one "
                                    "workload class):"),
                                 this));
    layout->addWidget(m_overridesTable, 1);
    layout->addWidget(m_overridesError);
    layout->addLayout(overrideButtons);
    layout->addWidget(m_generalError);
    setTabOrder(m_errorRate, m_overridesTable);
    setTabOrder(m_overridesTable, m_addOverride);
    setTabOrder(m_addOverride, m_removeOverride);
    setTabOrder(m_removeOverride, m_open);
    setTabOrder(m_open, m_save);

    connect(m_name, &QLineEdit::textEdited, this, &SloEditor::changed);
    connect(m_errorRate, &QDoubleSpinBox::valueChanged, this, &SloEditor::changed);
    connect(m_overrides, &SloOverrideTableModel::edited, this, &SloEditor::changed);
    connect(m_addOverride, &QPushButton::clicked, this, [this] {
        const int row = m_overrides->addOverride();
        m_overridesTable->setCurrentIndex(m_overrides->index(row, 0));
        m_overridesTable->setFocus();
    });
    connect(m_removeOverride, &QPushButton::clicked, this, [this] {
        const QModelIndex current = m_overridesTable->currentIndex();
        const int row = current.isValid() ? current.row() : m_overrides->rowCount() - 1;
        if (row >= 0)
            m_overrides->removeRows(row, 1);
    });
    connect(m_open, &QPushButton::clicked, this, [this] {
        const QString path = FileDialogs::openFileName(
            this, tr("Open SLO"), {}, tr("SLO files (*.yaml *.yml *.json);;All files (*)"));
        if (!path.isEmpty())
            loadFile(path);
    });
    connect(m_save, &QPushButton::clicked, this, [this] {
        const QString path = FileDialogs::saveFileName(this, tr("Save SLO"), {},
                                                       tr("SLO files (*.yaml *.yml *.json)"));
        if (!path.isEmpty() && saveFile(path))
            SaveConfirmation::show(this,
                                   tr("Saved the SLO to %1.").arg(QDir::toNativeSeparators(path)));
    });
}

void SloEditor::setSlo(const Slo &slo)
{
    m_name->setText(slo.name);
    for (auto it = m_rows.begin(); it != m_rows.end(); ++it) {
        const auto objective = slo.objective(it.key());
        it->enabled->setChecked(objective.has_value());
        if (objective) {
            it->threshold->setValue(objective->thresholdMs);
            it->attainment->setValue(objective->attainmentPct);
        }
    }
    m_errorRate->setValue(slo.maxErrorRatePct);
    m_overrides->setOverrides(slo.classObjectives);
    m_runDuration = slo.runDuration;
    m_classRunDurations = slo.classRunDurations;
    QStringList runs;
    const QLocale locale;
    const auto describe = [&](const RunObjective &o) {
        return tr("%1 s at %2 %")
            .arg(locale.toString(o.thresholdMs / 1000.0, 'g', 4),
                 locale.toString(o.attainmentPct, 'g', 4));
    };
    if (m_runDuration)
        runs << tr("every run class: %1").arg(describe(*m_runDuration));
    for (auto it = m_classRunDurations.cbegin(); it != m_classRunDurations.cend(); ++it)
        runs << tr("%1: %2").arg(it.key(), describe(it.value()));
    m_runNote->setText(runs.isEmpty()
                           ? QString()
                           : tr("Run duration (kept as the file sets it; edit it in the SLO "
                                "file): %1.")
                                 .arg(runs.join(QStringLiteral("; "))));
    m_runNote->setVisible(!runs.isEmpty());
    clearErrors();
}

QJsonObject SloEditor::toJson() const
{
    QJsonObject o;
    if (!m_name->text().trimmed().isEmpty())
        o.insert(QStringLiteral("name"), m_name->text().trimmed());
    for (auto it = m_rows.begin(); it != m_rows.end(); ++it)
        if (it->enabled->isChecked())
            o.insert(Slo::key(it.key()),
                     QJsonObject{{QStringLiteral("threshold_ms"), it->threshold->value()},
                                 {QStringLiteral("attainment"), it->attainment->value()}});
    o.insert(QStringLiteral("max_error_rate"), m_errorRate->value());
    const auto runJson = [](const RunObjective &r) {
        return QJsonObject{{QStringLiteral("threshold_ms"), r.thresholdMs},
                           {QStringLiteral("attainment"), r.attainmentPct}};
    };
    if (m_runDuration)
        o.insert(Slo::runDurationKey(), runJson(*m_runDuration));
    QJsonObject classes = m_overrides->toJson();
    for (auto it = m_classRunDurations.cbegin(); it != m_classRunDurations.cend(); ++it) {
        QJsonObject c = classes.value(it.key()).toObject();
        c.insert(Slo::runDurationKey(), runJson(it.value()));
        classes.insert(it.key(), c);
    }
    if (!classes.isEmpty())
        o.insert(QStringLiteral("classes"), classes);
    return o;
}

Result<Slo> SloEditor::slo()
{
    clearErrors();
    auto slo = Slo::fromJson(toJson());
    QStringList problems;
    if (!slo) {
        showErrors(slo.error());
        problems.append(slo.error());
    } else {
        m_overrides->setRowErrors(m_overrides->ownErrors());
    }
    const QHash<int, QString> own = m_overrides->ownErrors();
    for (auto it = own.begin(); it != own.end(); ++it) {
        const QString line = tr("row %1: %2").arg(it.key() + 1).arg(it.value());
        appendError(m_overridesError, line);
        problems.append(tr("per-class overrides, %1").arg(line));
    }
    if (problems.isEmpty())
        return slo;
    return Result<Slo>::failure(problems.join(QLatin1String("; ")));
}

void SloEditor::clearErrors()
{
    for (const MetricRow &row : std::as_const(m_rows))
        row.error->setError({});
    m_errorRateError->setError({});
    m_overridesError->setError({});
    m_generalError->setError({});
    m_overrides->setRowErrors({});
}

// Messages look like "ttft.attainment: must be ...", "max_error_rate: ...",
// "classes.summarize.ttft.threshold_ms: ..." or plain text.
void SloEditor::showErrors(const QString &messages)
{
    static const QRegularExpression path(QStringLiteral("^([a-z_]+)(?:\\.([^:]+))?: (.*)$"));
    QHash<int, QString> rowErrors;
    const auto append = &appendError;
    for (const QString &message : messages.split(QLatin1String("; "))) {
        const auto m = path.match(message);
        const QString head = m.captured(1);
        if (m.hasMatch() && head == QLatin1String("max_error_rate")) {
            append(m_errorRateError, m.captured(3));
        } else if (const auto metric = Slo::parseKey(head); m.hasMatch() && metric) {
            const QString field = m.captured(2);
            const QString text =
                field == QLatin1String("attainment")     ? tr("Attainment: %1").arg(m.captured(3))
                : field == QLatin1String("threshold_ms") ? tr("Threshold: %1").arg(m.captured(3))
                                                         : m.captured(3);
            append(m_rows.value(*metric).error, text);
        } else if (m.hasMatch() && head == QLatin1String("classes")) {
            // classes.<class>.<metric>[.field]
            const QStringList parts = m.captured(2).split(QLatin1Char('.'));
            int row = -1;
            for (qsizetype i = parts.size() - 1; i >= 1 && row < 0; --i)
                if (const auto mm = Slo::parseKey(parts.at(i)))
                    row = m_overrides->rowOf(parts.mid(0, i).join(QLatin1Char('.')), *mm);
            if (row >= 0)
                rowErrors.insert(row, m.captured(3));
            append(m_overridesError,
                   row >= 0 ? tr("row %1: %2").arg(row + 1).arg(m.captured(3)) : message);
        } else {
            append(m_generalError, message);
        }
    }
    QHash<int, QString> all = m_overrides->ownErrors();
    all.insert(rowErrors);
    m_overrides->setRowErrors(all);
}

Status SloEditor::loadFile(const QString &path)
{
    auto slo = Slo::load(path);
    if (!slo) {
        m_generalError->setError(slo.error());
        return Status::failure(slo.error());
    }
    setSlo(*slo);
    Q_EMIT changed();
    return {};
}

Status SloEditor::saveFile(const QString &path)
{
    auto s = slo();
    if (!s)
        return Status::failure(s.error());
    QStringList order{QStringLiteral("name")};
    for (SloMetric m : Slo::allMetrics())
        order.append(Slo::key(m));
    order << QStringLiteral("max_error_rate") << QStringLiteral("classes");
    const Status saved = StructuredFile::save(path, s->toJson(), order);
    if (!saved)
        m_generalError->setError(saved.error());
    return saved;
}

QCheckBox *SloEditor::enabledBox(SloMetric metric) const
{
    return m_rows.value(metric).enabled;
}

QDoubleSpinBox *SloEditor::thresholdBox(SloMetric metric) const
{
    return m_rows.value(metric).threshold;
}

QDoubleSpinBox *SloEditor::attainmentBox(SloMetric metric) const
{
    return m_rows.value(metric).attainment;
}

FieldErrorLabel *SloEditor::errorLabel(SloMetric metric) const
{
    return m_rows.value(metric).error;
}

} // namespace llmcap
