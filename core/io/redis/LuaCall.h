// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How one limiter decision maps onto its Lua twin: the KEYS (one hash tag per rate-limit key, so
// a multi-key script stays in one Redis Cluster slot), the ARGV layout every twin shares, and the
// reply read back into a Decision. Free functions on plain values; any thread.
#include "core/io/redis/LuaScripts.h"
#include "core/io/redis/RedisClient.h"

#include "core/sim/algorithms/Algorithm.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ratelab {

enum class KeyTagging {
    HashTag, // rl:{user123}:log, rl:{user123}:sum — one Cluster slot (the default)
    None,    // rl:user123:log, rl:user123:sum — multi-key scripts fail with CROSSSLOT in Cluster
};

// The Redis keys of the algorithm's state for one rate-limit key (a user id, an API key hash...).
std::vector<std::string> luaKeys(AlgorithmKind kind, std::string_view key,
                                 KeyTagging tagging = KeyTagging::HashTag);

// ARGV of the decision scripts: t, clock switch ('1' = Redis TIME), N, W, B, cost, then the
// algorithm's extras (sliding log: log_rejected; concurrency: hold and the lease id).
std::vector<std::string> luaArgs(AlgorithmKind kind, const LimitParams& params,
                                 const DecideInput& in, bool serverTime,
                                 std::string_view leaseId = {});

// The EVALSHA of one decision.
ScriptCall luaDecisionCall(const LuaScripts& scripts, AlgorithmKind kind, const LimitParams& params,
                           std::string_view key, const DecideInput& in, bool serverTime,
                           std::string_view leaseId = {}, KeyTagging tagging = KeyTagging::HashTag);

// The EVALSHA that gives a concurrency lease back.
ScriptCall luaReleaseCall(const LuaScripts& scripts, std::string_view key, std::string_view leaseId,
                          KeyTagging tagging = KeyTagging::HashTag);

// {allowed, remaining, reset_ms, retry_after_ms[, delay_ms]} as a Decision with limit = N; on a
// malformed reply returns nothing and sets *error to what was wrong with it.
std::optional<Decision> decisionFromLuaReply(const RedisReply& reply, std::int64_t limit,
                                             std::string* error = nullptr);

} // namespace ratelab
