#pragma once

#include "workflow/ProjectProgress.h"

#include <QFrame>
#include <QList>

class QLabel;
class QToolButton;

namespace llmcap {

// The band above the pages that a first hour needs: the loop's steps in order, each with a tick
// when the project has done it (ProjectProgress), the next one to do marked, each a button to its
// page. It can be closed (MainWindow remembers that; Help brings it back).
class FirstStepsStrip : public QFrame
{
    Q_OBJECT

public:
    explicit FirstStepsStrip(QWidget *parent = nullptr);

    // One button per title, in the loop's order (the pages' own titles).
    void setSteps(const QStringList &titles);
    // states in the order of setSteps(); ticks, the next step and the tooltips follow them.
    void setStates(const QList<LoopStepState> &states);

    int stepCount() const { return int(m_buttons.size()); }
    QToolButton *stepButton(int index) const { return m_buttons.value(index); }
    bool isStepDone(int index) const { return m_states.value(index).done; }
    // The step to do next (marked), -1 before setStates().
    int nextStep() const { return m_next; }
    // In a window too narrow for every title, the steps show their marks only (the next one
    // keeps its title); the titles move to the tooltips.
    bool isCompact() const { return m_compact; }
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

Q_SIGNALS:
    void stepClicked(int index);
    void closeRequested();

private:
    void updateButton(int index);
    void updateCompact();

    QLabel *m_title;
    QList<QToolButton *> m_buttons;
    QStringList m_titles;
    QList<LoopStepState> m_states;
    QToolButton *m_close;
    int m_next = -1;
    bool m_compact = false;
};

} // namespace llmcap
