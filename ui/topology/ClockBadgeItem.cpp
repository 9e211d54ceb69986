// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/topology/ClockBadgeItem.h"

#include "ui/charts/ColorScheme.h"

#include <QPainter>

namespace ratelab {
namespace {

constexpr qreal kRadius = 6.5;

} // namespace

ClockBadgeItem::ClockBadgeItem(const QPointF& centre, bool skewed, QGraphicsItem* parent)
    : QGraphicsItem(parent)
    , m_centre(centre)
    , m_skewed(skewed)
{
    setZValue(3);
}

QRectF ClockBadgeItem::boundingRect() const
{
    return QRectF(m_centre.x() - kRadius - 1, m_centre.y() - kRadius - 1, 2 * kRadius + 2,
                  2 * kRadius + 2);
}

void ClockBadgeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor ink = m_skewed ? colors::wouldReject().darker(125) : QColor(0x8a, 0x90, 0x99);
    painter->setPen(QPen(ink, 1.4));
    painter->setBrush(m_skewed ? colors::faded(colors::wouldReject(), 70) : QColor(Qt::white));
    painter->drawEllipse(m_centre, kRadius, kRadius);
    // Hands at ten past ten.
    painter->drawLine(m_centre, m_centre + QPointF(-3.2, -2.0));
    painter->drawLine(m_centre, m_centre + QPointF(3.6, -2.8));
}

} // namespace ratelab
