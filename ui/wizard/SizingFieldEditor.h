#pragma once

#include "sizing/SizingField.h"

#include <QJsonValue>
#include <QList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace llmcap {

// The input for one sizing-request question, chosen by the field's kind: a line or text box,
// a number box with its unit, a choice list, check boxes, p50/p95/p99 boxes or a target with
// its attainment. Every part carries the field's help text as tool tip. Empty means unanswered.
class SizingFieldEditor : public QWidget
{
    Q_OBJECT

public:
    SizingFieldEditor(const SizingField &field, QWidget *parent = nullptr);

    const SizingField &field() const { return m_field; }
    // The answer in its JSON form; undefined when unanswered.
    QJsonValue value() const;
    // Shows an answer without emitting changed().
    void setValue(const QJsonValue &value);
    // Marks the answer as one the core cannot use, with the reason beside it (empty: clears).
    void setProblem(const QString &message);
    QString problem() const;

Q_SIGNALS:
    void changed();
    // The focus left one of the editor's inputs: the moment its answer is checked.
    void left();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QLineEdit *numberBox(const QString &placeholder, bool integer, double top = 1e12);
    static QJsonValue number(const QLineEdit *box);
    static void showNumber(QLineEdit *box, const QJsonValue &value);

    const SizingField &m_field;
    QLineEdit *m_line = nullptr;
    QPlainTextEdit *m_text = nullptr;
    QComboBox *m_combo = nullptr;
    QList<QCheckBox *> m_checks;
    QList<QLineEdit *> m_numbers; // percentiles, or threshold and attainment
    QLabel *m_problem = nullptr;
    bool m_updating = false;
};

} // namespace llmcap
