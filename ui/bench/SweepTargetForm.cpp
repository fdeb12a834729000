#include "bench/SweepTargetForm.h"

#include "bench/BenchConfig.h"
#include "net/ApiKeySource.h"
#include "sim/SimPresetCatalog.h"
#include "widgets/FieldErrorLabel.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <limits>
#include <memory>

namespace llmcap {

namespace {

// A field with its error label under it, as one form row.
QVBoxLayout *withError(QWidget *field, FieldErrorLabel *error, QWidget *extra = nullptr)
{
    auto *box = new QVBoxLayout;
    box->setSpacing(1);
    if (extra) {
        auto *row = new QHBoxLayout;
        row->addWidget(field, 1);
        row->addWidget(extra);
        box->addLayout(row);
    } else {
        box->addWidget(field);
    }
    box->addWidget(error);
    return box;
}

} // namespace

SweepTargetForm::SweepTargetForm(QWidget *parent)
    : QWidget(parent)
    , m_builtin(new QRadioButton(tr("Built-in simulated server"), this))
    , m_endpoint(new QRadioButton(tr("OpenAI-compatible endpoint"), this))
    , m_stack(new QStackedWidget(this))
    , m_preset(new QComboBox(this))
    , m_presetHelp(new QLabel(this))
    , m_speed(new QDoubleSpinBox(this))
    , m_seed(new QSpinBox(this))
    , m_url(new QLineEdit(this))
    , m_urlError(new FieldErrorLabel(m_url, this))
    , m_api(new QComboBox(this))
    , m_model(new QComboBox(this))
    , m_fetch(new QPushButton(tr("Fetch models"), this))
    , m_fetchStatus(new QLabel(this))
    , m_modelError(new FieldErrorLabel(m_model, this))
    , m_keySource(new QComboBox(this))
    , m_keyName(new QLineEdit(this))
    , m_keyError(new FieldErrorLabel(m_keyName, this))
    , m_headers(new QPlainTextEdit(this))
    , m_headersError(new FieldErrorLabel(m_headers, this))
    , m_verifyTls(new QCheckBox(tr("Verify TLS certificates"), this))
    , m_caBundle(new QLineEdit(this))
    , m_caError(new FieldErrorLabel(m_caBundle, this))
    , m_tenant(new QLineEdit(this))
    , m_requestTimeout(new QDoubleSpinBox(this))
    , m_connectTimeout(new QDoubleSpinBox(this))
    , m_firstByteTimeout(new QDoubleSpinBox(this))
    , m_idleTimeout(new QDoubleSpinBox(this))
    , m_drainTimeout(new QDoubleSpinBox(this))
{
    auto *modes = new QButtonGroup(this);
    modes->addButton(m_builtin);
    modes->addButton(m_endpoint);
    m_builtin->setChecked(true);
    auto *modeRow = new QHBoxLayout;
    modeRow->addWidget(m_builtin);
    modeRow->addWidget(m_endpoint);
    modeRow->addStretch(1);

    // Built-in server.
    auto *sim = new QWidget(m_stack);
    auto *simForm = new QFormLayout(sim);
    simForm->setContentsMargins(0, 0, 0, 0);
    for (const SimPreset &p : SimPresetCatalog::builtin().presets())
        m_preset->addItem(QStringLiteral("%1 — %2").arg(p.id, p.name), p.id);
    m_presetHelp->setWordWrap(true);
    m_presetHelp->setEnabled(false);
    simForm->addRow(tr("Preset:"), m_preset);
    simForm->addRow(QString(), m_presetHelp);
    m_speed->setRange(0.1, 100);
    m_speed->setDecimals(1);
    m_speed->setSuffix(QStringLiteral(" ×"));
    m_speed->setToolTip(tr("Simulated seconds per wall-clock second: at 10 the server is ten "
                           "times faster than the simulated hardware, and so are its latencies."));
    simForm->addRow(tr("Speed factor:"), m_speed);
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setToolTip(tr("Seed of the simulated output lengths and filler text."));
    simForm->addRow(tr("Server seed:"), m_seed);

    // External endpoint.
    auto *ext = new QWidget(m_stack);
    auto *extForm = new QFormLayout(ext);
    extForm->setContentsMargins(0, 0, 0, 0);
    m_url->setPlaceholderText(QStringLiteral("http://127.0.0.1:8000/v1"));
    m_url->setToolTip(tr("The server root or its /v1."));
    extForm->addRow(tr("URL:"), withError(m_url, m_urlError));
    m_api->addItem(tr("Chat completions"), EndpointTarget::apiName(EndpointTarget::Api::Chat));
    m_api->addItem(tr("Completions"), EndpointTarget::apiName(EndpointTarget::Api::Completions));
    extForm->addRow(tr("API:"), m_api);
    m_model->setEditable(true);
    m_model->setInsertPolicy(QComboBox::NoInsert);
    m_model->setToolTip(tr("The model to benchmark; Fetch models lists what /v1/models serves."));
    auto *modelBox = withError(m_model, m_modelError, m_fetch);
    modelBox->addWidget(m_fetchStatus);
    m_fetchStatus->setWordWrap(true);
    m_fetchStatus->setVisible(false);
    extForm->addRow(tr("Model:"), modelBox);
    m_keySource->addItem(tr("No API key"), int(KeySource::None));
    m_keySource->addItem(tr("Environment variable"), int(KeySource::Environment));
    m_keySource->addItem(tr("Keyring entry"), int(KeySource::Keyring));
    if (auto *items = qobject_cast<QStandardItemModel *>(m_keySource->model());
        items && !ApiKeySource::keyringSupported())
        items->item(2)->setEnabled(false);
    m_keyName->setEnabled(false);
    m_keyName->setToolTip(tr("Only this name is kept; the key is read when a run starts and "
                             "never stored."));
    auto *keyRow = new QHBoxLayout;
    keyRow->addWidget(m_keySource);
    keyRow->addWidget(m_keyName, 1);
    auto *keyBox = new QVBoxLayout;
    keyBox->setSpacing(1);
    keyBox->addLayout(keyRow);
    keyBox->addWidget(m_keyError);
    extForm->addRow(tr("API key:"), keyBox);
    m_headers->setPlaceholderText(tr("Name: value, one per line"));
    m_headers->setTabChangesFocus(true);
    m_headers->setFixedHeight(m_headers->fontMetrics().lineSpacing() * 3 + 12);
    extForm->addRow(tr("Extra headers:"), withError(m_headers, m_headersError));
    m_verifyTls->setChecked(true);
    extForm->addRow(QString(), m_verifyTls);
    m_caBundle->setPlaceholderText(tr("system certificates"));
    extForm->addRow(tr("CA bundle:"), withError(m_caBundle, m_caError));
    m_tenant->setPlaceholderText(tr("optional"));
    m_tenant->setToolTip(tr("Sent in the X-Tenant-Id header."));
    extForm->addRow(tr("Tenant:"), m_tenant);

    m_stack->addWidget(sim);
    m_stack->addWidget(ext);

    // Time-outs, for either target: each ends a request with its own error category.
    auto *timeouts = new QFormLayout;
    timeouts->setContentsMargins(0, 0, 0, 0);
    const auto seconds = [](QDoubleSpinBox *box, double min, double max, const QString &tip) {
        box->setRange(min, max);
        box->setDecimals(1);
        box->setSuffix(QStringLiteral(" s"));
        box->setToolTip(tip);
    };
    seconds(m_requestTimeout, 1, 86400,
            tr("The whole request, its connection included (category timeout)."));
    timeouts->addRow(tr("Request time-out:"), m_requestTimeout);
    seconds(m_connectTimeout, 0.1, 3600,
            tr("How long a request may wait for its connection (category connect_timeout)."));
    timeouts->addRow(tr("Connect time-out:"), m_connectTimeout);
    seconds(m_firstByteTimeout, 0, 86400,
            tr("How long a sent request may wait for the answer's first byte (category "
               "first_byte_timeout)."));
    m_firstByteTimeout->setSpecialValueText(tr("the request time-out"));
    timeouts->addRow(tr("First-byte time-out:"), m_firstByteTimeout);
    seconds(m_idleTimeout, 0, 86400,
            tr("The longest pause between two bytes of an answer (category idle_timeout)."));
    m_idleTimeout->setSpecialValueText(tr("none"));
    timeouts->addRow(tr("Idle time-out:"), m_idleTimeout);
    seconds(m_drainTimeout, 0, 86400,
            tr("How long requests in flight may finish after a step's window; then they are "
               "cancelled and count as timed out."));
    timeouts->addRow(tr("Drain time-out:"), m_drainTimeout);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(modeRow);
    layout->addWidget(m_stack);
    layout->addLayout(timeouts);
    layout->addStretch(1);
    const BenchConfig defaults;
    m_requestTimeout->setValue(defaults.requestTimeoutMs / 1000.0);
    m_connectTimeout->setValue(defaults.connectTimeoutMs / 1000.0);
    m_firstByteTimeout->setValue(defaults.firstByteTimeoutMs / 1000.0);
    m_idleTimeout->setValue(defaults.idleTimeoutMs / 1000.0);
    m_drainTimeout->setValue(defaults.drainTimeoutMs / 1000.0);
    for (QDoubleSpinBox *box :
         {m_requestTimeout, m_connectTimeout, m_firstByteTimeout, m_idleTimeout, m_drainTimeout})
        connect(box, &QDoubleSpinBox::valueChanged, this, &SweepTargetForm::changed);

    connect(m_builtin, &QRadioButton::toggled, this, [this](bool on) {
        m_stack->setCurrentIndex(on ? 0 : 1);
        Q_EMIT changed();
    });
    connect(m_preset, &QComboBox::currentIndexChanged, this, &SweepTargetForm::updatePresetHelp);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &SweepTargetForm::changed);
    connect(m_speed, &QDoubleSpinBox::valueChanged, this, &SweepTargetForm::changed);
    connect(m_keySource, &QComboBox::currentIndexChanged, this, [this] {
        m_keyName->setEnabled(KeySource(m_keySource->currentData().toInt()) != KeySource::None);
        m_keyError->setError({});
        Q_EMIT changed();
    });
    connect(m_fetch, &QPushButton::clicked, this, &SweepTargetForm::fetchModels);
    for (QLineEdit *edit : {m_url, m_keyName, m_caBundle, m_tenant})
        connect(edit, &QLineEdit::textEdited, this, &SweepTargetForm::changed);
    // A "cannot reach" (or any verdict on the URL) belongs to the URL it was about.
    connect(m_url, &QLineEdit::textEdited, this, [this] {
        m_urlError->setError({});
        if (!isFetching())
            m_fetchStatus->setVisible(false);
    });
    connect(m_model, &QComboBox::currentTextChanged, this, &SweepTargetForm::changed);
    connect(m_headers, &QPlainTextEdit::textChanged, this, &SweepTargetForm::changed);

