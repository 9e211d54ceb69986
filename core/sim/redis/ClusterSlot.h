// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Redis Cluster key slots exactly as Redis computes them (CRC16/XMODEM of the key, or of its hash
// tag, modulo 16384), and the contiguous slot ranges a cluster of S shards is usually created with.
// Pure functions; any thread.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace ratelab {

inline constexpr int kClusterSlots = 16384;

std::uint16_t crc16Xmodem(std::string_view bytes);

// The part of the key that is hashed: the text between the first '{' and the next '}' if that is
// non-empty, else the whole key ("foo{}{bar}" hashes whole; "foo{{bar}}" hashes "{bar").
std::string_view clusterHashTag(std::string_view key);
int clusterKeySlot(std::string_view key);

// A multi-key script is only legal in a cluster when every key lands in one slot (CROSSSLOT).
bool sameClusterSlot(std::span<const std::string> keys);

// Shard owning a slot when the slots are split into `shards` contiguous ranges, as
// `redis-cli --cluster create` does.
int clusterShardOfSlot(int slot, int shards);

} // namespace ratelab
