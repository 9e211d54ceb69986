#pragma once
// Small QCustomPlot items every chart row draws the same way: bands and masks spanning an axis
// rect's whole height, the playback cursor line, and a corner caption. The QCustomPlot owns what
// these create. GUI thread only.
#include <QColor>
#include <QString>

class QCustomPlot;
class QCPAxisRect;
class QCPItemPosition;
class QCPItemRect;
class QCPItemStraightLine;
class QCPItemText;

namespace ratelab::chartitems {

// x in plot coordinates, y as a fraction of the axis rect: for bands, masks and labels that
// span the whole height whatever the value range.
void placeSpanning(QCPItemPosition* pos, QCPAxisRect* rect, double x, double yRatio);
QCPItemRect* spanningRect(QCustomPlot* plot, QCPAxisRect* rect, const QString& layer, const QColor& fill);
QCPItemStraightLine* verticalLine(QCustomPlot* plot, QCPAxisRect* rect);
// The playback cursor at `seconds`: its line, and the mask that greys out the future after it.
void placeCursor(QCPItemStraightLine* line, QCPItemRect* mask, double seconds, bool visible);
// A caption in the rect's top-left corner instead of a rotated axis label: readable in short rows.
QCPItemText* cornerCaption(QCustomPlot* plot, QCPAxisRect* rect, const QString& text, const QColor& color, double fontScale);

} // namespace ratelab::chartitems
