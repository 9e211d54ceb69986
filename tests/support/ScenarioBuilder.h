// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Small helpers that build Scenario values in tests without a file: arrival specs, clients,
// lanes, and a fluent builder for whole scenarios. Plain values; use from any test thread.
#include "core/sim/model/Scenario.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ratelab::test {

ArrivalSpec constantArrival(double ratePerSec, std::int64_t startMs = 0, std::int64_t endMs = -1);
ArrivalSpec poissonArrival(double ratePerSec);
ArrivalSpec onOffArrival(double ratePerSec, std::int64_t onMs, std::int64_t offMs);
ArrivalSpec diurnalArrival(double ratePerSec, double peakRatePerSec, std::int64_t periodMs);
// count 0 = the first lane's limit, windowMs 0 = the first lane's window.
ArrivalSpec boundaryAttack(std::int64_t count = 0, std::int64_t spreadMs = 0,
                           std::int64_t windowMs = 0, std::int64_t repeatEveryMs = 0);
ArrivalSpec burstArrival(std::int64_t count, std::int64_t startMs, std::int64_t spacingMs = 0,
                         std::int64_t repeatEveryMs = 0);
ArrivalSpec traceArrival(std::vector<std::int64_t> timesMs);

RetrySpec retry(RetryKind kind, int maxAttempts = 3, std::int64_t baseMs = 100,
                std::int64_t capMs = 30'000);

// A client named `name` whose user, API key, IP and tenant are derived from the name.
ClientSpec client(const std::string& name, const ArrivalSpec& arrival, const RetrySpec& retry = {});

LaneSpec lane(const std::string& name, AlgorithmKind algorithm, std::int64_t limit,
              std::int64_t windowMs, std::int64_t burst = 0,
              const std::string& keyTemplate = "{user}");

// A fixed-window rule of a policy.
RuleSpec rule(const std::string& name, std::int64_t limit, std::int64_t windowMs,
              const std::string& keyTemplate = "{user}");

// A lane that is a policy of `rules`, its own fields the first rule's, as the loader copies them.
LaneSpec policyLane(const std::string& name, std::vector<RuleSpec> rules,
                    ChargeMode charge = ChargeMode::AllOrNothing);

// A fluent builder: ScenarioBuilder().duration(2000).lane(...).client(...).build().
class ScenarioBuilder {
public:
    ScenarioBuilder();

    ScenarioBuilder& name(const std::string& name);
    ScenarioBuilder& seed(std::uint64_t seed);
    ScenarioBuilder& duration(std::int64_t ms);
    ScenarioBuilder& bucket(std::int64_t ms);
    ScenarioBuilder& requestLogLimit(std::int64_t n);
    ScenarioBuilder& lane(const LaneSpec& lane);
    ScenarioBuilder& client(const ClientSpec& client);

    [[nodiscard]] Scenario build() const { return m_scenario; }
    [[nodiscard]] Scenario& scenario() { return m_scenario; }

private:
    Scenario m_scenario;
};

// One lane of `algorithm` (N per W ms, key "{user}") and one client "c" with `arrival`.
Scenario oneLaneScenario(AlgorithmKind algorithm, std::int64_t limit, std::int64_t windowMs,
                         const ArrivalSpec& arrival, std::int64_t durationMs,
                         const RetrySpec& retry = {});

// One lane per algorithm kind that can live in a shared store (named by their ids; nginx and
// Guava are in-process only and take no cost above 1 or need a warm-up), all N per W ms, on the
// same clients.
Scenario allAlgorithmsScenario(std::int64_t limit, std::int64_t windowMs,
                               const std::vector<ClientSpec>& clients, std::int64_t durationMs);

} // namespace ratelab::test
