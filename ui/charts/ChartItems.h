// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Small QCustomPlot items every chart row draws the same way: bands and masks spanning an axis
// rect's whole height, the playback cursor line, a corner caption, and step graphs. The QCustomPlot
// owns what these create. GUI thread only.
#include <QColor>
#include <QList>
#include <QString>
#include <QVector>

class QCustomPlot;
class QScrollArea;
class QWidget;
class QCPAxis;
class QCPAxisRect;
class QCPGraph;
class QPen;
class QCPItemPosition;
class QCPItemRect;
class QCPItemStraightLine;
class QCPItemText;
class QCPLegend;
class QCPMarginGroup;
class QCPTextElement;

namespace ratelab::chartitems {

// A plot of chart rows on one time axis: dragged and zoomed with the mouse, fast to redraw with
// many points, legend entries added by hand, a "mask" layer above the data for the playback mask.
void setUpTimePlot(QCustomPlot* plot);
// The plot inside a vertical scroll area (many rows scroll rather than shrink below a readable
// height). The explicit minimum width overrides the layout's text-based hint, so long titles
// never push the time axis out of view.
QScrollArea* verticalScroller(QCustomPlot* plot, int minimumWidth, QWidget* parent);

// A row's axis rect on the shared time axis: drawn under the grid and bands like QCustomPlot's
// default rect, left and right margins aligned through `margins`, dragged and zoomed in time only,
// with a silent right axis as a frame, in the house style.
void setUpTimeRect(QCPAxisRect* rect, QCPMarginGroup* margins);

// x in plot coordinates, y as a fraction of the axis rect: for bands, masks and labels that
// span the whole height whatever the value range.
void placeSpanning(QCPItemPosition* pos, QCPAxisRect* rect, double x, double yRatio);
QCPItemRect* spanningRect(QCustomPlot* plot, QCPAxisRect* rect, const QString& layer,
                          const QColor& fill);
QCPItemStraightLine* verticalLine(QCustomPlot* plot, QCPAxisRect* rect);
// The playback cursor at `seconds`: its line, and the mask that greys out the future after it.
void placeCursor(QCPItemStraightLine* line, QCPItemRect* mask, double seconds, bool visible);
// Lesson mode hides the future behind an opaque mask; otherwise it shows through, faded.
void setMaskOpaque(QCPItemRect* mask, bool opaque);
// A row's stacked rects share one time axis: only the bottom one labels it, and only if `show`.
void showTimeAxisOnLast(const QList<QCPAxisRect*>& rects, bool show);
// A lane block's fonts at `scale`: its title and badge, its rects' axes and their corner captions.
void scaleRowFonts(QCPTextElement* title, QCPTextElement* badge, const QList<QCPAxisRect*>& rects,
                   const QList<QCPItemText*>& captions, double scale);
// A caption in the rect's top-left corner instead of a rotated axis label: readable in short rows.
QCPItemText* cornerCaption(QCustomPlot* plot, QCPAxisRect* rect, const QString& text,
                           const QColor& color, double fontScale);

// A step graph (each value held from its bucket's start) on x/y, named for the legend.
QCPGraph* stepGraph(QCPAxis* x, QCPAxis* y, const QVector<double>& keys,
                    const QVector<double>& values, const QPen& pen, const QString& name);
// A horizontal line across the whole run as a two-point graph, so the legend can name it.
QCPGraph* levelLine(QCPAxis* x, QCPAxis* y, double value, double spanSec, const QPen& pen,
                    const QString& name);
// A shared legend above the rows, in the house style, filled row by row.
QCPLegend* topLegend(QCustomPlot* plot, double fontScale);
// As many legend columns as fit in `width` pixels, each as wide as its widest entry, so no entry
// runs into its neighbour or past the edge; true when the count changed.
bool fitLegendColumns(QCPLegend* legend, int width);

// Step graphs hold each value from a bucket's start; one closing point keeps the last bucket.
QVector<double> closed(QVector<double> v, double last);

} // namespace ratelab::chartitems
