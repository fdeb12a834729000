#pragma once

#include <QList>
#include <QPen>
#include <QString>
#include <QWidget>

namespace llmcap {

// A legend for charts too narrow for their own: each entry a short sample drawn with the very
// pen (or marker) of its line, then its name; entries flow over as many rows as the width needs.
class ChartKey : public QWidget
{
    Q_OBJECT

public:
    struct Entry
    {
        enum class Sample { Line, Dot, Triangle, Heading }; // Heading: text alone
        QString text;
        QPen pen;
        Sample sample = Sample::Line;
        QColor fill; // dots and triangles
    };

    explicit ChartKey(QWidget *parent = nullptr);

    void setEntries(const QList<Entry> &entries);
    const QList<Entry> &entries() const { return m_entries; }
    QStringList texts() const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    struct Item
    {
        int entry;
        QRect rect;
    };
    QList<Item> layoutFor(int width) const;
    int sampleWidth() const;

    QList<Entry> m_entries;
};

} // namespace llmcap
