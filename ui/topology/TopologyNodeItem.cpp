// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/topology/TopologyNodeItem.h"

#include "ui/charts/ColorScheme.h"

#include <QCursor>
#include <QPainter>

namespace ratelab {

TopologyNodeItem::TopologyNodeItem(Kind kind, int index, const QRectF& rect, QGraphicsItem* parent)
    : QGraphicsItem(parent)
    , m_kind(kind)
    , m_index(index)
    , m_rect(rect)
{
    setZValue(kind == Kind::Region ? 0 : 2);
    if (kind == Kind::Store)
        setCursor(Qt::PointingHandCursor);
}

void TopologyNodeItem::setTitle(const QString& title)
{
    m_title = title;
    update();
}

void TopologyNodeItem::setLines(const QStringList& lines)
{
    m_lines = lines;
    update();
}

void TopologyNodeItem::setCornerText(const QString& text, const QColor& color)
{
    m_corner = text;
    m_cornerColor = color;
    update();
}

void TopologyNodeItem::setState(Health health, const QColor& fill, const QColor& border,
                                qreal borderWidth)
{
    m_health = health;
    m_fill = fill;
    m_border = border;
    m_borderWidth = borderWidth;
    update();
}

QRectF TopologyNodeItem::boundingRect() const
{
    const qreal m = m_borderWidth / 2 + 1;
    return m_rect.adjusted(-m, -m, m, m);
}

void TopologyNodeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(
        QPen(m_border, m_borderWidth, m_kind == Kind::More ? Qt::DashLine : Qt::SolidLine));
    painter->setBrush(m_fill);
    const qreal radius = m_kind == Kind::Region ? 8 : 5;
    painter->drawRoundedRect(m_rect, radius, radius);

    QFont titleFont = painter->font();
    titleFont.setPointSizeF(m_kind == Kind::Region || m_kind == Kind::Single ? 10.0 : 8.5);
    titleFont.setBold(true);
    QFont lineFont = titleFont;
    lineFont.setBold(false);
    lineFont.setPointSizeF(7.5);
    const QRectF inner = m_rect.adjusted(7, 4, -7, -3);
    painter->setPen(colors::axisText());
    painter->setFont(titleFont);
    const QFontMetricsF titleMetrics(titleFont);
    if (m_kind == Kind::Region) {
        painter->drawText(inner, Qt::AlignLeft | Qt::AlignTop, m_title);
        // Right after the title: links to stores in other regions run down the right-hand side.
        if (!m_corner.isEmpty()) {
            painter->setFont(lineFont);
            painter->setPen(m_cornerColor);
            const qreal x = titleMetrics.horizontalAdvance(m_title) + 10;
            painter->drawText(inner.adjusted(x, 2, 0, 0), Qt::AlignLeft | Qt::AlignTop,
                              QStringLiteral("· ") + m_corner);
        }
        return;
    }
    const Qt::Alignment align = m_kind == Kind::Instance ? Qt::AlignLeft : Qt::AlignHCenter;
    const QFontMetricsF lineMetrics(lineFont);
    // Centre the block of text vertically in the box.
    const qreal height = titleMetrics.height() + lineMetrics.height() * m_lines.size();
    qreal y = m_kind == Kind::Single
                  ? inner.top() + 6
                  : inner.top() + std::max<qreal>(0, (inner.height() - height) / 2);
    painter->drawText(QRectF(inner.left(), y, inner.width(), titleMetrics.height()),
                      align | Qt::AlignVCenter,
                      titleMetrics.elidedText(m_title, Qt::ElideRight, inner.width()));
    y += titleMetrics.height();
    painter->setFont(lineFont);
    for (const QString& line : std::as_const(m_lines)) {
        painter->drawText(QRectF(inner.left(), y, inner.width(), lineMetrics.height()),
                          align | Qt::AlignVCenter,
                          lineMetrics.elidedText(line, Qt::ElideRight, inner.width()));
        y += lineMetrics.height();
    }
}

} // namespace ratelab
