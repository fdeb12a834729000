#include "serving/ServingConfigForm.h"

#include "widgets/FieldErrorLabel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QVBoxLayout>

#include <cmath>

namespace llmcap {

ServingConfigForm::ServingConfigForm(QWidget *parent)
    : QWidget(parent)
    , m_missing(new QLabel(this))
{
    const QList<ServingConfig::Group> groups = {
        ServingConfig::Group::Model, ServingConfig::Group::Parallelism,
        ServingConfig::Group::Runtime, ServingConfig::Group::Generation,
        ServingConfig::Group::Hardware};
    auto *grid = new QGridLayout;
    int slot = 0;
    for (ServingConfig::Group group : groups) {
        auto *box = new QGroupBox(ServingConfig::groupLabel(group), this);
        auto *form = new QFormLayout(box);
        for (const ServingConfig::Field &f : ServingConfig::fields()) {
            if (f.group != group)
                continue;
            const QString key = QLatin1String(f.key);
            Entry entry;
            entry.field = &f;
            QWidget *editor = nullptr;
            if (f.type == ServingConfig::Type::Boolean) {
                entry.choice = new QComboBox(box);
                entry.choice->addItem(tr("not set"));
                entry.choice->addItem(tr("on"), true);
                entry.choice->addItem(tr("off"), false);
                connect(entry.choice, &QComboBox::activated, this, [this, key] {
                    m_entries[key].source = ServingConfig::Source::User;
                    markSource(m_entries[key]);
                    updateMissing();
                    Q_EMIT changed();
                });
                editor = entry.choice;
            } else {
                entry.line = new QLineEdit(box);
                if (f.required)
                    entry.line->setPlaceholderText(tr("needed to pin the result"));
                connect(entry.line, &QLineEdit::textEdited, this, [this, key] {
                    m_entries[key].source = ServingConfig::Source::User;
                    m_entries[key].error->setError({});
                    markSource(m_entries[key]);
                    updateMissing();
                    Q_EMIT changed();
                });
                editor = entry.line;
            }
            editor->setToolTip(f.help());
            entry.error = new FieldErrorLabel(editor, box);
            auto *cell = new QVBoxLayout;
            cell->setSpacing(1);
            cell->addWidget(editor);
            cell->addWidget(entry.error);
            form->addRow(f.label() + (f.required ? QStringLiteral(" *") : QString()), cell);
            m_entries.insert(key, entry);
            m_order.append(key);
        }
        grid->addWidget(box, slot / 3, slot % 3);
        ++slot;
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(grid);
    m_missing->setWordWrap(true);
    layout->addWidget(m_missing);
    for (qsizetype i = 1; i < m_order.size(); ++i)
        setTabOrder(editor(m_order.at(i - 1)), editor(m_order.at(i)));
    updateMissing();
}

void ServingConfigForm::setConfig(const ServingConfig &config)
{
    for (auto it = m_entries.begin(); it != m_entries.end(); ++it) {
        it->error->setError({});
        setEntry(*it, config.isSet(it.key()) ? config.value(it.key()) : QVariant(),
                 config.source(it.key()));
    }
    updateMissing();
}

void ServingConfigForm::fillFrom(const ServingConfig &reported)
{
    for (auto it = m_entries.begin(); it != m_entries.end(); ++it)
        if (!entryValue(*it).isValid() && reported.isSet(it.key()))
            setEntry(*it, reported.value(it.key()), reported.source(it.key()));
    updateMissing();
    Q_EMIT changed();
}

Result<ServingConfig> ServingConfigForm::config()
{
    ServingConfig config;
    QStringList problems;
    for (const QString &key : std::as_const(m_order)) {
        Entry &e = m_entries[key];
        const QVariant value = entryValue(e);
        QString error;
        const bool wholeNumber =
            e.field->type != ServingConfig::Type::Integer || value.typeId() == QMetaType::LongLong;
        if (value.isValid() && (!wholeNumber || !config.set(key, value, e.source))) {
            error = e.field->type == ServingConfig::Type::Integer ? tr("must be a whole number")
                                                                  : tr("must be a number");
            problems.append(tr("%1: %2").arg(e.field->label(), error));
        }
        e.error->setError(error);
    }
    if (!problems.isEmpty())
        return Result<ServingConfig>::failure(problems.join(QLatin1String("; ")));
    return config;
}

QWidget *ServingConfigForm::editor(const QString &key) const
{
    const auto it = m_entries.find(key);
    if (it == m_entries.end())
        return nullptr;
    return it->line ? static_cast<QWidget *>(it->line) : it->choice;
}

FieldErrorLabel *ServingConfigForm::errorLabel(const QString &key) const
{
    const auto it = m_entries.find(key);
    return it == m_entries.end() ? nullptr : it->error;
}

QWidget *ServingConfigForm::firstEditor() const
{
    return editor(m_order.first());
}

QWidget *ServingConfigForm::lastEditor() const
{
    return editor(m_order.last());
}

void ServingConfigForm::setEntry(Entry &entry, const QVariant &value, ServingConfig::Source source)
{
    entry.source = source;
    if (entry.choice) {
        entry.choice->setCurrentIndex(!value.isValid() ? 0 : value.toBool() ? 1 : 2);
    } else if (!value.isValid()) {
        entry.line->clear();
    } else if (entry.field->type == ServingConfig::Type::Real) {
        entry.line->setText(QString::number(value.toDouble(), 'g', 12));
    } else {
        entry.line->setText(value.toString());
    }
    markSource(entry);
}

QVariant ServingConfigForm::entryValue(const Entry &entry) const
{
    if (entry.choice)
        return entry.choice->currentData();
    const QString text = entry.line->text().trimmed();
    if (text.isEmpty())
        return {};
    if (entry.field->type == ServingConfig::Type::Text)
        return text;
    // Numbers as the user's locale writes them, or in C form.
    bool ok = false;
    const double v = QLocale().toDouble(text, &ok);
    if (ok)
        return entry.field->type == ServingConfig::Type::Integer && v == std::floor(v)
                   ? QVariant(qint64(v))
                   : QVariant(v);
    return text; // refused by ServingConfig::set, reported by config()
}

void ServingConfigForm::markSource(Entry &entry)
{
    QWidget *w = entry.line ? static_cast<QWidget *>(entry.line) : entry.choice;
    QFont f = w->font();
    const bool reported =
        entry.source != ServingConfig::Source::User && entryValue(entry).isValid();
    f.setItalic(reported);
    w->setFont(f);
    QString tip = entry.field->help();
    if (reported)
        tip = (entry.source == ServingConfig::Source::Server ? tr("Reported by the endpoint.")
                                                             : tr("From the simulator preset.")) +
              QLatin1Char('\n') + tip;
    if (!entry.error->hasError())
        w->setToolTip(tip);
}

void ServingConfigForm::updateMissing()
{
    QStringList missing;
    for (const QString &key : std::as_const(m_order)) {
        const Entry &e = m_entries.value(key);
        if (e.field->required && !entryValue(e).isValid())
            missing.append(e.field->label());
    }
    m_missing->setText(missing.isEmpty()
                           ? tr("The serving configuration is pinned.")
                           : tr("Not pinned yet (* fields the endpoint does not reveal are "
                                "yours to fill): %1.")
                                 .arg(QLocale().createSeparatedList(missing)));
}

} // namespace llmcap
