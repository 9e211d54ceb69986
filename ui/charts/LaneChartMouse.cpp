// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// LaneChartView's mouse, apart from its layout and data: the hover crosshair, a click on a moment
// (snapped to a nearby non-empty bucket), double-click to reset the zoom, and the right click that
// asks for the lane menu.
#include "ui/charts/LaneChartView.h"

#include "ui/charts/ChartItems.h"
#include "ui/charts/ChartSeries.h"
#include "ui/charts/LaneChartRow.h"

#include <QContextMenuEvent>
#include <QMouseEvent>
#include <QResizeEvent>
#include <QToolTip>

#include <qcustomplot.h>

#include <cmath>

namespace ratelab {
int LaneChartView::laneAt(const QPointF& pos, double* seconds) const
{
    for (std::size_t lane = 0; lane < m_rows.size(); ++lane) {
        for (QCPAxisRect* rect : {m_rows[lane]->countsRect(), m_rows[lane]->levelRect()}) {
            if (rect->rect().contains(pos.toPoint())) {
                *seconds = rect->axis(QCPAxis::atBottom)->pixelToCoord(pos.x());
                return static_cast<int>(lane); // a row; m_shown names its lane
            }
        }
    }
    return -1;
}

void LaneChartView::setHover(std::optional<double> seconds)
{
    if (seconds == m_hover)
        return;
    m_hover = seconds;
    for (const auto& row : m_rows)
        row->setHover(seconds);
    requestReplot();
}

bool LaneChartView::showsMoment(double seconds) const
{
    if (!m_hideFuture || !m_result || m_cursor >= fromMillis(m_result->durationMs))
        return true;
    const double bucket = chartseries::msToSeconds(std::max<std::int64_t>(m_result->bucketMs, 1));
    const double bucketEnd = (std::floor(seconds / bucket) + 1) * bucket;
    return bucketEnd <= chartseries::seconds(std::max<SimTime>(m_cursor, 0)) + 1e-9;
}

double LaneChartView::snapped(std::size_t lane, double seconds, double pixelX) const
{
    if (!m_result || lane >= m_result->series.size() || m_rows.empty())
        return seconds;
    const QCPAxis* axis = m_rows.front()->timeAxis();
    const double tolerance = std::abs(axis->pixelToCoord(pixelX + kSnapPixels) - seconds);
    const LaneSeries& series = m_result->series[lane];
    const int bucket =
        chartseries::nearestBusyBucket(series, m_result->bucketMs, seconds, tolerance);
    if (bucket < 0 || bucket == chartseries::bucketAt(series, m_result->bucketMs, seconds))
        return seconds;
    return chartseries::msToSeconds(m_result->bucketMs) * (bucket + 0.5);
}

bool LaneChartView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_plot)
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::Resize:
        for (const auto& row : m_rows)
            row->fitTitle(static_cast<QResizeEvent*>(event)->size().width());
        if (m_legend)
            chartitems::fitLegendColumns(m_legend,
                                         static_cast<QResizeEvent*>(event)->size().width());
        updateMinimumHeight(); // a title or the legend that wrapped needs its lines
        break;
    case QEvent::MouseMove: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->buttons() != Qt::NoButton) {
            setHover(std::nullopt); // dragging pans; the crosshair would trail behind
            break;
        }
        double seconds = 0;
        int lane = laneAt(mouse->position(), &seconds);
        if (!showsMoment(seconds))
            lane = -1; // lesson mode: a bucket still to come has no figures to hover
        setHover(lane >= 0 ? std::optional<double>(seconds) : std::nullopt);
        const QString tip =
            lane >= 0 ? m_rows[static_cast<std::size_t>(lane)]->tooltipAt(seconds) : QString();
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(mouse->globalPosition().toPoint(), tip, m_plot);
        break;
    }
    case QEvent::Leave:
        setHover(std::nullopt);
        break;
    case QEvent::MouseButtonPress:
        m_pressPos = static_cast<QMouseEvent*>(event)->position().toPoint();
        break;
    case QEvent::MouseButtonRelease: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() != Qt::LeftButton
            || (mouse->position().toPoint() - m_pressPos).manhattanLength() > 4)
            break;
        double seconds = 0;
        const int row = laneAt(mouse->position(), &seconds);
        if (row < 0)
            break;
        const std::size_t lane = m_shown[static_cast<std::size_t>(row)];
        emit momentClicked(static_cast<int>(lane),
                           static_cast<SimTime>(
                               std::llround(snapped(lane, seconds, mouse->position().x()) * 1e6)));
        break;
    }
    case QEvent::MouseButtonDblClick:
        resetZoom();
        return true;
    case QEvent::ContextMenu: {
        auto* menu = static_cast<QContextMenuEvent*>(event);
        double seconds = 0;
        const int row = laneAt(menu->pos(), &seconds);
        emit laneMenuRequested(row < 0 ? -1
                                       : static_cast<int>(m_shown[static_cast<std::size_t>(row)]),
                               menu->globalPos());
        return true;
    }
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace ratelab
