// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/ChartItems.h"

#include "ui/charts/ChartStyle.h"
#include "ui/charts/ColorScheme.h"

#include <QScrollArea>

#include <algorithm>

#include <qcustomplot.h>

namespace ratelab::chartitems {

void placeSpanning(QCPItemPosition* pos, QCPAxisRect* rect, double x, double yRatio)
{
    pos->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    pos->setAxisRect(rect);
    pos->setTypeX(QCPItemPosition::ptPlotCoords);
    pos->setTypeY(QCPItemPosition::ptAxisRectRatio);
    pos->setCoords(x, yRatio);
}

QCPItemRect* spanningRect(QCustomPlot* plot, QCPAxisRect* rect, const QString& layer,
                          const QColor& fill)
{
    auto* item = new QCPItemRect(plot);
    item->setLayer(layer);
    item->setClipAxisRect(rect);
    item->setClipToAxisRect(true);
    item->setPen(Qt::NoPen);
    item->setBrush(fill);
    item->setSelectable(false);
    placeSpanning(item->topLeft, rect, 0, 0);
    placeSpanning(item->bottomRight, rect, 0, 1);
    return item;
}

QCPItemStraightLine* verticalLine(QCustomPlot* plot, QCPAxisRect* rect)
{
    auto* line = new QCPItemStraightLine(plot);
    line->setLayer(QStringLiteral("mask"));
    line->setClipAxisRect(rect);
    line->setPen(QPen(colors::cursor(), 1.5));
    line->setSelectable(false);
    placeSpanning(line->point1, rect, 0, 0);
    placeSpanning(line->point2, rect, 0, 1);
    return line;
}

QCPItemText* cornerCaption(QCustomPlot* plot, QCPAxisRect* rect, const QString& text,
                           const QColor& color, double fontScale)
{
    auto* caption = new QCPItemText(plot);
    caption->setLayer(QStringLiteral("overlay"));
    caption->setClipAxisRect(rect);
    placeSpanning(caption->position, rect, 0, 0);
    caption->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    caption->position->setCoords(0.004, 0.0);
    caption->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    caption->setText(text);
    caption->setColor(color);
    caption->setBrush(QColor(255, 255, 255, 200));
    caption->setPadding(QMargins(3, 0, 3, 1));
    caption->setSelectable(false);
    caption->setFont(chartstyle::font(fontScale * 0.85));
    return caption;
}

void setUpTimePlot(QCustomPlot* plot)
{
    plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plot->setNoAntialiasingOnDrag(true);
    plot->setAutoAddPlottableToLegend(false);
    plot->setPlottingHint(QCP::phCacheLabels, true);
    plot->setPlottingHint(QCP::phFastPolylines, true);
    plot->setMouseTracking(true);
    plot->addLayer(QStringLiteral("mask"), plot->layer(QStringLiteral("main")),
                   QCustomPlot::limAbove);
}

QScrollArea* verticalScroller(QCustomPlot* plot, int minimumWidth, QWidget* parent)
{
    auto* scroll = new QScrollArea(parent);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(plot);
    plot->setMinimumWidth(minimumWidth);
    return scroll;
}

void setUpTimeRect(QCPAxisRect* rect, QCPMarginGroup* margins)
{
    rect->setLayer(QStringLiteral("background"));
    rect->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    rect->setRangeDrag(Qt::Horizontal);
    rect->setRangeZoom(Qt::Horizontal);
    rect->axis(QCPAxis::atRight)->setVisible(true);
    rect->axis(QCPAxis::atRight)->setTickLabels(false);
    rect->axis(QCPAxis::atRight)->setTicks(false);
    chartstyle::styleAxisRect(rect);
}

void showTimeAxisOnLast(const QList<QCPAxisRect*>& rects, bool show)
{
    for (qsizetype i = 0; i < rects.size(); ++i) {
        QCPAxis* axis = rects[i]->axis(QCPAxis::atBottom);
        const bool last = i + 1 == rects.size();
        axis->setTickLabels(show && last);
        axis->setLabel(show && last ? QObject::tr("virtual time (s)") : QString());
    }
}

void scaleRowFonts(QCPTextElement* title, QCPTextElement* badge, const QList<QCPAxisRect*>& rects,
                   const QList<QCPItemText*>& captions, double scale)
{
    title->setFont(chartstyle::font(scale * 1.05, QFont::DemiBold));
    badge->setFont(chartstyle::font(scale * 0.95));
    for (QCPAxisRect* rect : rects)
        chartstyle::scaleAxisFonts(rect, scale);
    for (QCPItemText* caption : captions)
        caption->setFont(chartstyle::font(scale * 0.85));
}

void placeCursor(QCPItemStraightLine* line, QCPItemRect* mask, double seconds, bool visible)
{
    line->setVisible(visible);
    line->point1->setCoords(seconds, 0);
    line->point2->setCoords(seconds, 1);
    mask->setVisible(visible);
    // A little past the rect's edges (the clip keeps it inside): bars cut off at the top edge
    // would otherwise show a sliver of the future there.
    mask->topLeft->setCoords(seconds, -0.05);
    mask->bottomRight->setCoords(seconds + 1e9, 1.05);
}

void setMaskOpaque(QCPItemRect* mask, bool opaque)
{
    const QColor faded = colors::futureMask();
    mask->setBrush(opaque ? QColor(faded.rgb()) : faded);
}

QCPLegend* topLegend(QCustomPlot* plot, double fontScale)
{
    auto* legend = new QCPLegend;
    plot->plotLayout()->addElement(0, 0, legend);
    legend->setLayer(QStringLiteral("legend"));
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setBorderPen(Qt::NoPen);
    legend->setBrush(Qt::NoBrush);
    legend->setIconSize(14, 10);
    legend->setMargins(QMargins(8, 4, 8, 4));
    legend->setRowSpacing(2);
    legend->setTextColor(colors::axisText());
    legend->setFont(chartstyle::font(fontScale));
    return legend;
}

bool fitLegendColumns(QCPLegend* legend, int width)
{
    QList<int> widths; // the entries in order (a wrapped grid has gaps)
    for (int i = 0; i < legend->itemCount(); ++i)
        if (const QCPAbstractLegendItem* item = legend->item(i))
            widths << item->minimumOuterSizeHint().width();
    const QMargins m = legend->margins();
    const int room = width - m.left() - m.right();
    // Filled row by row, entry i is in column i % columns and each column is as wide as its
    // widest entry: the most columns that fit side by side.
    const auto widthOf = [&widths, legend](int columns) {
        int total = (columns - 1) * legend->columnSpacing();
        for (int column = 0; column < columns; ++column) {
            int widest = 0;
            for (qsizetype i = column; i < widths.size(); i += columns)
                widest = std::max(widest, widths[i]);
            total += widest;
        }
        return total;
    };
    int columns = std::max(1, static_cast<int>(widths.size()));
    while (columns > 1 && widthOf(columns) > room)
        --columns;
    if (legend->wrap() == columns)
        return false;
    legend->setWrap(columns);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    return true;
}

QCPGraph* stepGraph(QCPAxis* x, QCPAxis* y, const QVector<double>& keys,
                    const QVector<double>& values, const QPen& pen, const QString& name)
{
    auto* graph = new QCPGraph(x, y);
    graph->setData(keys, values, true);
    graph->setLineStyle(QCPGraph::lsStepLeft);
    graph->setPen(pen);
    graph->setAdaptiveSampling(true);
    graph->setName(name);
    graph->setSelectable(QCP::stNone);
    return graph;
}

QCPGraph* levelLine(QCPAxis* x, QCPAxis* y, double value, double spanSec, const QPen& pen,
                    const QString& name)
{
    return stepGraph(x, y, {-spanSec, 2 * spanSec}, {value, value}, pen, name);
}

QVector<double> closed(QVector<double> v, double last)
{
    v << last;
    return v;
}

} // namespace ratelab::chartitems
