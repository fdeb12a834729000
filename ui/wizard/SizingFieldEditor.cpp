#include "wizard/SizingFieldEditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDoubleValidator>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QRegularExpressionValidator>

namespace llmcap {

namespace {

using K = SizingFieldKind;

const char *const kPercentiles[] = {"p50", "p95", "p99"};

} // namespace

SizingFieldEditor::SizingFieldEditor(const SizingField &field, QWidget *parent)
    : QWidget(parent)
    , m_field(field)
{
    setObjectName(QStringLiteral("field_") + QLatin1String(field.key));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    const QString unit = field.unitLabel();
    auto unitLabel = [&]() {
        if (!unit.isEmpty())
            layout->addWidget(new QLabel(unit, this));
    };

    switch (field.kind) {
    case K::Text:
    case K::Date:
        m_line = new QLineEdit(this);
        if (field.kind == K::Date) {
            m_line->setPlaceholderText(tr("YYYY-MM-DD"));
            m_line->setValidator(new QRegularExpressionValidator(
                QRegularExpression(QStringLiteral(R"(\d{0,4}(-\d{0,2}(-\d{0,2})?)?)")), m_line));
            m_line->setMaximumWidth(140);
        }
        layout->addWidget(m_line);
        if (field.kind == K::Date)
            layout->addStretch(1);
        connect(m_line, &QLineEdit::textChanged, this, [this] {
            if (!m_updating)
                Q_EMIT changed();
        });
        break;
    case K::LongText:
        m_text = new QPlainTextEdit(this);
        m_text->setTabChangesFocus(true);
        m_text->setFixedHeight(m_text->fontMetrics().lineSpacing() * 4 + 12);
        layout->addWidget(m_text);
        connect(m_text, &QPlainTextEdit::textChanged, this, [this] {
            if (!m_updating)
                Q_EMIT changed();
        });
        break;
    case K::Integer:
    case K::Number:
        m_numbers.append(numberBox(QString(), field.kind == K::Integer));
        layout->addWidget(m_numbers.first());
        unitLabel();
        layout->addStretch(1);
        break;
    case K::Choice:
    case K::YesNo:
        m_combo = new QComboBox(this);
        m_combo->addItem(tr("- not answered -"), QString());
        if (field.kind == K::YesNo) {
            m_combo->addItem(tr("yes"), QStringLiteral("yes"));
            m_combo->addItem(tr("no"), QStringLiteral("no"));
        } else {
            for (const QString &c : field.choices())
                m_combo->addItem(field.choiceLabel(c), c);
        }
        layout->addWidget(m_combo);
        layout->addStretch(1);
        connect(m_combo, &QComboBox::currentIndexChanged, this, [this] {
            if (!m_updating)
                Q_EMIT changed();
        });
        break;
    case K::MultiChoice: {
        auto *grid = new QGridLayout;
        grid->setContentsMargins(0, 0, 0, 0);
        const QStringList choices = field.choices();
        for (int i = 0; i < choices.size(); ++i) {
            auto *box = new QCheckBox(field.choiceLabel(choices.at(i)), this);
            box->setProperty("choice", choices.at(i));
            grid->addWidget(box, i / 2, i % 2);
            m_checks.append(box);
            connect(box, &QCheckBox::toggled, this, [this] {
                if (!m_updating)
                    Q_EMIT changed();
            });
        }
        layout->addLayout(grid, 1);
        break;
    }
    case K::Percentiles:
        for (const char *p : kPercentiles) {
            layout->addWidget(new QLabel(QLatin1String(p), this));
            QLineEdit *box = numberBox(QLatin1String(p), true);
            box->setAccessibleName(field.label() + QLatin1Char(' ') + QLatin1String(p));
            m_numbers.append(box);
            layout->addWidget(box);
        }
        unitLabel();
        layout->addStretch(1);
        break;
    case K::Objective: {
        QLineEdit *threshold = numberBox(tr("target"), false);
        threshold->setAccessibleName(field.label());
        m_numbers.append(threshold);
        layout->addWidget(threshold);
        layout->addWidget(new QLabel(tr("%1 for").arg(unit), this));
        QLineEdit *attainment = numberBox(tr("e.g. 99"), false, 100);
        attainment->setAccessibleName(tr("%1: attainment").arg(field.label()));
        m_numbers.append(attainment);
        layout->addWidget(attainment);
        layout->addWidget(new QLabel(tr("% of requests"), this));
        layout->addStretch(1);
        break;
    }
    case K::ClassList:
        break;
    }
    for (QWidget *w : findChildren<QWidget *>()) {
        w->setToolTip(field.help());
        if (w->focusPolicy() != Qt::NoFocus)
            w->installEventFilter(this);
    }
    setToolTip(field.help());
    // The reason an answer cannot be used stands beside it, in the row's own space, so that
    // the fields below do not move when it appears.
    // One line right after the inputs (before the row's closing stretch), so that the row
    // keeps its height.
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problemLabel"));
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_problem->hide();
    const int last = layout->count() - 1;
    if (last >= 0 && layout->itemAt(last)->spacerItem())
        layout->insertWidget(last, m_problem);
    else
        layout->addWidget(m_problem);
    if (!m_numbers.isEmpty())
        setFocusProxy(m_numbers.first());
    else if (m_line)
        setFocusProxy(m_line);
    else if (m_text)
        setFocusProxy(m_text);
    else if (m_combo)
        setFocusProxy(m_combo);
    else if (!m_checks.isEmpty())
        setFocusProxy(m_checks.first());
}

bool SizingFieldEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FocusOut && !m_updating)
        Q_EMIT left();
    return QWidget::eventFilter(watched, event);
}

