// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/bench/Bench.h"

#include <time.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <utility>

namespace ratelab::bench {
namespace {

std::vector<std::pair<std::string, BenchFn>>& registry()
{
    static std::vector<std::pair<std::string, BenchFn>> benches;
    return benches;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

} // namespace

void Reporter::figure(const std::string& name, double value, const std::string& unit)
{
    figures.push_back({name, value, unit});
}

Registrar::Registrar(const char* name, BenchFn fn)
{
    registry().emplace_back(name, std::move(fn));
}

double threadCpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

double secondsOf(const std::function<void()>& fn)
{
    const auto start = std::chrono::steady_clock::now();
    fn();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace ratelab::bench

int main(int argc, char** argv)
{
    using namespace ratelab::bench;
    int repeat = 5;
    std::vector<std::string> filters;
    bool list = false;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--repeat") == 0 && i + 1 < argc) {
            repeat = std::max(1, std::atoi(argv[++i]));
        } else if (std::strcmp(argv[i], "--list") == 0) {
            list = true;
        } else if (std::strcmp(argv[i], "--help") == 0) {
            std::puts("usage: ratelab-bench [--repeat K] [--list] [NAME-SUBSTRING...]\n"
                      "Runs the benchmarks whose name contains any given substring (all if none),\n"
                      "K times each (default 5), and prints the median of each figure as\n"
                      "'name value unit'.");
            return 0;
        } else {
            filters.emplace_back(argv[i]);
        }
    }
    auto& benches = registry();
    std::sort(benches.begin(), benches.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [name, fn] : benches) {
        const bool selected =
            filters.empty()
            || std::any_of(filters.begin(), filters.end(),
                           [&](const std::string& f) { return name.find(f) != std::string::npos; });
        if (!selected)
            continue;
        if (list) {
            std::printf("%s\n", name.c_str());
            continue;
        }
        std::map<std::string, std::pair<std::vector<double>, std::string>> samples;
        std::vector<std::string> order;
        for (int r = 0; r < repeat; ++r) {
            Reporter reporter;
            fn(reporter);
            for (const auto& f : reporter.figures) {
                auto [it, inserted] = samples.try_emplace(f.name);
                if (inserted)
                    order.push_back(f.name);
                it->second.first.push_back(f.value);
                it->second.second = f.unit;
            }
        }
        for (const auto& figureName : order) {
            const auto& [values, unit] = samples[figureName];
            std::printf("%s %.6g %s\n", figureName.c_str(), median(values), unit.c_str());
            std::fflush(stdout);
        }
    }
    return 0;
}
