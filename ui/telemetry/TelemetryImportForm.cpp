#include "telemetry/TelemetryImportForm.h"

#include "telemetry/LogColumnProposal.h"
#include "widgets/FileDialogs.h"

#include <QComboBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace llmcap {

namespace {

bool isRequestLog(const QString &format)
{
    return format == QLatin1String("jsonl") || format == QLatin1String("csv");
}

// At most this many of the file's fields are named in the note; the rest are counted.
constexpr int kFieldsShown = 12;

} // namespace

TelemetryImportForm::TelemetryImportForm(QWidget *parent)
    : QWidget(parent)
    , m_path(new QLineEdit(this))
    , m_format(new QComboBox(this))
    , m_name(new QLineEdit(this))
    , m_latencyUnit(new QComboBox(this))
    , m_mapping(new QLineEdit(this))
    , m_import(new QPushButton(tr("Import"), this))
    , m_fileNote(new QLabel(this))
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    auto *browse = new QPushButton(tr("Browse..."), this);
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_path, 1);
    fileRow->addWidget(browse);
    form->addRow(tr("File"), fileRow);
    m_format->addItem(tr("Langfuse export (JSONL, JSON, CSV)"), QStringLiteral("langfuse"));
    m_format->addItem(tr("OpenTelemetry spans (OTLP JSON)"), QStringLiteral("otlp"));
    m_format->addItem(tr("Mooncake trace (JSONL)"), QStringLiteral("mooncake"));
    m_format->addItem(tr("Request log (JSONL, with a mapping)"), QStringLiteral("jsonl"));
    m_format->addItem(tr("Request log (CSV, with a mapping)"), QStringLiteral("csv"));
    form->addRow(tr("Format"), m_format);
    m_mapping->setPlaceholderText(
        tr("timestamp=ts, timestamp_unit=ms, input_tokens=prompt, output_tokens=completion"));
    m_mapping->setToolTip(tr("llmcap's field = the file's column, separated by commas. Proposed "
                             "from the file's first record when a file is chosen: check it."));
    form->addRow(tr("Columns"), m_mapping);
    m_fileNote->setWordWrap(true);
    m_fileNote->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fileNote->setObjectName(QStringLiteral("fileNote"));
    m_fileNote->hide();
    form->addRow(QString(), m_fileNote);
    m_latencyUnit->addItem(tr("detect from the timestamps"), QStringLiteral("auto"));
    m_latencyUnit->addItem(tr("seconds (integrations since 2026-04-01)"), QStringLiteral("s"));
    m_latencyUnit->addItem(tr("milliseconds (older integrations)"), QStringLiteral("ms"));
    form->addRow(tr("Langfuse latency unit"), m_latencyUnit);
    m_name->setPlaceholderText(tr("the file's name"));
    auto *nameRow = new QHBoxLayout;
    nameRow->addWidget(m_name, 1);
    nameRow->addWidget(m_import);
    form->addRow(tr("Dataset name"), nameRow);
    // The page fits a narrow window: long choices and hints elide instead of widening it.
    for (QComboBox *box : {m_format, m_latencyUnit}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(10);
    }
    for (QLineEdit *edit : {m_path, m_mapping, m_name})
        edit->setMinimumWidth(80);

    connect(m_format, &QComboBox::currentIndexChanged, this, [this] {
        updateEnabled();
        // A request log chosen by hand for a file already named: propose its columns now.
        if (isRequestLog(m_format->currentData().toString()) && m_mapping->text().isEmpty())
            proposeFromFile();
    });
    connect(browse, &QPushButton::clicked, this, &TelemetryImportForm::browse);
    connect(m_path, &QLineEdit::editingFinished, this, [this] {
        if (m_path->isModified()) {
            m_path->setModified(false);
            proposeFromFile();
        }
    });
    connect(m_import, &QPushButton::clicked, this, &TelemetryImportForm::importRequested);
    updateEnabled();
}

void TelemetryImportForm::updateEnabled()
{
    const QString f = m_format->currentData().toString();
    m_mapping->setEnabled(isRequestLog(f));
    m_latencyUnit->setEnabled(f == QLatin1String("langfuse"));
}

void TelemetryImportForm::browse()
{
    const QString path = FileDialogs::openFileName(
        this, tr("Import telemetry"), {},
        tr("Telemetry exports (*.jsonl *.json *.csv *.ndjson);;All files (*)"));
    if (path.isEmpty())
        return;
    m_path->setText(path);
    proposeFromFile();
}

