// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/topology/TopologyLinkItem.h"

#include "ui/charts/ColorScheme.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPainter>
#include <QPainterPathStroker>

namespace ratelab {
namespace {

QFont labelFont()
{
    QFont f = QGuiApplication::font();
    f.setPointSizeF(7.5);
    return f;
}

} // namespace

TopologyLinkItem::TopologyLinkItem(int index, const QPainterPath& path, const QPointF& labelCentre,
                                   const QString& label, bool dashed, QGraphicsItem* parent)
    : QGraphicsItem(parent)
    , m_index(index)
    , m_path(path)
    , m_labelCentre(labelCentre)
    , m_label(label)
    , m_dashed(dashed)
{
    setZValue(1);
}

void TopologyLinkItem::setState(Health health, const QColor& color, qreal width)
{
    prepareGeometryChange();
    m_health = health;
    m_color = color;
    m_width = width;
    update();
}

QRectF TopologyLinkItem::labelRect() const
{
    if (m_label.isEmpty())
        return {};
    const QFontMetricsF metrics(labelFont());
    const QSizeF size(metrics.horizontalAdvance(m_label) + 6, metrics.height() + 1);
    return QRectF(m_labelCentre - QPointF(size.width() / 2, size.height() / 2), size);
}

QRectF TopologyLinkItem::boundingRect() const
{
    return m_path.boundingRect().adjusted(-6, -6, 6, 6).united(labelRect());
}

QPainterPath TopologyLinkItem::shape() const
{
    QPainterPathStroker stroker;
    stroker.setWidth(9);
    QPainterPath s = stroker.createStroke(m_path);
    if (!m_label.isEmpty())
        s.addRect(labelRect());
    return s;
}

void TopologyLinkItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    QPen pen(m_color, m_width, m_dashed || m_health == Health::Down ? Qt::DashLine : Qt::SolidLine);
    pen.setCapStyle(Qt::FlatCap);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(m_path);
    if (m_label.isEmpty())
        return;
    const QRectF r = labelRect();
    painter->setPen(QPen(colors::faded(m_color, 160), 1));
    painter->setBrush(QColor(255, 255, 255, 235));
    painter->drawRoundedRect(r, 3, 3);
    painter->setFont(labelFont());
    painter->setPen(m_health == Health::Healthy ? colors::axisText() : m_color.darker(130));
    painter->drawText(r, Qt::AlignCenter, m_label);
}

} // namespace ratelab
