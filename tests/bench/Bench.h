#pragma once
// A tiny benchmark harness. Each benchmark is a function that measures and reports figures;
// ratelab-bench runs the ones whose name matches its arguments, repeats each --repeat times and
// prints the median of every figure as "name value unit".
#include <chrono>
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
