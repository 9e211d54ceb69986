// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/engine/ScenarioValidator.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/engine/ArrivalValidator.h"
#include "core/sim/engine/BackendValidator.h"
#include "core/sim/engine/ConnectionValidator.h"
#include "core/sim/engine/ValidatorSupport.h"
#include "core/sim/model/FaultInjection.h"
#include "core/sim/model/RunResult.h"
#include "core/sim/model/ScenarioLimits.h"
#include "core/sim/traffic/KeyTemplate.h"
#include "core/sim/traffic/RequestPath.h"
#include "core/sim/traffic/RuleMatching.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <stdexcept>
#include <string>

namespace ratelab {
namespace {

using namespace validation;

void validateLane(const std::string& p, const LaneSpec& l)
{
    if (l.name.empty())
        fail(p + ".name", "must not be empty");
    inRange(p + ".limit", l.params.limit, 1, kMaxLimit);
    inRange(p + ".window_ms", l.params.windowMs, 1, kMaxWindowMs);
    inRange(p + ".burst", l.params.burst, 0, kMaxLimit);
    if (const std::string problem = limitParamsProblem(l.params); !problem.empty())
        fail(p, problem);
    if (const ParamProblem problem = algorithmParamsProblem(l.algorithm, l.params);
        !problem.field.empty())
        fail(p + "." + problem.field, problem.what);
    if (auto error = KeyTemplate::check(l.keyTemplate))
        fail(p + ".key", *error);
    if (!std::isfinite(l.softLimitFraction) || l.softLimitFraction < 0.0
        || l.softLimitFraction > 1.0)
        fail(p + ".soft_limit", "must be from 0 (off) to 1");
}

// A name that ends up in keys, CSV cells and claims (LANE.rule[NAME]): plain characters only.
void plainName(const std::string& field, const std::string& name)
{
    if (name.empty())
        fail(field, "must not be empty");
    for (const char ch : name)
        if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '-' && ch != '_')
            fail(field, "use letters, digits, '-' and '_' only (got \"" + name + "\")");
}

// A policy's rules: each a valid limiter of its own, named uniquely in plain characters (the
// names appear in refused_by, the 429 body and claims as LANE.rule[NAME]).
void validateRules(const std::string& p, const LaneSpec& l)
{
    std::map<std::string, std::size_t> names;
    for (std::size_t j = 0; j < l.rules.size(); ++j) {
        const RuleSpec& rule = l.rules[j];
        const std::string r = at(p + ".rules", j);
        plainName(r + ".name", rule.name);
        if (const auto [found, fresh] = names.emplace(rule.name, j); !fresh)
            fail(r + ".name", "duplicate rule name \"" + rule.name + "\" (rules["
                                  + std::to_string(found->second) + "] has it too)");
        LaneSpec asLane;
        asLane.name = rule.name;
        asLane.algorithm = rule.algorithm;
        asLane.params = rule.params;
        asLane.keyTemplate = rule.keyTemplate;
        validateLane(r, asLane);
        if (auto problem = matchProblem(rule.match))
            fail(r + ".match." + problem->field, problem->what);
    }
}

// A lane's progressive penalty: kept in the lane's own process, so not in a distributed world
// (whose instances would each need the shared store's copy), and "penalty" is refused_by's
// name for its refusals, so no rule may take it.
void validatePenalty(const std::string& p, const LaneSpec& l, bool world)
{
    const PenaltySpec& penalty = l.penalty;
    if (penalty.strikes < 0 || penalty.strikes > kMaxPenaltyStrikes)
        fail(p + ".penalty.strikes",
             "must be from 0 (off) to " + std::to_string(kMaxPenaltyStrikes));
    if (!penalty.enabled())
        return;
    if (penalty.withinMs < 1 || penalty.withinMs > kMaxWindowMs)
        fail(p + ".penalty.within_ms", "must be from 1 to " + std::to_string(kMaxWindowMs));
    if (penalty.blockMs < 1 || penalty.blockMs > kMaxWindowMs)
        fail(p + ".penalty.block_ms", "must be from 1 to " + std::to_string(kMaxWindowMs));
    if (world)
        fail(p + ".penalty",
             "penalties are kept in the lane's own process: a scenario with a distributed world "
             "cannot use them yet");
    if (l.rules.empty() && l.name == kPenaltyRefuser) // a one-rule lane's rule has its name
        fail(p + ".name", "\"penalty\" names the penalty's refusals in refused_by; call the "
                          "lane something else");
    for (std::size_t j = 0; j < l.rules.size(); ++j)
        if (l.rules[j].name == kPenaltyRefuser)
            fail(
                at(p + ".rules", j) + ".name",
                "\"penalty\" names the penalty's refusals in refused_by; call the rule something else");
}

void validateWorld(const Scenario& s, const std::vector<std::string>& regions)
{
    const WorldSpec& w = s.world;
    std::size_t names = 0;
    for (std::size_t from = 0; from <= w.regionNames.size() && !w.regionNames.empty(); ++names)
        from = std::min(w.regionNames.find(',', from), w.regionNames.size()) + 1;
    if (names > w.instancesPerRegion.size())
        fail("world.region_names", std::to_string(names) + " names for "
                                       + std::to_string(w.instancesPerRegion.size()) + " regions");
    std::int64_t instances = 0;
    for (std::size_t r = 0; r < w.instancesPerRegion.size(); ++r) {
        if (w.instancesPerRegion[r] < 1 || w.instancesPerRegion[r] > kMaxInstancesPerRegion)
            fail(at("world.instances_per_region", r),
                 "must be 1 to " + std::to_string(kMaxInstancesPerRegion));
        instances += w.instancesPerRegion[r];
    }
    if (w.crossRegionMaxMs < w.crossRegionMinMs)
        fail("world.cross_region_max_ms", "must not be below cross_region_min_ms");
    for (std::size_t g = 0; g < s.clients.size(); ++g) {
        const std::string& region = s.clients[g].region;
        if (!region.empty() && std::find(regions.begin(), regions.end(), region) == regions.end())
            fail(at("clients", g) + ".region", "no region named \"" + region + "\"");
    }
    const std::string count = std::to_string(instances);
    if (w.clockOffsetsMs.size() > static_cast<std::size_t>(instances))
        fail("world.clock_offsets_ms", "more entries than the " + count + " instances");
    if (w.clockDriftPpm.size() > static_cast<std::size_t>(instances))
        fail("world.clock_drift_ppm", "more entries than the " + count + " instances");
    if (w.clockStep.deltaMs != 0 && (w.clockStep.instance < 0 || w.clockStep.instance >= instances))
        fail("world.clock_step.instance", "must be 0 to " + std::to_string(instances - 1));
}

// A policy in the simulated world is decided in its servers as policy.lua decides it (one script
// where a request's keys share a slot, the rules' twins one after another where they do not):
// docs/distributed.md, "Policies in Redis".
void validatePolicyStore(const std::string& p, const LaneSpec& lane)
{
    const LaneStoreSpec& store = lane.store;
    if (store.placement != PlacementKind::SharedRedis
        && store.placement != PlacementKind::RedisCluster)
        fail(p + ".store.placement",
             "a policy of several rules (or with a match) runs in shared-redis or redis-cluster "
             "(as policy.lua); "
                 + std::string(placementName(store.placement)) + " holds one rule per request");
    if (store.atomicity != AtomicityMode::LuaScript)
        fail(p + ".store.atomicity",
             "a policy's rules run as Lua scripts (policy.lua, or each rule's twin): use lua");
    if (store.failure == FailurePolicy::LocalFallback)
        fail(p + ".store.failure",
             "a policy has no local fallback in the simulated world: use fail-open or fail-closed");
    if (store.placement == PlacementKind::RedisCluster && !store.hashTags)
        fail(p + ".store.hash_tags",
             "a policy on redis-cluster keeps each rule's keys under its identity's hash tag "
             "(rl:{KEY}:RULE), so the rules of one identity share a slot: leave hash_tags on");
    for (std::size_t j = 0; j < lane.rules.size(); ++j)
        if (algorithmInfo(lane.rules[j].algorithm).inProcessOnly)
            fail(at(p + ".rules", j) + ".algorithm",
                 std::string(algorithmInfo(lane.rules[j].algorithm).id)
                     + " is an in-process limiter: a policy in Redis cannot hold it");
}

// What the lane's store (placement/RedisKeyStore) needs; the store asserts it.
void validateStore(const std::string& p, const LaneSpec& lane,
                   const std::vector<std::string>& regions)
{
    const LaneStoreSpec& store = lane.store;
    if (!store.primaryRegion.empty()
        && std::find(regions.begin(), regions.end(), store.primaryRegion) == regions.end())
        fail(p + ".primary_region", "no region named \"" + store.primaryRegion + "\"");
    if (!(store.ttlFactor > 0) || !std::isfinite(store.ttlFactor))
        fail(p + ".ttl_factor", "must be above 0");
    if (store.timeoutMs <= 0)
        fail(p + ".timeout_ms", "must be above 0");
    if (algorithmInfo(lane.algorithm).inProcessOnly
        && store.placement != PlacementKind::LocalMemory)
        fail(p + ".placement", std::string(algorithmInfo(lane.algorithm).id)
                                   + " is an in-process limiter (every instance keeps its own "
                                     "state); only local-memory places it");
    switch (store.placement) {
    case PlacementKind::PerRegionSynced:
        if (lane.algorithm != AlgorithmKind::FixedWindow)
            fail(p + ".placement", "per-region-synced counts fixed windows only");
        if (store.syncIntervalMs <= 0)
            fail(p + ".sync_interval_ms", "must be above 0");
        inRange(p + ".headroom_percent", store.headroomPercent, 0, kMaxHeadroomPercent);
        break;
    case PlacementKind::Memcached:
        if (lane.algorithm != AlgorithmKind::FixedWindow)
            fail(p + ".placement", "memcached supports only fixed-window (INCR with a TTL; no "
                                   "scripts, no sorted sets)");
        if (store.atomicity == AtomicityMode::MultiExec)
            fail(p + ".atomicity", "memcached has no MULTI/EXEC (use lua for its atomic INCR, or "
                                   "get-then-set)");
        break;
    case PlacementKind::RedisCluster:
        atLeast(p + ".cluster_shards", store.clusterShards, 1);
        break;
    case PlacementKind::LocalMemory:
    case PlacementKind::SharedRedis:
    case PlacementKind::PerRegionRedis:
    case PlacementKind::ReplicaReads: // the store reads the replica with get-then-set anyway
    case PlacementKind::SqlDatabase:
        break;
    }
}

// A category names a counter in keys ("rl:{category}:user:{user}"), so plain characters only;
// its path pattern is matched against normalised paths, so it must be written normalised.
void validateCategory(const std::string& p, const EndpointCategory& c)
{
    plainName(p + ".name", c.name);
    if (c.path.empty())
        fail(p + ".path", "must not be empty (\"*\" matches every path)");
    if (auto problem = unnormalisedPatternProblem(c.path))
        fail(p + ".path", *problem);
}

} // namespace

