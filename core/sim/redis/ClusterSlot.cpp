// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/redis/ClusterSlot.h"

namespace ratelab {

std::uint16_t crc16Xmodem(std::string_view bytes)
{
    std::uint16_t crc = 0;
    for (const char c : bytes) {
        crc ^= static_cast<std::uint16_t>(static_cast<unsigned char>(c) << 8);
        for (int bit = 0; bit < 8; ++bit)
            crc = (crc & 0x8000) ? static_cast<std::uint16_t>((crc << 1) ^ 0x1021)
                                 : static_cast<std::uint16_t>(crc << 1);
    }
    return crc;
}

std::string_view clusterHashTag(std::string_view key)
{
    const auto open = key.find('{');
    if (open == std::string_view::npos)
        return key;
    const auto close = key.find('}', open + 1);
    if (close == std::string_view::npos || close == open + 1)
        return key;
    return key.substr(open + 1, close - open - 1);
}

int clusterKeySlot(std::string_view key)
{
    return crc16Xmodem(clusterHashTag(key)) & (kClusterSlots - 1);
}

bool sameClusterSlot(std::span<const std::string> keys)
{
    if (keys.empty())
        return true;
    const int first = clusterKeySlot(keys.front());
    for (const std::string& k : keys)
        if (clusterKeySlot(k) != first)
            return false;
    return true;
}

int clusterShardOfSlot(int slot, int shards)
{
    if (shards <= 1)
        return 0;
    // redis-cli --cluster create gives master i the slots up to lround((i + 1) * 16384 / S - 1)
    // (3 masters: 0-5460, 5461-10922, 10923-16383); integer form of that rounding, half up.
    for (int shard = 0; shard < shards - 1; ++shard) {
        const std::int64_t num = static_cast<std::int64_t>(shard + 1) * kClusterSlots - shards;
        const std::int64_t last = (2 * num + shards) / (2 * static_cast<std::int64_t>(shards));
        if (slot <= last)
            return shard;
    }
    return shards - 1;
}

} // namespace ratelab
