#include "WorkflowSidebar.h"

#include <QPainter>
#include <QPainterPath>
#include <QStyledItemDelegate>

namespace llmcap {

namespace {

// Paints the item as usual, then a tick at its right edge when the step is done: a mark, not a
// word, so that the titles keep their width (German ones are long).
class DoneMarkDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        QStyledItemDelegate::paint(painter, option, index);
        if (!index.data(WorkflowSidebar::DoneRole).toBool())
            return;
        const bool selected = option.state.testFlag(QStyle::State_Selected);
        const int size = 14;
        const QRectF box(option.rect.right() - size - 10,
                         option.rect.center().y() - size / 2.0 + 0.5, size, size);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->setBrush(selected ? QColor(Qt::white) : QColor(0x2e, 0x7d, 0x32));
        painter->drawEllipse(box);
        QPainterPath tick;
        tick.moveTo(box.left() + size * 0.25, box.top() + size * 0.52);
        tick.lineTo(box.left() + size * 0.43, box.top() + size * 0.70);
        tick.lineTo(box.left() + size * 0.76, box.top() + size * 0.33);
        painter->setPen(QPen(selected ? QColor(0x2f, 0x4f, 0x7f) : QColor(Qt::white), 2.0,
                             Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(tick);
        painter->restore();
    }
};

} // namespace

WorkflowSidebar::WorkflowSidebar(QWidget *parent)
    : QListWidget(parent)
{
    setObjectName(QStringLiteral("workflowSidebar"));
    setIconSize(QSize(22, 22));
    setSpacing(2);
    setUniformItemSizes(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFocusPolicy(Qt::StrongFocus);
    setItemDelegate(new DoneMarkDelegate(this));
    setStyleSheet(QStringLiteral("QListWidget#workflowSidebar { background: #eef2f7; border: none; "
                                 "padding-top: 8px; }"
                                 // Room at the right for the done mark (DoneMarkDelegate).
                                 "QListWidget#workflowSidebar::item { padding: 8px 28px 8px 10px; }"
                                 "QListWidget#workflowSidebar::item:selected { background: "
                                 "#2f4f7f; color: white; }"));
}

void WorkflowSidebar::addStep(const QIcon &icon, const QString &title)
{
    auto *item = new QListWidgetItem(icon, title, this);
    item->setToolTip(tr("Ctrl+%1").arg(count()));
}

void WorkflowSidebar::setStepDone(int row, bool done, const QString &detail)
{
    QListWidgetItem *it = item(row);
    if (!it)
        return;
    it->setData(DoneRole, done);
    const QString shortcut = tr("Ctrl+%1").arg(row + 1);
    it->setToolTip(detail.isEmpty() ? shortcut
                                    : (done ? tr("Done: %1").arg(detail) : detail) +
                                          QStringLiteral(" (") + shortcut + QLatin1Char(')'));
    it->setData(Qt::AccessibleTextRole, done ? tr("%1, done").arg(it->text()) : it->text());
}

bool WorkflowSidebar::isStepDone(int row) const
{
    const QListWidgetItem *it = item(row);
    return it && it->data(DoneRole).toBool();
}

QSize WorkflowSidebar::sizeHint() const
{
    return QSize(206, QListWidget::sizeHint().height());
}

} // namespace llmcap
