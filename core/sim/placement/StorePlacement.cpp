// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
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
    case PlacementKind::SharedRedis:
    case PlacementKind::ReplicaReads:
    case PlacementKind::SqlDatabase:
    case PlacementKind::Memcached:
        return 1;
    }
    return 1;
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
    case PlacementKind::SharedRedis:
    case PlacementKind::ReplicaReads:
    case PlacementKind::SqlDatabase:
    case PlacementKind::Memcached:
        return 0;
    }
    return 0;
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
    case PlacementKind::LocalMemory:
    case PlacementKind::SharedRedis:
    case PlacementKind::ReplicaReads:
    case PlacementKind::SqlDatabase:
    case PlacementKind::Memcached:
        return primaryRegion;
    }
    return primaryRegion;
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
    case PlacementKind::LocalMemory:
    case PlacementKind::SharedRedis:
    case PlacementKind::PerRegionRedis:
    case PlacementKind::PerRegionSynced:
    case PlacementKind::RedisCluster:
        break;
    }
    return base;
}

} // namespace ratelab
