// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How every sweep heatmap looks, the files ratelab-cli writes and the app's Sweep view alike.
// The colour scale is viridis, which reads in order for colour-blind viewers and in greyscale
// print, and whose ends are neither white nor black, so no cell vanishes into the background or the
// grid. Cells not computed (NaN) are transparent. Header-only: the app includes it without linking
// render/.
#include <QString>

#include <cmath>
#include <qcustomplot.h>

namespace ratelab {

inline QCPColorGradient sweepGradient()
{
    QCPColorGradient gradient;
    gradient.setColorInterpolation(QCPColorGradient::ciRGB);
    gradient.setColorStopAt(0.00, QColor(68, 1, 84));
    gradient.setColorStopAt(0.25, QColor(59, 82, 139));
    gradient.setColorStopAt(0.50, QColor(33, 145, 140));
    gradient.setColorStopAt(0.75, QColor(94, 201, 98));
    gradient.setColorStopAt(1.00, QColor(253, 231, 37));
    gradient.setNanHandling(QCPColorGradient::nhTransparent);
    return gradient;
}

// Text drawn on a cell of the gradient at `position` (0..1): white on the dark purple and blue
// end, black on the green and yellow end.
inline QColor sweepCellTextColour(double position)
{
    return position < 0.55 ? QColor(Qt::white) : QColor(Qt::black);
}

// A cell's value as its label: whole numbers as they are, fractions to four significant digits.
inline QString sweepCellLabel(double v)
{
    if (v == std::floor(v) && std::abs(v) < 1e9)
        return QString::number(static_cast<qint64>(v));
    return QString::number(v, 'g', 4);
}

// Writes each computed cell's value on it, when the grid is small enough for the numbers to be
// read (a colour alone cannot tell 113 from 116); the colour range is the map's.
inline void labelSweepCells(QCustomPlot& plot, const QCPColorMap& map, int nx, int ny)
{
    constexpr int kMaxLabelledCells = 144;
    if (nx * ny > kMaxLabelledCells)
        return;
    const QCPRange range = map.dataRange();
    QFont font = plot.font();
    font.setPointSizeF(font.pointSizeF() * (nx > 8 ? 0.75 : 0.9));
    for (int x = 0; x < nx; ++x) {
        for (int y = 0; y < ny; ++y) {
            const double v = map.data()->cell(x, y);
            if (std::isnan(v))
                continue;
            const double position = range.size() > 0 ? (v - range.lower) / range.size() : 0.5;
            auto* text = new QCPItemText(&plot);
            text->position->setCoords(x, y);
            text->setText(sweepCellLabel(v));
            text->setFont(font);
            text->setColor(sweepCellTextColour(position));
            text->setClipToAxisRect(true);
        }
    }
}

} // namespace ratelab
