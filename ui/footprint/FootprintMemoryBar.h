#pragma once

#include "footprint/FootprintCalculator.h"

#include <QWidget>

namespace llmcap {

// One GPU's memory split into weights, activations, non-torch memory, KV cache and what the
// runtime keeps free (the same picture as in the PDF report).
class FootprintMemoryBar : public QWidget
{
    Q_OBJECT

public:
    explicit FootprintMemoryBar(QWidget *parent = nullptr);
    void setFootprint(const Footprint &footprint);
    QSize sizeHint() const override { return {520, 96}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    Footprint m_footprint;
};

} // namespace llmcap
