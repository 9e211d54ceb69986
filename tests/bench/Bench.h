// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A tiny benchmark harness. Each benchmark is a function that measures and reports figures;
// ratelab-bench runs the ones whose name matches its arguments, repeats each --repeat times and
// prints the median of every figure as "name value unit".
#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace ratelab::bench {

class Reporter {
public:
    void figure(const std::string& name, double value, const std::string& unit);

    struct Figure {
        std::string name;
        double value;
        std::string unit;
    };
    std::vector<Figure> figures;
};

using BenchFn = std::function<void(Reporter&)>;

struct Registrar {
    Registrar(const char* name, BenchFn fn);
};

// Seconds of wall time fn takes; benchmarks only, never in tests.
double secondsOf(const std::function<void()>& fn);

// CPU seconds of this thread: "per second on one core" even while other processes share the
// machine's cores (wall time would count the time this thread waits for a core).
double threadCpuSeconds();

// xorshift64*: a key (or client) index below `count`, cheap enough not to show in the figures.
struct KeyPicker {
    std::uint64_t x = 0x9E3779B97F4A7C15ull;
    std::uint32_t next(std::uint32_t count)
    {
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        const std::uint64_t r = x * 0x2545F4914F6CDD1Dull;
        return static_cast<std::uint32_t>(((r >> 32) * count) >> 32);
    }
};

// Keeps the optimiser from deleting a computed value.
template <typename T>
inline void keep(const T& value)
{
    asm volatile("" : : "r,m"(value) : "memory");
}

} // namespace ratelab::bench

#define RATELAB_BENCH_CAT2(a, b) a##b
#define RATELAB_BENCH_CAT(a, b) RATELAB_BENCH_CAT2(a, b)
#define RATELAB_BENCH(name, fn)                                                                    \
    static const ::ratelab::bench::Registrar RATELAB_BENCH_CAT(benchRegistrar_, __LINE__)(name, fn)
