#pragma once
// A seeded random source whose every output is defined here, not by the standard library's
// distributions (those differ between libstdc++ and libc++), so one seed gives one run
// everywhere. Not thread-safe; each component owns its own stream, split from the scenario seed.
#include <cstdint>

namespace ratelab {

class Random {
public:
    explicit Random(std::uint64_t seed);

    // An independent stream for a named purpose (lane index, client index...): the same parent
    // seed and the same id always give the same child.
    [[nodiscard]] Random split(std::uint64_t streamId) const;

    std::uint64_t nextU64();                                   // xoshiro256**
    double uniform01();                                        // [0, 1) with 53 random bits
    std::uint64_t uniformBelow(std::uint64_t bound);           // [0, bound), unbiased (Lemire)
    std::int64_t uniformInt(std::int64_t lo, std::int64_t hi); // [lo, hi] inclusive
    double exponential(double mean);                           // inverse transform
    double normal(double mean, double stddev);                 // Box-Muller, no cached spare
    double logNormal(double median, double sigma);
    bool bernoulli(double p);

private:
    std::uint64_t m_seed;
    std::uint64_t m_s[4];
};

} // namespace ratelab
