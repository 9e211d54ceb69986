// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/LaneCrosshair.h"

#include "ui/charts/ChartItems.h"
#include "ui/charts/ChartStyle.h"
#include "ui/charts/ColorScheme.h"

#include <qcustomplot.h>

namespace ratelab {

LaneCrosshair::LaneCrosshair(QCustomPlot* plot, QCPAxisRect* counts, QCPAxisRect* level)
    : m_counts(counts)
    , m_lines{chartitems::verticalLine(plot, counts), chartitems::verticalLine(plot, level)}
    , m_text(new QCPItemText(plot))
{
    for (QCPItemStraightLine* line : m_lines) {
        line->setLayer(QStringLiteral("overlay"));
        line->setPen(QPen(colors::axisText(), 1, Qt::DashLine));
        line->setVisible(false);
    }
    m_text->setLayer(QStringLiteral("overlay"));
    m_text->setClipAxisRect(counts);
    chartitems::placeSpanning(m_text->position, counts, 0, 0);
    m_text->setColor(colors::axisText());
    m_text->setBrush(QColor(255, 255, 255, 220));
    m_text->setPen(QPen(colors::grid(), 1));
    m_text->setPadding(QMargins(4, 1, 4, 1));
    m_text->setSelectable(false);
    m_text->setVisible(false);
}

void LaneCrosshair::show(std::optional<double> seconds, const QString& line, double fontScale)
{
    for (QCPItemStraightLine* hover : m_lines) {
        hover->setVisible(seconds.has_value());
        if (seconds) {
            hover->point1->setCoords(*seconds, 0);
            hover->point2->setCoords(*seconds, 1);
        }
    }
    m_text->setVisible(seconds && !line.isEmpty());
    if (!seconds)
        return;
    m_text->setText(line);
    m_text->setFont(chartstyle::font(fontScale * 0.85));
    // Beside the line, on the side with room for it; below the row's corner caption.
    const QCPRange range = m_counts->axis(QCPAxis::atBottom)->range();
    const bool right = *seconds < range.lower + 0.6 * range.size();
    m_text->position->setCoords(*seconds, 0.02);
    m_text->setPositionAlignment((right ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignTop);
    m_text->setPadding(right ? QMargins(6, 1, 4, 1) : QMargins(4, 1, 6, 1));
}

bool LaneCrosshair::shown() const
{
    return m_lines[0]->visible();
}

double LaneCrosshair::seconds() const
{
    return m_lines[0]->point1->coords().x();
}

QString LaneCrosshair::text() const
{
    return m_text->visible() ? m_text->text() : QString();
}

} // namespace ratelab