    setTabOrder(m_builtin, m_endpoint);
    setTabOrder(m_endpoint, m_preset);
    setTabOrder(m_preset, m_speed);
    setTabOrder(m_speed, m_seed);
    setTabOrder(m_seed, m_url);
    setTabOrder(m_url, m_api);
    setTabOrder(m_api, m_model);
    setTabOrder(m_model, m_fetch);
    setTabOrder(m_fetch, m_keySource);
    setTabOrder(m_keySource, m_keyName);
    setTabOrder(m_keyName, m_headers);
    setTabOrder(m_headers, m_verifyTls);
    setTabOrder(m_verifyTls, m_caBundle);
    setTabOrder(m_caBundle, m_tenant);
    setTabOrder(m_tenant, m_requestTimeout);
    setTabOrder(m_requestTimeout, m_connectTimeout);
    setTabOrder(m_connectTimeout, m_firstByteTimeout);
    setTabOrder(m_firstByteTimeout, m_idleTimeout);
    setTabOrder(m_idleTimeout, m_drainTimeout);
    updatePresetHelp();
}

SweepTargetForm::~SweepTargetForm()
{
    // The probe's requests time out on their own; wait for them rather than leave the thread.
    m_probe.wait();
}

void SweepTargetForm::setSetup(const SweepSetup &setup)
{
    setBuiltinServer(setup.builtinServer);
    if (const int i = m_preset->findData(setup.simPreset); i >= 0)
        m_preset->setCurrentIndex(i);
    m_speed->setValue(setup.simSpeed);
    m_seed->setValue(int(std::min<quint64>(setup.simSeed, quint64(m_seed->maximum()))));
    const EndpointTarget &t = setup.config.bench.target;
    m_url->setText(setup.builtinServer ? QString() : t.baseUrl.toString());
    m_api->setCurrentIndex(m_api->findData(EndpointTarget::apiName(t.api)));
    m_model->setCurrentText(t.model);
    QStringList headers;
    for (const auto &[name, value] : t.headers)
        headers.append(name + QStringLiteral(": ") + value);
    m_headers->setPlainText(headers.join(QLatin1Char('\n')));
    m_verifyTls->setChecked(t.verifyTls);
    m_caBundle->setText(t.caBundle);
    m_tenant->setText(t.tenant);
    const BenchConfig &b = setup.config.bench;
    m_requestTimeout->setValue(b.requestTimeoutMs / 1000.0);
    m_connectTimeout->setValue(b.connectTimeoutMs / 1000.0);
    m_firstByteTimeout->setValue(b.firstByteTimeoutMs / 1000.0);
    m_idleTimeout->setValue(b.idleTimeoutMs / 1000.0);
    m_drainTimeout->setValue(b.drainTimeoutMs / 1000.0);
    clearErrors();
}

