// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Which calls of the Lua twins (resources/lua) Redis 7 refuses under maxmemory. Redis checks
// memory once when a script starts (server.script_oom) and then refuses only the script's first
// write command, and only if that command is flagged deny-oom (script.c, scriptVerifyOOM): once
// a script has written it must run to its end, however much memory the rest needs. INCR, HSET,
// SET, ZADD are deny-oom; ZREMRANGEBYSCORE, ZREM, DEL, PEXPIRE are not. So a twin whose first
// write is a ZREMRANGEBYSCORE or a DEL runs through on a full server and grows it past maxmemory.
// This follows each twin's command order; change it with the twin. Pure functions; any thread.
#include "core/sim/algorithms/Algorithm.h"
#include "core/sim/redis/RedisKeyspace.h"

#include <cstdint>

namespace ratelab {

enum class ScriptFirstWrite : std::uint8_t {
    None,    // the script calls no write command: it runs on a full server
    DenyOom, // its first write is flagged deny-oom: refused (-OOM, nothing written) when full
    MayGrow, // its first write is not: the whole script runs, whatever memory it then takes
};

// The first write of the algorithm's twin on one call: `before` is the state the script found
// (present == false: no key), `after` and `decision` what the transition made of it, `in` the
// input with the script's own clock (TIME when the store's clock is used), `ttlMode` the
// placement's TTL idiom (the twins' ARGV[7]). An algorithm without a twin is treated as one
// whose first write is deny-oom whenever it changes the state.
ScriptFirstWrite twinFirstWrite(const Algorithm& algorithm, const KeyState& before,
                                const KeyState& after, const Decision& decision,
                                const DecideInput& in, TtlMode ttlMode);

} // namespace ratelab
