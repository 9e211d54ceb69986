// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/Random.h"

#include <cmath>

namespace ratelab {
namespace {

std::uint64_t splitMix64(std::uint64_t& x)
{
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// GCC and Clang extension; __extension__ keeps -Wpedantic quiet about it.
__extension__ typedef unsigned __int128 UInt128;

} // namespace

Random::Random(std::uint64_t seed)
    : m_seed(seed)
{
    std::uint64_t x = seed;
    for (auto& s : m_s)
        s = splitMix64(x);
}

Random Random::split(std::uint64_t streamId) const
{
    std::uint64_t x = m_seed ^ (streamId * 0xD1B54A32D192ED03ULL);
    return Random(splitMix64(x) ^ 0xA0761D6478BD642FULL);
}

std::uint64_t Random::uniformBelow(std::uint64_t bound)
{
    if (bound == 0)
        return 0;
    UInt128 m = static_cast<UInt128>(nextU64()) * bound;
    auto low = static_cast<std::uint64_t>(m);
    if (low < bound) {
        const std::uint64_t threshold = (0 - bound) % bound;
        while (low < threshold) {
            m = static_cast<UInt128>(nextU64()) * bound;
            low = static_cast<std::uint64_t>(m);
        }
    }
    return static_cast<std::uint64_t>(m >> 64);
}

std::int64_t Random::uniformInt(std::int64_t lo, std::int64_t hi)
{
    if (hi <= lo)
        return lo;
    const auto span = static_cast<std::uint64_t>(hi - lo) + 1;
    return lo + static_cast<std::int64_t>(uniformBelow(span));
}

double Random::normal(double mean, double stddev)
{
    double u1 = uniform01();
    while (u1 <= 0.0)
        u1 = uniform01();
    const double u2 = uniform01();
    return mean + stddev * std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
}

double Random::logNormal(double median, double sigma)
{
    return median * std::exp(normal(0.0, sigma));
}

bool Random::bernoulli(double p)
{
    return uniform01() < p;
}

} // namespace ratelab
