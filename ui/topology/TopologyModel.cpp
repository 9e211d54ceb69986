// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/topology/TopologyModel.h"

#include <QCoreApplication>

#include <algorithm>

namespace ratelab {
namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("TopologyModel", text);
}

QString ms(double v)
{
    return QString::number(v, 'g', 5);
}

QString balancerText(BalancerKind kind)
{
    switch (kind) {
    case BalancerKind::Random:
        return tr("random");
    case BalancerKind::ConsistentHash:
        return tr("consistent hash");
    default:
        return tr("round robin");
    }
}

} // namespace

std::vector<QString> TopologyModel::regionNames(const WorldSpec& world)
{
    std::vector<QString> names;
    const QStringList given = QString::fromStdString(world.regionNames).split(QLatin1Char(','));
    for (std::size_t r = 0; r < world.instancesPerRegion.size(); ++r) {
        const QString name = r < static_cast<std::size_t>(given.size())
                                 ? given[static_cast<qsizetype>(r)].trimmed()
                                 : QString();
        names.push_back(name.isEmpty() ? QStringLiteral("region-%1").arg(r) : name);
    }
    return names;
}

int TopologyModel::regionIndex(const QString& name) const
{
    for (std::size_t r = 0; r < m_regions.size(); ++r) {
        if (m_regions[r].name == name)
            return static_cast<int>(r);
    }
    return -1;
}

bool TopologyModel::instanceShown(const TopologyInstance& instance) const
{
    const TopologyRegion& region = m_regions[static_cast<std::size_t>(instance.region)];
    return instance.global - region.firstInstance < region.instanceCount - region.hiddenInstances;
}

TopologyModel TopologyModel::build(const Scenario& scenario, int lane)
{
    TopologyModel m;
    m.m_lane = lane;
    const BackendSpec& backend = scenario.backend;
    if (backend.enabled()) {
        m.m_backend = {true,
                       backend.workers,
                       backend.queueLimit,
                       backend.queueTimeoutMs,
                       backend.timeoutMs,
                       backend.reservedPercent,
                       backend.dependency.connections};
    }
    const WorldSpec& world = scenario.world;
    if (!world.enabled() || lane < 0 || lane >= static_cast<int>(scenario.lanes.size()))
        return m;
    m.m_hasWorld = true;
    const LaneStoreSpec& spec = scenario.lanes[static_cast<std::size_t>(lane)].store;
    m.m_placement = spec.placement;
    m.m_balancerName = balancerText(world.balancer);

    const std::vector<QString> names = regionNames(world);
    int global = 0;
    for (std::size_t r = 0; r < names.size(); ++r) {
        TopologyRegion region;
        region.name = names[r];
        region.firstInstance = global;
        region.instanceCount =
            static_cast<int>(std::max<std::int64_t>(world.instancesPerRegion[r], 0));
        region.hiddenInstances = std::max(0, region.instanceCount - kMaxInstancesShown);
        for (int i = 0; i < region.instanceCount; ++i, ++global) {
            TopologyInstance inst;
            inst.global = global;
            inst.region = static_cast<int>(r);
            inst.name = QStringLiteral("%1-%2").arg(region.name).arg(i);
            const auto k = static_cast<std::size_t>(global);
            inst.offsetMs = k < world.clockOffsetsMs.size() ? world.clockOffsetsMs[k] : 0;
            inst.driftPpm = k < world.clockDriftPpm.size() ? world.clockDriftPpm[k] : 0;
            if (world.clockStep.deltaMs != 0 && world.clockStep.instance == global) {
                inst.stepAtMs = world.clockStep.atMs;
                inst.stepDeltaMs = world.clockStep.deltaMs;
            }
            m.m_instances.push_back(inst);
        }
        m.m_regions.push_back(region);
    }
    for (const TopologyInstance& inst : m.m_instances) {
        if (!m.instanceShown(inst))
            continue;
        TopologyLink link;
        link.role = LinkRole::Balancer;
        link.region = inst.region;
        link.instance = inst.global;
        link.toolTip =
            tr("The load balancer of %1 sends requests to %2 (%3); this hop adds no simulated delay.")
                .arg(m.m_regions[static_cast<std::size_t>(inst.region)].name, inst.name,
                     m.m_balancerName);
        m.m_links.push_back(link);
    }
    const int primary = std::max(0, m.regionIndex(QString::fromStdString(spec.primaryRegion)));
    m.addStores(scenario, spec, primary);
    m.addStoreLinks(world, spec);
    return m;
}

