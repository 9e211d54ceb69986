// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The noeviction cases of tst_redisevictions: priming calls of one Lua twin made under
// maxmemory, then one call made once the server is over it. The simulated side is in
// SimulatedOom.cpp. Test-thread only.
#include "core/sim/algorithms/Algorithm.h"
#include "core/sim/redis/RedisKeyspace.h"

#include <vector>

namespace ratelab::test {

struct OomCase {
    AlgorithmKind kind = AlgorithmKind::FixedWindow;
    LimitParams params;
    TtlMode ttlMode = TtlMode::RefreshOnWrite; // SetOnCreate: the twin's ARGV[7] = '1'
    std::vector<DecideInput> priming;          // made while the server is under maxmemory
    DecideInput call;                          // made while it is over
};

struct OomVerdict {
    bool refused = false;   // -OOM: the call was refused and wrote nothing
    bool keyStored = false; // afterwards the limiter key exists
};

// The verdict of SimRedis (noeviction, over maxmemory at the call) with the twin's write rule.
OomVerdict simulatedOomVerdict(const OomCase& c);

} // namespace ratelab::test
