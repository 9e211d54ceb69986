// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/ScenarioBuilder.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"

#include <utility>

namespace ratelab::test {

ArrivalSpec constantArrival(double ratePerSec, std::int64_t startMs, std::int64_t endMs)
{
    ArrivalSpec a;
    a.kind = ArrivalKind::Constant;
    a.ratePerSec = ratePerSec;
    a.startMs = startMs;
    a.endMs = endMs;
    return a;
}

ArrivalSpec poissonArrival(double ratePerSec)
{
    ArrivalSpec a;
    a.kind = ArrivalKind::Poisson;
    a.ratePerSec = ratePerSec;
    return a;
}

ArrivalSpec onOffArrival(double ratePerSec, std::int64_t onMs, std::int64_t offMs)
{
    ArrivalSpec a;
    a.kind = ArrivalKind::OnOff;
    a.ratePerSec = ratePerSec;
    a.onMs = onMs;
    a.offMs = offMs;
    return a;
}

ArrivalSpec diurnalArrival(double ratePerSec, double peakRatePerSec, std::int64_t periodMs)
{
    ArrivalSpec a;
    a.kind = ArrivalKind::Diurnal;
    a.ratePerSec = ratePerSec;
    a.peakRatePerSec = peakRatePerSec;
    a.periodMs = periodMs;
    return a;
}

ArrivalSpec boundaryAttack(std::int64_t count, std::int64_t spreadMs, std::int64_t windowMs,
                           std::int64_t repeatEveryMs)
{
    ArrivalSpec a;
    a.kind = ArrivalKind::BoundaryAttacker;
    a.count = count;
    a.spreadMs = spreadMs;
    a.windowMs = windowMs;
    a.repeatEveryMs = repeatEveryMs;
    return a;
}

ArrivalSpec burstArrival(std::int64_t count, std::int64_t startMs, std::int64_t spacingMs,
                         std::int64_t repeatEveryMs)
{
    ArrivalSpec a;
    a.kind = ArrivalKind::Burst;
    a.count = count;
    a.startMs = startMs;
    a.spacingMs = spacingMs;
    a.repeatEveryMs = repeatEveryMs;
    return a;
}

ArrivalSpec traceArrival(std::vector<std::int64_t> timesMs)
{
    ArrivalSpec a;
    a.kind = ArrivalKind::Trace;
    a.timesMs = std::move(timesMs);
    return a;
}

RetrySpec retry(RetryKind kind, int maxAttempts, std::int64_t baseMs, std::int64_t capMs)
{
    RetrySpec r;
    r.kind = kind;
    r.maxAttempts = maxAttempts;
    r.baseMs = baseMs;
    r.capMs = capMs;
    return r;
}

ClientSpec client(const std::string& name, const ArrivalSpec& arrival, const RetrySpec& retrySpec)
{
    ClientSpec c;
    c.name = name;
    c.identity.user = name;
    c.identity.apiKey = "key-" + name;
    c.identity.ip = "ip-" + name;
    c.identity.tenant = "tenant-" + name;
    c.arrival = arrival;
    c.retry = retrySpec;
    return c;
}

LaneSpec lane(const std::string& name, AlgorithmKind algorithm, std::int64_t limit,
              std::int64_t windowMs, std::int64_t burst, const std::string& keyTemplate)
{
    LaneSpec l;
    l.name = name;
    l.algorithm = algorithm;
    l.params.limit = limit;
    l.params.windowMs = windowMs;
    l.params.burst = burst;
    l.keyTemplate = keyTemplate;
    return l;
}

RuleSpec rule(const std::string& name, std::int64_t limit, std::int64_t windowMs,
              const std::string& keyTemplate)
{
    RuleSpec r;
    r.name = name;
    r.algorithm = AlgorithmKind::FixedWindow;
    r.params.limit = limit;
    r.params.windowMs = windowMs;
    r.keyTemplate = keyTemplate;
    return r;
}

LaneSpec policyLane(const std::string& name, std::vector<RuleSpec> rules, ChargeMode charge)
{
    LaneSpec l;
    l.name = name;
    l.charge = charge;
    l.rules = std::move(rules);
    l.algorithm = l.rules.front().algorithm;
    l.params = l.rules.front().params;
    l.keyTemplate = l.rules.front().keyTemplate;
    return l;
}

ScenarioBuilder::ScenarioBuilder()
{
    m_scenario.name = "test";
}

ScenarioBuilder& ScenarioBuilder::name(const std::string& name)
{
    m_scenario.name = name;
    return *this;
}

ScenarioBuilder& ScenarioBuilder::seed(std::uint64_t seed)
{
    m_scenario.seed = seed;
    return *this;
}

ScenarioBuilder& ScenarioBuilder::duration(std::int64_t ms)
{
    m_scenario.durationMs = ms;
    return *this;
}

ScenarioBuilder& ScenarioBuilder::bucket(std::int64_t ms)
{
    m_scenario.bucketMs = ms;
    return *this;
}

ScenarioBuilder& ScenarioBuilder::requestLogLimit(std::int64_t n)
{
    m_scenario.requestLogLimit = n;
    return *this;
}

ScenarioBuilder& ScenarioBuilder::lane(const LaneSpec& l)
{
    m_scenario.lanes.push_back(l);
    return *this;
}

ScenarioBuilder& ScenarioBuilder::client(const ClientSpec& c)
{
    m_scenario.clients.push_back(c);
    return *this;
}

Scenario oneLaneScenario(AlgorithmKind algorithm, std::int64_t limit, std::int64_t windowMs,
                         const ArrivalSpec& arrival, std::int64_t durationMs,
                         const RetrySpec& retrySpec)
{
    return ScenarioBuilder()
        .duration(durationMs)
        .lane(lane(std::string(algorithmInfo(algorithm).id), algorithm, limit, windowMs))
        .client(client("c", arrival, retrySpec))
        .build();
}

Scenario allAlgorithmsScenario(std::int64_t limit, std::int64_t windowMs,
                               const std::vector<ClientSpec>& clients, std::int64_t durationMs)
{
    ScenarioBuilder b;
    b.duration(durationMs);
    for (const AlgorithmInfo& info : allAlgorithms())
        if (!info.inProcessOnly)
            b.lane(lane(std::string(info.id), info.kind, limit, windowMs));
    for (const ClientSpec& c : clients)
        b.client(c);
    return b.build();
}

} // namespace ratelab::test
