#pragma once

#include <QTableView>

namespace llmcap {

class SweepStepTableModel;

// The live view's step table: follows the newest step as steps arrive (scrolls to it and
// selects it) while the reader is with it, that is while no other row is selected and the view
// is scrolled to its end; a reader who scrolled back or picked another row keeps it.
class SweepStepTable : public QTableView
{
    Q_OBJECT

public:
    explicit SweepStepTable(SweepStepTableModel *model, QWidget *parent = nullptr);

    // Whether the next step will be followed: the reader is at the newest row.
    bool isFollowing() const;
    // The rows that fit the viewport whole at its current height.
    int visibleRowCount() const;

protected:
    // A view that shrinks (the result line above it grew) keeps the newest row in view.
    void resizeEvent(QResizeEvent *event) override;

private:
    void onRowsAboutToBeInserted();
    void onRowsInserted();

    SweepStepTableModel *m_model;
    bool m_follow = true;
};

} // namespace llmcap
