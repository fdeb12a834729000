#pragma once

#include "serving/ServingConfig.h"
#include "util/Result.h"

#include <QMap>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;

namespace llmcap {

class FieldErrorLabel;

// The pinned serving configuration as a form: one typed field per ServingConfig::fields() entry,
// grouped (model, parallelism, generation, runtime, hardware). An empty field is unset. What the
// endpoint reveals fills the empty fields (marked as from the endpoint); the user completes the
// rest. Required fields still empty are listed, not refused: the result is then not pinned.
class ServingConfigForm : public QWidget
{
    Q_OBJECT

public:
    explicit ServingConfigForm(QWidget *parent = nullptr);

    void setConfig(const ServingConfig &config);
    // Fails, with the message beside each field, when a number does not read.
    Result<ServingConfig> config();
    // Fills the fields that are empty from what an endpoint or preset reported.
    void fillFrom(const ServingConfig &reported);

    QWidget *editor(const QString &key) const;
    FieldErrorLabel *errorLabel(const QString &key) const;
    QWidget *firstEditor() const;
    QWidget *lastEditor() const;

Q_SIGNALS:
    void changed();

private:
    struct Entry
    {
        const ServingConfig::Field *field;
        QLineEdit *line = nullptr;
        QComboBox *choice = nullptr;
        FieldErrorLabel *error = nullptr;
        ServingConfig::Source source = ServingConfig::Source::User;
    };

    void setEntry(Entry &entry, const QVariant &value, ServingConfig::Source source);
    QVariant entryValue(const Entry &entry) const;
    void markSource(Entry &entry);
    void updateMissing();

    QMap<QString, Entry> m_entries;
    QStringList m_order;
    QLabel *m_missing;
    bool m_filling = false;
};

} // namespace llmcap
