// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A small clock face in an instance's corner: grey when the instance's clock is exact, amber when
// it is offset, drifts or steps, so skewed instances stand out at a glance. Child of the instance's
// TopologyNodeItem; GUI thread.
#include <QGraphicsItem>

namespace ratelab {

class ClockBadgeItem : public QGraphicsItem {
public:
    enum { Type = UserType + 703 };

    ClockBadgeItem(const QPointF& centre, bool skewed, QGraphicsItem* parent = nullptr);

    [[nodiscard]] int type() const override { return Type; }
    [[nodiscard]] bool skewed() const { return m_skewed; }
    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QPointF m_centre;
    bool m_skewed;
};

} // namespace ratelab
