// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Decisions per second of a policy of three rules (token bucket, sliding counter, fixed window;
// issue 11's target: 20 million a second at 10,000 keys on one core), measured like the
// decide.* benchmarks: no engine around it, each client's key in every rule computed once (as
// the engine does from its identity), the clock 1 ms every 4 requests, N = 100 per 60 s. Once
// for each charging setting, and once with the rules' figures counted (Policy::note) as a lane
// does after each decision.
#include "tests/bench/Bench.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/engine/Policy.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace {

using namespace ratelab;

constexpr std::uint32_t kKeys = 10'000;
constexpr int kRequestsPerMs = 4;

struct ThreeRules {
    std::vector<std::unique_ptr<Algorithm>> algorithms;
    std::vector<std::unique_ptr<MemoryStore>> stores;
    std::unique_ptr<Policy> policy;

    explicit ThreeRules(ChargeMode charge)
    {
        std::vector<PolicyRuleSetup> rules;
        const AlgorithmKind kinds[] = {AlgorithmKind::TokenBucket, AlgorithmKind::SlidingCounter,
                                       AlgorithmKind::FixedWindow};
        std::vector<std::int32_t> keyOfClient(kKeys);
        for (std::uint32_t c = 0; c < kKeys; ++c)
            keyOfClient[c] = static_cast<std::int32_t>(c);
        for (const AlgorithmKind kind : kinds) {
            PolicyRuleSetup rule;
            rule.spec.name = std::string(algorithmInfo(kind).id);
            rule.spec.algorithm = kind;
            rule.spec.params.limit = 100;
            rule.spec.params.windowMs = 60'000;
            algorithms.push_back(makeAlgorithm(kind, rule.spec.params));
            stores.push_back(std::make_unique<MemoryStore>(kKeys));
            rule.algorithm = algorithms.back().get();
            rule.store = stores.back().get();
            rule.keyOfClient = keyOfClient;
            rule.matches.assign(kKeys, 1);
            rules.push_back(std::move(rule));
        }
        policy = std::make_unique<Policy>(charge, std::move(rules), kKeys);
    }
};

std::int64_t run(Policy& policy, bench::KeyPicker& picker, std::int64_t& request,
                 std::int64_t count, bool note)
{
    std::int64_t admitted = 0;
    for (std::int64_t i = 0; i < count; ++i, ++request) {
        const auto client = static_cast<std::int32_t>(picker.next(kKeys));
        DecideInput in{request / kRequestsPerMs, 1, 0};
        const Policy::Verdict v = policy.decide(client, in);
        if (note)
            policy.note(client, fromMillis(in.nowMs), 1, v.decision.allowed, v.refusedBy);
        admitted += v.decision.allowed ? 1 : 0;
    }
    return admitted;
}

void benchPolicy(bench::Reporter& reporter, ChargeMode charge, const char* name, bool note)
{
    ThreeRules three(charge);
    bench::KeyPicker picker;
    std::int64_t request = 0;
    bench::keep(run(*three.policy, picker, request, 400'000, note)); // every key touched
    constexpr std::int64_t measured = 4'000'000;
    const double start = bench::threadCpuSeconds();
    const std::int64_t admitted = run(*three.policy, picker, request, measured, note);
    const double seconds = bench::threadCpuSeconds() - start;
    bench::keep(admitted);
    reporter.figure(std::string("policy.3_rules.") + name + (note ? ".with_figures" : "")
                        + ".keys_10000",
                    static_cast<double>(measured) / seconds, "decisions/s");
}

} // namespace

RATELAB_BENCH("policy.3_rules", [](ratelab::bench::Reporter& r) {
    using ratelab::ChargeMode;
    benchPolicy(r, ChargeMode::AllOrNothing, "all-or-nothing", false);
    benchPolicy(r, ChargeMode::UpToRefusing, "up-to-refusing", false);
    benchPolicy(r, ChargeMode::EveryRule, "every-rule", false);
    benchPolicy(r, ChargeMode::AllOrNothing, "all-or-nothing", true);
});
