// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/HatchedBars.h"

#include "ui/charts/ColorScheme.h"

namespace ratelab {

namespace {

// Pixels between hatch lines; bars narrower than this show their tint and outline only.
constexpr double kSpacing = 5.0;

// Halfway to white: light enough for the hatch to show, still the refusal's hue.
QColor tint(const QColor& c)
{
    return QColor((c.red() + 255) / 2, (c.green() + 255) / 2, (c.blue() + 255) / 2);
}

} // namespace

HatchedBars::HatchedBars(QCPAxis* keyAxis, QCPAxis* valueAxis, const QColor& color)
    : QCPBars(keyAxis, valueAxis)
    , m_fill(tint(color))
{
    setBrush(QBrush(color.darker(110), colors::refusedPattern()));
    setPen(QPen(color.darker(115), 0.8));
}

void HatchedBars::draw(QCPPainter* painter)
{
    const QBrush hatchBrush = brush();
    setBrush(m_fill);
    QCPBars::draw(painter);
    setBrush(hatchBrush);
    if (mDataContainer->isEmpty())
        return;
    QCPBarsDataContainer::const_iterator begin;
    QCPBarsDataContainer::const_iterator end;
    getVisibleDataBounds(begin, end);
    for (auto it = begin; it != end; ++it) {
        const QRectF bar = getBarRect(it->key, it->value).normalized();
        if (bar.width() >= kSpacing && bar.height() >= 1.0)
            drawHatch(painter, bar);
    }
}

void HatchedBars::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const
{
    const QRectF icon = rect.adjusted(0.5, 0.5, -0.5, -0.5);
    painter->setPen(Qt::NoPen);
    painter->setBrush(m_fill);
    painter->drawRect(icon);
    drawHatch(painter, icon);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(pen());
    painter->drawRect(icon);
}

void HatchedBars::drawHatch(QCPPainter* painter, const QRectF& rect) const
{
    painter->save();
    painter->setClipRect(rect, Qt::IntersectClip);
    painter->setPen(QPen(brush().color(), 1.0));
    // Lines rising to the right ("/", Qt::BDiagPattern), one every kSpacing pixels.
    for (double x = rect.left() - rect.height(); x < rect.right(); x += kSpacing)
        painter->drawLine(QPointF(x, rect.bottom()), QPointF(x + rect.height(), rect.top()));
    painter->restore();
}

} // namespace ratelab