QDoubleSpinBox *SweepTargetForm::timeoutBox(Timeout which) const
{
    switch (which) {
    case Timeout::Request:
        return m_requestTimeout;
    case Timeout::Connect:
        return m_connectTimeout;
    case Timeout::FirstByte:
        return m_firstByteTimeout;
    case Timeout::Idle:
        return m_idleTimeout;
    case Timeout::Drain:
        return m_drainTimeout;
    }
    return m_requestTimeout;
}

bool SweepTargetForm::builtinServer() const
{
    return m_builtin->isChecked();
}

void SweepTargetForm::setBuiltinServer(bool builtin)
{
    (builtin ? m_builtin : m_endpoint)->setChecked(true);
}

void SweepTargetForm::setKeySource(KeySource source, const QString &name)
{
    m_keySource->setCurrentIndex(m_keySource->findData(int(source)));
    m_keyName->setText(name);
}

EndpointTarget SweepTargetForm::readTarget(QStringList *headerErrors) const
{
    EndpointTarget t;
    t.baseUrl = QUrl(m_url->text().trimmed());
    EndpointTarget::parseApi(m_api->currentData().toString(), &t.api);
    t.model = m_model->currentText().trimmed();
    const QStringList lines = m_headers->toPlainText().split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        if (colon < 0) {
            headerErrors->append(tr("line %1: '%2' is not 'Name: value'").arg(i + 1).arg(line));
            continue;
        }
        t.headers.append({line.left(colon).trimmed(), line.mid(colon + 1).trimmed()});
    }
    t.verifyTls = m_verifyTls->isChecked();
    t.caBundle = m_caBundle->text().trimmed();
    t.tenant = m_tenant->text().trimmed();
    return t;
}

