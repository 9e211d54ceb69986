// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/WorldSchemaFields.h"

#include "core/io/scenario/SchemaFieldFactory.h"
#include "core/io/scenario/StoreFaultFields.h"

#include "core/sim/model/ScenarioLimits.h"

namespace ratelab::schema {
namespace {

constexpr auto kMs = "milliseconds";

template <class O, class Access>
SchemaField<O> integerList(const char* path, const char* label, std::int64_t lo, std::int64_t hi,
                           const char* unit, const char* tooltip, Access access)
{
    auto f = base<O>(path, label, FieldType::IntegerList, tooltip);
    f.minInteger = lo;
    f.maxInteger = hi;
    f.unit = QString::fromLatin1(unit);
    f.get = [access](const O& o) {
        QVariantList list;
        for (std::int64_t v : access(o))
            list.append(QVariant::fromValue<qint64>(v));
        return QVariant(list);
    };
    f.set = [access](O& o, const QVariant& v) {
        access(o).clear();
        for (const QVariant& x : v.toList())
            access(o).push_back(x.toLongLong());
    };
    return f;
}

template <class O>
void addQuiet(std::vector<SchemaField<O>>& fields, SchemaField<O> f)
{
    fields.push_back(quietDefault(std::move(f)));
}

} // namespace

void appendWorldFields(std::vector<SchemaField<Scenario>>& v)
{
    using S = Scenario;
    addQuiet(
        v,
        integerList<S>(
            "world.instances_per_region", "Instances per region", 1, kMaxInstancesPerRegion,
            "instances",
            "One number per region: how many API instances run there. Empty: no distributed world, every lane decides in process.",
            [](auto& s) -> auto& { return s.world.instancesPerRegion; }));
    addQuiet(
        v,
        text<S>(
            "world.region_names", "Region names", FieldType::String,
            "Comma-separated names of the regions, in order (\"us, eu, ap\"); clients and stores refer to them.",
            [](auto& s) -> auto& { return s.world.regionNames; }));
    addQuiet(v, choice<S>(
                    "world.balancer", "Load balancer",
                    "How each region's load balancer picks an instance.", balancerKindNames(),
                    [](auto& s) -> auto& { return s.world.balancer; }));
    addQuiet(v, number<S>(
                    "world.store_latency_ms", "Store latency", 0.0, false, 10'000.0, kMs,
                    "One-way network delay from an instance to a store in its own region.",
                    [](auto& s) -> auto& { return s.world.storeLatencyMs; }));
    addQuiet(
        v,
        number<S>(
            "world.cross_region_min_ms", "Cross-region min", 0.0, false, 10'000.0, kMs,
            "Shortest one-way delay between two regions (each crossing draws uniformly between min and max).",
            [](auto& s) -> auto& { return s.world.crossRegionMinMs; }));
    addQuiet(v, number<S>(
                    "world.cross_region_max_ms", "Cross-region max", 0.0, false, 10'000.0, kMs,
                    "Longest one-way delay between two regions.",
                    [](auto& s) -> auto& { return s.world.crossRegionMaxMs; }));
    addQuiet(
        v,
        integerList<S>(
            "world.clock_offsets_ms", "Clock offsets", -86'400'000, 86'400'000, kMs,
            "One number per instance (region by region): how far its clock is ahead (+) or behind (-) true time.",
            [](auto& s) -> auto& { return s.world.clockOffsetsMs; }));
    addQuiet(
        v,
        integerList<S>(
            "world.clock_drift_ppm", "Clock drift", -1'000'000, 1'000'000, "ppm",
            "One number per instance: how many microseconds its clock gains per second of true time.",
            [](auto& s) -> auto& { return s.world.clockDriftPpm; }));
    addQuiet(v, integer<S>(
                    "world.clock_step.instance", "Clock step instance", 0, 100'000, "",
                    "The instance whose clock an NTP correction steps.",
                    [](auto& s) -> auto& { return s.world.clockStep.instance; }));
    addQuiet(v, integer<S>(
                    "world.clock_step.at_ms", "Clock step at", 0, kMaxDurationMs, kMs,
                    "When (true time) the NTP step happens.",
                    [](auto& s) -> auto& { return s.world.clockStep.atMs; }));
    addQuiet(v, integer<S>(
                    "world.clock_step.delta_ms", "Clock step", -86'400'000, 86'400'000, kMs,
                    "How far the clock jumps: negative steps it back; 0 means no step.",
                    [](auto& s) -> auto& { return s.world.clockStep.deltaMs; }));
}

void appendClientWorldFields(std::vector<SchemaField<ClientSpec>>& v)
{
    addQuiet(
        v,
        text<ClientSpec>(
            "region", "Region", FieldType::String,
            "The region whose load balancer this client calls (a name from world.region_names); empty: the first region.",
            [](auto& c) -> auto& { return c.region; }));
}

void appendLaneStoreFields(std::vector<SchemaField<LaneSpec>>& v)
{
    using L = LaneSpec;
    const auto redis = [](const L& l) {
        return l.store.placement != PlacementKind::LocalMemory
               && l.store.placement != PlacementKind::PerRegionSynced;
    };
    const auto synced = [](const L& l) {
        return l.store.placement == PlacementKind::PerRegionSynced;
    };
    addQuiet(v, choice<L>(
                    "store.placement", "Store",
                    "Where this lane keeps its counters (used only with a world).",
                    placementKindNames(), [](auto& l) -> auto& { return l.store.placement; }));
    addQuiet(
        v,
        when<L>(
            text<L>(
                "store.primary_region", "Primary region", FieldType::String,
                "The region the shared Redis (or the central store) runs in; empty: the first region.",
                [](auto& l) -> auto& { return l.store.primaryRegion; }),
            redis));
    addQuiet(
        v, when<L>(choice<L>(
                       "store.atomicity", "Atomicity", "How a decision reads and writes the store.",
                       atomicityModeNames(), [](auto& l) -> auto& { return l.store.atomicity; }),
                   redis));
    addQuiet(v, choice<L>(
                    "store.clock", "Clock", "Whose clock the limiter reads.", clockSourceNames(),
                    [](auto& l) -> auto& { return l.store.clock; }));
    addQuiet(
        v,
        when<L>(
            number<L>(
                "store.ttl_factor", "TTL", 0.0, true, 1000.0, "windows",
                "Key expiry as a multiple of the window; below 2 the previous window of a sliding counter can vanish early.",
                [](auto& l) -> auto& { return l.store.ttlFactor; }),
            redis));
    addQuiet(v, when<L>(choice<L>(
                            "store.ttl_idiom", "TTL idiom",
                            "When a write sets the key's TTL: on every write, or only when "
                            "it creates the key (the seeds' INCR, then EXPIRE if 1).",
                            ttlIdiomNames(), [](auto& l) -> auto& { return l.store.ttlIdiom; }),
                        redis));
    addQuiet(
        v,
        when<L>(integer<L>(
                    "store.maxmemory_bytes", "maxmemory", 0, FieldSpec::kNoMax, "bytes",
                    "The store's memory limit, including an empty server's ~940 kB; 0: unlimited.",
                    [](auto& l) -> auto& { return l.store.maxMemoryBytes; }),
                redis));
    addQuiet(v,
             when<L>(choice<L>(
                         "store.eviction", "Eviction policy", "What the store does over maxmemory.",
                         evictionPolicyNames(), [](auto& l) -> auto& { return l.store.eviction; }),
                     redis));
    addQuiet(v, when<L>(integer<L>(
                            "store.maxmemory_samples", "maxmemory-samples", 1, 64, "keys",
                            "How many keys each eviction samples.",
                            [](auto& l) -> auto& { return l.store.maxMemorySamples; }),
                        redis));
    addQuiet(
        v,
        when<L>(
            integer<L>(
                "store.cache.writes_per_sec", "Cache writes", 0, 10'000'000, "writes per second",
                "A cache sharing the store writes this many values per second; 0: the store is dedicated to the limiter.",
                [](auto& l) -> auto& { return l.store.cache.writesPerSecond; }),
            redis));
    addQuiet(v, when<L>(integer<L>(
                            "store.cache.value_bytes", "Cache value size", 1, 100'000'000, "bytes",
                            "The size of each cached value.",
                            [](auto& l) -> auto& { return l.store.cache.valueBytes; }),
                        redis));
    addQuiet(v, when<L>(integer<L>(
                            "store.cache.distinct_keys", "Cache keys", 0, 100'000'000, "keys",
                            "How many distinct cache keys are written (0: every write a new key).",
                            [](auto& l) -> auto& { return l.store.cache.distinctKeys; }),
                        redis));
    addQuiet(v, when<L>(choice<L>(
                            "store.failure", "On store failure",
                            "What a request gets when the store fails.", failurePolicyNames(),
                            [](auto& l) -> auto& { return l.store.failure; }),
                        redis));
    addQuiet(
        v,
        when<L>(
            integer<L>(
                "store.breaker.failures", "Breaker threshold", 0, 1'000'000, "failures",
                "Consecutive store failures that open the circuit breaker (then requests skip the store); 0: no breaker.",
                [](auto& l) -> auto& { return l.store.breakerFailures; }),
            redis));
    addQuiet(
        v,
        when<L>(
            integer<L>(
                "store.breaker.cooldown_ms", "Breaker cool-down", 1, kMaxDurationMs, kMs,
                "How long the breaker stays open before one probe request tries the store again.",
                [](auto& l) -> auto& { return l.store.breakerCoolDownMs; }),
            redis));
    addQuiet(v, when<L>(integer<L>(
                            "store.timeout_ms", "Store timeout", 1, kMaxDurationMs, kMs,
                            "How long an instance waits for the store before it counts a failure.",
                            [](auto& l) -> auto& { return l.store.timeoutMs; }),
                        redis));
    addQuiet(
        v,
        when<L>(
            integer<L>(
                "store.exec_retries", "EXEC retries", 0, 1'000'000, "retries",
                "MULTI/EXEC: how many aborted transactions an instance retries before the failure policy decides.",
                [](auto& l) -> auto& { return l.store.execRetries; }),
            redis));
    addQuiet(v, when<L>(integer<L>(
                            "store.replica_lag_ms", "Replica lag", 0, kMaxDurationMs, kMs,
                            "How far the replica is behind the primary (replica reads, failover).",
                            [](auto& l) -> auto& { return l.store.replicaLagMs; }),
                        redis));
    addQuiet(v, when<L>(integer<L>(
                            "store.cluster_shards", "Cluster shards", 1, 1000, "shards",
                            "How many primaries a Redis Cluster has.",
                            [](auto& l) -> auto& { return l.store.clusterShards; }),
                        redis));
    addQuiet(
        v,
        when<L>(
            boolean<L>(
                "store.hash_tags", "Hash tags",
                "Redis Cluster: the keys of one decision share a {hash tag}; without, the sliding counter's two keys land in "
                "different slots and every script fails with CROSSSLOT.",
                [](auto& l) -> auto& { return l.store.hashTags; }),
            [](const L& l) { return l.store.placement == PlacementKind::RedisCluster; }));
    addQuiet(v, when<L>(integer<L>(
                            "store.sync_interval_ms", "Sync interval", 1, kMaxDurationMs, kMs,
                            "How often the regions exchange their counts.",
                            [](auto& l) -> auto& { return l.store.syncIntervalMs; }),
                        synced));
    addQuiet(v, when<L>(integer<L>(
                            "store.headroom_percent", "Headroom", 0, kMaxHeadroomPercent, "percent",
                            "The share of the quota each region keeps back to absorb sync lag.",
                            [](auto& l) -> auto& { return l.store.headroomPercent; }),
                        synced));
    appendLaneFaultFields(v, redis);
}

} // namespace ratelab::schema