void TopologyModel::addStores(const Scenario& scenario, const LaneStoreSpec& spec, int primary)
{
    const int regions = static_cast<int>(m_regions.size());
    const QString primaryName = m_regions[static_cast<std::size_t>(primary)].name;
    const std::int64_t limit = scenario.lanes[static_cast<std::size_t>(m_lane)].params.limit;
    auto add = [this](StoreRole role, int region, QString title, QString detail, QString tip,
                      bool canFail = true) {
        m_stores.push_back(
            {role, region, -1, std::move(title), std::move(detail), std::move(tip), canFail, {}});
    };
    switch (spec.placement) {
    case PlacementKind::LocalMemory:
        for (const TopologyInstance& inst : m_instances) {
            if (!instanceShown(inst))
                continue;
            add(StoreRole::LocalMemory, inst.region, tr("memory of %1").arg(inst.name),
                tr("in process"),
                tr("%1's own memory: each instance enforces the full limit (%2) on its own, so %3 instances admit up to %3 times the limit. Nothing here can fail.")
                    .arg(inst.name)
                    .arg(limit)
                    .arg(m_instances.size()),
                false);
            m_stores.back().instance = inst.global;
        }
        break;
    case PlacementKind::PerRegionRedis:
        for (int r = 0; r < regions; ++r) {
            const QString name = m_regions[static_cast<std::size_t>(r)].name;
            add(StoreRole::Redis, r, tr("Redis %1").arg(name), tr("region's own"),
                tr("The Redis of region %1: each region enforces the full limit on its own, so %2 regions admit up to %2 times the limit.")
                    .arg(name)
                    .arg(regions));
            m_stores.back().faultTarget = name;
        }
        break;
    case PlacementKind::PerRegionSynced:
        for (int r = 0; r < regions; ++r) {
            const QString name = m_regions[static_cast<std::size_t>(r)].name;
            add(StoreRole::RegionCounter, r, tr("counter %1").arg(name),
                tr("%1% headroom").arg(spec.headroomPercent),
                tr("%1's own counter: it admits while its count stays under the limit minus what the others had at the last sync, less %2% headroom.")
                    .arg(name)
                    .arg(spec.headroomPercent),
                false);
        }
        add(StoreRole::Central, primary, tr("central sync"), tr("in %1").arg(primaryName),
            tr("The central store in %1: every %2 ms each region pushes its count here and pulls the others'. The simulation keeps these counters in memory, so they cannot be faulted.")
                .arg(primaryName)
                .arg(spec.syncIntervalMs),
            false);
        break;
    case PlacementKind::ReplicaReads:
        add(StoreRole::SharedRedis, primary, tr("Redis primary"),
            tr("writes, in %1").arg(primaryName),
            tr("The primary in %1: every write lands here and is shipped to the replica.")
                .arg(primaryName));
        add(StoreRole::Replica, primary, tr("Redis replica"), tr("serves reads"),
            tr("The replica serves the reads; it is %1 ms behind the primary, so instances decide on counts that old.")
                .arg(spec.replicaLagMs));
        break;
    case PlacementKind::RedisCluster:
        for (int s = 0; s < spec.clusterShards; ++s) {
            const int r = regions > 0 ? s % regions : 0;
            add(StoreRole::Shard, r, tr("shard %1").arg(s),
                tr("of %1, in %2")
                    .arg(spec.clusterShards)
                    .arg(m_regions[static_cast<std::size_t>(r)].name),
                tr("Redis Cluster primary %1 of %2, in %3: a key lives on the shard that owns its CRC16 slot.")
                    .arg(s)
                    .arg(spec.clusterShards)
                    .arg(m_regions[static_cast<std::size_t>(r)].name));
            m_stores.back().faultTarget = QStringLiteral("shard-%1").arg(s);
        }
        break;
    case PlacementKind::SqlDatabase:
        add(StoreRole::Sql, primary, tr("SQL database"), tr("in %1").arg(primaryName),
            tr("An SQL database in %1: one upsert per request, slower than Redis, fine for daily quotas.")
                .arg(primaryName));
        break;
    case PlacementKind::Memcached:
        add(StoreRole::Memcached, primary, tr("memcached"), tr("in %1").arg(primaryName),
            tr("memcached in %1: INCR with a TTL, fixed windows only, no scripts; it evicts LRU when full.")
                .arg(primaryName));
        break;
    default:
        add(StoreRole::SharedRedis, primary, tr("shared Redis"),
            tr("primary, in %1").arg(primaryName),
            tr("The one shared Redis, in %1: every instance of every region counts here, so the limit holds globally, and other regions pay the crossing both ways.")
                .arg(primaryName));
        break;
    }
}

