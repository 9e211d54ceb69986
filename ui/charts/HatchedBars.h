// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Bars for refused requests: filled with a light tint of their colour and hatched with lines in
// it, so they differ from admitted bars by pattern as well as hue (a colour-blind reader, a
// greyscale print). The hatch is drawn as lines, not a pattern brush, so PNG, PDF and SVG
// exports show it alike. Owned by its QCustomPlot like any QCPBars; GUI thread only.
#include <QColor>

#include <qcustomplot.h>

namespace ratelab {

class HatchedBars : public QCPBars {
public:
    HatchedBars(QCPAxis* keyAxis, QCPAxis* valueAxis, const QColor& color);

    // The hatch: colours::refusedPattern() in the bars' colour (what brush() reports).
    [[nodiscard]] QBrush hatch() const { return brush(); }
    [[nodiscard]] QColor fill() const { return m_fill; }

protected:
    void draw(QCPPainter* painter) override;
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;

private:
    void drawHatch(QCPPainter* painter, const QRectF& rect) const;

    QColor m_fill;
};

} // namespace ratelab
