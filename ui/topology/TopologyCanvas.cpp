// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/topology/TopologyCanvas.h"

#include "ui/topology/TopologyLinkItem.h"
#include "ui/topology/TopologyNodeItem.h"

#include <QMouseEvent>

#include <algorithm>

namespace ratelab {
namespace {

// Below this the labels stop being readable; above it the boxes look bloated.
constexpr qreal kMinScale = 0.6;
constexpr qreal kMaxScale = 1.5;

bool clickable(QGraphicsItem* item)
{
    if (item->type() == TopologyLinkItem::Type)
        return true;
    return item->type() == TopologyNodeItem::Type
           && static_cast<TopologyNodeItem*>(item)->kind() == TopologyNodeItem::Kind::Store;
}

} // namespace

TopologyCanvas::TopologyCanvas(QGraphicsScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    setFrameShape(QFrame::NoFrame);
    setMinimumSize(200, 150);
}

void TopologyCanvas::fit()
{
    const QRectF rect = sceneRect();
    if (rect.isEmpty())
        return;
    const qreal fitScale =
        std::min(viewport()->width() / rect.width(), viewport()->height() / rect.height());
    const qreal scale = std::clamp(fitScale, kMinScale, kMaxScale);
    setTransform(QTransform::fromScale(scale, scale));
}

void TopologyCanvas::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton || event->button() == Qt::RightButton) {
        const auto hits = items(event->position().toPoint());
        for (QGraphicsItem* item : hits) {
            QGraphicsItem* top = item;
            while (top->parentItem())
                top = top->parentItem();
            if (clickable(top)) {
                emit itemClicked(top, event->globalPosition().toPoint());
                event->accept();
                return;
            }
        }
    }
    QGraphicsView::mousePressEvent(event);
}

void TopologyCanvas::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    fit();
}

} // namespace ratelab
