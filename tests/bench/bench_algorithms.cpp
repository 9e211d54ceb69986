// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Decisions per second of each limiter on one core, at 1, 10,000 and 1,000,000 keys, and the
// engine bytes each keeps per key in a steady state. Keys are dense indices into a vector of
// states (no hash lookup in the loop); the clock moves 1 ms every 4 requests; N = 100 per 60 s;
// one virtual call per decision, as in the engine.
#include "tests/bench/Bench.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace {

using namespace ratelab;

constexpr int kRequestsPerMs = 4;
constexpr std::int64_t kHoldMs = 50; // concurrency: service time

LimitParams benchParams()
{
    LimitParams p;
    p.limit = 100;
    p.windowMs = 60'000;
    return p;
}

using bench::KeyPicker;
using bench::threadCpuSeconds;

struct Load {
    const Algorithm* alg;
    std::vector<KeyState> states;
    KeyPicker picker;
    std::int64_t request = 0; // requests so far; the clock is request / kRequestsPerMs

    std::int64_t run(std::int64_t count)
    {
        const auto keys = static_cast<std::uint32_t>(states.size());
        std::int64_t admitted = 0;
        for (std::int64_t i = 0; i < count; ++i, ++request) {
            KeyState& s = states[picker.next(keys)];
            const Decision d = alg->decide(s, DecideInput{request / kRequestsPerMs, 1, kHoldMs});
            admitted += d.allowed ? 1 : 0;
        }
        return admitted;
    }
};

void benchDecide(bench::Reporter& reporter, const AlgorithmInfo& info)
{
    const auto alg = makeAlgorithm(info.kind, benchParams());
    for (const std::uint32_t keys : {1u, 10'000u, 1'000'000u}) {
        Load load{alg.get(), std::vector<KeyState>(keys), {}, 0};
        // Warm up: every key touched a few times, logs at their steady length.
        const std::int64_t warmup =
            std::max<std::int64_t>(400'000, 3 * static_cast<std::int64_t>(keys));
        bench::keep(load.run(warmup));
        constexpr std::int64_t measured = 4'000'000;
        std::int64_t admitted = 0;
        const double start = threadCpuSeconds();
        admitted = load.run(measured);
        const double seconds = threadCpuSeconds() - start;
        bench::keep(admitted);
        reporter.figure("decide." + std::string(info.id) + ".keys_" + std::to_string(keys),
                        static_cast<double>(measured) / seconds, "decisions/s");
    }
}

// 10,000 keys each sending at its limit (100 per 60 s) for two windows, then the mean of
// Algorithm::stateBytes over the keys: what the engine holds per key once logs are full.
void benchStateBytes(bench::Reporter& reporter)
{
    constexpr std::uint32_t kKeys = 10'000;
    const LimitParams p = benchParams();
    const std::int64_t perMs = kKeys * p.limit / p.windowMs + 1;
    for (const AlgorithmInfo& info : allAlgorithms()) {
        const auto alg = makeAlgorithm(info.kind, p);
        std::vector<KeyState> states(kKeys);
        KeyPicker picker;
        for (std::int64_t t = 0; t < 2 * p.windowMs; ++t) {
            for (std::int64_t i = 0; i < perMs; ++i)
                bench::keep(
                    alg->decide(states[picker.next(kKeys)], DecideInput{t, 1, kHoldMs}).allowed);
        }
        double total = 0;
        for (const KeyState& s : states)
            total += static_cast<double>(alg->stateBytes(s));
        reporter.figure("state_bytes." + std::string(info.id), total / kKeys, "bytes/key");
    }
}

} // namespace

RATELAB_BENCH("decide.0-fixed-window",
              [](ratelab::bench::Reporter& r) { benchDecide(r, ratelab::allAlgorithms()[0]); });
RATELAB_BENCH("decide.1-sliding-log",
              [](ratelab::bench::Reporter& r) { benchDecide(r, ratelab::allAlgorithms()[1]); });
RATELAB_BENCH("decide.2-sliding-counter",
              [](ratelab::bench::Reporter& r) { benchDecide(r, ratelab::allAlgorithms()[2]); });
RATELAB_BENCH("decide.3-token-bucket",
              [](ratelab::bench::Reporter& r) { benchDecide(r, ratelab::allAlgorithms()[3]); });
RATELAB_BENCH("decide.4-gcra",
              [](ratelab::bench::Reporter& r) { benchDecide(r, ratelab::allAlgorithms()[4]); });
RATELAB_BENCH("decide.5-leaky-bucket",
              [](ratelab::bench::Reporter& r) { benchDecide(r, ratelab::allAlgorithms()[5]); });
RATELAB_BENCH("decide.6-concurrency",
              [](ratelab::bench::Reporter& r) { benchDecide(r, ratelab::allAlgorithms()[6]); });
RATELAB_BENCH("state_bytes", benchStateBytes);