Result<QString> SweepTargetForm::readKey() const
{
    const QString name = m_keyName->text().trimmed();
    switch (KeySource(m_keySource->currentData().toInt())) {
    case KeySource::None:
        return QString();
    case KeySource::Environment:
        return ApiKeySource::fromEnvironment(name);
    case KeySource::Keyring:
        if (name.isEmpty())
            return Result<QString>::failure(tr("name the keyring entry that holds the API key"));
        return ApiKeySource::fromKeyring(name);
    }
    return QString();
}

void SweepTargetForm::clearErrors()
{
    for (FieldErrorLabel *l : {m_urlError, m_modelError, m_keyError, m_headersError, m_caError})
        l->setError({});
}

EndpointTarget SweepTargetForm::enteredEndpoint() const
{
    QStringList headerErrors;
    return readTarget(&headerErrors);
}

bool SweepTargetForm::apply(SweepSetup &setup)
{
    clearErrors();
    setup.builtinServer = builtinServer();
    setup.simPreset = m_preset->currentData().toString();
    setup.simSpeed = m_speed->value();
    setup.simSeed = quint64(m_seed->value());
    BenchConfig &b = setup.config.bench;
    b.requestTimeoutMs = qRound64(m_requestTimeout->value() * 1000);
    b.connectTimeoutMs = qRound64(m_connectTimeout->value() * 1000);
    b.firstByteTimeoutMs = qRound64(m_firstByteTimeout->value() * 1000);
    b.idleTimeoutMs = qRound64(m_idleTimeout->value() * 1000);
    b.drainTimeoutMs = qRound64(m_drainTimeout->value() * 1000);
    if (setup.builtinServer) {
        setup.config.bench.target = EndpointTarget();
        return true;
    }
    QStringList headerErrors;
    EndpointTarget t = readTarget(&headerErrors);
    // EndpointTarget::validate names the first problem; asking it about one part at a time
    // puts each message beside its own field.
    EndpointTarget urlOnly;
    urlOnly.baseUrl = t.baseUrl;
    m_urlError->setError(urlOnly.validate());
    EndpointTarget caOnly = urlOnly;
    caOnly.baseUrl = QUrl(QStringLiteral("http://127.0.0.1"));
    caOnly.caBundle = t.caBundle;
    m_caError->setError(caOnly.validate());
    EndpointTarget headersOnly;
    headersOnly.baseUrl = caOnly.baseUrl;
    headersOnly.headers = t.headers;
    if (const QString e = headersOnly.validate(); !e.isEmpty())
        headerErrors.append(e);
    m_headersError->setError(headerErrors.join(QLatin1Char('\n')));
    if (t.model.isEmpty())
        m_modelError->setError(tr("choose the model to benchmark (Fetch models lists what the "
                                  "endpoint serves)"));
    auto key = readKey();
    if (!key)
        m_keyError->setError(key.error());
    else
        t.apiKey = *key;
    setup.config.bench.target = t;
    return !m_urlError->hasError() && !m_caError->hasError() && !m_headersError->hasError() &&
           !m_modelError->hasError() && !m_keyError->hasError() && t.validate().isEmpty();
}

