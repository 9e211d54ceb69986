// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/ReferenceLimiterFields.h"

#include "core/io/scenario/SchemaFieldFactory.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/model/ScenarioLimits.h"

namespace ratelab::schema {
namespace {

std::function<bool(const LaneSpec&)> algorithmHas(bool AlgorithmInfo::*trait)
{
    return [trait](const LaneSpec& l) { return algorithmInfo(l.algorithm).*trait; };
}

} // namespace

void appendReferenceLimiterFields(std::vector<SchemaField<LaneSpec>>& fields)
{
    using L = LaneSpec;
    fields.push_back(quietDefault(when<L>(
        integer<L>(
            "delay", "Delay after", 0, kMaxLimit, "requests",
            "nginx delay=N: the first N excess requests of a burst pass at once, later ones wait; "
            "0 (nginx's default) delays every excess request.",
            [](auto& l) -> auto& { return l.params.delay; }),
        algorithmHas(&AlgorithmInfo::usesDelay))));
    fields.push_back(quietDefault(
        when<L>(boolean<L>(
                    "nodelay", "No delay",
                    "nginx nodelay: requests within the burst pass at once instead of waiting.",
                    [](auto& l) -> auto& { return l.params.nodelay; }),
                algorithmHas(&AlgorithmInfo::usesDelay))));
    fields.push_back(quietDefault(
        when<L>(integer<L>(
                    "warmup_ms", "Warm-up", 0, kMaxWindowMs, "milliseconds",
                    "Guava's warmupPeriod: how long a cold limiter takes to reach its full rate "
                    "(required for guava-warmup).",
                    [](auto& l) -> auto& { return l.params.warmupMs; }),
                algorithmHas(&AlgorithmInfo::usesWarmup))));
    fields.push_back(quietDefault(
        when<L>(integer<L>(
                    "timeout_ms", "Timeout", 0, kMaxWindowMs, "milliseconds",
                    "Guava tryAcquire(cost, timeout): grant a request that would wait at most this "
                    "long; 0 grants only what needs no wait.",
                    [](auto& l) -> auto& { return l.params.timeoutMs; }),
                algorithmHas(&AlgorithmInfo::usesTimeout))));
}

} // namespace ratelab::schema