void TelemetryImportForm::proposeFromFile()
{
    const QString path = m_path->text().trimmed();
    m_fileNote->clear();
    m_fileNote->hide();
    if (path.isEmpty() || !QFileInfo(path).isFile())
        return;
    // Reading a file the database holds would drop its locks (FileDialogs): never open one.
    if (const QString refusal = FileDialogs::refusal(path); !refusal.isEmpty()) {
        m_fileNote->setText(refusal);
        m_fileNote->show();
        return;
    }
    const auto proposal = LogColumnProposal::fromFile(path);
    if (!proposal) {
        m_fileNote->setText(tr("Cannot propose columns: %1").arg(proposal.error()));
        m_fileNote->show();
        return;
    }
    // The format the fields name; else the one the file's name says (a Langfuse traces table
    // has no field of its own); else a request log. The user can still change it.
    QString format = TelemetryImportOptions::formatName(proposal->format);
    if (isRequestLog(format)) {
        const QString name = QFileInfo(path).fileName().toLower();
        if (name.contains(QLatin1String("observation")) || name.contains(QLatin1String("langfuse")))
            format = QStringLiteral("langfuse");
        else if (name.contains(QLatin1String("otlp")) || name.contains(QLatin1String("otel")))
            format = QStringLiteral("otlp");
        else if (name.contains(QLatin1String("mooncake")))
            format = QStringLiteral("mooncake");
    }
    if (const int index = m_format->findData(format); index >= 0) {
        const QSignalBlocker block(m_format);
        m_format->setCurrentIndex(index);
    }
    updateEnabled();
    QStringList fields = proposal->columns.mid(0, kFieldsShown);
    if (proposal->columns.size() > kFieldsShown)
        fields << tr("and %1 more").arg(proposal->columns.size() - kFieldsShown);
    const QString found = tr("The file's fields: %1.").arg(fields.join(QLatin1String(", ")));
    if (!isRequestLog(format)) {
        m_fileNote->setText(found + QLatin1Char(' ') +
                            tr("Format: %1.").arg(m_format->currentText()));
        m_fileNote->show();
        return;
    }
    const QString mapping = LogColumnProposal::toText(proposal->mapping);
    const bool typed =
        !m_mapping->text().trimmed().isEmpty() && m_mapping->text().trimmed() != m_proposedMapping;
    if (!typed) {
        m_mapping->setText(mapping);
        m_mapping->setCursorPosition(0); // the first fields, timestamp first, in sight
        m_proposedMapping = mapping;
    }
    QString note = found + QLatin1Char(' ');
    if (typed)
        note += tr("Your columns are kept; proposed from the file: %1.").arg(mapping);
    else if (!proposal->mapping.contains(QStringLiteral("timestamp")))
        note += tr("No field looks like a timestamp: name it as timestamp=FIELD.");
    else
        note += tr("Columns proposed from these fields: check them before importing.");
    m_fileNote->setText(note);
    m_fileNote->show();
}

Result<TelemetryWorkflow::ImportRequest> TelemetryImportForm::request() const
{
    using R = Result<TelemetryWorkflow::ImportRequest>;
    TelemetryWorkflow::ImportRequest request;
    request.path = m_path->text().trimmed();
    request.name = m_name->text().trimmed();
    if (request.path.isEmpty())
        return R::failure(tr("Choose the file to import first."));
    if (const QString refusal = FileDialogs::refusal(request.path); !refusal.isEmpty())
        return R::failure(refusal);
    request.options.format =
        *TelemetryImportOptions::parseFormat(m_format->currentData().toString());
    const QString unit = m_latencyUnit->currentData().toString();
    request.options.latencyUnit =
        unit == QLatin1String("s")    ? TelemetryImportOptions::LatencyUnit::Seconds
        : unit == QLatin1String("ms") ? TelemetryImportOptions::LatencyUnit::Milliseconds
                                      : TelemetryImportOptions::LatencyUnit::Auto;
    if (m_mapping->isEnabled()) {
        for (const QString &pair : m_mapping->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const qsizetype eq = pair.indexOf(QLatin1Char('='));
            if (eq <= 0)
                return R::failure(
                    tr("A column mapping is FIELD=COLUMN, not '%1'.").arg(pair.trimmed()));
            request.options.mapping.insert(pair.left(eq).trimmed(), pair.mid(eq + 1).trimmed());
        }
    }
    return request;
}

void TelemetryImportForm::clearName()
{
    m_name->clear();
}

} // namespace llmcap
