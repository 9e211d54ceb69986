// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One box of the topology drawing: a region, its load balancer, an instance or a store, with a
// bold title, a few lines of text and fill and border colours set by the scene from the health at
// the cursor. Owned by the TopologyScene; GUI thread.
#include "ui/topology/TopologyHealth.h"

#include <QGraphicsItem>
#include <QStringList>

namespace ratelab {

class TopologyNodeItem : public QGraphicsItem {
public:
    enum { Type = UserType + 701 };
    enum class Kind : std::uint8_t { Region, Balancer, Instance, Store, More, Single, Backend };

    TopologyNodeItem(Kind kind, int index, const QRectF& rect, QGraphicsItem* parent = nullptr);

    [[nodiscard]] int type() const override { return Type; }
    [[nodiscard]] Kind kind() const { return m_kind; }
    [[nodiscard]] int index() const { return m_index; } // region, instance (global) or store index
    [[nodiscard]] QRectF rect() const { return m_rect; }

    void setTitle(const QString& title);
    void setLines(const QStringList& lines);
    void setCornerText(const QString& text, const QColor& color); // top right, regions only
    void setState(Health health, const QColor& fill, const QColor& border, qreal borderWidth);
    [[nodiscard]] Health health() const { return m_health; }
    [[nodiscard]] QColor fillColor() const { return m_fill; }
    [[nodiscard]] QColor borderColor() const { return m_border; }
    [[nodiscard]] QString title() const { return m_title; }
    [[nodiscard]] QStringList lines() const { return m_lines; }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    Kind m_kind;
    int m_index;
    QRectF m_rect;
    QString m_title;
    QStringList m_lines;
    QString m_corner;
    QColor m_cornerColor;
    Health m_health = Health::Healthy;
    QColor m_fill = Qt::white;
    QColor m_border = Qt::gray;
    qreal m_borderWidth = 1.0;
};

} // namespace ratelab
