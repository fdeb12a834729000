#pragma once

#include <QWidget>

class QLabel;
class QToolButton;

namespace llmcap {

// A sweep's result as one sentence (SweepHeadline) with the method's details one click away:
// a Details toggle opens SweepResult::summary() beneath it.
class SweepResultLine : public QWidget
{
    Q_OBJECT

public:
    explicit SweepResultLine(QWidget *parent = nullptr);

    // details empty: nothing to open yet (the toggle is disabled and closed).
    void setResult(const QString &sentence, const QString &details);
    QString sentence() const;
    QString details() const;
    bool detailsShown() const;
    QToolButton *detailsButton() const { return m_toggle; }

private:
    QLabel *m_sentence;
    QToolButton *m_toggle;
    QLabel *m_details;
};

} // namespace llmcap
