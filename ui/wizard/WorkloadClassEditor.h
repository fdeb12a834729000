#pragma once

#include "sizing/SizingRequest.h"

#include <QList>
#include <QWidget>

class QComboBox;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace llmcap {

// Edits the list of workload classes: name, execution type and a description of each (its
// profile is kept as it is and edited on the workload page).
class WorkloadClassEditor : public QWidget
{
    Q_OBJECT

public:
    explicit WorkloadClassEditor(QWidget *parent = nullptr);

    void setClasses(const QList<SizingWorkloadClass> &classes);
    const QList<SizingWorkloadClass> &classes() const { return m_classes; }

Q_SIGNALS:
    void changed();

private:
    void addClass();
    void removeClass();
    void showCurrent();
    void storeCurrent();
    void refreshList();

    QList<SizingWorkloadClass> m_classes;
    QListWidget *m_list;
    QLineEdit *m_name;
    QComboBox *m_execution;
    QLineEdit *m_description;
    QPushButton *m_add;
    QPushButton *m_remove;
    bool m_updating = false;
};

} // namespace llmcap
