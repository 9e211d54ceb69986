// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The topology drawing of one lane: lays out the TopologyModel's regions (as boxes, one row each),
// balancers, instances with clock badges, stores and latency-labelled links as graphics items, and
// recolours them from a TopologyHealth when the cursor or the run changes. Owns its items; GUI
// thread.
#include "ui/topology/TopologyHealth.h"
#include "ui/topology/TopologyModel.h"

#include <QGraphicsScene>

#include <vector>

namespace ratelab {

class ClockBadgeItem;
class TopologyLinkItem;
class TopologyNodeItem;

class TopologyScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit TopologyScene(QObject* parent = nullptr);

    void setModel(const TopologyModel& model); // rebuilds every item
    void applyHealth(const TopologyHealth& health, const RunResult* result);

    [[nodiscard]] const TopologyModel& model() const { return m_model; }
    [[nodiscard]] const std::vector<TopologyNodeItem*>& regionItems() const { return m_regions; }
    [[nodiscard]] const std::vector<TopologyNodeItem*>& balancerItems() const
    {
        return m_balancers;
    }
    [[nodiscard]] const std::vector<TopologyNodeItem*>& instanceItems() const
    {
        return m_instances;
    } // shown ones
    [[nodiscard]] const std::vector<TopologyNodeItem*>& storeItems() const { return m_stores; }
    [[nodiscard]] const std::vector<TopologyLinkItem*>& linkItems() const { return m_links; }
    [[nodiscard]] const std::vector<ClockBadgeItem*>& clockBadges() const { return m_badges; }
    [[nodiscard]] TopologyNodeItem* singleProcessItem() const { return m_single; }
    // The backend behind a single process (a scenario without a world that has one), else null.
    [[nodiscard]] TopologyNodeItem* backendItem() const { return m_backend; }

private:
    void clearItems();
    void buildSingleProcess();
    void applyBackend(const TopologyHealth& health);
    void buildRegions();
    void buildLinks();
    [[nodiscard]] TopologyNodeItem* instanceItem(int global) const;
    [[nodiscard]] QString instanceToolTip(const TopologyInstance& inst,
                                          const RunResult* result) const;

    TopologyModel m_model;
    std::vector<TopologyNodeItem*> m_regions;
    std::vector<TopologyNodeItem*> m_balancers;
    std::vector<TopologyNodeItem*> m_instances;
    std::vector<TopologyNodeItem*> m_stores;
    std::vector<TopologyLinkItem*> m_links;
    std::vector<ClockBadgeItem*> m_badges;
    std::vector<TopologyNodeItem*> m_more;
    TopologyNodeItem* m_single = nullptr;
    TopologyNodeItem* m_backend = nullptr;
};

} // namespace ratelab
