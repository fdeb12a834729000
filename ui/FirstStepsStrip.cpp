#include "FirstStepsStrip.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionToolButton>
#include <QToolButton>

namespace llmcap {

namespace {

enum class Mark { Done, Next, ToDo, Optional };

const QColor kDone(0x2e, 0x7d, 0x32);
const QColor kNext(0x2f, 0x4f, 0x7f);
const QColor kToDo(0x8a, 0x94, 0xa3);

// A round mark with the step's number, or a tick when done; painted, so that no font is needed.
QIcon markIcon(Mark mark, int number, qreal dpr)
{
    const int size = 18;
    QPixmap pixmap(QSize(size, size) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF box(1, 1, size - 2, size - 2);
    if (mark == Mark::Done || mark == Mark::Next) {
        p.setPen(Qt::NoPen);
        p.setBrush(mark == Mark::Done ? kDone : kNext);
        p.drawEllipse(box);
    } else {
        p.setPen(QPen(kToDo, 1.5, mark == Mark::Optional ? Qt::DotLine : Qt::SolidLine));
        p.setBrush(Qt::white);
        p.drawEllipse(box.adjusted(0.75, 0.75, -0.75, -0.75));
    }
    if (mark == Mark::Done) {
        QPainterPath tick;
        tick.moveTo(size * 0.28, size * 0.52);
        tick.lineTo(size * 0.44, size * 0.68);
        tick.lineTo(size * 0.74, size * 0.34);
        p.setPen(QPen(Qt::white, 2.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPath(tick);
    } else {
        QFont f;
        f.setPixelSize(10);
        f.setBold(true);
        p.setFont(f);
        p.setPen(mark == Mark::Next ? QColor(Qt::white) : kToDo);
        p.drawText(box, Qt::AlignCenter, QString::number(number));
    }
    return QIcon(pixmap);
}

} // namespace

FirstStepsStrip::FirstStepsStrip(QWidget *parent)
    : QFrame(parent)
    , m_title(new QLabel(tr("First steps:"), this))
    , m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("firstStepsStrip"));
    setStyleSheet(QStringLiteral("QFrame#firstStepsStrip { background: #f7f9fc; "
                                 "border-bottom: 1px solid #d5dce6; }"));
    m_title->setObjectName(QStringLiteral("firstStepsTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setToolTip(tr("The capacity-planning loop, in order. A tick marks a step this "
                           "project has done; the filled number is the step to do next. Click "
                           "a step to open its page."));
    m_close->setObjectName(QStringLiteral("firstStepsClose"));
    m_close->setAutoRaise(true);
    m_close->setText(QStringLiteral("\u00d7"));
    m_close->setToolTip(tr("Hide the first steps (Help > Show the First Steps brings them back)"));
    m_close->setAccessibleName(tr("Hide the first steps"));
    connect(m_close, &QToolButton::clicked, this, &FirstStepsStrip::closeRequested);

    auto *layout = new QHBoxLayout(this);
    // The strip may be narrower than its titles: resizeEvent() then makes it compact.
    layout->setSizeConstraint(QLayout::SetNoConstraint);
    layout->setContentsMargins(10, 3, 4, 3);
    layout->setSpacing(2);
    layout->addWidget(m_title);
    layout->addSpacing(4);
    layout->addStretch(1);
    layout->addWidget(m_close);
}

void FirstStepsStrip::setSteps(const QStringList &titles)
{
    qDeleteAll(findChildren<QLabel *>(QStringLiteral("firstStepsArrow")));
    qDeleteAll(m_buttons);
    m_buttons.clear();
    auto *layout = static_cast<QHBoxLayout *>(this->layout());
    int at = layout->indexOf(m_title) + 2; // after the title and its spacing
    for (int i = 0; i < titles.size(); ++i) {
        if (i > 0) {
            auto *arrow = new QLabel(QStringLiteral("\u203a"), this);
            arrow->setObjectName(QStringLiteral("firstStepsArrow"));
            arrow->setStyleSheet(QStringLiteral("color: #8a94a3;"));
            layout->insertWidget(at++, arrow);
        }
        auto *button = new QToolButton(this);
        button->setObjectName(QStringLiteral("firstStep%1").arg(i + 1));
        button->setAutoRaise(true);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setIconSize(QSize(18, 18));
        button->setText(titles.at(i));
        button->setFocusPolicy(Qt::TabFocus);
        connect(button, &QToolButton::clicked, this, [this, i] { Q_EMIT stepClicked(i); });
        layout->insertWidget(at++, button);
        m_buttons.append(button);
    }
    m_titles = titles;
    m_states.clear();
    m_next = -1;
    for (int i = 0; i < m_buttons.size(); ++i)
        updateButton(i);
    updateCompact();
}

void FirstStepsStrip::setStates(const QList<LoopStepState> &states)
{
    m_states = states;
    const LoopStep next = ProjectProgress::next(states);
    m_next = -1;
    for (int i = 0; i < states.size(); ++i)
        if (states.at(i).step == next && !states.at(i).done)
            m_next = i;
    for (int i = 0; i < m_buttons.size(); ++i)
        updateButton(i);
    updateCompact();
}

QSize FirstStepsStrip::minimumSizeHint() const
{
    // Marks only, the title and the close button: what a narrow window still shows.
    const int marks = int(m_buttons.size()) * 40;
    return {m_title->sizeHint().width() + marks + m_close->sizeHint().width() + 20,
            QFrame::minimumSizeHint().height()};
}

void FirstStepsStrip::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    updateCompact();
}

void FirstStepsStrip::updateCompact()
{
    int full = layout()->contentsMargins().left() + layout()->contentsMargins().right() +
               m_title->sizeHint().width() + m_close->sizeHint().width() + 8;
    for (QLabel *arrow : findChildren<QLabel *>(QStringLiteral("firstStepsArrow")))
        full += arrow->sizeHint().width() + layout()->spacing() * 2;
    for (QToolButton *b : std::as_const(m_buttons)) {
        QStyleOptionToolButton option;
        option.initFrom(b);
        const QSize text = b->fontMetrics().size(Qt::TextShowMnemonic, b->text());
        // As QToolButton::sizeHint() with the text beside the icon.
        const QSize content(b->iconSize().width() + 4 + text.width(),
                            std::max(b->iconSize().height(), text.height()));
        full += b->style()->sizeFromContents(QStyle::CT_ToolButton, &option, content, b).width();
    }
    m_compact = full > width();
    for (int i = 0; i < m_buttons.size(); ++i)
        m_buttons.at(i)->setToolButtonStyle(
            m_compact && i != m_next ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextBesideIcon);
}

void FirstStepsStrip::updateButton(int index)
{
    QToolButton *button = m_buttons.at(index);
    const LoopStepState state = m_states.value(index);
    const bool known = index < m_states.size();
    Mark mark = Mark::ToDo;
    if (known && state.done)
        mark = Mark::Done;
    else if (index == m_next)
        mark = Mark::Next;
    else if (known && state.optional)
        mark = Mark::Optional;
    button->setIcon(markIcon(mark, index + 1, devicePixelRatioF()));
    QFont f = font();
    f.setBold(mark == Mark::Next);
    button->setFont(f);
    QString tip = state.detail;
    if (mark == Mark::Done)
        tip = tr("Done: %1").arg(state.detail);
    else if (mark == Mark::Next)
        tip = tr("Next: %1").arg(state.detail);
    else if (known && state.optional)
        tip = tr("Optional: %1").arg(state.detail);
    // The title first: a compact strip shows the mark only.
    tip = m_titles.value(index) + QStringLiteral(" \u2014 ") + tip;
    button->setToolTip(tip);
    button->setAccessibleName(m_titles.value(index));
    button->setAccessibleDescription(tip);
}

} // namespace llmcap
