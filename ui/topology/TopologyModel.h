// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the topology view draws for one lane of a scenario, as plain values: the regions and
// their instances (with clocks), the lane's stores according to its placement, and the links
// between them with their latency. Built from the scenario alone (no run needed); the health at
// a moment comes from TopologyHealth. A value; GUI thread.
#include "core/sim/model/Scenario.h"

#include <QString>

#include <vector>

namespace ratelab {

struct TopologyInstance {
    int global = 0; // index over all regions, region by region (as the engine numbers them)
    int region = 0;
    QString name; // "us-0"
    std::int64_t offsetMs = 0;
    std::int64_t driftPpm = 0;
    std::int64_t stepAtMs = 0;
    std::int64_t stepDeltaMs = 0; // 0: no NTP step
    [[nodiscard]] bool skewed() const { return offsetMs != 0 || driftPpm != 0 || stepDeltaMs != 0; }
};

struct TopologyRegion {
    QString name;
    int firstInstance = 0; // global index of its first instance
    int instanceCount = 0;
    int hiddenInstances = 0; // beyond the ones drawn, shown as "+N more"
};

enum class StoreRole : std::uint8_t {
    LocalMemory,   // one per instance, in process
    Redis,         // a Redis serving one region (per-region placement)
    SharedRedis,   // the one primary for everyone
    Replica,       // the primary's replica that serves reads
    Shard,         // a Redis Cluster primary
    RegionCounter, // per-region-synced: the region's own counter
    Central,       // per-region-synced: the central store the regions sync through
    Sql,
    Memcached,
};

struct TopologyStore {
    StoreRole role = StoreRole::SharedRedis;
    int region = 0;
    int instance = -1; // LocalMemory: the owning instance
    QString title;
    QString detail;
    QString toolTip;
    bool canFail = true; // the engine injects faults into simulated servers only
    QString faultTarget; // a fault's `store` that hits only this one; empty: the lane's only one
};

enum class LinkRole : std::uint8_t {
    Balancer,    // a region's load balancer to an instance
    Store,       // a region's instances (or one instance) to a store
    Replication, // primary to replica
    Sync,        // a region's counter to the central store
};

struct TopologyLink {
    LinkRole role = LinkRole::Store;
    int region = 0;     // the region the traffic comes from
    int instance = -1;  // Balancer, and LocalMemory store links: the instance
    int store = -1;     // Store, Sync: the target store; Replication: the replica
    int fromStore = -1; // Replication, Sync: the source store
    bool crossRegion = false;
    QString latency; // the label, "0.5 ms"
    QString toolTip;
};

// The service behind the lanes (a scenario without a world may have one): each lane has its own
// copy, so the view shows the chosen lane's.
struct TopologyBackend {
    bool present = false;
    std::int64_t workers = 0;
    std::int64_t queueLimit = -1; // -1: no limit
    std::int64_t queueTimeoutMs = 0;
    std::int64_t timeoutMs = 0;
    std::int64_t reservedPercent = 0;
    std::int64_t dependencyConnections = 0; // 0: no dependency
};

class TopologyModel {
public:
    static constexpr int kMaxInstancesShown = 8;

    static TopologyModel build(const Scenario& scenario, int lane);

    [[nodiscard]] bool hasWorld() const { return m_hasWorld; }
    [[nodiscard]] int lane() const { return m_lane; }
    [[nodiscard]] PlacementKind placement() const { return m_placement; }
    [[nodiscard]] const QString& balancerName() const { return m_balancerName; }
    [[nodiscard]] const std::vector<TopologyRegion>& regions() const { return m_regions; }
    [[nodiscard]] const std::vector<TopologyInstance>& instances() const { return m_instances; }
    [[nodiscard]] const std::vector<TopologyStore>& stores() const { return m_stores; }
    [[nodiscard]] const std::vector<TopologyLink>& links() const { return m_links; }
    [[nodiscard]] const TopologyBackend& backend() const { return m_backend; }
    [[nodiscard]] int regionIndex(const QString& name) const;
    [[nodiscard]] bool instanceShown(const TopologyInstance& instance) const;

    // The region names exactly as the engine derives them from world.region_names.
    static std::vector<QString> regionNames(const WorldSpec& world);

private:
    void addStores(const Scenario& scenario, const LaneStoreSpec& spec, int primary);
    void addStoreLinks(const WorldSpec& world, const LaneStoreSpec& spec);
    void addLink(TopologyLink link, const WorldSpec& world);

    bool m_hasWorld = false;
    int m_lane = 0;
    PlacementKind m_placement = PlacementKind::SharedRedis;
    QString m_balancerName;
    std::vector<TopologyRegion> m_regions;
    std::vector<TopologyInstance> m_instances;
    std::vector<TopologyStore> m_stores;
    std::vector<TopologyLink> m_links;
    TopologyBackend m_backend;
};

} // namespace ratelab
