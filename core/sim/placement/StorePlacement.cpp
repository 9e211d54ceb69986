#include "core/sim/placement/StorePlacement.h"

#include "core/sim/redis/ClusterSlot.h"

namespace ratelab {

int StorePlacement::storeCount(int regions, int instances) const
{
    switch (kind) {
    case PlacementKind::LocalMemory:
        return instances;
    case PlacementKind::PerRegionRedis:
    case PlacementKind::PerRegionSynced:
        return regions;
    case PlacementKind::RedisCluster:
        return clusterShards;
    default:
        return 1;
    }
}

int StorePlacement::storeFor(int region, int instance, std::string_view key) const
{
    switch (kind) {
    case PlacementKind::LocalMemory:
        return instance;
    case PlacementKind::PerRegionRedis:
    case PlacementKind::PerRegionSynced:
        return region;
    case PlacementKind::RedisCluster:
        return clusterShardOfSlot(clusterKeySlot(key), clusterShards);
    default:
        return 0;
    }
}

int StorePlacement::regionOfStore(int store, int regions) const
{
    switch (kind) {
    case PlacementKind::PerRegionRedis:
    case PlacementKind::PerRegionSynced:
        return store;
    case PlacementKind::RedisCluster:
        // Shards spread over the regions in turn: shard s sits in region s mod R.
        return regions > 0 ? store % regions : 0;
    default:
        return primaryRegion;
    }
}

SimTime StorePlacement::ttlFor(std::int64_t windowMs) const
{
    return ttlUs > 0 ? ttlUs : 2 * fromMillis(windowMs);
}

SimRedisConfig StorePlacement::serverConfig(SimRedisConfig base) const
{
    switch (kind) {
    case PlacementKind::SqlDatabase:
        base.service.getUs = sqlUpsertUs / 2;
        base.service.setUs = sqlUpsertUs;
        base.service.execUs = sqlUpsertUs;
        base.service.scriptUs = sqlUpsertUs;
        break;
    case PlacementKind::Memcached:
        base.keyspace.policy = EvictionPolicy::AllKeysLru;
        base.replica = false;
        break;
    case PlacementKind::ReplicaReads:
        base.replica = true;
        base.replicationLagUs = replicaLagUs;
        break;
    default:
        break;
    }
    return base;
}

std::string StorePlacement::validate(AlgorithmKind algorithm,
                                     std::span<const std::string> keysOfOneRequest) const
{
    if (kind == PlacementKind::Memcached && algorithm != AlgorithmKind::FixedWindow)
        return "store.kind: memcached supports only fixed-window (INCR with a TTL; no scripts, no "
               "sorted sets)";
    if (kind == PlacementKind::Memcached && atomicity == AtomicityMode::MultiExec)
        return "store.atomicity: memcached has no MULTI/EXEC (use lua for its atomic INCR, or "
               "get-then-set)";
    if (kind == PlacementKind::ReplicaReads && atomicity != AtomicityMode::GetThenSet)
        return "store.atomicity: replica reads need get-then-set (a script or EXEC runs on the "
               "primary and never reads the replica)";
    if (kind == PlacementKind::RedisCluster && atomicity != AtomicityMode::GetThenSet &&
        !sameClusterSlot(keysOfOneRequest)) {
        std::string list;
        for (const std::string& k : keysOfOneRequest)
            list += (list.empty() ? "" : ", ") + k;
        return "store.kind: redis-cluster: the keys " + list +
            " hash to different slots (CROSSSLOT); put the shared part in a hash tag, e.g. "
            "rl:{user:42}:curr";
    }
    if (kind == PlacementKind::PerRegionSynced && (headroomPercent < 0 || headroomPercent >= 100))
        return "store.headroomPercent: must be in [0, 100)";
    if (kind == PlacementKind::PerRegionSynced && syncIntervalUs <= 0)
        return "store.syncIntervalMs: must be positive";
    if (kind == PlacementKind::RedisCluster && clusterShards < 1)
        return "store.clusterShards: must be at least 1";
    return {};
}

} // namespace ratelab
