#include "bench/SweepStepTable.h"

#include "bench/SweepStepTableModel.h"

#include <QHeaderView>
#include <QResizeEvent>
#include <QTimer>

namespace llmcap {

SweepStepTable::SweepStepTable(SweepStepTableModel *model, QWidget *parent)
    : QTableView(parent)
    , m_model(model)
{
    setModel(model);
    setAlternatingRowColors(true);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    verticalHeader()->setVisible(false);
    // Compact rows: more steps in view at the default window size.
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    horizontalHeader()->setStretchLastSection(true);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(SweepStepTableModel::Reasons, QHeaderView::Stretch);
    setWordWrap(false);
    setAccessibleName(tr("Sweep steps"));
    connect(model, &QAbstractItemModel::rowsAboutToBeInserted, this,
            &SweepStepTable::onRowsAboutToBeInserted);
    connect(model, &QAbstractItemModel::rowsInserted, this, &SweepStepTable::onRowsInserted);
    // A new sweep (setSteps resets the model) starts following again.
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        m_follow = true;
        onRowsInserted();
    });
}

bool SweepStepTable::isFollowing() const
{
    const int rows = m_model->rowCount();
    const QModelIndexList selected = selectionModel()->selectedRows();
    const bool newestOrNone = selected.isEmpty() || selected.first().row() == rows - 1;
    // In view: at least part of the newest row shows (a horizontal scroll bar that appeared
    // since may cover its lower edge).
    return newestOrNone &&
           (rows == 0 || visualRect(m_model->index(rows - 1, 0)).intersects(viewport()->rect()));
}

int SweepStepTable::visibleRowCount() const
{
    const int row = verticalHeader()->defaultSectionSize();
    return row > 0 ? viewport()->height() / row : 0;
}

void SweepStepTable::resizeEvent(QResizeEvent *event)
{
    const int rows = m_model->rowCount();
    const QModelIndexList selected = selectionModel()->selectedRows();
    const bool newestSelected = !selected.isEmpty() && selected.first().row() == rows - 1;
    // Whether the newest row showed in the viewport at its former height.
    const int oldHeight = viewport()->height() + event->oldSize().height() - event->size().height();
    const bool newestShown = rows > 0 && visualRect(m_model->index(rows - 1, 0)).top() < oldHeight;
    QTableView::resizeEvent(event);
    if (newestSelected && newestShown && event->oldSize().isValid())
        scrollTo(m_model->index(rows - 1, 0));
}

void SweepStepTable::onRowsAboutToBeInserted()
{
    m_follow = isFollowing();
}

void SweepStepTable::onRowsInserted()
{
    const int rows = m_model->rowCount();
    if (!m_follow || rows == 0)
        return;
    selectRow(rows - 1);
    updateGeometries(); // the scroll range now, not at the next layout
    scrollToBottom();
    // Once more after the layout settles: a horizontal scroll bar that appears with the new
    // row's wider cells shortens the viewport.
    QTimer::singleShot(0, this, [this] {
        if (m_model->rowCount() > 0 && isFollowing())
            scrollToBottom();
    });
}

} // namespace llmcap
