#pragma once

#include "bench/EndpointProbe.h"
#include "sweep/SweepSetup.h"
#include "workflow/AsyncTask.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QStackedWidget;

namespace llmcap {

class FieldErrorLabel;

// The target of a sweep: the built-in simulated server (preset, speed, seed) or an
// OpenAI-compatible endpoint (URL, API flavour, model from /v1/models, API key from an
// environment variable or a keyring entry, extra headers, TLS, tenant), and the time-outs of
// its requests (the whole request, the connection, the first byte, an idle gap in a stream, the
// drain after a step's window), as `llmcap-cli sweep` takes them. "Fetch models" probes
// the endpoint on a worker thread (EndpointProbe) and offers what it reveals. The API key is
// read when needed and never kept: the form holds the variable or entry name only.
class SweepTargetForm : public QWidget
{
    Q_OBJECT

public:
    enum class KeySource { None, Environment, Keyring };
    enum class Timeout { Request, Connect, FirstByte, Idle, Drain };

    explicit SweepTargetForm(QWidget *parent = nullptr);
    ~SweepTargetForm() override;

    void setSetup(const SweepSetup &setup);
    // Writes the target into setup; false, with each error beside its field, when one is wrong.
    bool apply(SweepSetup &setup);

    bool builtinServer() const;
    void setBuiltinServer(bool builtin);
    void setKeySource(KeySource source, const QString &name);
    // The endpoint as entered (URL, headers, ...; no key), whether or not it is complete.
    EndpointTarget enteredEndpoint() const;
    // The API key from the chosen source (empty with none); why not when it cannot be read.
    Result<QString> readKey() const;
    // Starts the probe; fetchFinished() reports the outcome.
    void fetchModels();
    bool isFetching() const { return !m_probe.isNull(); }

    QRadioButton *builtinButton() const { return m_builtin; }
    QRadioButton *endpointButton() const { return m_endpoint; }
    QComboBox *presetBox() const { return m_preset; }
    QDoubleSpinBox *speedBox() const { return m_speed; }
    QLineEdit *urlEdit() const { return m_url; }
    QComboBox *apiBox() const { return m_api; }
    QComboBox *modelBox() const { return m_model; }
    QPushButton *fetchButton() const { return m_fetch; }
    QComboBox *keySourceBox() const { return m_keySource; }
    QLineEdit *keyNameEdit() const { return m_keyName; }
    QPlainTextEdit *headersEdit() const { return m_headers; }
    QCheckBox *verifyTlsBox() const { return m_verifyTls; }
    QLineEdit *caBundleEdit() const { return m_caBundle; }
    QLineEdit *tenantEdit() const { return m_tenant; }
    // In seconds; FirstByte 0 is the request time-out, Idle 0 none.
    QDoubleSpinBox *timeoutBox(Timeout which) const;
    FieldErrorLabel *urlError() const { return m_urlError; }
    FieldErrorLabel *modelError() const { return m_modelError; }
    FieldErrorLabel *keyError() const { return m_keyError; }
    FieldErrorLabel *headersError() const { return m_headersError; }
    FieldErrorLabel *caBundleError() const { return m_caError; }
    QWidget *firstField() const;
    QWidget *lastField() const;

Q_SIGNALS:
    void changed();
    // After fetchModels(): the endpoint's answers (models, serving configuration) or why not.
    void fetchFinished(bool ok);
    void servingReported(const llmcap::ServingConfig &serving);

private:
    EndpointTarget readTarget(QStringList *headerErrors) const;
    void clearErrors();
    void onProbeDone(const Result<EndpointInfo> &info);
    void updatePresetHelp();

    QRadioButton *m_builtin;
    QRadioButton *m_endpoint;
    QStackedWidget *m_stack;
    QComboBox *m_preset;
    QLabel *m_presetHelp;
    QDoubleSpinBox *m_speed;
    QSpinBox *m_seed;
    QLineEdit *m_url;
    FieldErrorLabel *m_urlError;
    QComboBox *m_api;
    QComboBox *m_model;
    QPushButton *m_fetch;
    QLabel *m_fetchStatus;
    FieldErrorLabel *m_modelError;
    QComboBox *m_keySource;
    QLineEdit *m_keyName;
    FieldErrorLabel *m_keyError;
    QPlainTextEdit *m_headers;
    FieldErrorLabel *m_headersError;
    QCheckBox *m_verifyTls;
    QLineEdit *m_caBundle;
    FieldErrorLabel *m_caError;
    QLineEdit *m_tenant;
    QDoubleSpinBox *m_requestTimeout;
    QDoubleSpinBox *m_connectTimeout;
    QDoubleSpinBox *m_firstByteTimeout;
    QDoubleSpinBox *m_idleTimeout;
    QDoubleSpinBox *m_drainTimeout;
    AsyncTask m_probe;   // null unless fetching
    QString m_probedUrl; // the URL as typed when the running or last probe started
};

} // namespace llmcap
