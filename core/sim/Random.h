// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A seeded random source whose every output is defined here, not by the standard library's
// distributions (those differ between libstdc++ and libc++), so one seed gives one run
// everywhere. Not thread-safe; each component owns its own stream, split from the scenario seed.
#include <cmath>
#include <cstdint>

namespace ratelab {

class Random {
public:
    explicit Random(std::uint64_t seed);

    // An independent stream for a named purpose (lane index, client index...): the same parent
    // seed and the same id always give the same child.
    [[nodiscard]] Random split(std::uint64_t streamId) const;

    // The draws every request makes are defined here, where callers can inline them.
    std::uint64_t nextU64() // xoshiro256**
    {
        const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }
    double uniform01() // [0, 1) with 53 random bits
    {
        return static_cast<double>(nextU64() >> 11) * 0x1.0p-53;
    }
    double exponential(double mean) // inverse transform
    {
        return -mean * std::log1p(-uniform01());
    }
    std::uint64_t uniformBelow(std::uint64_t bound);           // [0, bound), unbiased (Lemire)
    std::int64_t uniformInt(std::int64_t lo, std::int64_t hi); // [lo, hi] inclusive
    double normal(double mean, double stddev);                 // Box-Muller, no cached spare
    double logNormal(double median, double sigma);
    bool bernoulli(double p);

private:
    static constexpr std::uint64_t rotl(std::uint64_t x, int k)
    {
        return (x << k) | (x >> (64 - k));
    }

    std::uint64_t m_seed;
    std::uint64_t m_s[4];
};

} // namespace ratelab