void SizingFieldEditor::setProblem(const QString &message)
{
    m_problem->setText(message);
    m_problem->setVisible(!message.isEmpty());
    const QString style =
        message.isEmpty() ? QString() : QStringLiteral("border: 1px solid #b00020;");
    for (QLineEdit *box : std::as_const(m_numbers))
        box->setStyleSheet(style);
    if (m_line)
        m_line->setStyleSheet(style);
    setAccessibleDescription(message);
}

QString SizingFieldEditor::problem() const
{
    return m_problem->text();
}

QLineEdit *SizingFieldEditor::numberBox(const QString &placeholder, bool integer, double top)
{
    auto *box = new QLineEdit(this);
    box->setPlaceholderText(placeholder);
    auto *validator = new QDoubleValidator(0, top, integer ? 0 : 4, box);
    validator->setNotation(QDoubleValidator::StandardNotation);
    box->setValidator(validator);
    box->setMaximumWidth(110);
    box->setAlignment(Qt::AlignRight);
    connect(box, &QLineEdit::textChanged, this, [this] {
        if (!m_updating)
            Q_EMIT changed();
    });
    return box;
}

QJsonValue SizingFieldEditor::number(const QLineEdit *box)
{
    const QString text = box->text().trimmed();
    if (text.isEmpty())
        return {};
    bool ok = false;
    const double v = QLocale().toDouble(text, &ok);
    if (!ok)
        return {};
    return v;
}

void SizingFieldEditor::showNumber(QLineEdit *box, const QJsonValue &value)
{
    box->setText(
        value.isDouble()
            ? QLocale().toString(value.toDouble(), 'g', 12).remove(QLocale().groupSeparator())
            : QString());
}

QJsonValue SizingFieldEditor::value() const
{
    switch (m_field.kind) {
    case K::Text:
        return m_line->text().trimmed().isEmpty() ? QJsonValue()
                                                  : QJsonValue(m_line->text().trimmed());
    case K::Date: {
        const QString t = m_line->text().trimmed();
        return QDate::fromString(t, Qt::ISODate).isValid() ? QJsonValue(t) : QJsonValue();
    }
    case K::LongText: {
        const QString t = m_text->toPlainText().trimmed();
        return t.isEmpty() ? QJsonValue() : QJsonValue(t);
    }
    case K::Integer:
    case K::Number:
        return number(m_numbers.first());
    case K::Choice: {
        const QString c = m_combo->currentData().toString();
        return c.isEmpty() ? QJsonValue() : QJsonValue(c);
    }
    case K::YesNo: {
        const QString c = m_combo->currentData().toString();
        return c.isEmpty() ? QJsonValue() : QJsonValue(c == QLatin1String("yes"));
    }
    case K::MultiChoice: {
        QJsonArray items;
        for (QCheckBox *box : m_checks)
            if (box->isChecked())
                items.append(box->property("choice").toString());
        return items.isEmpty() ? QJsonValue() : QJsonValue(items);
    }
    case K::Percentiles: {
        QJsonObject o;
        for (int i = 0; i < 3; ++i) {
            const QJsonValue v = number(m_numbers.at(i));
            if (!v.isUndefined() && !v.isNull())
                o.insert(QLatin1String(kPercentiles[i]), v);
        }
        return o.isEmpty() ? QJsonValue() : QJsonValue(o);
    }
    case K::Objective: {
        QJsonObject o;
        const QJsonValue t = number(m_numbers.at(0));
        const QJsonValue a = number(m_numbers.at(1));
        if (t.isDouble())
            o.insert(QStringLiteral("threshold_ms"), t);
        if (a.isDouble())
            o.insert(QStringLiteral("attainment"), a);
        return o.isEmpty() ? QJsonValue() : QJsonValue(o);
    }
    case K::ClassList:
        break;
    }
    return {};
}

void SizingFieldEditor::setValue(const QJsonValue &v)
{
    m_updating = true;
    switch (m_field.kind) {
    case K::Text:
    case K::Date:
        m_line->setText(v.toString());
        break;
    case K::LongText:
        m_text->setPlainText(v.toString());
        break;
    case K::Integer:
    case K::Number:
        showNumber(m_numbers.first(), v);
        break;
    case K::Choice:
        m_combo->setCurrentIndex(std::max(0, m_combo->findData(v.toString())));
        break;
    case K::YesNo:
        m_combo->setCurrentIndex(v.isBool() ? (v.toBool() ? 1 : 2) : 0);
        break;
    case K::MultiChoice: {
        const QJsonArray items = v.toArray();
        for (QCheckBox *box : m_checks)
            box->setChecked(items.contains(box->property("choice").toString()));
        break;
    }
    case K::Percentiles:
        for (int i = 0; i < 3; ++i)
            showNumber(m_numbers.at(i), v.toObject().value(QLatin1String(kPercentiles[i])));
        break;
    case K::Objective:
        showNumber(m_numbers.at(0), v.toObject().value(QLatin1String("threshold_ms")));
        showNumber(m_numbers.at(1), v.toObject().value(QLatin1String("attainment")));
        break;
    case K::ClassList:
        break;
    }
    m_updating = false;
}

} // namespace llmcap
