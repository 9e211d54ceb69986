// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One link of the topology drawing: a path from a region's instances (or its balancer, or one
// store) to a store, labelled with its latency, drawn in the health colour at the cursor and
// thicker with more load. Clickable along a wide band. Owned by the TopologyScene; GUI thread.
#include "ui/topology/TopologyHealth.h"

#include <QGraphicsItem>
#include <QPainterPath>

namespace ratelab {

class TopologyLinkItem : public QGraphicsItem {
public:
    enum { Type = UserType + 702 };

    TopologyLinkItem(int index, const QPainterPath& path, const QPointF& labelCentre,
                     const QString& label, bool dashed, QGraphicsItem* parent = nullptr);

    [[nodiscard]] int type() const override { return Type; }
    [[nodiscard]] int index() const { return m_index; } // into TopologyModel::links()
    [[nodiscard]] QString label() const { return m_label; }
    void setState(Health health, const QColor& color, qreal width);
    [[nodiscard]] Health health() const { return m_health; }
    [[nodiscard]] QColor color() const { return m_color; }

    [[nodiscard]] QRectF boundingRect() const override;
    [[nodiscard]] QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    [[nodiscard]] QRectF labelRect() const;

    int m_index;
    QPainterPath m_path;
    QPointF m_labelCentre;
    QString m_label;
    bool m_dashed;
    Health m_health = Health::Healthy;
    QColor m_color = Qt::gray;
    qreal m_width = 1.5;
};

} // namespace ratelab