void TopologyModel::addStoreLinks(const WorldSpec& world, const LaneStoreSpec& spec)
{
    const int regions = static_cast<int>(m_regions.size());
    for (int s = 0; s < static_cast<int>(m_stores.size()); ++s) {
        const TopologyStore& store = m_stores[static_cast<std::size_t>(s)];
        if (store.role == StoreRole::LocalMemory) {
            TopologyLink link;
            link.region = store.region;
            link.instance = store.instance;
            link.store = s;
            link.latency = tr("0 ms");
            link.toolTip =
                tr("%1 reads and writes its own memory, in process: no network, no delay.")
                    .arg(m_instances[static_cast<std::size_t>(store.instance)].name);
            m_links.push_back(link);
            continue;
        }
        if (store.role == StoreRole::Central) {
            for (int c = 0; c < s; ++c) {
                TopologyLink link;
                link.role = LinkRole::Sync;
                link.region = m_stores[static_cast<std::size_t>(c)].region;
                link.fromStore = c;
                link.store = s;
                link.latency =
                    tr("every %1 s").arg(ms(static_cast<double>(spec.syncIntervalMs) / 1000.0));
                addLink(link, world);
            }
            continue;
        }
        if (store.role == StoreRole::Replica) {
            TopologyLink link;
            link.role = LinkRole::Replication;
            link.region = store.region;
            link.fromStore = s - 1;
            link.store = s;
            link.latency = tr("lag %1 ms").arg(spec.replicaLagMs);
            link.toolTip =
                tr("Replication: every change of the primary reaches the replica %1 ms later; a failover loses what has not arrived yet.")
                    .arg(spec.replicaLagMs);
            m_links.push_back(link);
        }
        for (int r = 0; r < regions; ++r) {
            if ((store.role == StoreRole::Redis || store.role == StoreRole::RegionCounter)
                && r != store.region)
                continue;
            TopologyLink link;
            link.region = r;
            link.store = s;
            addLink(link, world);
        }
    }
}

void TopologyModel::addLink(TopologyLink link, const WorldSpec& world)
{
    const TopologyStore& store = m_stores[static_cast<std::size_t>(link.store)];
    const QString from = m_regions[static_cast<std::size_t>(link.region)].name;
    link.crossRegion = link.region != store.region;
    const QString cross =
        world.crossRegionMinMs == world.crossRegionMaxMs
            ? ms(world.crossRegionMinMs)
            : QStringLiteral("%1–%2").arg(ms(world.crossRegionMinMs), ms(world.crossRegionMaxMs));
    if (link.role == LinkRole::Sync) {
        link.toolTip = tr("%1 pushes its count to the central store and pulls the others' %2%3.")
                           .arg(from, link.latency,
                                link.crossRegion ? tr(", across regions (%1 ms one way)").arg(cross)
                                                 : QString());
        m_links.push_back(link);
        return;
    }
    const QString role =
        store.role == StoreRole::Replica ? tr("reads from")
        : store.role == StoreRole::SharedRedis && m_placement == PlacementKind::ReplicaReads
            ? tr("writes to")
            : tr("call");
    if (link.crossRegion) {
        link.latency = world.crossRegionMinMs == world.crossRegionMaxMs
                           ? tr("%1 ms").arg(ms(world.storeLatencyMs + world.crossRegionMinMs))
                           : tr("%1–%2 ms")
                                 .arg(ms(world.storeLatencyMs + world.crossRegionMinMs),
                                      ms(world.storeLatencyMs + world.crossRegionMaxMs));
        link.toolTip =
            tr("%1's instances %2 %3 in another region: %4 ms in the region plus %5 ms between regions, one way, each request.")
                .arg(from, role, store.title, ms(world.storeLatencyMs), cross);
    } else {
        link.latency = tr("%1 ms").arg(ms(world.storeLatencyMs));
        link.toolTip = tr("%1's instances %2 %3 in their own region: %4 ms one way.")
                           .arg(from, role, store.title, ms(world.storeLatencyMs));
    }
    m_links.push_back(link);
}

} // namespace ratelab