std::vector<ScenarioProblem> scenarioProblems(const Scenario& s)
{
    using namespace validation;
    std::vector<ScenarioProblem> problems;
    unit(problems, [&] {
        inRange("duration_ms", s.durationMs, 1, kMaxDurationMs);
        inRange("bucket_ms", s.bucketMs, 1, kMaxDurationMs);
        if ((s.durationMs + s.bucketMs - 1) / s.bucketMs > kMaxBuckets)
            fail("bucket_ms", "expected at least "
                                  + std::to_string((s.durationMs + kMaxBuckets - 1) / kMaxBuckets)
                                  + " (milliseconds) so that duration_ms / bucket_ms stays within "
                                  + std::to_string(kMaxBuckets) + " chart buckets, got "
                                  + std::to_string(s.bucketMs));
        atLeast("request_log_limit", s.requestLogLimit, 0);
    });
    unit(problems, [&] {
        if (s.lanes.empty())
            fail("lanes", "at least one lane is needed");
        if (s.lanes.size() > kMaxLanes)
            fail("lanes", "expected at most " + std::to_string(kMaxLanes) + " lanes, got "
                              + std::to_string(s.lanes.size()));
    });
    if (s.lanes.empty() || s.lanes.size() > kMaxLanes)
        return problems; // the clients' defaults come from the first lane
    std::map<std::string, std::size_t> names;
    for (std::size_t i = 0; i < s.lanes.size(); ++i) {
        unit(problems, [&] {
            const std::string& name = s.lanes[i].name;
            if (const auto [found, fresh] = names.emplace(name, i); !fresh)
                fail(at("lanes", i) + ".name", "duplicate lane name \"" + name + "\" (lanes["
                                                   + std::to_string(found->second)
                                                   + "] has it too); lane names must be unique");
            validateLane(at("lanes", i), s.lanes[i]);
            validateRules(at("lanes", i), s.lanes[i]);
            if (isPolicyLane(s.lanes[i]) && s.world.enabled())
                validatePolicyStore(at("lanes", i), s.lanes[i]);
            validatePenalty(at("lanes", i), s.lanes[i], s.world.enabled());
            validateAdaptiveLane(at("lanes", i), s.lanes[i]);
        });
    }
    for (std::size_t i = 0; i < s.categories.size(); ++i)
        unit(problems, [&] { validateCategory(at("categories", i), s.categories[i]); });
    validateBackend(s, problems);
    validateConnections(s, problems);
    std::int64_t members = 0;
    for (std::size_t i = 0; i < s.clients.size(); ++i) {
        unit(problems, [&] {
            validateClient(at("clients", i), s.clients[i], s.lanes.front());
            for (const LaneSpec& lane : s.lanes)
                for (const RuleSpec& rule : laneRules(lane))
                    if (const std::string problem = costProblem(rule.algorithm, s.clients[i].cost);
                        !problem.empty())
                        fail(at("clients", i) + ".cost",
                             problem + ", for lane \"" + lane.name + "\""
                                 + (lane.rules.empty() ? "" : ", rule \"" + rule.name + "\""));
            members += s.clients[i].count;
            if (members > kMaxClients)
                fail(at("clients", i) + ".count",
                     "more than " + std::to_string(kMaxClients) + " clients in all");
        });
    }
    if (!s.world.enabled())
        return problems; // without a world every lane counts in memory: its store is not used
    const std::vector<std::string> regions = worldRegionNames(s.world);
    unit(problems, [&] { validateWorld(s, regions); });
    for (std::size_t i = 0; i < s.lanes.size(); ++i) {
        const std::string p = at("lanes", i) + ".store";
        unit(problems, [&] { validateStore(p, s.lanes[i], regions); });
        const std::vector<StoreFaultSpec>& faults = s.lanes[i].store.faults;
        if (const std::string problem = placementFaultProblem(s.lanes[i].store.placement);
            !problem.empty() && !faults.empty()) {
            problems.push_back({p + ".faults", problem});
            continue;
        }
        for (std::size_t k = 0; k < faults.size(); ++k) {
            const std::string problem = storeFaultProblem(regions, s.lanes[i].store, faults[k]);
            if (!problem.empty()) {
                const std::size_t colon = problem.find(": ");
                problems.push_back({at(p + ".faults", k) + "." + problem.substr(0, colon),
                                    problem.substr(colon + 2)});
            }
        }
    }
    return problems;
}

void validateScenario(const Scenario& s)
{
    const std::vector<ScenarioProblem> problems = scenarioProblems(s);
    if (!problems.empty())
        throw std::invalid_argument(problems.front().field + ": " + problems.front().what);
}

} // namespace ratelab
