// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The QGraphicsView that shows the TopologyScene: keeps the drawing fitted to the dock (within a
// readable scale range, scrolling beyond it) and reports clicks on stores and links. Owned by the
// TopologyView; GUI thread.
#include <QGraphicsView>

namespace ratelab {

class TopologyCanvas : public QGraphicsView {
    Q_OBJECT
public:
    explicit TopologyCanvas(QGraphicsScene* scene, QWidget* parent = nullptr);

    void fit();

signals:
    // A store or link was clicked (item is a TopologyNodeItem or TopologyLinkItem).
    void itemClicked(QGraphicsItem* item, const QPoint& globalPos);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
};

} // namespace ratelab
