// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A hash with one fixed definition (FNV-1a 64 followed by a SplitMix64 finaliser), so a key routes
// to the same instance and slot on every platform and every run; std::hash promises neither.
#include <cstdint>
#include <string_view>

namespace ratelab {

constexpr std::uint64_t mix64(std::uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

constexpr std::uint64_t stableHash(std::string_view bytes, std::uint64_t seed = 0)
{
    std::uint64_t h = 0xCBF29CE484222325ULL ^ seed;
    for (const char c : bytes) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001B3ULL;
    }
    return mix64(h);
}

} // namespace ratelab
