#include "core/io/scenario/ScenarioEnums.h"

#include <array>

namespace ratelab {

namespace {

constexpr std::array<EnumName<ArrivalKind>, 7> kArrivals{{
    {ArrivalKind::Poisson, "poisson", "Random arrivals at an average rate, like many independent users."},
    {ArrivalKind::Constant, "constant", "One request every 1/rate seconds, like a polling script."},
    {ArrivalKind::OnOff, "on-off", "Random arrivals during on_ms, then silence for off_ms, repeating."},
    {ArrivalKind::Diurnal, "diurnal", "Random arrivals whose rate swings between rate and peak rate over a period, like daily traffic."},
    {ArrivalKind::BoundaryAttacker, "boundary-attacker", "Fires count requests just before a window boundary and count more just after it."},
    {ArrivalKind::Burst, "burst", "Count requests at once (or spacing_ms apart), optionally repeated."},
    {ArrivalKind::Trace, "trace", "Requests at exactly the listed times."},
}};

constexpr std::array<EnumName<RetryKind>, 5> kRetries{{
    {RetryKind::None, "none", "A rejected request is dropped."},
    {RetryKind::Immediate, "immediate", "Retries at once: the retry storm that makes overload worse."},
    {RetryKind::HonourRetryAfter, "retry-after", "Waits exactly the Retry-After the limiter sent, then retries."},
    {RetryKind::ExponentialBackoff, "exponential", "Waits base_ms * 2^attempt (capped at cap_ms) before each retry."},
    {RetryKind::ExponentialJitter, "exponential-jitter", "Waits a random time up to base_ms * 2^attempt (capped): full jitter spreads retries out."},
}};

constexpr std::array<EnumName<BalancerKind>, 3> kBalancers{{
    {BalancerKind::RoundRobin, "round-robin", "Each instance in turn: a client's requests spread over every instance."},
    {BalancerKind::Random, "random", "A random instance per request."},
    {BalancerKind::ConsistentHash, "consistent-hash", "Sticky: a key always lands on the same instance (hash ring)."},
}};

constexpr std::array<EnumName<PlacementKind>, 8> kPlacements{{
    {PlacementKind::LocalMemory, "local-memory", "Each instance counts in its own memory: N instances admit N times the limit."},
    {PlacementKind::SharedRedis, "shared-redis", "One Redis primary for everyone, in the primary region."},
    {PlacementKind::PerRegionRedis, "per-region-redis", "One Redis per region, each enforcing the full limit: regions x N globally."},
    {PlacementKind::PerRegionSynced, "per-region-synced", "Per-region counts synced every interval, with a headroom buffer (fixed window)."},
    {PlacementKind::ReplicaReads, "replica-reads", "Reads from a replica lagging behind, writes to the primary (GET-then-SET)."},
    {PlacementKind::RedisCluster, "redis-cluster", "Keys spread over shards by hash slot; a multi-key script needs a {hash tag}."},
    {PlacementKind::SqlDatabase, "sql", "An upsert per request in a SQL database: correct, but every decision is slower."},
    {PlacementKind::Memcached, "memcached", "INCR with a TTL: fixed window only, no scripts."},
}};

constexpr std::array<EnumName<AtomicityMode>, 3> kAtomicity{{
    {AtomicityMode::LuaScript, "lua", "One script runs the whole decision atomically in the store."},
    {AtomicityMode::MultiExec, "multi-exec", "WATCH, read, decide, MULTI/EXEC: a conflicting writer aborts and the instance retries."},
    {AtomicityMode::GetThenSet, "get-then-set", "Read, decide, write one round trip later: concurrent requests read the same count."},
}};

constexpr std::array<EnumName<ClockSource>, 2> kClocks{{
    {ClockSource::Instance, "instance", "The limiter reads the clock of the instance it runs on (offset, drift, steps)."},
    {ClockSource::StoreTime, "store", "The script reads the store's TIME: one clock for every instance."},
}};

constexpr std::array<EnumName<EvictionPolicy>, 8> kEvictions{{
    {EvictionPolicy::NoEviction, "noeviction", "Over maxmemory, writes fail with OOM."},
    {EvictionPolicy::AllKeysLru, "allkeys-lru", "Evict the least recently used of a sample of all keys."},
    {EvictionPolicy::AllKeysLfu, "allkeys-lfu", "Evict the least frequently used of a sample of all keys."},
    {EvictionPolicy::AllKeysRandom, "allkeys-random", "Evict a random key."},
    {EvictionPolicy::VolatileLru, "volatile-lru", "Evict the least recently used key that has a TTL."},
    {EvictionPolicy::VolatileLfu, "volatile-lfu", "Evict the least frequently used key that has a TTL."},
    {EvictionPolicy::VolatileRandom, "volatile-random", "Evict a random key that has a TTL."},
    {EvictionPolicy::VolatileTtl, "volatile-ttl", "Evict the key closest to expiring."},
}};

constexpr std::array<EnumName<FailurePolicy>, 3> kFailures{{
    {FailurePolicy::FailOpen, "fail-open", "When the store fails, admit: the API stays up, the limit is off."},
    {FailurePolicy::FailClosed, "fail-closed", "When the store fails, reject: the limit holds, the API is down."},
    {FailurePolicy::LocalFallback, "local-fallback", "When the store fails, each instance enforces the limit in its own memory."},
}};

constexpr std::array<EnumName<StoreFaultKind>, 5> kFaults{{
    {StoreFaultKind::None, "none", "The store never fails."},
    {StoreFaultKind::Down, "down", "The store refuses connections from start_ms for duration_ms."},
    {StoreFaultKind::Slow, "slow", "Every command takes slow_percent / 100 times as long."},
    {StoreFaultKind::Partition, "partition", "One region cannot reach the store."},
    {StoreFaultKind::Failover, "failover", "The replica takes over at start_ms, losing writes it had not received."},
}};

template <class Enum, std::size_t N>
QString idOf(const std::array<EnumName<Enum>, N>& names, Enum value)
{
    for (const auto& name : names)
        if (name.value == value)
            return QString::fromLatin1(name.id);
    return {};
}

template <class Enum, std::size_t N>
std::optional<Enum> fromId(const std::array<EnumName<Enum>, N>& names, const QString& id)
{
    for (const auto& name : names)
        if (id == QLatin1String(name.id))
            return name.value;
    return std::nullopt;
}

} // namespace

std::span<const EnumName<ArrivalKind>> arrivalKindNames() { return kArrivals; }
std::span<const EnumName<RetryKind>> retryKindNames() { return kRetries; }
std::span<const EnumName<BalancerKind>> balancerKindNames() { return kBalancers; }
std::span<const EnumName<PlacementKind>> placementKindNames() { return kPlacements; }
std::span<const EnumName<AtomicityMode>> atomicityModeNames() { return kAtomicity; }
std::span<const EnumName<ClockSource>> clockSourceNames() { return kClocks; }
std::span<const EnumName<EvictionPolicy>> evictionPolicyNames() { return kEvictions; }
std::span<const EnumName<FailurePolicy>> failurePolicyNames() { return kFailures; }
std::span<const EnumName<StoreFaultKind>> storeFaultKindNames() { return kFaults; }
QString arrivalKindId(ArrivalKind kind) { return idOf(kArrivals, kind); }
QString retryKindId(RetryKind kind) { return idOf(kRetries, kind); }
std::optional<ArrivalKind> arrivalKindFromId(const QString& id) { return fromId(kArrivals, id); }
std::optional<RetryKind> retryKindFromId(const QString& id) { return fromId(kRetries, id); }

} // namespace ratelab
