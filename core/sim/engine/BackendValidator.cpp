// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/engine/BackendValidator.h"

#include "core/sim/adaptive/AdaptiveAlgorithms.h"
#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/backend/ServiceTime.h"
#include "core/sim/engine/ValidatorSupport.h"

namespace ratelab::validation {
namespace {

void serviceTime(const std::string& p, const ServiceTimeSpec& spec)
{
    const std::string problem = serviceTimeProblem(spec);
    if (problem.empty())
        return;
    const std::size_t colon = problem.find(": ");
    fail(p + "." + problem.substr(0, colon), problem.substr(colon + 2));
}

void backend(const Scenario& s)
{
    const BackendSpec& b = s.backend;
    inRange("backend.workers", b.workers, 0, kMaxWorkers);
    if (!b.enabled()) {
        if (!b.changes.empty() || b.dependency.enabled())
            fail("backend.workers", "a backend needs at least 1 worker (0 means no backend)");
        return;
    }
    serviceTime("backend.service", b.service);
    inRange("backend.queue_limit", b.queueLimit, -1, kMaxQueueLimit);
    inRange("backend.queue_timeout_ms", b.queueTimeoutMs, 0, kMaxDurationMs);
    inRange("backend.timeout_ms", b.timeoutMs, 0, kMaxDurationMs);
    inRange("backend.reserved_percent", b.reservedPercent, 0, 100);
    inRange("backend.retry_after_ms", b.retryAfterMs, 0, kMaxDurationMs);
    const DependencySpec& d = b.dependency;
    inRange("backend.dependency.connections", d.connections, 0, kMaxWorkers);
    if (d.enabled()) {
        if (d.service.meanMs <= 0.0)
            fail("backend.dependency.service.mean_ms",
                 "a dependency needs its own mean call time (greater than 0)");
        serviceTime("backend.dependency.service", d.service);
        inRange("backend.dependency.timeout_ms", d.timeoutMs, 0, kMaxDurationMs);
    }
}

void change(const std::string& p, const BackendChangeSpec& c, const Scenario& s)
{
    inRange(p + ".start_ms", c.startMs, 0, kMaxDurationMs);
    inRange(p + ".duration_ms", c.durationMs, 0, kMaxDurationMs);
    if (c.dependency && !s.backend.dependency.enabled())
        fail(p + ".dependency", "the backend has no dependency (backend.dependency.connections)");
    if (c.kind == BackendChangeKind::Workers)
        inRange(p + ".workers", c.workers, 0, kMaxWorkers);
    else
        inRange(p + ".slow_percent", c.slowPercent, 1, kMaxSlowPercent);
}

// A gate (a concurrency limit in front of the backend, an adaptive limit) decides in the lane's
// one process; a world's instances would each run their own, which is not modelled: refused
// rather than decided somewhere the world does not say.
void gateInWorld(const std::string& p, const LaneSpec& lane, const Scenario& s)
{
    const AlgorithmInfo& info = algorithmInfo(lane.algorithm);
    if (info.adaptive)
        fail(p + ".algorithm",
             "an adaptive limit (" + std::string(info.id)
                 + ") runs in one process: it is not available in a distributed world "
                   "(world.instances_per_region), where each API instance would run its own");
    if (s.backend.enabled() && lane.algorithm == AlgorithmKind::Concurrency && !isPolicyLane(lane))
        fail(p + ".algorithm",
             "a concurrency limit in front of the backend runs in one process: it is not "
             "available in a distributed world (world.instances_per_region), where each API "
             "instance would run its own");
}

const AdaptiveParam* findParam(const AdaptiveAlgorithm& algorithm, std::string_view option)
{
    for (const AdaptiveParam& param : algorithm.params)
        if (param.option == option)
            return &param;
    return nullptr;
}

} // namespace

std::string adaptiveFieldName(std::string_view option)
{
    std::string name(option);
    for (char& c : name)
        c = c == '-' ? '_' : c;
    return "adaptive." + name;
}

void validateAdaptiveLane(const std::string& p, const LaneSpec& lane)
{
    for (std::size_t j = 0; j < lane.rules.size(); ++j)
        if (algorithmInfo(lane.rules[j].algorithm).adaptive)
            fail(at(p + ".rules", j) + ".algorithm",
                 "an adaptive limit is a lane of its own (its algorithm), not a rule of a policy");
    const AlgorithmInfo& info = algorithmInfo(lane.algorithm);
    if (!info.adaptive) {
        if (!lane.adaptive.empty())
            fail(p + "." + adaptiveFieldName(lane.adaptive.begin()->first),
                 "applies to the adaptive lanes only ("
                     + algorithmIdList([](const AlgorithmInfo& a) { return a.adaptive; }) + ")");
        return;
    }
    const AdaptiveAlgorithm& algorithm = *findAdaptiveAlgorithm(info.id);
    if (const AdaptiveParam* initial = findParam(algorithm, "initial-limit"))
        if (const std::string problem =
                adaptiveParamProblem(*initial, static_cast<double>(lane.params.limit));
            !problem.empty())
            fail(p + ".limit", "the limit an adaptive lane starts at: " + problem);
    for (const auto& [option, value] : lane.adaptive) {
        const AdaptiveParam* param = findParam(algorithm, option);
        if (!param || option == "initial-limit" || option == "probe-jitter")
            fail(p + "." + adaptiveFieldName(option),
                 std::string("is not a parameter of ") + std::string(info.id)
                     + (option == "initial-limit" ? " here: the lane's limit is where it starts"
                                                  : ""));
        if (const std::string problem = adaptiveParamProblem(*param, value); !problem.empty())
            fail(p + "." + adaptiveFieldName(option), problem);
    }
    for (const AdaptiveParam& param : algorithm.params)
        if (param.required && !lane.adaptive.contains(param.option))
            fail(p + "." + adaptiveFieldName(param.option),
                 "required for " + std::string(info.id) + " (" + std::string(param.help) + ")");
}

void validateBackend(const Scenario& s, std::vector<ScenarioProblem>& problems)
{
    if (s.world.enabled())
        for (std::size_t i = 0; i < s.lanes.size(); ++i)
            unit(problems, [&] { gateInWorld(at("lanes", i), s.lanes[i], s); });
    const std::size_t before = problems.size();
    unit(problems, [&] { backend(s); });
    if (problems.size() > before || !s.backend.enabled())
        return;
    for (std::size_t i = 0; i < s.backend.changes.size(); ++i)
        unit(problems, [&] { change(at("backend.changes", i), s.backend.changes[i], s); });
}

} // namespace ratelab::validation
