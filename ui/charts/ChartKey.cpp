#include "charts/ChartKey.h"

#include <QPainter>
#include <QPainterPath>

namespace llmcap {

namespace {

constexpr int kGap = 14; // between entries
constexpr int kPad = 4;  // between a sample and its text

} // namespace

ChartKey::ChartKey(QWidget *parent)
    : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void ChartKey::setEntries(const QList<Entry> &entries)
{
    m_entries = entries;
    QStringList names = texts();
    setAccessibleDescription(names.join(QLatin1String(", ")));
    updateGeometry();
    update();
}

QStringList ChartKey::texts() const
{
    QStringList out;
    for (const Entry &e : m_entries)
        out.append(e.text);
    return out;
}

int ChartKey::sampleWidth() const
{
    return fontMetrics().height() * 5 / 2; // long enough to show a dash-dot pattern
}

QList<ChartKey::Item> ChartKey::layoutFor(int width) const
{
    const QFontMetrics fm = fontMetrics();
    const int lineHeight = fm.height() + 2;
    QList<Item> items;
    int x = 0, y = 0;
    auto place = [&](int entry, int w) {
        if (x > 0 && x + w > width) {
            x = 0;
            y += lineHeight;
        }
        items.append({entry, QRect(x, y, w, lineHeight)});
        x += w + kGap;
    };
    for (int i = 0; i < m_entries.size(); ++i) {
        const Entry &e = m_entries.at(i);
        const int sample = e.sample == Entry::Sample::Heading ? 0 : sampleWidth() + kPad;
        place(i, sample + fm.horizontalAdvance(e.text));
    }
    return items;
}

int ChartKey::heightForWidth(int width) const
{
    const QList<Item> items = layoutFor(std::max(1, width));
    return items.isEmpty() ? 0 : items.last().rect.bottom() + 1;
}

QSize ChartKey::sizeHint() const
{
    const int width = std::max(200, this->width());
    return {width, heightForWidth(width)};
}

QSize ChartKey::minimumSizeHint() const
{
    return {100, heightForWidth(std::max(100, width()))};
}

void ChartKey::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int sample = sampleWidth();
    for (const Item &item : layoutFor(width())) {
        const QRect r = item.rect;
        const Entry &e = m_entries.at(item.entry);
        if (e.sample == Entry::Sample::Heading) {
            p.setPen(palette().color(QPalette::WindowText));
            p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter, e.text);
            continue;
        }
        const QRectF s(r.left(), r.top() + 2, sample, r.height() - 4);
        const QPointF c = s.center();
        switch (e.sample) {
        case Entry::Sample::Line:
            p.setPen(e.pen);
            p.drawLine(QPointF(s.left(), c.y()), QPointF(s.right(), c.y()));
            break;
        case Entry::Sample::Heading:
            break;
        case Entry::Sample::Dot:
            p.setPen(Qt::NoPen);
            p.setBrush(e.fill);
            p.drawEllipse(c, 4, 4);
            break;
        case Entry::Sample::Triangle: {
            QPainterPath t;
            t.moveTo(c.x(), c.y() - 5);
            t.lineTo(c.x() + 5, c.y() + 4);
            t.lineTo(c.x() - 5, c.y() + 4);
            t.closeSubpath();
            p.setPen(Qt::NoPen);
            p.fillPath(t, e.fill);
            break;
        }
        }
        p.setBrush(Qt::NoBrush);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRect(r.left() + sample + kPad, r.top(), r.width() - sample - kPad, r.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, e.text);
    }
}

} // namespace llmcap