void SweepTargetForm::fetchModels()
{
    if (isFetching())
        return;
    clearErrors();
    QStringList headerErrors;
    EndpointTarget t = readTarget(&headerErrors);
    if (const QString e = t.validate(); !e.isEmpty()) {
        m_urlError->setError(e);
        Q_EMIT fetchFinished(false);
        return;
    }
    auto key = readKey();
    if (!key) {
        m_keyError->setError(key.error());
        Q_EMIT fetchFinished(false);
        return;
    }
    t.apiKey = *key;
    m_probedUrl = m_url->text().trimmed();
    m_probe = AsyncTask::start(
        this, [t] { return EndpointProbe(t).probe(); },
        [this](const Result<EndpointInfo> &info) { onProbeDone(info); });
    m_fetch->setEnabled(false);
    m_fetchStatus->setText(tr("Asking %1 what it serves…").arg(t.rootUrl().toString()));
    m_fetchStatus->setVisible(true);
}

void SweepTargetForm::onProbeDone(const Result<EndpointInfo> &info)
{
    m_probe = {};
    m_fetch->setEnabled(true);
    if (m_url->text().trimmed() != m_probedUrl) {
        // The URL changed while the endpoint was asked: its answer is about another one.
        m_fetchStatus->clear();
        m_fetchStatus->setVisible(false);
        Q_EMIT fetchFinished(false);
        return;
    }
    if (!info) {
        m_fetchStatus->clear();
        m_fetchStatus->setVisible(false);
        m_urlError->setError(info.error());
        Q_EMIT fetchFinished(false);
        return;
    }
    const QString typed = m_model->currentText().trimmed();
    m_model->clear();
    m_model->addItems(info->models);
    m_model->setCurrentText(typed.isEmpty() ? info->model : typed);
    m_fetchStatus->setText(
        tr("Models served: %1; runtime %2.")
            .arg(info->models.size())
            .arg(info->runtime.isEmpty() ? tr("not recognised") : info->runtime));
    Q_EMIT servingReported(info->serving);
    Q_EMIT fetchFinished(true);
    Q_EMIT changed();
}

QWidget *SweepTargetForm::firstField() const
{
    return m_builtin;
}

QWidget *SweepTargetForm::lastField() const
{
    return m_drainTimeout;
}

void SweepTargetForm::updatePresetHelp()
{
    const auto preset = SimPresetCatalog::builtin().find(m_preset->currentData().toString());
    m_presetHelp->setText(preset ? preset->description : QString());
}

} // namespace llmcap
