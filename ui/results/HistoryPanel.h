#pragma once

#include "results/HistoryFilter.h"
#include "storage/ProjectRepository.h"

#include <QList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace llmcap {

class HistoryFilterModel;
class HistoryTableModel;

// The history of runs and sweeps with its filters (kind, sweep steps, status, project, text,
// period), a Refresh button, Open / Compare for the selection, and Import… for a peer tool's
// result file.
class HistoryPanel : public QWidget
{
    Q_OBJECT

public:
    explicit HistoryPanel(QWidget *parent = nullptr);

    void setEntries(const QList<HistoryEntry> &entries);
    void setProjects(const QList<Project> &projects);
    // Sets the filter widgets (and so the proxy) to filter.
    void setFilter(const HistoryFilter &filter);
    HistoryFilter filter() const;

    HistoryTableModel *model() const { return m_model; }
    HistoryFilterModel *proxy() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    void setMessage(const QString &message);

Q_SIGNALS:
    void refreshRequested();
    void importRequested();
    void runOpened(qint64 runId);
    void sweepOpened(qint64 sweepId);
    void compareRequested(qint64 firstSweepId, qint64 secondSweepId);

private:
    void applyFilter();
    void updateButtons();
    void openCurrent();
    QList<qint64> selectedSweeps() const;

    HistoryTableModel *m_model;
    HistoryFilterModel *m_proxy;
    QComboBox *m_kind;
    QCheckBox *m_hideSteps;
    QComboBox *m_status;
    QComboBox *m_project;
    QLineEdit *m_text;
    QComboBox *m_period;
    QDateEdit *m_from;
    QDateEdit *m_to;
    QPushButton *m_refresh;
    QTableView *m_view;
    QLabel *m_count;
    QPushButton *m_open;
    QPushButton *m_compare;
    QPushButton *m_import;
    bool m_settingFilter = false;
};

} // namespace llmcap
